import { useState, type ComponentProps, type ReactNode } from 'react';

import { Button } from '../components/button';
import { DialogClose, DialogFooter } from '../components/dialog';
import { cn } from '../lib/utils';
import { FormDialog } from './form-dialog';
import { BusyButton } from './submit-area';

/** The look of a button that starts a destructive step (remove, revoke, delete) before it is confirmed. */
export const destructiveOutline =
  'text-destructive hover:bg-destructive/10 hover:text-destructive dark:text-red-300 dark:hover:text-red-300';

interface Confirmation {
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** A destructive step the user confirms first; focus starts on the safe choice. */
export function ConfirmDialog({
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
  children,
}: Confirmation & {
  /** The button that opens it. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={children}
      title={title}
      description={description}
      showCloseButton={false}
    >
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{keepLabel}</Button>
        </DialogClose>
        <Button
          variant="destructive"
          onClick={() => {
            setOpen(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </FormDialog>
  );
}

/**
 * The outlined destructive button (Remove, Cancel, Delete) of a step the user confirms first; while
 * the step runs (`busy`) it waits with a spinner. Use it for a row's or a card's destructive action;
 * a ConfirmDialog around your own button where it looks otherwise (an icon button).
 */
export function ConfirmButton({
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
  className,
  ...button
}: Confirmation & Omit<ComponentProps<typeof BusyButton>, 'variant' | 'onClick'>) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      keepLabel={keepLabel}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
    >
      <BusyButton variant="outline" className={cn(destructiveOutline, className)} {...button} />
    </ConfirmDialog>
  );
}
