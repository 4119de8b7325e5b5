import { useState } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import { confirmsAccountDeletion, DELETE_CONFIRMATION_WORD } from '@convene/domain/account';

import { Button } from '../../components/button';
import { cn } from '../../lib/utils';
import { destructiveOutline } from '../../patterns/confirm-dialog';
import { DialogForm, FormDialog, useDialogBusy } from '../../patterns/form-dialog';
import { SectionCard } from '../../patterns/section-card';
import { TextField } from '../../patterns/text-field';
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
  return (
    <SectionCard
      title="Delete account"
      className="border-destructive/50"
      description="Deletes your AI agents and their knowledge files, your meeting bots with their transcripts, notes and Ask AI conversations, your workflows, tool keys and credits. It cannot be undone."
    >
      <FormDialog
        open={open ?? ownOpen}
        onOpenChange={(next) => {
          setOwnOpen(next);
          onOpenChange?.(next);
        }}
        busy={state.busy}
        error={state.error}
        trigger={
          <Button variant="outline" className={cn('w-fit', destructiveOutline)}>
            <TriangleAlertIcon aria-hidden="true" />
            Delete account
          </Button>
        }
        title="Delete your account?"
        description="Everything in it goes for good, and you are signed out. A paid plan must be cancelled first."
        showCloseButton={false}
        className="sm:max-w-md"
      >
        <DeleteAccountForm email={email} onDeleteAccount={onDeleteAccount} />
      </FormDialog>
    </SectionCard>
  );
}

/** Inside the dialog, which unmounts it on close: what was typed is gone at the next opening. */
function DeleteAccountForm({
  email,
  onDeleteAccount,
}: {
  email: string;
  onDeleteAccount: (confirmation: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const busy = useDialogBusy();
  const confirmed = confirmsAccountDeletion(typed, email);
  return (
    <DialogForm
      label="Delete your account"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed && !busy) onDeleteAccount(typed.trim());
      }}
      submitLabel="Delete account"
      busyLabel="Deleting..."
      cancelLabel="Keep my account"
      button={{ variant: 'destructive', disabled: !confirmed }}
    >
      <TextField
        label={
          <>
            Type {DELETE_CONFIRMATION_WORD} or <span className="wrap-anywhere">{email}</span> to
            confirm
          </>
        }
        labelClassName="block leading-normal"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        disabled={busy}
        onValueChange={setTyped}
      />
    </DialogForm>
  );
}
