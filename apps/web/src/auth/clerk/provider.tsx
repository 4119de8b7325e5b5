import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  ClerkFailed,
  ClerkProvider,
  OrganizationSwitcher,
  SignIn,
  SignUp,
  UserButton,
  useAuth as useClerkAuth,
  useClerk,
  useOrganizationList,
  useUser,
} from '@clerk/react';
import { isPublishableKey } from '@clerk/shared/keys';
import {
  CreditCardIcon,
  LayoutDashboardIcon,
  MonitorIcon,
  MoonIcon,
  SettingsIcon,
  SunIcon,
} from 'lucide-react';
import { useColourScheme } from '../../lib/colour-scheme';
import { AuthPortProvider } from '../context';
import { toMemberRole, toOrgRole, type AuthPort, type AuthState, type Invitation } from '../port';
import { ClerkLoadError } from './load-error';
import {
  finishSignOut,
  forgetSignOutMark,
  signingOut,
  signOutOfClerk,
  subscribeToSignOut,
} from './sign-out';

const isSigningOut = () => signingOut(window.localStorage);

function ClerkSignInPage() {
  return (
    <div className="flex justify-center px-4 py-16">
      <SignIn routing="path" path="/login" signUpUrl="/register" />
    </div>
  );
}

function ClerkSignUpPage() {
  return (
    <div className="flex justify-center px-4 py-16">
      <SignUp routing="path" path="/register" signInUrl="/login" />
    </div>
  );
}

/** Clerk's menu takes actions, not radio items: one action moves to the next theme. */
const NEXT_THEME = {
  system: { next: 'light', label: 'Theme: System', Icon: MonitorIcon },
  light: { next: 'dark', label: 'Theme: Light', Icon: SunIcon },
  dark: { next: 'system', label: 'Theme: Dark', Icon: MoonIcon },
} as const;

/** The app's pages the account menu leads to, as the local adapter's menu has them. */
const ACCOUNT_LINKS = [
  { href: '/dashboard', label: 'Dashboard', Icon: LayoutDashboardIcon },
  { href: '/billing', label: 'Billing', Icon: CreditCardIcon },
  { href: '/settings', label: 'Settings', Icon: SettingsIcon },
] as const;

function ClerkUserButton() {
  const [colourScheme, setColourScheme] = useColourScheme();
  const { next, label, Icon } = NEXT_THEME[colourScheme];
  return (
    <UserButton>
      <UserButton.MenuItems>
        {ACCOUNT_LINKS.map((link) => (
          <UserButton.Link
            key={link.href}
            href={link.href}
            label={link.label}
            labelIcon={<link.Icon aria-hidden="true" className="size-4" />}
          />
        ))}
        <UserButton.Action label="manageAccount" />
        <UserButton.Action
          label={label}
          labelIcon={<Icon aria-hidden="true" className="size-4" />}
          onClick={() => setColourScheme(next)}
        />
        <UserButton.Action label="signOut" />
      </UserButton.MenuItems>
    </UserButton>
  );
}

function ClerkOrganisationSwitcher() {
  return <OrganizationSwitcher hidePersonal />;
}

/** Clerk's sign-in widget has its own 'Forgot password?' steps under /login. */
function ClerkPasswordResetPage() {
  return <Navigate to="/login" replace />;
}

/** Clerk verifies addresses inside its own sign-up flow, so nothing is left to tell. */
function NoAccountNotice() {
  return null;
}

/** Reads Clerk's session into the app's auth port. */
function ClerkPort({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, orgId, orgRole, getToken } = useClerkAuth();
  const { user } = useUser();
  const { userMemberships } = useOrganizationList({ userMemberships: true });
  const clerk = useClerk();
  // Signed out in this tab from the click on, whatever Clerk still says until its call returns.
  const leaving = useSyncExternalStore(subscribeToSignOut, isSigningOut);

  // A reload came before Clerk had ended the session: end it now. Once Clerk has none, the mark goes.
  useEffect(() => {
    if (!leaving || !isLoaded) return;
    if (isSignedIn) void finishSignOut(clerk, window.localStorage);
    else forgetSignOutMark(window.localStorage);
  }, [leaving, isLoaded, isSignedIn, clerk]);

  const state = useMemo<AuthState>(() => {
    if (leaving) return { status: 'signed-out' };
    if (!isLoaded) return { status: 'loading' };
    if (!isSignedIn || !user) return { status: 'signed-out' };
    return {
      status: 'signed-in',
      user: {
        id: user.id,
        name: user.fullName ?? user.username ?? '',
        email: user.primaryEmailAddress?.emailAddress ?? '',
      },
      orgId: orgId ?? null,
      orgRole: toOrgRole(orgRole),
      organisations: (userMemberships.data ?? []).map(({ organization }) => ({
        id: organization.id,
        name: organization.name,
      })),
    };
  }, [leaving, isLoaded, isSignedIn, user, orgId, orgRole, userMemberships.data]);

  const invitations = useCallback(async () => {
    const page = await clerk.user?.getOrganizationInvitations();
    return page?.data ?? [];
  }, [clerk]);

  const port = useMemo<AuthPort>(
    () => ({
      state,
      getToken: async () => (isSigningOut() ? null : getToken()),
      signOut: () => signOutOfClerk(clerk, window.localStorage),
      listInvitations: async () =>
        (await invitations()).map((invitation): Invitation => ({
          id: invitation.id,
          emailAddress: invitation.emailAddress,
          organisationName: invitation.publicOrganizationData.name,
          role: toMemberRole(invitation.role),
          status: invitation.status,
        })),
      acceptInvitation: async (invitationId) => {
        const invitation = (await invitations()).find((candidate) => candidate.id === invitationId);
        if (!invitation) throw new Error('Invitation not found');
        await invitation.accept();
      },
      // Names, e-mail addresses and passwords are changed in Clerk's own account pages.
      accountPortalUrl: isLoaded ? clerk.buildUserProfileUrl() || null : null,
      SignInPage: ClerkSignInPage,
      SignUpPage: ClerkSignUpPage,
      ForgotPasswordPage: ClerkPasswordResetPage,
      ResetPasswordPage: ClerkPasswordResetPage,
      UserButton: ClerkUserButton,
      OrganisationSwitcher: ClerkOrganisationSwitcher,
      AccountNotice: NoAccountNotice,
    }),
    [state, getToken, clerk, invitations, isLoaded],
  );

  return <AuthPortProvider port={port}>{children}</AuthPortProvider>;
}

/** Auth through Clerk, chosen when VITE_CLERK_PUBLISHABLE_KEY is set. */
export default function ClerkAuthProvider({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  if (!isPublishableKey(publishableKey)) return <ClerkLoadError invalidKey />;
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
      signInUrl="/login"
      signUpUrl="/register"
      signInFallbackRedirectUrl="/dashboard"
      signUpFallbackRedirectUrl="/dashboard"
      afterSignOutUrl="/"
    >
      <ClerkFailed>
        <ClerkLoadError />
      </ClerkFailed>
      <ClerkPort>{children}</ClerkPort>
    </ClerkProvider>
  );
}
