/**
 * The contract's operations by operationId. Operations whose feature has not landed answer 501
 * 'Not implemented': the resolver gives them that handler, so none can fake a success.
 */
import { PLANS } from '@convene/domain/plans';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/port.js';
import type { Database } from '../db/index.js';
import type { Mailer } from '../mail/index.js';
import type { OrganisationDirectory } from '../organisations/directory.js';
import { organisationMembers } from '../organisations/members.js';
import { userDetails } from '../users/details.js';
import { findProfile } from '../users/profiles.js';
import type { Schemas } from './contract.js';
import { HttpError, notImplemented } from './errors.js';

export interface Services {
  db: Database;
  mailer: Mailer;
  directory: OrganisationDirectory;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, 'Unauthorized');
  return request.caller;
}

function builtOperations({ db, mailer, directory }: Services): Record<string, Handler> {
  return {
    async getHealth(request, reply): Promise<Schemas['HealthResponse'] | Schemas['ErrorResponse']> {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database does not answer');
        reply.status(503);
        return { success: false, error: 'Database unavailable' };
      }
      return { status: 'ok', database: 'ok' };
    },

    async listPlans(): Promise<Schemas['PlanListResponse']> {
      return { success: true, plans: [...PLANS] };
    },

    async getUserDetails(request) {
      return userDetails(db, callerOf(request).userId);
    },

    async getOrganisation(request) {
      const { orgId } = request.params as { orgId: string };
      return organisationMembers(db, directory, callerOf(request), orgId);
    },

    async listMailOutbox(request): Promise<Schemas['MailOutboxResponse']> {
      const profile = await findProfile(db, callerOf(request).userId);
      const messages = profile?.email ? await mailer.outbox(profile.email) : [];
      if (messages === null)
        throw new HttpError(404, 'Mail is sent over SMTP; there is no local outbox');
      return { success: true, messages };
    },
  };
}

export function operationResolver(services: Services): (operationId: string) => Handler {
  const built = builtOperations(services);
  const unbuilt: Handler = async () => {
    throw notImplemented();
  };
  return (operationId) => built[operationId] ?? unbuilt;
}
