import { Button } from '../../components/button';
import { Link } from '../../lib/navigation';
import { AuthCard, AuthField, SubmitButton } from '../../patterns/auth-card';
import { emailProblem, useCheckedSubmit } from './auth-form';
import { ErrorAlert } from '../../patterns/error-alert';

export interface ForgotPasswordValues {
  email: string;
}

const backToSignIn = (
  <p>
    Remembered it?{' '}
    <Link href="/login" className="text-primary font-medium underline-offset-4 hover:underline">
      Sign in
    </Link>
  </p>
);

/**
 * Asks for a reset link. Once sent, it says the same whether or not an account uses the address,
 * so the page does not reveal who has an account.
 */
function ForgotPasswordScreen({
  onSubmit,
  busy = false,
  error,
  sentTo,
}: {
  onSubmit: (values: ForgotPasswordValues) => void;
  busy?: boolean;
  error?: string | null;
  /** The address a link was asked for; the form then shows the confirmation. */
  sentTo?: string | null;
}) {
  const form = useCheckedSubmit(
    ['email'],
    ({ email }) => ({ email: emailProblem(email) }),
    onSubmit,
  );
  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" description="Look for a message from Convene.">
        <p role="status" className="text-sm">
          If an account uses <strong className="font-medium">{sentTo}</strong>, we have sent it a
          link to choose a new password. The link works for one hour.
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href="/login">Back to sign in</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail address you sign in with, and we will send you a link to choose a new password."
      busy={busy}
      onSubmit={form.onSubmit}
      footer={backToSignIn}
    >
      <AuthField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        disabled={busy}
        error={form.errors.email}
      />
      <ErrorAlert error={error} />
      <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending..." className="w-full" />
    </AuthCard>
  );
}

export { ForgotPasswordScreen };
