import { useId, useState, type FormEvent } from 'react';
import { LinkIcon } from 'lucide-react';
import { CALENDAR_ADDRESS_STEPS, CALENDAR_NAME_MAX } from '@convene/domain/calendars';

import { Input } from '../../components/input';
import { Label } from '../../components/label';
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
  const ids = { address: useId(), help: useId(), name: useId() };
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
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.address}>Secret iCal address</Label>
        <Input
          id={ids.address}
          required
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          disabled={busy}
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          aria-describedby={ids.help}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <div id={ids.help} className="space-y-1 text-xs text-muted-foreground">
          {Object.values(CALENDAR_ADDRESS_STEPS).map(({ service, path }) => (
            <p key={service}>
              <span className="font-medium text-foreground">{service}:</span> {path}.
            </p>
          ))}
          <p>It stays secret: we keep it sealed and never show it in full again.</p>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.name}>
          Name <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id={ids.name}
          maxLength={CALENDAR_NAME_MAX}
          disabled={busy}
          placeholder="Work"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
    </DialogForm>
  );
}
