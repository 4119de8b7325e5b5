import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EmailVerificationNotice,
  EmailVerifiedNotice,
} from '@convene/ui/screens/auth/email-verification-notice';
import { errorMessage } from '@convene/api-client/result';
import { useApi } from '../../api/provider';
import { EMAIL_VERIFIED_PARAM, loadAuthClient, unwrap, useLocalAccount } from './session';

/** Newest verification link in the embedded outbox; none when mail really leaves the server (404). */
function useVerificationLink(enabled: boolean): string | null {
  const { hooks } = useApi();
  const outbox = hooks.useQuery('get', '/mail/outbox', {}, { enabled, retry: false });
  return (
    outbox.data?.messages.find((message) => message.url?.includes('/verify-email'))?.url ?? null
  );
}

/**
 * Better Auth sends a verification e-mail on sign-up; organisation invitations need a verified
 * address, so an unverified user is told, can resend, and (without SMTP) open the local copy.
 */
export default function LocalAccountNotice() {
  const user = useLocalAccount()?.session.user;
  const unverified = Boolean(user && !user.emailVerified);
  const verificationLink = useVerificationLink(unverified);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const [search] = useSearchParams();

  if (user?.emailVerified && search.has(EMAIL_VERIFIED_PARAM)) return <EmailVerifiedNotice />;
  if (!user || !unverified) return null;

  async function resend(email: string) {
    setResending(true);
    setResent(false);
    setResendError(null);
    try {
      const authClient = await loadAuthClient();
      unwrap(await authClient.sendVerificationEmail({ email }));
      setResent(true);
    } catch (failure) {
      setResendError(errorMessage(failure));
    } finally {
      setResending(false);
    }
  }

  return (
    <EmailVerificationNotice
      email={user.email}
      onResend={() => void resend(user.email)}
      resending={resending}
      resent={resent}
      outboxMessageHref={verificationLink}
      error={resendError}
    />
  );
}
