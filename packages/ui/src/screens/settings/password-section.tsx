import { useEffect, useRef } from 'react';
import { PASSWORD_MAX_LENGTH } from '@convene/domain/account';
import { PASSWORD_MIN_LENGTH } from '@convene/domain/limits';

import { AuthField, SubmitButton } from '../../patterns/auth-card';
import { ErrorAlert } from '../../patterns/error-alert';
import { SectionCard } from '../../patterns/section-card';
import { newPasswordProblem, useCheckedSubmit } from '../../lib/form-checks';
import { Done, SettingsForm } from './settings-form';
import type { PasswordChange, RequestState } from './settings-types';

export function PasswordSection({
  state,
  onChangePassword,
}: {
  state: RequestState;
  onChangePassword: (change: PasswordChange) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCheckedSubmit(
    ['currentPassword', 'newPassword'],
    (values) => ({
      currentPassword: values.currentPassword === '' ? 'Enter your current password.' : undefined,
      newPassword:
        newPasswordProblem(values.newPassword) ??
        (values.newPassword.length > PASSWORD_MAX_LENGTH
          ? `Password can be at most ${PASSWORD_MAX_LENGTH} characters.`
          : undefined),
    }),
    onChangePassword,
  );
  const busy = Boolean(state.busy);
  // A changed password is not left in the fields.
  useEffect(() => {
    if (state.done) formRef.current?.reset();
  }, [state.done]);
  return (
    <SectionCard
      title="Password"
      description="Changing it signs you out everywhere else; this browser stays signed in."
    >
      <SettingsForm
        label="Change your password"
        busy={busy}
        onSubmit={form.onSubmit}
        formRef={formRef}
      >
        <AuthField
          id="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          disabled={busy}
          error={form.errors.currentPassword}
        />
        <AuthField
          id="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          disabled={busy}
          error={form.errors.newPassword}
        />
        <ErrorAlert error={state.error} />
        {state.done ? <Done>Your password is changed. Other devices are signed out.</Done> : null}
        <SubmitButton
          busy={busy}
          label="Change password"
          busyLabel="Changing..."
          className="sm:w-fit"
        />
      </SettingsForm>
    </SectionCard>
  );
}
