import { useState } from 'react';
import {
  ForgotPasswordScreen,
  type ForgotPasswordValues,
} from '@convene/ui/screens/auth/forgot-password-screen';
import { authClient } from './client';
import { unwrap } from './session';
import { useSubmission } from './use-submission';

// The server answers alike for every address, so the confirmation does not tell who has an account.
export default function LocalForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSubmission(async ({ email }: ForgotPasswordValues) => {
    unwrap(await authClient.requestPasswordReset({ email }));
    setSentTo(email);
  });
  return (
    <div className="px-4 py-16">
      <ForgotPasswordScreen
        onSubmit={form.run}
        busy={form.busy}
        error={form.error}
        sentTo={sentTo}
      />
    </div>
  );
}
