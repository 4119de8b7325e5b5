import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lazyComponent } from '../../lib/lazy-component';
import { AuthPortProvider } from '../context';
import { toMemberRole, toOrgRole, type AuthPort, type AuthState, type Invitation } from '../port';
import {
  authQueries,
  loadAuthClient,
  readAuth,
  revokeSession,
  unwrap,
  useLocalSession,
} from './session';
import { forgetToken, storedToken } from './token';

// Each needs the Better Auth client (or the API client and dialogs), which public pages do without.
const LocalSignInPage = lazyComponent(() => import('./sign-in-page'));
const LocalSignUpPage = lazyComponent(() => import('./sign-up-page'));
const LocalForgotPasswordPage = lazyComponent(() => import('./forgot-password-page'));
const LocalResetPasswordPage = lazyComponent(() => import('./reset-password-page'));
const LocalOrganisationSwitcher = lazyComponent(() => import('./organisation-switcher'));
const LocalAccountNotice = lazyComponent(() => import('./account-notice'));
// The account menu brings the dropdown library; the page shows first, the menu a moment later.
const LocalUserButton = lazyComponent(() => import('./user-button'));

/**
 * This tab stops acting as the user before anything is awaited (even if the server cannot be
 * reached); the server's revocation then uses the token captured here.
 */
function signOut(): Promise<void> {
  const token = storedToken();
  forgetToken();
  authQueries.clear();
  return token ? revokeSession(token) : Promise.resolve();
}

async function listInvitations(): Promise<Invitation[]> {
  const authClient = await loadAuthClient();
  const invitations = unwrap(await authClient.organization.listUserInvitations());
  return invitations.map((invitation) => ({
    id: invitation.id,
    emailAddress: invitation.email,
    organisationName: invitation.organizationName,
    role: toMemberRole(invitation.role),
    status: invitation.status,
  }));
}

async function acceptInvitation(invitationId: string): Promise<void> {
  const authClient = await loadAuthClient();
  unwrap(await authClient.organization.acceptInvitation({ invitationId }));
}

async function getToken(): Promise<string | null> {
  return storedToken();
}

/** Auth against apps/api's Better Auth: bearer token in localStorage, organisations from its plugin. */
export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const session = useLocalSession();
  const userId = session?.user.id ?? null;
  const orgId = session?.session.activeOrganizationId ?? null;

  const organisations = useQuery(
    {
      queryKey: ['auth', 'organisations', userId],
      queryFn: () => readAuth<{ id: string; name: string }[]>('organization/list'),
      enabled: userId !== null,
    },
    authQueries,
  );
  const activeRole = useQuery(
    {
      queryKey: ['auth', 'active-member-role', userId, orgId],
      queryFn: async () =>
        (await readAuth<{ role: string }>('organization/get-active-member-role')).role,
      enabled: userId !== null && orgId !== null,
    },
    authQueries,
  );

  const state = useMemo<AuthState>(() => {
    if (session === undefined) return { status: 'loading' };
    if (session === null) return { status: 'signed-out' };
    return {
      status: 'signed-in',
      user: { id: session.user.id, name: session.user.name, email: session.user.email },
      orgId,
      orgRole: orgId ? toOrgRole(activeRole.data) : null,
      organisations: (organisations.data ?? []).map(({ id, name }) => ({ id, name })),
    };
  }, [session, orgId, activeRole.data, organisations.data]);

  const port = useMemo<AuthPort>(
    () => ({
      state,
      getToken,
      signOut,
      listInvitations,
      acceptInvitation,
      SignInPage: LocalSignInPage,
      SignUpPage: LocalSignUpPage,
      ForgotPasswordPage: LocalForgotPasswordPage,
      ResetPasswordPage: LocalResetPasswordPage,
      UserButton: LocalUserButton,
      OrganisationSwitcher: LocalOrganisationSwitcher,
      AccountNotice: LocalAccountNotice,
    }),
    [state],
  );

  return <AuthPortProvider port={port}>{children}</AuthPortProvider>;
}
