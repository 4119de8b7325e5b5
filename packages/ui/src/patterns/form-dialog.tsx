import type { ComponentProps, FormEvent, ReactNode } from 'react';

import { Button } from '../components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../components/dialog';
import { cn } from '../lib/utils';
import { SubmitArea } from './submit-area';

/**
 * A dialog with a title and what it is for, opened by its trigger or by its owner (`open`). Use it
 * for every dialog that asks something of the user: a form (put a `DialogForm` in it) or a
 * confirmation. While `busy`, nothing closes it: the request it sent is still in flight. Its body
 * unmounts on close, so a form inside starts empty at each opening.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  busy = false,
  showCloseButton,
  className,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  busy?: boolean;
  showCloseButton?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange?.(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        showCloseButton={showCloseButton}
        // A column as wide as the dialog, so long words wrap instead of widening it.
        className={cn('grid-cols-[minmax(0,1fr)]', className)}
      >
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form of a `FormDialog`: its fields, then the server's refusal and Cancel beside the submit.
 * Cancel is locked with the fields while the request is in flight.
 */
export function DialogForm({
  label,
  onSubmit,
  busy,
  error,
  submitLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  button,
  noValidate,
  children,
}: {
  /** The form's accessible name; usually the dialog's title. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  error?: string | null;
  submitLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  button?: ComponentProps<typeof SubmitArea>['button'];
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      aria-busy={busy}
      noValidate={noValidate}
      onSubmit={onSubmit}
      className="flex min-w-0 flex-col gap-4"
    >
      {children}
      <SubmitArea
        label={submitLabel}
        busyLabel={busyLabel}
        busy={busy}
        error={error}
        button={button}
        cancel={
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
        }
      />
    </form>
  );
}
