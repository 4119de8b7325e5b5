import { MailCheckIcon, MailWarningIcon } from 'lucide-react';

import { Button, ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';

/** Banner for a signed-in user whose e-mail address is not verified yet. */
function EmailVerificationNotice({
  email,
  onResend,
  resending = false,
  resent = false,
  outboxMessageHref,
  error,
}: {
  email: string;
  onResend: () => void;
  resending?: boolean;
  /** The last resend succeeded. */
  resent?: boolean;
  /** With the embedded mail outbox (no SMTP server), the local copy of the verification message. */
  outboxMessageHref?: string | null;
  /** Why the last resend was refused (e.g. too many attempts). */
  error?: string | null;
}) {
  return (
    <section
      data-slot="email-verification-notice"
      aria-labelledby="email-verification-title"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <MailWarningIcon aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="email-verification-title" className="font-semibold">
          Verify your e-mail
        </h2>
        <p>
          We sent a verification link to <strong className="font-medium">{email}</strong>. Open it
          to confirm your address.
        </p>
        <p role="status" className="empty:hidden">
          {resent ? 'Verification e-mail sent.' : ''}
        </p>
        {error ? (
          <p role="alert" className="font-medium text-red-800 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {outboxMessageHref ? (
          <ButtonLink
            external
            href={outboxMessageHref}
            variant="link"
            size="sm"
            className="text-amber-950 dark:text-amber-50"
          >
            View message in local inbox
          </ButtonLink>
        ) : null}
        <Button variant="outline" size="sm" onClick={onResend} disabled={resending}>
          {resending ? <Spinner aria-hidden="true" role="presentation" /> : null}
          {resending ? 'Sending...' : 'Resend e-mail'}
        </Button>
      </div>
    </section>
  );
}

/** Banner on the page the verification link lands on: the address is confirmed. */
function EmailVerifiedNotice() {
  return (
    <section
      data-slot="email-verified-notice"
      role="status"
      className="flex items-center gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <MailCheckIcon aria-hidden="true" className="size-5 shrink-0" />
      <p>Your e-mail address is verified.</p>
    </section>
  );
}

export { EmailVerificationNotice, EmailVerifiedNotice };
