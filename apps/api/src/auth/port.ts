/** The auth port: every API operation resolves its caller through one of two adapters. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { OrgRole } from '@convene/domain/organisations';

export { toOrgRole, type OrgRole } from '@convene/domain/organisations';

export interface Caller {
  userId: string;
  /** The active organisation of the session, if any. */
  orgId: string | null;
  orgRole: OrgRole | null;
}

export interface AuthAdapter {
  /** The caller behind the request's bearer token, or null when there is none or it is not valid. */
  resolveCaller(request: FastifyRequest): Promise<Caller | null>;
  /** Routes the adapter serves itself (the local adapter's /api/auth/*). */
  registerRoutes(app: FastifyInstance): void;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
