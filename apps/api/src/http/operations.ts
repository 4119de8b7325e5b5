/**
 * The contract's operations by operationId. Operations whose feature has not landed answer 501
 * 'Not implemented': the resolver gives them that handler, so none can fake a success.
 */
import { PLANS } from '@convene/domain/plans';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createAgent,
  deleteAgent,
  getAgent,
  agentListCache,
  listAgents,
  updateAgent,
  updateAgentFromForm,
} from '../agents/agents.js';
import { improvePrompt } from '../agents/improve-prompt.js';
import { listAgentTemplates } from '../agents/shared-templates.js';
import type { ChangeChannel } from '../db/changes.js';
import type { Database } from '../db/index.js';
import { organisationMembers } from '../organisations/members.js';
import type { Caller } from '../providers/auth/port.js';
import type { Providers } from '../providers/index.js';
import { userDetails } from '../users/details.js';
import { readAccount } from '../users/account.js';
import { listWorkflows } from '../workflows/workflows.js';
import { DomainError } from '@convene/domain/errors';
import type { Schemas } from '../contract/schemas.js';
import { notImplemented } from './errors.js';

export interface Services extends Omit<Providers, 'auth'> {
  db: Database;
  /** Changes announced to every server process on the database. */
  changes: ChangeChannel;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new DomainError('unauthorized', 'Unauthorized');
  return request.caller;
}

function builtOperations({
  db,
  changes,
  mailer,
  directory,
  storage,
  llm,
}: Services): Record<string, Handler> {
  const agentLists = agentListCache(changes);
  const agentServices = (request: FastifyRequest) => ({ db, storage, log: request.log, changes });

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
      return userDetails(db, agentLists, callerOf(request).userId);
    },

    async getOrganisation(request) {
      const { orgId } = request.params as { orgId: string };
      return organisationMembers(db, directory, callerOf(request), orgId);
    },

    async listMailOutbox(request): Promise<Schemas['MailOutboxResponse']> {
      const account = await readAccount(db, callerOf(request).userId);
      const messages = account?.email ? await mailer.outbox(account.email) : [];
      if (messages === null)
        throw new DomainError('not_found', 'Mail is sent over SMTP; there is no local outbox');
      return { success: true, messages };
    },

    async createAiAgent(request, reply): Promise<Schemas['AiAgentResponse']> {
      const agent = await createAgent(
        agentServices(request),
        callerOf(request).userId,
        request.body as Schemas['CreateAiAgentForm'],
        request.uploads,
      );
      reply.status(201);
      return { success: true, agent };
    },

    async listAiAgents(request): Promise<Schemas['AiAgentListResponse']> {
      return { success: true, agents: await listAgents(db, agentLists, callerOf(request).userId) };
    },

    async getAiAgent(request): Promise<Schemas['AiAgentResponse']> {
      const { id } = request.params as { id: string };
      return { success: true, agent: await getAgent(db, callerOf(request).userId, id) };
    },

    async updateAiAgent(request): Promise<Schemas['AiAgentResponse']> {
      const { id } = request.params as { id: string };
      const services = agentServices(request);
      const userId = callerOf(request).userId;
      const agent = request.isMultipart()
        ? await updateAgentFromForm(
            services,
            userId,
            id,
            request.body as Schemas['UpdateAiAgentForm'],
            request.uploads,
          )
        : await updateAgent(services, userId, id, request.body as Schemas['UpdateAiAgentRequest']);
      return { success: true, agent };
    },

    async deleteAiAgent(request): Promise<Schemas['SuccessResponse']> {
      const { agentId } = request.params as { agentId: string };
      await deleteAgent(agentServices(request), callerOf(request).userId, agentId);
      return { success: true };
    },

    async listAgentTemplates(): Promise<Schemas['AgentTemplateListResponse']> {
      return { success: true, agents: await listAgentTemplates(db) };
    },

    async listWorkflows(request): Promise<Schemas['WorkflowListResponse']> {
      return { success: true, workflows: await listWorkflows(db, callerOf(request).userId) };
    },

    async improvePrompt(request): Promise<Schemas['ImprovePromptResponse']> {
      const { prompt } = request.body as Schemas['ImprovePromptRequest'];
      return { success: true, improvedPrompt: await improvePrompt(llm, prompt, request.log) };
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
