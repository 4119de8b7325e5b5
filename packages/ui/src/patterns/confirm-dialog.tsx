import { useState, type ReactNode } from 'react';

import { Button } from '../components/button';
import { DialogClose, DialogFooter } from '../components/dialog';
import { FormDialog } from './form-dialog';

/** The look of a button that starts a destructive step (remove, revoke, delete) before it is confirmed. */
export const destructiveOutline =
  'text-destructive hover:bg-destructive/10 hover:text-destructive dark:text-red-300 dark:hover:text-red-300';

/** A destructive step the user confirms first; focus starts on the safe choice. */
export function ConfirmDialog({
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
  children,
}: {
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
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
