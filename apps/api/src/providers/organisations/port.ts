/** The organisation directory port: where an organisation's members come from (the local database or Clerk's Backend API). */
import type { OrgRole } from '../auth/port.js';

export interface OrganisationMember {
  userId: string;
  name: string;
  email: string;
  role: OrgRole;
}

export interface OrganisationDirectory {
  /** The organisation's members, or null when there is no such organisation. */
  members(orgId: string): Promise<OrganisationMember[] | null>;
}
