import type { ComponentType } from 'react';

import type { OrgRole } from '@convene/domain/organisations';

export { toMemberRole, toOrgRole, type OrgRole } from '@convene/domain/organisations';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
}

export interface AuthOrganisation {
  id: string;
  name: string;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      user: AuthUser;
      /** The active organisation, null on the personal account. */
      orgId: string | null;
      orgRole: OrgRole | null;
      organisations: AuthOrganisation[];
    };

/** An invitation to an organisation, in the fields SPEC section 3 names. */
export interface Invitation {
  id: string;
  emailAddress: string;
  organisationName: string;
  role: OrgRole;
  status: string;
}

/** Changes to one's own sign-in details that the app makes itself (local accounts). */
export interface AccountChanges {
  changeName: (name: string) => Promise<void>;
  /** Sends a link to the new address; the address changes once the link is opened. */
  changeEmail: (newEmail: string) => Promise<void>;
  /** Signs out every other session; this one goes on. */
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
}

/**
 * The one interface the app knows; `local` (apps/api's Better Auth) and `clerk` implement it.
 * Components are the adapter's own sign-in/up pages, user button, organisation switcher and notices.
 */
export interface AuthPort {
  state: AuthState;
  /** The bearer token for API calls, null when signed out. */
  getToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
  listInvitations: () => Promise<Invitation[]>;
  acceptInvitation: (invitationId: string) => Promise<void>;
  /** Absent where the provider cannot decline from the app (Clerk's SDK only accepts). */
  declineInvitation?: (invitationId: string) => Promise<void>;
  /** Absent where the provider keeps names, e-mail addresses and passwords itself (Clerk). */
  accountChanges?: AccountChanges;
  /** Where the provider's own account pages change what the app does not (Clerk), if known. */
  accountPortalUrl?: string | null;
  SignInPage: ComponentType;
  SignUpPage: ComponentType;
  /** Asking for a password-reset link, and choosing the new password from it. */
  ForgotPasswordPage: ComponentType;
  ResetPasswordPage: ComponentType;
  UserButton: ComponentType;
  OrganisationSwitcher: ComponentType;
  /** What the adapter must tell a signed-in user above every page (local: verify your e-mail). */
  AccountNotice: ComponentType;
}
