import { nameProblem, PERSON_NAME_MAX } from '@convene/domain/account';

import { AuthField, SubmitButton } from '../../patterns/auth-card';
import { ErrorAlert } from '../../patterns/error-alert';
import { SectionCard } from '../../patterns/section-card';
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
  const busy = Boolean(state.busy);
  return (
    <SectionCard
      title="Your name"
      description="How Convene greets you and shows you to your organisation."
    >
      <SettingsForm label="Change your name" busy={busy} onSubmit={form.onSubmit}>
        <AuthField
          id="name"
          label="Name"
          autoComplete="name"
          defaultValue={name}
          maxLength={PERSON_NAME_MAX}
          disabled={busy}
          error={form.errors.name}
        />
        <ErrorAlert error={state.error} />
        {state.done ? <Done>Your name is saved.</Done> : null}
        <SubmitButton busy={busy} label="Save name" busyLabel="Saving..." className="sm:w-fit" />
      </SettingsForm>
    </SectionCard>
  );
}
