import { useMemo, type ReactNode } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { AuthPortProvider } from '../context';
import {
  toMemberRole,
  toOrgRole,
  type AccountChanges,
  type AuthPort,
  type AuthState,
  type Invitation,
} from '../port';
import { loadAuthClient, refreshAccount, revokeSession, unwrap, useLocalAccount } from './session';
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
  // The new organisation (and the session's active one) show in the switcher and sidebar.
  await refreshAccount();
}

async function declineInvitation(invitationId: string): Promise<void> {
  const authClient = await loadAuthClient();
  unwrap(await authClient.organization.rejectInvitation({ invitationId }));
}

/** Through Better Auth's own routes; the session is read again so every page shows the change. */
const accountChanges: AccountChanges = {
  async changeName(name) {
    const authClient = await loadAuthClient();
    unwrap(await authClient.updateUser({ name }));
    await refreshAccount();
  },
  async changeEmail(newEmail) {
    const authClient = await loadAuthClient();
    unwrap(await authClient.changeEmail({ newEmail }));
  },
  async changePassword(currentPassword, newPassword) {
    const authClient = await loadAuthClient();
    // Every session ends, this one too; the answer carries a new one, which the client keeps.
    unwrap(
      await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }),
    );
  },
};

async function getToken(): Promise<string | null> {
  return storedToken();
}

/** Auth against apps/api's Better Auth: bearer token in localStorage, organisations from its plugin. */
export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const account = useLocalAccount();

  const state = useMemo<AuthState>(() => {
    if (account === undefined) return { status: 'loading' };
    if (account === null) return { status: 'signed-out' };
    const { user, session } = account.session;
    const orgId = session.activeOrganizationId ?? null;
    return {
      status: 'signed-in',
      user: { id: user.id, name: user.name, email: user.email },
      orgId,
      orgRole: orgId ? toOrgRole(account.activeRole) : null,
      organisations: (account.organisations ?? []).map(({ id, name }) => ({ id, name })),
    };
  }, [account]);

  const port = useMemo<AuthPort>(
    () => ({
      state,
      getToken,
      signOut,
      listInvitations,
      acceptInvitation,
      declineInvitation,
      accountChanges,
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
