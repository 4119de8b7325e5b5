/**
 * The organisation directory port: an organisation's members and invitations, kept by the local
 * auth adapter's tables or by Clerk. The organisations feature decides who may change what; the
 * directory only reads and writes.
 */
import type { OrgRole } from '../auth/port.js';

export interface OrganisationMember {
  userId: string;
  name: string;
  email: string;
  role: OrgRole;
}

export interface OrganisationInvitation {
  id: string;
  email: string;
  role: OrgRole;
  status: string;
  expiresAt: Date;
}

export interface NewInvitation {
  email: string;
  role: OrgRole;
  /** The admin sending it. */
  inviterId: string;
  /** Where the invitation's e-mail links to, on the origin the admin uses. */
  linkOrigin: string;
}

/** The change would leave the organisation without an admin. */
export class LastAdminError extends Error {
  override name = 'LastAdminError';
  constructor() {
    super('An organisation needs at least one admin.');
  }
}

export interface OrganisationDirectory {
  /** The organisation's members, or null when there is no such organisation. */
  members(orgId: string): Promise<OrganisationMember[] | null>;
  /** The organisation's invitations still pending, newest first. */
  pendingInvitations(orgId: string): Promise<OrganisationInvitation[]>;
  /** Records the invitation and e-mails it. */
  invite(orgId: string, invitation: NewInvitation): Promise<OrganisationInvitation>;
  /** False when there is no such pending invitation in the organisation. */
  revokeInvitation(orgId: string, invitationId: string, revokedBy: string): Promise<boolean>;
  /** Throws LastAdminError rather than leave the organisation without an admin. */
  setRole(orgId: string, userId: string, role: OrgRole): Promise<void>;
  /** Throws LastAdminError rather than leave the organisation without an admin. */
  removeMember(orgId: string, userId: string): Promise<void>;
}
