import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { ExternalLinkIcon, TriangleAlertIcon } from 'lucide-react';
import {
  confirmsAccountDeletion,
  DELETE_CONFIRMATION_WORD,
  nameProblem,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX,
} from '@convene/domain/account';
import { PASSWORD_MIN_LENGTH } from '@convene/domain/limits';

import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/dialog';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import { AuthField, SubmitButton } from '../../patterns/auth-card';
import { destructiveOutline } from '../../patterns/confirm-dialog';
import { ErrorAlert } from '../../patterns/error-alert';
import { PageHeader } from '../../patterns/page-header';
import { emailProblem, newPasswordProblem, useCheckedSubmit } from '../auth/auth-form';

/** Where one of the page's requests stands. */
export interface RequestState {
  busy?: boolean;
  /** What the server said went wrong. */
  error?: string | null;
  /** The last request succeeded (the page says so). */
  done?: boolean;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface SettingsScreenProps {
  name: string;
  email: string;
  /**
   * Set when the auth provider keeps the name, e-mail address and password itself (Clerk): the
   * page says so and links to its account portal, when there is one, instead of changing them.
   */
  managedProfile?: { portalUrl: string | null } | null;
  /** The new address a link was sent to, until it is opened. */
  pendingEmail?: string | null;
  /** With the embedded mail outbox (no SMTP server), the local copy of that link's message. */
  pendingEmailOutboxHref?: string | null;
  nameChange?: RequestState;
  onChangeName: (name: string) => void;
  emailChange?: RequestState;
  onChangeEmail: (newEmail: string) => void;
  passwordChange?: RequestState;
  onChangePassword: (change: PasswordChange) => void;
  deletion?: RequestState;
  /** With what the person typed to confirm, which the server checks again. */
  onDeleteAccount: (confirmation: string) => void;
  /** Controls the delete confirmation (stories render it open); uncontrolled when omitted. */
  deleteDialogOpen?: boolean;
  onDeleteDialogOpenChange?: (open: boolean) => void;
}

/** A said-once confirmation, read out when it appears. */
function Done({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
      {children}
    </p>
  );
}

function Section({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id} role="region" className={className}>
      <CardHeader>
        <CardTitle>
          <h2 id={id}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A form of the page: noValidate, so each field says what is wrong in the product's words. */
function SettingsForm({
  label,
  busy,
  onSubmit,
  formRef,
  children,
}: {
  label: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      aria-busy={busy}
      onSubmit={onSubmit}
      className="grid max-w-md gap-4"
    >
      {children}
    </form>
  );
}

function NameSection({
  name,
  state,
  onChangeName,
}: {
  name: string;
  state: RequestState;
  onChangeName: (name: string) => void;
}) {
  const form = useCheckedSubmit(
    ['name'],
    (values) => ({ name: nameProblem(values.name) }),
    (values) => onChangeName(values.name.trim()),
  );
  const busy = Boolean(state.busy);
  return (
    <Section
      title="Your name"
      description="How Convene greets you and shows you to your organisation."
    >
      <SettingsForm label="Change your name" busy={busy} onSubmit={form.onSubmit}>
        <AuthField
          id="name"
          label="Name"
          autoComplete="name"
          defaultValue={name}
          maxLength={PERSON_NAME_MAX}
          disabled={busy}
          error={form.errors.name}
        />
        <ErrorAlert error={state.error} />
        {state.done ? <Done>Your name is saved.</Done> : null}
        <SubmitButton busy={busy} label="Save name" busyLabel="Saving..." className="sm:w-fit" />
      </SettingsForm>
    </Section>
  );
}

function EmailSection({
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
  const busy = Boolean(state.busy);
  return (
    <Section
      title="E-mail address"
      description={
        <>
          You sign in with <strong className="font-medium wrap-anywhere">{email}</strong>. A new
          address takes its place once you open the link we send to it.
        </>
      }
    >
      <SettingsForm label="Change your e-mail address" busy={busy} onSubmit={form.onSubmit}>
        <AuthField
          id="newEmail"
          label="New e-mail address"
          type="email"
          autoComplete="email"
          disabled={busy}
          error={form.errors.newEmail}
        />
        <ErrorAlert error={state.error} />
        {pendingEmail ? (
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
        ) : null}
        <SubmitButton busy={busy} label="Send link" busyLabel="Sending..." className="sm:w-fit" />
      </SettingsForm>
    </Section>
  );
}

function PasswordSection({
  state,
  onChangePassword,
}: {
  state: RequestState;
  onChangePassword: (change: PasswordChange) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCheckedSubmit(
    ['currentPassword', 'newPassword'],
    (values) => ({
      currentPassword: values.currentPassword === '' ? 'Enter your current password.' : undefined,
      newPassword:
        newPasswordProblem(values.newPassword) ??
        (values.newPassword.length > PASSWORD_MAX_LENGTH
          ? `Password can be at most ${PASSWORD_MAX_LENGTH} characters.`
          : undefined),
    }),
    onChangePassword,
  );
  const busy = Boolean(state.busy);
  // A changed password is not left in the fields.
  useEffect(() => {
    if (state.done) formRef.current?.reset();
  }, [state.done]);
  return (
    <Section
      title="Password"
      description="Changing it signs you out everywhere else; this browser stays signed in."
    >
      <SettingsForm
        label="Change your password"
        busy={busy}
        onSubmit={form.onSubmit}
        formRef={formRef}
      >
        <AuthField
          id="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          disabled={busy}
          error={form.errors.currentPassword}
        />
        <AuthField
          id="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          disabled={busy}
          error={form.errors.newPassword}
        />
        <ErrorAlert error={state.error} />
        {state.done ? <Done>Your password is changed. Other devices are signed out.</Done> : null}
        <SubmitButton
          busy={busy}
          label="Change password"
          busyLabel="Changing..."
          className="sm:w-fit"
        />
      </SettingsForm>
    </Section>
  );
}

/** The provider keeps these (Clerk): shown, and changed in its own account portal. */
function ManagedProfileSection({
  name,
  email,
  portalUrl,
}: {
  name: string;
  email: string;
  portalUrl: string | null;
}) {
  return (
    <Section
      title="Profile"
      description="Your name, e-mail address and password are kept by Clerk, the service you sign in with. Change them in your Clerk account."
    >
      <div className="grid gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="wrap-anywhere">{name}</dd>
          <dt className="text-muted-foreground">E-mail address</dt>
          <dd className="wrap-anywhere">{email}</dd>
        </dl>
        {portalUrl ? (
          <Button asChild variant="outline" className="w-fit">
            <Link external href={portalUrl}>
              Manage your account
              <ExternalLinkIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </Section>
  );
}

function DeleteAccountSection({
  email,
  state,
  onDeleteAccount,
  open,
  onOpenChange,
}: {
  email: string;
  state: RequestState;
  onDeleteAccount: (confirmation: string) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmId = useId();
  const isOpen = open ?? ownOpen;
  const busy = Boolean(state.busy);
  const setOpen = (next: boolean) => {
    // Nothing closes the dialog while the account is being deleted.
    if (busy) return;
    if (!next) setTyped('');
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const confirmed = confirmsAccountDeletion(typed, email);
  return (
    <Section
      title="Delete account"
      className="border-destructive/50"
      description="Deletes your AI agents and their knowledge files, your meeting bots with their transcripts, notes and Ask AI conversations, your workflows, tool keys and credits. It cannot be undone."
    >
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className={cn('w-fit', destructiveOutline)}>
            <TriangleAlertIcon aria-hidden="true" />
            Delete account
          </Button>
        </DialogTrigger>
        <DialogContent showCloseButton={false} className="grid-cols-[minmax(0,1fr)] sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Everything in it goes for good, and you are signed out. A paid plan must be cancelled
              first.
            </DialogDescription>
          </DialogHeader>
          <form
            aria-label="Delete your account"
            aria-busy={busy}
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (confirmed && !busy) onDeleteAccount(typed.trim());
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={confirmId} className="block leading-normal">
                Type {DELETE_CONFIRMATION_WORD} or <span className="wrap-anywhere">{email}</span> to
                confirm
              </Label>
              <Input
                id={confirmId}
                autoComplete="off"
                spellCheck={false}
                value={typed}
                disabled={busy}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <ErrorAlert error={state.error} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={busy}>
                  Keep my account
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={!confirmed || busy}>
                {busy ? 'Deleting...' : 'Delete account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Section>
  );
}

/** /settings: the signed-in person's own account. */
function SettingsScreen({
  name,
  email,
  managedProfile,
  pendingEmail = null,
  pendingEmailOutboxHref = null,
  nameChange = {},
  onChangeName,
  emailChange = {},
  onChangeEmail,
  passwordChange = {},
  onChangePassword,
  deletion = {},
  onDeleteAccount,
  deleteDialogOpen,
  onDeleteDialogOpenChange,
}: SettingsScreenProps) {
  return (
    <div data-slot="settings-screen" className="max-w-3xl space-y-6">
      <PageHeader title="Settings" description="Your name, sign-in details and account." />
      {managedProfile ? (
        <ManagedProfileSection name={name} email={email} portalUrl={managedProfile.portalUrl} />
      ) : (
        <>
          <NameSection name={name} state={nameChange} onChangeName={onChangeName} />
          <EmailSection
            email={email}
            pendingEmail={pendingEmail}
            outboxHref={pendingEmailOutboxHref}
            state={emailChange}
            onChangeEmail={onChangeEmail}
          />
          <PasswordSection state={passwordChange} onChangePassword={onChangePassword} />
        </>
      )}
      <DeleteAccountSection
        email={email}
        state={deletion}
        onDeleteAccount={onDeleteAccount}
        open={deleteDialogOpen}
        onOpenChange={onDeleteDialogOpenChange}
      />
    </div>
  );
}

export { SettingsScreen };
