import { useMemo, useState, type FormEvent } from 'react';
import { timeZoneChoices } from '@convene/domain/time';

import { SelectField, selectOptions } from '../../patterns/select-field';
import { Done, SettingsForm } from './settings-form';
import type { RequestState } from './settings-types';

/** What the page needs to show and change the person's time zone. */
export interface TimeZoneSetting {
  /** The IANA zone the pages show times in now. */
  timeZone: string;
  state: RequestState;
  onChangeTimeZone: (timeZone: string) => void;
}

export function TimeZoneSection({ timeZone, state, onChangeTimeZone }: TimeZoneSetting) {
  const [chosen, setChosen] = useState(timeZone);
  // A zone the browser named that Intl does not list (an old alias) stays choosable.
  const zones = useMemo(() => {
    const choices = timeZoneChoices();
    return selectOptions(choices.includes(timeZone) ? choices : [timeZone, ...choices], (zone) =>
      zone.replaceAll('_', ' '),
    );
  }, [timeZone]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChangeTimeZone(chosen);
  };
  return (
    <SettingsForm
      title="Time zone"
      description="Pages show times in your zone; your meeting notes and Ask AI answers are written in it."
      label="Change your time zone"
      state={state}
      submitLabel="Save time zone"
      busyLabel="Saving..."
      status={state.done ? <Done>Your time zone is saved.</Done> : null}
      onSubmit={onSubmit}
    >
      <SelectField
        id="time-zone"
        label="Time zone"
        options={zones}
        value={chosen}
        disabled={state.busy}
        onValueChange={setChosen}
        contentClassName="max-h-80"
      />
    </SettingsForm>
  );
}
