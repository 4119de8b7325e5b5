import { useId, useState } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import { confirmsAccountDeletion, DELETE_CONFIRMATION_WORD } from '@convene/domain/account';

import { Button } from '../../components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/dialog';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { cn } from '../../lib/utils';
import { destructiveOutline } from '../../patterns/confirm-dialog';
import { ErrorAlert } from '../../patterns/error-alert';
import { SectionCard } from '../../patterns/section-card';
import type { RequestState } from './settings-types';

export function DeleteAccountSection({
  email,
  state,
  onDeleteAccount,
  open,
  onOpenChange,
}: {
  email: string;
  state: RequestState;
  onDeleteAccount: (confirmation: string) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmId = useId();
  const isOpen = open ?? ownOpen;
  const busy = Boolean(state.busy);
  const setOpen = (next: boolean) => {
    // Nothing closes the dialog while the account is being deleted.
    if (busy) return;
    if (!next) setTyped('');
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const confirmed = confirmsAccountDeletion(typed, email);
  return (
    <SectionCard
      title="Delete account"
      className="border-destructive/50"
      description="Deletes your AI agents and their knowledge files, your meeting bots with their transcripts, notes and Ask AI conversations, your workflows, tool keys and credits. It cannot be undone."
    >
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className={cn('w-fit', destructiveOutline)}>
            <TriangleAlertIcon aria-hidden="true" />
            Delete account
          </Button>
        </DialogTrigger>
        <DialogContent showCloseButton={false} className="grid-cols-[minmax(0,1fr)] sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Everything in it goes for good, and you are signed out. A paid plan must be cancelled
              first.
            </DialogDescription>
          </DialogHeader>
          <form
            aria-label="Delete your account"
            aria-busy={busy}
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (confirmed && !busy) onDeleteAccount(typed.trim());
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={confirmId} className="block leading-normal">
                Type {DELETE_CONFIRMATION_WORD} or <span className="wrap-anywhere">{email}</span> to
                confirm
              </Label>
              <Input
                id={confirmId}
                autoComplete="off"
                spellCheck={false}
                value={typed}
                disabled={busy}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <ErrorAlert error={state.error} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={busy}>
                  Keep my account
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={!confirmed || busy}>
                {busy ? 'Deleting...' : 'Delete account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
