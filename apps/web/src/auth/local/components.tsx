import { useState } from 'react';
import { SignInForm, type SignInValues } from '@convene/ui/screens/auth/sign-in-form';
import { SignUpForm, type SignUpValues } from '@convene/ui/screens/auth/sign-up-form';
import { UserButton } from '@convene/ui/screens/auth/user-button';
import { OrganisationSwitcher } from '@convene/ui/screens/auth/organisation-switcher';
import { CreateOrganisationDialog } from '@convene/ui/screens/auth/create-organisation-dialog';
import { useAuth } from '../context';
import { useSignOut } from '../use-sign-out';
import { authClient, authQueries, unwrap } from './client';

/** Runs a form's request, holding busy and the error text the form shows. */
function useSubmission<T>(submit: (values: T) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(values: T) {
    setBusy(true);
    setError(null);
    try {
      await submit(values);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error occurred');
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run: (values: T) => void run(values) };
}

// On success the session updates and the route gate moves the visitor on to /dashboard.
export function LocalSignInPage() {
  const form = useSubmission(async ({ email, password }: SignInValues) =>
    unwrap(await authClient.signIn.email({ email, password })),
  );
  return (
    <div className="px-4 py-16">
      <SignInForm onSubmit={form.run} busy={form.busy} error={form.error} />
    </div>
  );
}

export function LocalSignUpPage() {
  const form = useSubmission(async ({ name, email, password }: SignUpValues) =>
    unwrap(await authClient.signUp.email({ name, email, password })),
  );
  return (
    <div className="px-4 py-16">
      <SignUpForm onSubmit={form.run} busy={form.busy} error={form.error} />
    </div>
  );
}

export function LocalUserButton() {
  const { state } = useAuth();
  const signOut = useSignOut();
  if (state.status !== 'signed-in') return null;
  return (
    <UserButton name={state.user.name} email={state.user.email} onSignOut={() => void signOut()} />
  );
}

/** A URL-safe, unique slug; Better Auth requires one and the product never shows it. */
function organisationSlug(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'organisation'}-${crypto.randomUUID().slice(0, 8)}`;
}

export function LocalOrganisationSwitcher() {
  const { state } = useAuth();
  const [creating, setCreating] = useState(false);

  async function refresh() {
    authClient.$store.notify('$sessionSignal');
    await authQueries.invalidateQueries({ queryKey: ['auth'] });
  }

  const create = useSubmission(async (name: string) => {
    unwrap(await authClient.organization.create({ name, slug: organisationSlug(name) }));
    setCreating(false);
    await refresh();
  });

  if (state.status !== 'signed-in') return null;
  return (
    <>
      <OrganisationSwitcher
        organisations={state.organisations}
        activeOrganisationId={state.orgId}
        onSelect={(organizationId) =>
          void authClient.organization.setActive({ organizationId }).then(unwrap).then(refresh)
        }
        onCreate={() => setCreating(true)}
      />
      <CreateOrganisationDialog
        open={creating}
        onOpenChange={setCreating}
        onCreate={create.run}
        busy={create.busy}
        error={create.error}
      />
    </>
  );
}
