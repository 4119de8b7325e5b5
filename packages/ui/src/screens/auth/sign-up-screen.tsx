import { PASSWORD_MIN_LENGTH } from '@convene/domain/limits';

import { Link } from '../../lib/navigation';
import { AuthCard, AuthField, SubmitButton } from '../../patterns/auth-card';
import { emailProblem, newPasswordProblem, useCheckedSubmit } from './auth-form';
import { ErrorAlert } from '../../patterns/error-alert';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

function SignUpScreen({
  onSubmit,
  busy = false,
  error,
}: {
  onSubmit: (values: SignUpValues) => void;
  busy?: boolean;
  error?: string | null;
}) {
  const form = useCheckedSubmit(
    ['name', 'email', 'password'],
    ({ name, email, password }) => ({
      name: name.trim() === '' ? 'Enter your name.' : undefined,
      email: emailProblem(email),
      password: newPasswordProblem(password),
    }),
    onSubmit,
  );
  return (
    <AuthCard
      title="Create your account"
      description="Welcome! Please fill in the details to get started."
      busy={busy}
      onSubmit={form.onSubmit}
      footer={
        <p>
          Already have an account?{' '}
          <Link
            href="/login"
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <AuthField
        id="name"
        label="Name"
        autoComplete="name"
        disabled={busy}
        error={form.errors.name}
      />
      <AuthField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        disabled={busy}
        error={form.errors.email}
      />
      <AuthField
        id="password"
        label="Password"
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
        label="Create account"
        busyLabel="Creating account..."
        className="w-full"
      />
    </AuthCard>
  );
}

export { SignUpScreen };
