/**
 * Clerk auth adapter: verifies Clerk session tokens (networkless with CLERK_JWT_KEY) and reads the
 * active organisation from the claims. Users are known to the product by their Clerk user id.
 */
import { verifyToken, type ClerkClient } from '@clerk/backend';
import type { FastifyBaseLogger } from 'fastify';
import { bearerToken, toOrgRole, type AuthAdapter, type Caller, type UserRecords } from './port.js';

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

/** A first-seen Clerk user gets a product row named after their Clerk profile. */
async function rememberUser(
  users: UserRecords,
  clerk: ClerkClient,
  userId: string,
  log: FastifyBaseLogger,
) {
  if (await users.isKnown(userId)) return;
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
    // The Backend API being away must not lock the user out; their name arrives on a later visit.
    log.warn({ err: error }, 'could not read the Clerk user');
    await users.ensure(userId, 'clerk');
  }
}

export function clerkAuthAdapter(
  options: ClerkAuthOptions,
  users: UserRecords,
  clerk: ClerkClient,
): AuthAdapter {
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
      await rememberUser(users, clerk, claims.sub, request.log);
      const { orgId, orgRole } = organisationClaims(claims);
      return { userId: claims.sub, orgId, orgRole: orgId && orgRole ? toOrgRole(orgRole) : null };
    },
    registerRoutes() {},
  };
}
