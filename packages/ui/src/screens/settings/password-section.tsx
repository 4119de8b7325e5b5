import { useEffect, useRef } from 'react';
import { PASSWORD_MAX_LENGTH } from '@convene/domain/account';

import { CurrentPasswordField, NewPasswordField } from '../../patterns/auth-card';
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
  // A changed password is not left in the fields.
  useEffect(() => {
    if (state.done) formRef.current?.reset();
  }, [state.done]);
  return (
    <SettingsForm
      title="Password"
      description="Changing it signs you out everywhere else; this browser stays signed in."
      label="Change your password"
      state={state}
      submitLabel="Change password"
      busyLabel="Changing..."
      status={
        state.done ? <Done>Your password is changed. Other devices are signed out.</Done> : null
      }
      onSubmit={form.onSubmit}
      formRef={formRef}
    >
      <CurrentPasswordField
        id="currentPassword"
        label="Current password"
        disabled={state.busy}
        error={form.errors.currentPassword}
      />
      <NewPasswordField
        id="newPassword"
        label="New password"
        maxLength={PASSWORD_MAX_LENGTH}
        disabled={state.busy}
        error={form.errors.newPassword}
      />
    </SettingsForm>
  );
}
