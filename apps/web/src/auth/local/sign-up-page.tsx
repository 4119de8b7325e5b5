import { SignUpScreen, type SignUpValues } from '@convene/ui/screens/auth/sign-up-screen';
import { authClient } from './client';
import { unwrap } from './session';
import { useSubmission } from './use-submission';

// Sign-up signs the new account in; the route gate then moves on to /dashboard.
export default function LocalSignUpPage() {
  const form = useSubmission(async ({ name, email, password }: SignUpValues) =>
    unwrap(await authClient.signUp.email({ name, email, password })),
  );
  return (
    <div className="px-4 py-16">
      <SignUpScreen onSubmit={form.run} busy={form.busy} error={form.error} />
    </div>
  );
}
