import { nameProblem, PERSON_NAME_MAX } from '@convene/domain/account';

import { AuthField } from '../../patterns/auth-card';
import { useCheckedSubmit } from '../../lib/form-checks';
import { Done, SettingsForm } from './settings-form';
import type { RequestState } from './settings-types';

export function NameSection({
  name,
  state,
  onChangeName,
}: {
  name: string;
  state: RequestState;
  onChangeName: (name: string) => void;
}) {
  const form = useCheckedSubmit(
    ['name'],
    (values) => ({ name: nameProblem(values.name) }),
    (values) => onChangeName(values.name.trim()),
  );
  return (
    <SettingsForm
      title="Your name"
      description="How Convene greets you and shows you to your organisation."
      label="Change your name"
      state={state}
      submitLabel="Save name"
      busyLabel="Saving..."
      status={state.done ? <Done>Your name is saved.</Done> : null}
      onSubmit={form.onSubmit}
    >
      <AuthField
        id="name"
        label="Name"
        autoComplete="name"
        defaultValue={name}
        maxLength={PERSON_NAME_MAX}
        disabled={state.busy}
        error={form.errors.name}
      />
    </SettingsForm>
  );
}
