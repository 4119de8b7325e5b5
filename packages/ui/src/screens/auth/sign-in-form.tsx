import { Link } from '../../lib/navigation';
import { AuthCard, AuthField, SubmitButton, formValues } from './auth-card';
import { ErrorAlert } from '../error-alert';

export interface SignInValues {
  email: string;
  password: string;
}

function SignInForm({
  onSubmit,
  busy = false,
  error,
  defaultEmail,
}: {
  onSubmit: (values: SignInValues) => void;
  busy?: boolean;
  error?: string | null;
  defaultEmail?: string;
}) {
  return (
    <AuthCard
      title="Sign in to Convene"
      description="Welcome back! Please sign in to continue."
      busy={busy}
      onSubmit={(event) => onSubmit(formValues(event, ['email', 'password']))}
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link
            href="/register"
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </p>
      }
    >
      <AuthField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
        disabled={busy}
      />
      <AuthField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        disabled={busy}
      />
      <ErrorAlert error={error} />
      <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in..." className="w-full" />
    </AuthCard>
  );
}

export { SignInForm };
