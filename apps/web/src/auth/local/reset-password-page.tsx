import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ResetPasswordScreen,
  type ResetPasswordOutcome,
  type ResetPasswordValues,
} from '@convene/ui/screens/auth/reset-password-screen';
import { authClient } from './client';
import { unwrap } from './session';
import { useSubmission } from './use-submission';

/** The new password from the e-mailed link (?token=...); the server ends every session of the account. */
export default function LocalResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [outcome, setOutcome] = useState<ResetPasswordOutcome | null>(
    token ? null : 'invalid-link',
  );
  const form = useSubmission(async ({ password }: ResetPasswordValues) => {
    const result = await authClient.resetPassword({ newPassword: password, token: token ?? '' });
    // Used already, past its hour, or never issued: the page says so and offers a new link.
    if (result.error?.code === 'INVALID_TOKEN') return setOutcome('invalid-link');
    unwrap(result);
    setOutcome('changed');
  });
  return (
    <div className="px-4 py-16">
      <ResetPasswordScreen
        onSubmit={form.run}
        busy={form.busy}
        error={form.error}
        outcome={outcome}
      />
    </div>
  );
}
