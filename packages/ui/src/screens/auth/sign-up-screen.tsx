import {
  AuthCard,
  AuthField,
  AuthSwitch,
  EmailField,
  NewPasswordField,
} from '../../patterns/auth-card';
import { emailProblem, newPasswordProblem, useCheckedSubmit } from '../../lib/form-checks';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

function SignUpScreen({
  onSubmit,
  busy = false,
  error,
}: {
  onSubmit: (values: SignUpValues) => void;
  busy?: boolean;
  error?: string | null;
}) {
  const form = useCheckedSubmit(
    ['name', 'email', 'password'],
    ({ name, email, password }) => ({
      name: name.trim() === '' ? 'Enter your name.' : undefined,
      email: emailProblem(email),
      password: newPasswordProblem(password),
    }),
    onSubmit,
  );
  return (
    <AuthCard
      title="Create your account"
      description="Welcome! Please fill in the details to get started."
      submit={{
        onSubmit: form.onSubmit,
        label: 'Create account',
        busyLabel: 'Creating account...',
        busy,
        error,
      }}
      footer={
        <AuthSwitch prompt="Already have an account?" href="/login">
          Sign in
        </AuthSwitch>
      }
    >
      <AuthField
        id="name"
        label="Name"
        autoComplete="name"
        disabled={busy}
        error={form.errors.name}
      />
      <EmailField disabled={busy} error={form.errors.email} />
      <NewPasswordField disabled={busy} error={form.errors.password} />
    </AuthCard>
  );
}

export { SignUpScreen };
