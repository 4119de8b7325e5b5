/** The auth port: every API operation resolves its caller through one of two adapters. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { OrgRole } from '@convene/domain/organisations';
import type { Database } from '../../db/index.js';

export { toOrgRole, type OrgRole } from '@convene/domain/organisations';

export interface Caller {
  userId: string;
  /** The active organisation of the session, if any. */
  orgId: string | null;
  orgRole: OrgRole | null;
}

export interface AuthAdapter {
  /**
   * The caller behind the request's bearer token, or null when there is none or it is not valid;
   * a caller already known may be answered at once, without a promise.
   */
  resolveCaller(request: FastifyRequest): Caller | null | Promise<Caller | null>;
  /** Routes the adapter serves itself (the local adapter's /api/auth/*). */
  registerRoutes(app: FastifyInstance): void;
}

export type AuthProvider = 'local' | 'clerk';

/** Who a person is, as their auth provider knows them. */
export interface UserIdentity {
  userId: string;
  authProvider: AuthProvider;
  name: string;
  email: string;
}

/**
 * The product's own record of each signed-in person (the users feature's profiles), kept in step
 * by the adapters: the auth provider owns names and e-mails, the product keys its state by user id.
 */
export interface UserRecords {
  /** Creates the record or refreshes its name and e-mail. */
  remember(identity: UserIdentity): Promise<void>;
  /** Creates the record on first sight of a user, keeping what is already there. */
  ensure(userId: string, authProvider: AuthProvider): Promise<void>;
  isKnown(userId: string): Promise<boolean>;
  /**
   * Whether the person may create organisations: they are the Teams plan's (SPEC section 9), so
   * only its live subscribers may. The adapters hold the provider to it.
   */
  mayCreateOrganisation(userId: string): Promise<boolean>;
}

/** One organisation a person belongs to, as their auth provider keeps it. */
export interface AccountMembership {
  orgId: string;
  organisationName: string;
  role: OrgRole;
}

/**
 * What the product asks of the auth provider about a person's own account besides who is calling
 * (the Settings page): an e-mail change waiting for its link, their organisations, and deleting
 * them. Names, e-mail addresses and passwords change through the provider itself (the local
 * adapter's /api/auth routes, Clerk's account portal).
 */
export interface AuthAccounts {
  /** The address an e-mail change waits at (a link was sent there and not yet opened), or null. */
  pendingEmail(userId: string): Promise<string | null>;
  memberships(userId: string): Promise<AccountMembership[]>;
  /**
   * Deletes the person. `eraseProductData` runs in the same database transaction as the
   * provider's own removal, so both happen or neither does; afterwards no token of theirs is
   * accepted by any server process.
   */
  deleteUser(userId: string, eraseProductData: (tx: Database) => Promise<void>): Promise<void>;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
