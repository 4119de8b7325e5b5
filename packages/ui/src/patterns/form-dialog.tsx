import { createContext, use, type ComponentProps, type FormEvent, type ReactNode } from 'react';

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
 * What the owner of a dialog that sends one request (a container) controls: whether it is open and
 * where its request stands. A dialog screen takes these with its submit callback and spreads them
 * into its `FormDialog`.
 */
export interface DialogRequestProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request is in flight: the form is locked and its button shows it. */
  busy?: boolean;
  /** The server's refusal; the form keeps what was typed. */
  error?: string | null;
}

/** What a `DialogForm` reads from its dialog: the request's state is given once, to the dialog. */
const FormDialogContext = createContext<{ title: string; busy: boolean; error: string | null }>({
  title: '',
  busy: false,
  error: null,
});

/**
 * A dialog with a title and what it is for, opened by its trigger or by its owner (`open`). Use it
 * for every dialog that asks something of the user: a form (put a `DialogForm` in it) or a
 * confirmation. While `busy`, nothing closes it: the request it sent is still in flight. Its body
 * unmounts on close, so a form inside starts empty at each opening. `busy` and `error` are given
 * here once: its `DialogForm` locks and shows the refusal from them, and its fields read `busy`
 * with `useDialogBusy`.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  busy = false,
  error = null,
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
  /** The server's refusal, shown by its `DialogForm`; the form keeps what was typed. */
  error?: string | null;
  showCloseButton?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormDialogContext value={{ title, busy, error }}>
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
    </FormDialogContext>
  );
}

/** Whether the dialog's request is in flight, for the fields of its form to lock with it. */
export function useDialogBusy(): boolean {
  return use(FormDialogContext).busy;
}

/**
 * The form of a `FormDialog`: its fields, then the dialog's refusal and Cancel beside the submit.
 * Cancel is locked with the fields while the dialog's request is in flight.
 */
export function DialogForm({
  label,
  onSubmit,
  submitLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  button,
  noValidate,
  children,
}: {
  /** The form's accessible name; the dialog's title unless given. */
  label?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  button?: ComponentProps<typeof SubmitArea>['button'];
  noValidate?: boolean;
  children: ReactNode;
}) {
  const { title, busy, error } = use(FormDialogContext);
  return (
    <form
      aria-label={label ?? title}
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
