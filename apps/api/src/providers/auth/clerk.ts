/**
 * Clerk auth adapter: verifies Clerk session tokens (networkless with CLERK_JWT_KEY) and reads the
 * active organisation from the claims. Users are known to the product by their Clerk user id.
 */
import { verifyToken, type ClerkClient } from '@clerk/backend';
import { isClerkAPIResponseError } from '@clerk/backend/errors';
import type { FastifyBaseLogger } from 'fastify';
import { toMemberRole } from '@convene/domain/organisations';
import type { Database } from '../../db/index.js';
import {
  bearerToken,
  toOrgRole,
  type AccountMembership,
  type AuthAccounts,
  type AuthAdapter,
  type Caller,
  type UserRecords,
} from './port.js';

export interface ClerkAuthOptions {
  secretKey: string;
  jwtKey?: string;
  authorizedParties?: string[];
  apiUrl?: string;
}

interface OrganisationClaims {
  orgId: string | null;
  orgRole: string | null;
}

/** Session tokens v2 carry `o: { id, rol }` (role without the 'org:' prefix); v1 `org_id`, `org_role`. */
function organisationClaims(claims: Record<string, unknown>): OrganisationClaims {
  const o = claims.o;
  if (o && typeof o === 'object' && 'id' in o && typeof o.id === 'string') {
    return { orgId: o.id, orgRole: 'rol' in o && typeof o.rol === 'string' ? o.rol : null };
  }
  return {
    orgId: typeof claims.org_id === 'string' ? claims.org_id : null,
    orgRole: typeof claims.org_role === 'string' ? claims.org_role : null,
  };
}

const isNotFound = (error: unknown) => isClerkAPIResponseError(error) && error.status === 404;

/**
 * A first-seen Clerk user gets a product row named after their Clerk profile. False when Clerk
 * has no such user: the account was deleted, though its last token has not expired yet.
 */
async function rememberUser(
  users: UserRecords,
  clerk: ClerkClient,
  userId: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (await users.isKnown(userId)) return true;
  try {
    const person = await clerk.users.getUser(userId);
    await users.remember({
      userId,
      authProvider: 'clerk',
      name:
        [person.firstName, person.lastName].filter(Boolean).join(' ') || (person.username ?? ''),
      email: person.primaryEmailAddress?.emailAddress ?? '',
    });
  } catch (error) {
    if (isNotFound(error)) return false;
    // The Backend API being away must not lock the user out; their name arrives on a later visit.
    log.warn({ err: error }, 'could not read the Clerk user');
    await users.ensure(userId, 'clerk');
  }
  return true;
}

/** How long a person's right to create organisations, once told to Clerk, is taken as still right. */
export const ORGANISATION_CREATION_RECHECK_MS = 5 * 60_000;
/** After Clerk could not be told, how long until a request tries again. */
const ORGANISATION_CREATION_RETRY_MS = 30_000;

/**
 * Clerk creates organisations itself, from the browser: each person's Clerk record carries whether
 * they may, and the product sets it from their plan, on a process's first sight of them and again
 * every few minutes of their use, so a Teams plan bought or lapsed counts on their next visit.
 * Always set, never compared with what this process set last: another process may have set it
 * since. Told beside the request, never in its way: Clerk being slow or away must not hold up or
 * lock out the person. Clerk's instance setting should leave new users without it.
 */
function organisationCreationSync(users: UserRecords, clerk: ClerkClient) {
  const toldAt = new Map<string, number>();
  const markTold = (userId: string, at: number) => {
    // Kept in the order told, so those due again come first and leave the map.
    toldAt.delete(userId);
    toldAt.set(userId, at);
    for (const [someone, when] of toldAt) {
      if (at - when < ORGANISATION_CREATION_RECHECK_MS) break;
      toldAt.delete(someone);
    }
  };
  return (userId: string, log: FastifyBaseLogger): void => {
    const now = Date.now();
    if (now - (toldAt.get(userId) ?? -Infinity) < ORGANISATION_CREATION_RECHECK_MS) return;
    // Claimed at once, so the person's other requests meanwhile do not tell Clerk again.
    markTold(userId, now);
    void (async () => {
      try {
        const allowed = await users.mayCreateOrganisation(userId);
        await clerk.users.updateUser(userId, { createOrganizationEnabled: allowed });
      } catch (error) {
        markTold(userId, now - ORGANISATION_CREATION_RECHECK_MS + ORGANISATION_CREATION_RETRY_MS);
        log.warn({ err: error }, 'could not tell Clerk whether the user may create organisations');
      }
    })();
  };
}

export function clerkAuthAdapter(
  options: ClerkAuthOptions,
  users: UserRecords,
  clerk: ClerkClient,
): AuthAdapter {
  const syncOrganisationCreation = organisationCreationSync(users, clerk);
  return {
    async resolveCaller(request): Promise<Caller | null> {
      const token = bearerToken(request);
      if (!token) return null;
      let claims: Record<string, unknown>;
      try {
        claims = await verifyToken(token, {
          secretKey: options.secretKey,
          jwtKey: options.jwtKey,
          authorizedParties: options.authorizedParties,
          apiUrl: options.apiUrl,
        });
      } catch (error) {
        request.log.debug({ err: error }, 'Clerk token rejected');
        return null;
      }
      if (typeof claims.sub !== 'string') return null;
      if (!(await rememberUser(users, clerk, claims.sub, request.log))) return null;
      syncOrganisationCreation(claims.sub, request.log);
      const { orgId, orgRole } = organisationClaims(claims);
      return { userId: claims.sub, orgId, orgRole: orgId && orgRole ? toOrgRole(orgRole) : null };
    },
    registerRoutes() {},
  };
}

/** Clerk's page size limit for membership lists. */
const PAGE_SIZE = 100;

/**
 * Clerk keeps names, e-mail addresses (verifying a new one itself) and passwords; the product
 * reads a person's organisations from it and deletes them through its Backend API.
 */
export function clerkAuthAccounts(db: Database, clerk: ClerkClient): AuthAccounts {
  return {
    async pendingEmail() {
      return null;
    },

    async memberships(userId) {
      const memberships: AccountMembership[] = [];
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const page = await clerk.users.getOrganizationMembershipList({
          userId,
          limit: PAGE_SIZE,
          offset,
        });
        for (const { organization, role } of page.data)
          memberships.push({
            orgId: organization.id,
            organisationName: organization.name,
            role: toMemberRole(role),
          });
        if (page.data.length < PAGE_SIZE || offset + PAGE_SIZE >= page.totalCount) break;
      }
      return memberships;
    },

    async deleteUser(userId, eraseProductData) {
      // Clerk is asked last, inside the transaction: if it refuses, the product's data stays too.
      await db.transaction(async (tx) => {
        await eraseProductData(tx);
        try {
          await clerk.users.deleteUser(userId);
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      });
    },
  };
}
