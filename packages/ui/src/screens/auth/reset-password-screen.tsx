import { PASSWORD_MIN_LENGTH } from '@convene/domain/limits';

import { Button } from '../../components/button';
import { Link } from '../../lib/navigation';
import { AuthCard, AuthField, SubmitButton } from '../../patterns/auth-card';
import { newPasswordProblem, useCheckedSubmit } from './auth-form';
import { ErrorAlert } from '../../patterns/error-alert';

export interface ResetPasswordValues {
  password: string;
}

/** Where a reset stands once the form cannot or need not be filled any more. */
export type ResetPasswordOutcome = 'invalid-link' | 'changed';

/** Chooses a new password from an e-mailed link; the link works once, for one hour. */
function ResetPasswordScreen({
  onSubmit,
  busy = false,
  error,
  outcome,
}: {
  onSubmit: (values: ResetPasswordValues) => void;
  busy?: boolean;
  error?: string | null;
  outcome?: ResetPasswordOutcome | null;
}) {
  const form = useCheckedSubmit(
    ['password'],
    ({ password }) => ({ password: newPasswordProblem(password) }),
    onSubmit,
  );
  if (outcome === 'invalid-link') {
    return (
      <AuthCard
        title="This reset link does not work"
        description="It has been used already, it is more than an hour old, or it is incomplete."
      >
        <Button asChild className="w-full">
          <Link href="/forgot-password">Ask for a new link</Link>
        </Button>
      </AuthCard>
    );
  }
  if (outcome === 'changed') {
    return (
      <AuthCard
        title="Your password is changed"
        description="You are signed out everywhere. Sign in with your new password."
      >
        <Button asChild className="w-full">
          <Link href="/login">Sign in</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description="After this, every device signed in to your account is signed out."
      busy={busy}
      onSubmit={form.onSubmit}
    >
      <AuthField
        id="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        disabled={busy}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={form.errors.password}
      />
      <ErrorAlert error={error} />
      <SubmitButton
        busy={busy}
        label="Change password"
        busyLabel="Changing password..."
        className="w-full"
      />
    </AuthCard>
  );
}

export { ResetPasswordScreen };
