import { Link } from '../../lib/navigation';
import { EmailField } from '../../patterns/auth-card';
import { emailProblem, useCheckedSubmit } from '../../lib/form-checks';
import { SettingsForm } from './settings-form';
import type { RequestState } from './settings-types';

export function EmailSection({
  email,
  pendingEmail,
  outboxHref,
  state,
  onChangeEmail,
}: {
  email: string;
  pendingEmail: string | null;
  outboxHref: string | null;
  state: RequestState;
  onChangeEmail: (newEmail: string) => void;
}) {
  const form = useCheckedSubmit(
    ['newEmail'],
    (values) => ({
      newEmail:
        emailProblem(values.newEmail) ??
        (values.newEmail.trim().toLowerCase() === email.toLowerCase()
          ? 'This is already your e-mail address.'
          : undefined),
    }),
    (values) => onChangeEmail(values.newEmail.trim()),
  );
  return (
    <SettingsForm
      title="E-mail address"
      description={
        <>
          You sign in with <strong className="font-medium wrap-anywhere">{email}</strong>. A new
          address takes its place once you open the link we send to it.
        </>
      }
      label="Change your e-mail address"
      state={state}
      submitLabel="Send link"
      busyLabel="Sending..."
      status={
        pendingEmail ? (
          <div role="status" className="grid gap-1 text-sm">
            <p>
              We sent a link to{' '}
              <strong className="font-medium wrap-anywhere">{pendingEmail}</strong>. Open it within
              an hour to make it your e-mail address; until then you keep signing in with{' '}
              <span className="wrap-anywhere">{email}</span>.
            </p>
            {outboxHref ? (
              <Link
                external
                href={outboxHref}
                className="text-primary w-fit underline-offset-4 hover:underline"
              >
                View message in local inbox
              </Link>
            ) : null}
          </div>
        ) : null
      }
      onSubmit={form.onSubmit}
    >
      <EmailField
        id="newEmail"
        label="New e-mail address"
        disabled={state.busy}
        error={form.errors.newEmail}
      />
    </SettingsForm>
  );
}
