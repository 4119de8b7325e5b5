import { useSearchParams } from 'react-router-dom';
import { SignInScreen, type SignInValues } from '@convene/ui/screens/auth/sign-in-screen';
import { authClient } from './client';
import { EMAIL_VERIFIED_PARAM, unwrap } from './session';
import { useSubmission } from './use-submission';

// On success the token arrives, the session is read and the route gate moves on to /dashboard.
export default function LocalSignInPage() {
  // The verification link opened where nobody is signed in: say it worked, then ask to sign in.
  const [search] = useSearchParams();
  const notice = search.has(EMAIL_VERIFIED_PARAM)
    ? 'Your e-mail address is verified. Sign in to continue.'
    : null;
  const form = useSubmission(async ({ email, password }: SignInValues) =>
    unwrap(await authClient.signIn.email({ email, password })),
  );
  return (
    <div className="px-4 py-16">
      <SignInScreen onSubmit={form.run} busy={form.busy} error={form.error} notice={notice} />
    </div>
  );
}
