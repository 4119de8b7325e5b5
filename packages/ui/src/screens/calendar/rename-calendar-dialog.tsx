import { useState, type FormEvent } from 'react';
import { CALENDAR_NAME_MAX } from '@convene/domain/calendars';

import { TextField } from '../../patterns/text-field';
import { DialogForm, FormDialog, useDialogBusy } from '../../patterns/form-dialog';
import type { CalendarView } from './calendar-types';

/** The rename dialog, opened and closed by the container, which saves the name. */
export interface RenameCalendarProps {
  /** The calendar being renamed; null while the dialog is closed. */
  calendarId: string | null;
  /** A Rename button asks for its calendar; closing the dialog asks for null. */
  onCalendarIdChange: (calendarId: string | null) => void;
  /** The name, trimmed and never blank. */
  onRename: (calendarId: string, name: string) => void;
  busy?: boolean;
  /** The server's refusal; the form keeps what was typed. */
  error?: string | null;
}

export function RenameCalendarDialog({
  calendar,
  onCalendarIdChange,
  onRename,
  busy = false,
  error = null,
}: Omit<RenameCalendarProps, 'calendarId'> & { calendar: CalendarView | null }) {
  return (
    <FormDialog
      open={calendar !== null}
      onOpenChange={(open) => !open && onCalendarIdChange(null)}
      busy={busy}
      error={error}
      title="Rename calendar"
      description="The name shows on this page and beside the meetings it sends bots to."
    >
      {calendar && <RenameForm calendar={calendar} onRename={onRename} />}
    </FormDialog>
  );
}

function RenameForm({
  calendar,
  onRename,
}: Pick<RenameCalendarProps, 'onRename'> & { calendar: CalendarView }) {
  const busy = useDialogBusy();
  const [name, setName] = useState(calendar.name);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onRename(calendar.id, name.trim());
  }

  return (
    <DialogForm
      onSubmit={submit}
      submitLabel="Save name"
      busyLabel="Saving..."
      button={{ disabled: name.trim() === '' }}
    >
      <TextField
        label="Name"
        required
        maxLength={CALENDAR_NAME_MAX}
        disabled={busy}
        value={name}
        onValueChange={setName}
      />
    </DialogForm>
  );
}
