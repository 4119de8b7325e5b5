import { useState, type FormEvent } from 'react';
import { LinkIcon } from 'lucide-react';
import { CALENDAR_ADDRESS_STEPS, CALENDAR_NAME_MAX } from '@convene/domain/calendars';

import { TextField } from '../../patterns/text-field';
import {
  DialogForm,
  FormDialog,
  useDialogBusy,
  type DialogRequestProps,
} from '../../patterns/form-dialog';
import type { CalendarConnectRequest } from './calendar-types';

/**
 * `busy` while the address is checked; `error`, the server's refusal (the address gave no
 * calendar).
 */
export interface ConnectCalendarDialogProps extends DialogRequestProps {
  onConnect: (request: CalendarConnectRequest) => void;
}

/** Connecting a calendar by its secret iCal address, with where to find that address. */
export function ConnectCalendarDialog({ onConnect, ...dialog }: ConnectCalendarDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title="Connect a calendar"
      description="Paste your calendar's secret iCal address. Bots can then join its meetings, and you choose which."
    >
      {/* Inside the content, which unmounts on close: each opening starts from an empty form. */}
      <ConnectCalendarForm onConnect={onConnect} />
    </FormDialog>
  );
}

function ConnectCalendarForm({ onConnect }: Pick<ConnectCalendarDialogProps, 'onConnect'>) {
  const busy = useDialogBusy();
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onConnect({ address: address.trim(), name: name.trim() || null });
  }

  return (
    <DialogForm
      onSubmit={submit}
      submitLabel="Connect calendar"
      busyLabel="Connecting..."
      button={{ icon: <LinkIcon aria-hidden /> }}
    >
      <TextField
        label="Secret iCal address"
        required
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        disabled={busy}
        placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
        value={address}
        onValueChange={setAddress}
        hint={
          <div className="space-y-1">
            {Object.values(CALENDAR_ADDRESS_STEPS).map(({ service, path }) => (
              <p key={service}>
                <span className="font-medium text-foreground">{service}:</span> {path}.
              </p>
            ))}
            <p>It stays secret: we keep it sealed and never show it in full again.</p>
          </div>
        }
      />

      <TextField
        label={
          <>
            Name <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        maxLength={CALENDAR_NAME_MAX}
        disabled={busy}
        placeholder="Work"
        value={name}
        onValueChange={setName}
      />
    </DialogForm>
  );
}
