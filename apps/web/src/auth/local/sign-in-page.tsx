import { SignInForm, type SignInValues } from '@convene/ui/screens/auth/sign-in-form';
import { authClient } from './client';
import { unwrap } from './session';
import { useSubmission } from './use-submission';

// On success the token arrives, the session is read and the route gate moves on to /dashboard.
export default function LocalSignInPage() {
  const form = useSubmission(async ({ email, password }: SignInValues) =>
    unwrap(await authClient.signIn.email({ email, password })),
  );
  return (
    <div className="px-4 py-16">
      <SignInForm onSubmit={form.run} busy={form.busy} error={form.error} />
    </div>
  );
}
