/**
 * Builds the server from a config object: the contract's operations bound by operationId under
 * /api, the auth adapter's own routes, and the built web app at `/`.
 */
import { handleAgentTestSessions } from './agent-tests/sessions.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import fastifyResponseValidation from '@fastify/response-validation';
import fastifyStatic from '@fastify/static';
import ajvFormats from 'ajv-formats';
import type { Ajv } from 'ajv';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type preValidationHookHandler,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { DomainError } from '@convene/domain/errors';
import { KNOWLEDGE_FILE_TOO_LARGE } from '@convene/domain/knowledge-file';
import { KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';
import { MEETING_IMPORT_MAX_BYTES, MEETING_IMPORT_TOO_LARGE } from '@convene/domain/meeting-import';
import { handleKnowledgeFileRemoval } from './agents/knowledge/removal.js';
import { seedAgentTemplates } from './agents/shared-templates.js';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/index.js';
import { queueMeetingEmbedding } from './embeddings/queue.js';
import { prepareEmbeddingStore } from './embeddings/store.js';
import { runEmbeddings } from './embeddings/work.js';
import { bearerAuth, securedOperations } from './http/bearer-auth.js';
import { errorReply, HttpError } from './http/errors.js';
import {
  contractForGlue,
  enforceContractMediaTypes,
  splitByMultipart,
  splitOperations,
} from './http/content-types.js';
import { loadContract, type ContractDocument } from './http/contract-document.js';
import { operationResolver } from './http/operations.js';
import { keyCipher } from './workflows/key-cipher.js';
import { handleWorkflowRuns, queueWorkflowTriggers } from './workflows/runs.js';
import { keepRawBody } from './http/raw-body.js';
import { BILLING_SIGNED_BODY_OPERATIONS } from './billing/operations.js';
import { SIGNED_BODY_OPERATIONS } from './meeting-bots/operations.js';
import { runLiveAgent } from './live-agent/index.js';
import type { BotServices } from './meeting-bots/lifecycle.js';
import { runMeetingBots } from './meeting-bots/work.js';
import { runCalendarSyncs } from './calendars/sync.js';
import { RequestLimiter } from './rate-limits/request-limit.js';
import { hooksOf } from './http/route-hooks.js';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.js';
import './http/request.js';
import type { Jobs } from './providers/jobs/index.js';
import { buildProviders, type Providers } from './providers/index.js';
import { profileRecords } from './users/profiles.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's database, for feature code outside a request and for tests that check what was written. */
    db: Database;
    /** The server's background jobs, for tests that wait until they are done. */
    jobs: Jobs;
  }
}

/** OpenAPI's `format: binary` marks a file part; the value validated is the file's name. */
function binaryFormat(ajv: Ajv): Ajv {
  return ajv.addFormat('binary', true);
}

function formats(ajv: Ajv): Ajv {
  return ajvFormats(ajv);
}

/** A NUL byte can reach no stored id (and Postgres refuses it in text): such an id is simply unknown. */
const refuseNulParams: preValidationHookHandler = (request, _reply, done) => {
  const params = request.params as Record<string, unknown>;
  for (const name in params) {
    const value = params[name];
    if (typeof value === 'string' && value.includes('\u0000')) {
      done(new HttpError(404, 'Not found'));
      return;
    }
  }
  done();
};

/** `replaced` swaps in adapters of the caller's own (see buildProviders). */
export async function buildApp(
  config: AppConfig,
  replaced: Partial<Providers> = {},
): Promise<FastifyInstance> {
  const headers = securityHeaders({ appUrl: config.appUrl, scripts: config.thirdPartyScripts });
  const app = Fastify({
    logger: { level: config.logLevel },
    // Two info lines per request cost more than a cached read; requests are logged at debug below.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's validator compiler brings ajv-formats itself.
    ajv: { plugins: [binaryFormat] },
    // The router's own refusals (an address that is not valid, an over-long id) in the API's shape.
    frameworkErrors(error, _request, reply: FastifyReply) {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // The router refuses these before any hook runs, so the security headers are added here.
      void reply
        .headers(headers)
        .status(tooLong ? 404 : 400)
        .send({ success: false, error: tooLong ? 'Not found' : 'The address is not valid.' });
    },
  });
  // Request lines are debug lines: below that level the hook is not added at all.
  if (config.logLevel === 'debug' || config.logLevel === 'trace') {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: reply.elapsedTime,
        },
        'request completed',
      );
      done();
    });
  }
  // Only routes with parameters get the check.
  app.addHook('onRoute', (route) => {
    if (/[:*]/.test(route.url))
      route.preValidation = [refuseNulParams, ...hooksOf(route.preValidation)];
  });
  const { db, changes, close } = await openDatabase(
    config.database,
    config.migrationsFolder,
    (error) => app.log.error({ err: error }, 'database connection lost'),
    { vector: config.embeddings !== null },
  );
  if (config.embeddings) {
    // A Postgres server without pgvector stops the start here, with the reason.
    await prepareEmbeddingStore(db).catch(async (error: unknown) => {
      await close();
      throw error;
    });
  }
  const { auth, ...providers } = buildProviders(
    config,
    { db, changes, users: profileRecords(db), log: app.log },
    replaced,
  );
  const { jobs } = providers;
  const clock = config.jobs.clock ?? (() => new Date());
  handleKnowledgeFileRemoval(jobs, providers.storage);
  const { embeddings } = providers;
  const liveAgent = runLiveAgent({
    db,
    jobs,
    llm: providers.llm,
    speech: providers.speech,
    provider: providers.meetingBots,
    embeddings,
    changes,
    log: app.log,
    clock,
    config: config.liveAgent,
  });
  /** What the meeting bots run on, in their jobs and in the webhooks and streams alike. */
  const botServices: Omit<BotServices, 'log'> = {
    ...liveAgent,
    db,
    jobs,
    provider: providers.meetingBots,
    llm: providers.llm,
    embeddings,
    changes,
    appUrl: config.appUrl,
    clock,
    afterMeeting: async (tx, bot) => {
      await queueWorkflowTriggers(tx, jobs, bot);
      // The transcript was stored by this meeting's processing job, which runs again until this commits.
      await queueMeetingEmbedding({ jobs, embeddings }, tx, bot.botId);
    },
  };
  const meetingBots = runMeetingBots({ ...botServices, log: app.log }, config.botReconciliation);
  const embeddingWork = embeddings && runEmbeddings({ db, jobs, embeddings, log: app.log });
  const toolKeys = keyCipher(config.toolKeysEncryptionKey);
  const calendars = {
    db,
    jobs,
    clock,
    cipher: toolKeys,
    bots: { ...botServices, log: app.log },
    config: config.calendars,
  };
  const calendarSyncs = runCalendarSyncs(calendars);
  const workflowRuns = {
    db,
    jobs,
    llm: providers.llm,
    toolKeys,
    mailer: providers.mailer,
    outbound: config.workflowOutbound,
    clock,
    log: app.log,
  };
  handleWorkflowRuns(workflowRuns);
  const agentTests = {
    db,
    jobs,
    llm: providers.llm,
    embeddings: providers.embeddings,
    clock,
    log: app.log,
    agentTest: config.agentTest,
  };
  handleAgentTestSessions(agentTests);
  app.addHook('onReady', async () => {
    await meetingBots.start();
    await calendarSyncs.start();
    await embeddingWork?.start();
    jobs.start();
  });
  // Running jobs finish (or are left to their leases) before their database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await close();
  });
  app.decorate('db', db);
  app.decorate('jobs', jobs);
  await seedAgentTemplates(db);

  const requestLimiter = new RequestLimiter(config.apiRequestsPerMinute);

  registerSecurityHeaders(app, headers);

  app.decorateRequest('caller', null);
  app.decorateRequest('uploads', null);
  app.decorateRequest('rawBody', null);

  if (config.validateResponses) {
    // removeAdditional off: an unexpected property must fail, not be stripped.
    await app.register(fastifyResponseValidation, {
      ajv: { plugins: [formats, binaryFormat], removeAdditional: false, coerceTypes: false },
    });
  }

  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const { statusCode, message, retryAfterSeconds, cause } = errorReply(thrown);
    if (retryAfterSeconds !== undefined) reply.header('retry-after', retryAfterSeconds);
    if (statusCode >= 500) request.log.error({ err: cause }, 'request failed');
    return reply.status(statusCode).send({ success: false, error: message });
  });

  const contract = await loadContract(config.contractPath);
  enforceContractMediaTypes(app, contract);
  auth.registerRoutes(app);

  const handlers = operationResolver({
    db,
    changes,
    clock,
    askAi: config.askAi,
    links: { appUrl: config.appUrl, followRequestOrigin: config.linksFollowRequestOrigin },
    toolKeys,
    workflowRuns,
    workflowEmbed: config.workflowEmbed,
    agentTests,
    botServices,
    calendars,
    ...providers,
  });
  const secured = securedOperations(contract);
  const authenticate = bearerAuth(auth, requestLimiter);
  const signedBodies = new Set([...SIGNED_BODY_OPERATIONS, ...BILLING_SIGNED_BODY_OPERATIONS]);
  const glue = (specification: ContractDocument) => ({
    specification: contractForGlue(specification),
    prefix: 'api',
    operationResolver(operationId: string) {
      const handler = handlers(operationId);
      // Signed over their exact bytes; openapi-glue adds the method, url and schema itself.
      if (signedBodies.has(operationId))
        return { handler, preParsing: [keepRawBody] } as Partial<RouteOptions> as RouteOptions;
      if (!secured.has(operationId)) return handler;
      // openapi-glue adds the method, url and schema itself; its type asks for a whole route.
      return { handler, preHandler: authenticate } as RouteOptions;
    },
  });
  const parts = splitByMultipart(contract);
  const [imports, knowledgeUploads] = splitOperations(
    parts.multipart,
    (operation) => operation.operationId === 'importMeeting',
  );
  // Each upload stops at its own limit (busboy reads no further into the file) with its own message.
  const uploadScopes = [
    {
      operations: knowledgeUploads,
      maxBytes: KNOWLEDGE_FILE_MAX_BYTES,
      tooLarge: KNOWLEDGE_FILE_TOO_LARGE,
    },
    { operations: imports, maxBytes: MEETING_IMPORT_MAX_BYTES, tooLarge: MEETING_IMPORT_TOO_LARGE },
  ];
  for (const scope of uploadScopes) {
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        limits: { fileSize: scope.maxBytes },
        async onFile(this: FastifyRequest, part: MultipartFile) {
          const content = await part.toBuffer();
          this.uploads = [
            ...(this.uploads ?? []),
            { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, content },
          ];
          // The body keeps the file's name so it validates as the contract's `format: binary` string.
          Object.assign(part, { value: part.filename });
        },
      });
      // Busboy's refusal surfaces from the file or from the form's parts, whichever reads first.
      uploads.setErrorHandler((error: FastifyError) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? new DomainError('too_large', scope.tooLarge)
          : error;
      });
      await uploads.register(openapiGlue, glue(scope.operations));
    });
  }
  await app.register(openapiGlue, glue(parts.rest));

  const webBuilt = existsSync(path.join(config.webDistDir, 'index.html'));
  if (webBuilt) await app.register(fastifyStatic, { root: config.webDistDir });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.status(404).send({ success: false, error: 'Not found' });
    }
    if (!webBuilt) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(
          'The Convene web app is not built yet: run `npm run build --workspace=@convene/web`. The API is at /api.',
        );
    }
    // Client-side routes: every other page is the single-page app.
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });

  return app;
}
