import type { ReactNode } from 'react';

import { Link } from '../../lib/navigation';
import {
  AuthCard,
  AuthSwitch,
  CurrentPasswordField,
  EmailField,
  authLinkClass,
} from '../../patterns/auth-card';
import { emailProblem, useCheckedSubmit } from '../../lib/form-checks';

export interface SignInValues {
  email: string;
  password: string;
}

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
      submit={{
        onSubmit: form.onSubmit,
        label: 'Sign in',
        busyLabel: 'Signing in...',
        busy,
        error,
      }}
      footer={
        <AuthSwitch prompt="Don't have an account?" href="/register">
          Sign up
        </AuthSwitch>
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
      <EmailField defaultValue={defaultEmail} disabled={busy} error={form.errors.email} />
      <CurrentPasswordField
        disabled={busy}
        error={form.errors.password}
        labelAside={
          <Link href="/forgot-password" className={`${authLinkClass} text-sm`}>
            Forgot password?
          </Link>
        }
      />
    </AuthCard>
  );
}

export { SignInScreen };
