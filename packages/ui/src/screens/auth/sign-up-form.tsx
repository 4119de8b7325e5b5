import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@convene/domain/limits';

import { Link } from '../../lib/navigation';
import { AuthCard, AuthField, SubmitButton, formValues } from './auth-card';
import { ErrorAlert } from '../error-alert';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

function SignUpForm({
  onSubmit,
  busy = false,
  error,
}: {
  onSubmit: (values: SignUpValues) => void;
  busy?: boolean;
  error?: string | null;
}) {
  // The browser's minlength check ignores scripted input (autofill, password managers), so the form checks too.
  const [passwordTooShort, setPasswordTooShort] = useState(false);
  return (
    <AuthCard
      title="Create your account"
      description="Welcome! Please fill in the details to get started."
      busy={busy}
      onSubmit={(event) => {
        const values = formValues(event, ['name', 'email', 'password']);
        const tooShort = values.password.length < PASSWORD_MIN_LENGTH;
        setPasswordTooShort(tooShort);
        if (!tooShort) onSubmit(values);
      }}
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
      <AuthField id="name" label="Name" autoComplete="name" disabled={busy} />
      <AuthField id="email" label="Email" type="email" autoComplete="email" disabled={busy} />
      <AuthField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        aria-describedby="password-hint"
        aria-invalid={passwordTooShort || undefined}
        disabled={busy}
      />
      <p
        id="password-hint"
        data-invalid={passwordTooShort || undefined}
        className="text-muted-foreground data-[invalid]:text-destructive dark:data-[invalid]:text-red-300 -mt-2 text-xs"
      >
        At least {PASSWORD_MIN_LENGTH} characters.
      </p>
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

export { SignUpForm };
