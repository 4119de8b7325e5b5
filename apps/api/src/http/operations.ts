/**
 * The contract's operations by operationId: each feature's handlers merged, bound to Fastify.
 * Every operation has one; the server refuses to start with one missing.
 */
import { DomainError } from '@convene/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { agentListCache } from '../agents/agents.js';
import { agentOperations } from '../agents/operations.js';
import { agentTestOperations } from '../agent-tests/operations.js';
import type { ReplyServices } from '../agent-tests/replies.js';
import type { AskAiConfig } from '../ask-ai/config.js';
import { askAiOperations } from '../ask-ai/operations.js';
import type {
  OperationCall,
  OperationHandler,
  OperationHandlers,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
} from '../contract/operations.js';
import { billingOperations } from '../billing/operations.js';
import type { CalendarServices } from '../calendars/services.js';
import { calendarOperations } from '../calendars/operations.js';
import { creditOperations } from '../credits/operations.js';
import type { ChangeChannel } from '../db/changes.js';
import type { Database } from '../db/index.js';
import { whenReady } from '../db/read-cache.js';
import type { BotServices } from '../meeting-bots/lifecycle.js';
import { meetingBotOperations } from '../meeting-bots/operations.js';
import { onboardingOperations } from '../onboarding/operations.js';
import { organisationOperations } from '../organisations/operations.js';
import { platformOperations } from '../platform/operations.js';
import type { Providers } from '../providers/index.js';
import { userOperations } from '../users/operations.js';
import type { KeyCipher } from '../workflows/key-cipher.js';
import type { RunServices } from '../workflows/runs.js';
import type { WorkflowEmbedConfig } from '../workflows/embed-token.js';
import { workflowOperations } from '../workflows/operations.js';
import { requestMediaType } from './content-types.js';

export interface Services extends Omit<Providers, 'auth'> {
  db: Database;
  /** Changes announced to every server process on the database. */
  changes: ChangeChannel;
  /** The server's time, the one jobs are due against (tests set it). */
  clock: () => Date;
  askAi: AskAiConfig;
  /** Where e-mailed links point. */
  links: { appUrl: string; followRequestOrigin: boolean };
  /** Seals and opens connected tools' API keys. */
  toolKeys: KeyCipher;
  /** What workflow runs run on (a test run runs at once). */
  workflowRuns: RunServices;
  /** The self-hosted workflow builder, when configured. */
  workflowEmbed: WorkflowEmbedConfig | null;
  /** What test sessions run on (their settlement job is registered with the same). */
  agentTests: ReplyServices;
  /** What the meeting bots run on (their jobs are registered with the same). */
  botServices: Omit<BotServices, 'log'>;
  /** What calendars run on (their sync job is registered with the same). */
  calendars: CalendarServices;
}

/** A route answers at once (a value) or later (a promise); Fastify sends either. */
type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The request as its operation's handler sees it. openapi-glue has validated the path, query and
 * body against the operation's schemas, and enforceContractMediaTypes the body's media type, so
 * they are the contract's types here.
 */
function operationCall<Id extends OperationId>(request: FastifyRequest): OperationCall<Id> {
  const mediaType = requestMediaType(request.headers);
  return {
    params: request.params as PathParams<Id>,
    query: request.query as QueryParams<Id>,
    body: (request.body === undefined
      ? undefined
      : { mediaType, value: request.body }) as RequestBody<Id>,
    get caller() {
      if (!request.caller) throw new DomainError('unauthorized', 'Unauthorized');
      return request.caller;
    },
    uploads: request.uploads ?? [],
    headers: request.headers,
    rawBody: request.rawBody,
    log: request.log,
  };
}

function route<Id extends OperationId>(handler: OperationHandler<Id>): RouteHandler {
  return (request, reply) =>
    whenReady(handler(operationCall<Id>(request)), (answer) => {
      reply.status(answer.status);
      if (answer.headers) reply.headers(answer.headers);
      // A body in another media type than JSON is the handler's text, sent as it is.
      if ('contentType' in answer) reply.type(`${String(answer.contentType)}; charset=utf-8`);
      return answer.body;
    });
}

function routes<Ids extends OperationId>(
  handlers: OperationHandlers<Ids>,
): [string, RouteHandler][] {
  return (Object.keys(handlers) as Ids[]).map((id) => [id, route(handlers[id])]);
}

export function operationResolver(services: Services): (operationId: string) => RouteHandler {
  // One cache of agent lists for the agents and the user details that include them.
  const agentLists = agentListCache(services.changes);
  const built = new Map([
    ...routes(platformOperations(services)),
    ...routes(userOperations({ ...services, agentLists })),
    ...routes(organisationOperations(services)),
    ...routes(agentOperations({ ...services, agentLists })),
    ...routes(workflowOperations(services)),
    ...routes(meetingBotOperations(services)),
    ...routes(calendarOperations(services.calendars)),
    ...routes(creditOperations(services)),
    ...routes(billingOperations(services)),
    ...routes(askAiOperations(services)),
    ...routes(agentTestOperations(services.agentTests)),
    ...routes(onboardingOperations(services)),
  ]);
  return (operationId) => {
    const handler = built.get(operationId);
    // Every operation of the contract has its handler: a missing one stops the server at start.
    if (!handler) throw new Error(`The contract's operation ${operationId} has no handler`);
    return handler;
  };
}
