import type { ReactNode } from 'react';

import { Link } from '../../lib/navigation';
import { AuthCard, AuthField, SubmitButton } from '../../patterns/auth-card';
import { emailProblem, useCheckedSubmit } from './auth-form';
import { ErrorAlert } from '../../patterns/error-alert';

export interface SignInValues {
  email: string;
  password: string;
}

const linkClass = 'text-primary font-medium underline-offset-4 hover:underline';

function SignInScreen({
  onSubmit,
  busy = false,
  error,
  defaultEmail,
  notice,
}: {
  onSubmit: (values: SignInValues) => void;
  busy?: boolean;
  error?: string | null;
  defaultEmail?: string;
  /** Good news to show above the fields (e.g. the e-mail address is verified). */
  notice?: ReactNode;
}) {
  const form = useCheckedSubmit(
    ['email', 'password'],
    ({ email, password }) => ({
      email: emailProblem(email),
      password: password === '' ? 'Enter your password.' : undefined,
    }),
    onSubmit,
  );
  return (
    <AuthCard
      title="Sign in to Convene"
      description="Welcome back! Please sign in to continue."
      busy={busy}
      onSubmit={form.onSubmit}
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link href="/register" className={linkClass}>
            Sign up
          </Link>
        </p>
      }
    >
      {notice ? (
        <p
          role="status"
          className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
        >
          {notice}
        </p>
      ) : null}
      <AuthField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
        disabled={busy}
        error={form.errors.email}
      />
      <AuthField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        disabled={busy}
        error={form.errors.password}
        labelAside={
          <Link href="/forgot-password" className={`${linkClass} text-sm`}>
            Forgot password?
          </Link>
        }
      />
      <ErrorAlert error={error} />
      <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in..." className="w-full" />
    </AuthCard>
  );
}

export { SignInScreen };
