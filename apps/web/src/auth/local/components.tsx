import { useState } from 'react';
import { SignInForm, type SignInValues } from '@convene/ui/screens/auth/sign-in-form';
import { SignUpForm, type SignUpValues } from '@convene/ui/screens/auth/sign-up-form';
import { UserButton } from '@convene/ui/screens/auth/user-button';
import { useAuth } from '../context';
import { useSignOut } from '../use-sign-out';
import { authClient, unwrap } from './client';

/** Runs a form's request, holding busy and the error text the form shows. */
export function useSubmission<T>(submit: (values: T) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(values: T) {
    setBusy(true);
    setError(null);
    try {
      await submit(values);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error occurred');
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run: (values: T) => void run(values) };
}

// On success the session updates and the route gate moves the visitor on to /dashboard.
export function LocalSignInPage() {
  const form = useSubmission(async ({ email, password }: SignInValues) =>
    unwrap(await authClient.signIn.email({ email, password })),
  );
  return (
    <div className="px-4 py-16">
      <SignInForm onSubmit={form.run} busy={form.busy} error={form.error} />
    </div>
  );
}

export function LocalSignUpPage() {
  const form = useSubmission(async ({ name, email, password }: SignUpValues) =>
    unwrap(await authClient.signUp.email({ name, email, password })),
  );
  return (
    <div className="px-4 py-16">
      <SignUpForm onSubmit={form.run} busy={form.busy} error={form.error} />
    </div>
  );
}

export function LocalUserButton() {
  const { state } = useAuth();
  const signOut = useSignOut();
  if (state.status !== 'signed-in') return null;
  return (
    <UserButton name={state.user.name} email={state.user.email} onSignOut={() => void signOut()} />
  );
}
