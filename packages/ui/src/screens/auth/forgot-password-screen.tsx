import { AuthCard, AuthNextStep, AuthSwitch, EmailField } from '../../patterns/auth-card';
import { emailProblem, useCheckedSubmit } from '../../lib/form-checks';

export interface ForgotPasswordValues {
  email: string;
}

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
        <AuthNextStep href="/login" variant="outline">
          Back to sign in
        </AuthNextStep>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail address you sign in with, and we will send you a link to choose a new password."
      submit={{
        onSubmit: form.onSubmit,
        label: 'Send reset link',
        busyLabel: 'Sending...',
        busy,
        error,
      }}
      footer={
        <AuthSwitch prompt="Remembered it?" href="/login">
          Sign in
        </AuthSwitch>
      }
    >
      <EmailField disabled={busy} error={form.errors.email} />
    </AuthCard>
  );
}

export { ForgotPasswordScreen };
