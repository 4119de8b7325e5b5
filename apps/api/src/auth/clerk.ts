/**
 * Clerk auth adapter: verifies Clerk session tokens (networkless with CLERK_JWT_KEY) and reads the
 * active organisation from the claims. Users are known to the product by their Clerk user id.
 */
import { verifyToken } from '@clerk/backend';
import type { Database } from '../db/index.js';
import { ensureProfile } from '../users/profiles.js';
import { bearerToken, toOrgRole, type AuthAdapter, type Caller } from './port.js';

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

export function clerkAuthAdapter(options: ClerkAuthOptions, db: Database): AuthAdapter {
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
      await ensureProfile(db, claims.sub, 'clerk');
      const { orgId, orgRole } = organisationClaims(claims);
      return { userId: claims.sub, orgId, orgRole: orgId && orgRole ? toOrgRole(orgRole) : null };
    },
    registerRoutes() {},
  };
}
