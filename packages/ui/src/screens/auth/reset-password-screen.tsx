import { AuthCard, AuthNextStep, NewPasswordField } from '../../patterns/auth-card';
import { newPasswordProblem, useCheckedSubmit } from '../../lib/form-checks';

export interface ResetPasswordValues {
  password: string;
}

/** Where a reset stands once the form cannot or need not be filled any more. */
export type ResetPasswordOutcome = 'invalid-link' | 'changed';

/** What each outcome says, and where the person goes from there. */
const OUTCOMES: Record<
  ResetPasswordOutcome,
  { title: string; description: string; href: string; next: string }
> = {
  'invalid-link': {
    title: 'This reset link does not work',
    description: 'It has been used already, it is more than an hour old, or it is incomplete.',
    href: '/forgot-password',
    next: 'Ask for a new link',
  },
  changed: {
    title: 'Your password is changed',
    description: 'You are signed out everywhere. Sign in with your new password.',
    href: '/login',
    next: 'Sign in',
  },
};

/** Chooses a new password from an e-mailed link; the link works once, for one hour. */
function ResetPasswordScreen({
  onSubmit,
  busy = false,
  error,
  outcome,
}: {
  onSubmit: (values: ResetPasswordValues) => void;
  busy?: boolean;
  error?: string | null;
  outcome?: ResetPasswordOutcome | null;
}) {
  const form = useCheckedSubmit(
    ['password'],
    ({ password }) => ({ password: newPasswordProblem(password) }),
    onSubmit,
  );
  if (outcome) {
    const { title, description, href, next } = OUTCOMES[outcome];
    return (
      <AuthCard title={title} description={description}>
        <AuthNextStep href={href}>{next}</AuthNextStep>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description="After this, every device signed in to your account is signed out."
      submit={{
        onSubmit: form.onSubmit,
        label: 'Change password',
        busyLabel: 'Changing password...',
        busy,
        error,
      }}
    >
      <NewPasswordField label="New password" disabled={busy} error={form.errors.password} />
    </AuthCard>
  );
}

export { ResetPasswordScreen };
