import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lazyComponent } from '../../lib/lazy-component';
import { AuthPortProvider } from '../context';
import { toOrgRole, type AuthPort, type AuthState, type Invitation } from '../port';
import { authClient, authQueries, forgetToken, storedToken, unwrap } from './client';
import { LocalSignInPage, LocalSignUpPage, LocalUserButton } from './components';

// Shown only on signed-in pages; they bring the API client and dialogs the public pages do without.
const LocalOrganisationSwitcher = lazyComponent(() => import('./organisation-switcher'));
const LocalAccountNotice = lazyComponent(() => import('./account-notice'));

async function signOut(): Promise<void> {
  try {
    await authClient.signOut();
  } finally {
    // Even if the server could not be reached, this tab stops acting as the user.
    forgetToken();
    authClient.$store.notify('$sessionSignal');
  }
}

async function listInvitations(): Promise<Invitation[]> {
  const invitations = unwrap(await authClient.organization.listUserInvitations());
  return invitations.map((invitation) => ({
    id: invitation.id,
    emailAddress: invitation.email,
    organisationName: invitation.organizationName,
    role: toOrgRole(invitation.role) ?? 'org:member',
    status: invitation.status,
  }));
}

async function acceptInvitation(invitationId: string): Promise<void> {
  unwrap(await authClient.organization.acceptInvitation({ invitationId }));
}

async function getToken(): Promise<string | null> {
  return storedToken();
}

/** Auth against apps/api's Better Auth: bearer token in localStorage, organisations from its plugin. */
export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const userId = session.data?.user.id ?? null;
  const orgId = session.data?.session.activeOrganizationId ?? null;

  const organisations = useQuery(
    {
      queryKey: ['auth', 'organisations', userId],
      queryFn: async () => unwrap(await authClient.organization.list()),
      enabled: userId !== null,
    },
    authQueries,
  );
  const activeRole = useQuery(
    {
      queryKey: ['auth', 'active-member-role', userId, orgId],
      queryFn: async () => unwrap(await authClient.organization.getActiveMemberRole()).role,
      enabled: userId !== null && orgId !== null,
    },
    authQueries,
  );

  const state = useMemo<AuthState>(() => {
    if (session.isPending) return { status: 'loading' };
    const data = session.data;
    if (!data) return { status: 'signed-out' };
    return {
      status: 'signed-in',
      user: { id: data.user.id, name: data.user.name, email: data.user.email },
      orgId,
      orgRole: orgId ? toOrgRole(activeRole.data) : null,
      organisations: (organisations.data ?? []).map(({ id, name }) => ({ id, name })),
    };
  }, [session.isPending, session.data, orgId, activeRole.data, organisations.data]);

  const port = useMemo<AuthPort>(
    () => ({
      state,
      getToken,
      signOut,
      listInvitations,
      acceptInvitation,
      SignInPage: LocalSignInPage,
      SignUpPage: LocalSignUpPage,
      UserButton: LocalUserButton,
      OrganisationSwitcher: LocalOrganisationSwitcher,
      AccountNotice: LocalAccountNotice,
    }),
    [state],
  );

  return <AuthPortProvider port={port}>{children}</AuthPortProvider>;
}
