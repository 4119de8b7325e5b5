/** A real server on a free port, and a client that checks every answer against the contract. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import {
  DEFAULT_CONTRACT_PATH,
  DEFAULT_MIGRATIONS_FOLDER,
  type AppConfig,
  type DatabaseConfig,
} from '../../src/config.js';
import type { Providers } from '../../src/providers/index.js';
import { DEFAULT_OUTBOUND_POLICY } from '../../src/workflows/outbound.js';
import { CALENDAR_OUTBOUND_POLICY } from '../../src/calendars/config.js';
import { afterAll, beforeAll } from 'vitest';
import { assertMatchesContract, findOperation } from './contract.js';
import type { TestDatabase, TestDatabaseKind } from './databases.js';
import { expectLedgerMatchesBalance } from './ledger.js';

/** The sandbox's webhook secret in test servers, for tests that sign webhooks as Razorpay would. */
export const TEST_WEBHOOK_SECRET = 'test-sandbox-webhook';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  /** The default storage's folder (fresh, temporary); unused when a test replaces the storage. */
  filesDir: string;
  close(): Promise<void>;
}

/** `replaced` swaps in adapters of a test's own (a failing store, a failing model). */
export async function startServer(
  database: DatabaseConfig,
  overrides: Partial<AppConfig> = {},
  replaced: Partial<Providers> = {},
): Promise<TestServer> {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'convene-files-'));
  const config: AppConfig = {
    database,
    storage: { kind: 'local', root: filesDir },
    llm: { kind: 'embedded' },
    embeddings: null,
    speech: { kind: 'embedded' },
    jobs: {},
    // Meetings short enough for a test to watch one end; suites that need other timings override.
    meetingBots: { kind: 'simulator', joinSeconds: 0.2, meetingSeconds: 1 },
    botReconciliation: { everySeconds: 60, staleAfterSeconds: 600 },
    toolKeysEncryptionKey: randomBytes(32),
    workflowEmbed: null,
    // Suites' local receivers listen on 127.0.0.1; the forgery protection has its own tests.
    workflowOutbound: { ...DEFAULT_OUTBOUND_POLICY, allowPrivateHosts: true },
    // Calendar feeds in tests are served on 127.0.0.1 too; the refusal suite turns this off.
    calendars: {
      syncMinutes: 5,
      outbound: { ...CALENDAR_OUTBOUND_POLICY, allowPrivateHosts: true, timeoutMs: 5_000 },
    },
    payments: {
      kind: 'sandbox',
      keySecret: 'test-sandbox-key',
      webhookSecret: TEST_WEBHOOK_SECRET,
    },
    auth: { kind: 'local', secret: randomBytes(32).toString('hex') },
    mail: { kind: 'outbox' },
    appUrl: 'http://localhost:3000',
    thirdPartyScripts: { clerkFrontendApi: null, razorpay: false },
    // Suites and benchmarks send many requests as one user; the limit's own test lowers it.
    apiRequestsPerMinute: 1_000_000,
    // Suites ask many questions as one user; the limit's own test lowers it.
    askAi: { questionsPerMinute: 1_000_000 },
    agentTest: { idleMinutes: 5, turnsPerMinute: 1_000_000 },
    // The agent greets a simulated meeting as soon as its bot is in; suites that need more override.
    liveAgent: { greetingSeconds: 0.2 },
    linksFollowRequestOrigin: false,
    // Suites sign up many accounts from 127.0.0.1; the limits' own tests lower these.
    authAttempts: { perEmail: 1000, perAddress: 1000, windowMinutes: 15 },
    webDistDir: '/nonexistent/web/dist',
    migrationsFolder: DEFAULT_MIGRATIONS_FOLDER,
    contractPath: DEFAULT_CONTRACT_PATH,
    logLevel: 'silent',
    validateResponses: true,
    ...overrides,
  };
  const app = await buildApp(config, replaced);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    filesDir,
    async close() {
      try {
        // The ledger's promise, after every suite: each user's ledger sums to their balance.
        await expectLedgerMatchesBalance(app.db);
      } finally {
        await app.close();
        rmSync(filesDir, { recursive: true, force: true });
      }
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  method?: string;
  token?: string | null;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export type Client = <T = Record<string, unknown>>(
  path: string,
  options?: RequestOptions,
) => Promise<ApiResponse<T>>;

/**
 * Calls the server over HTTP. Contract operations are checked against openapi.yaml (any mismatch
 * throws); Better Auth's own /api/auth routes are not part of the contract.
 */
export function client(baseUrl: string): Client {
  return async function call<T>(path: string, options: RequestOptions = {}) {
    const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
    // Node's fetch sends Fetch Metadata like a browser, so it sends the Origin a browser would too.
    const headers: Record<string, string> = {
      ...(method === 'GET' ? {} : { origin: baseUrl }),
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const parsed: unknown = mediaType === 'application/json' ? JSON.parse(text) : text;
    if (findOperation(method, path))
      assertMatchesContract(method, path, response.status, parsed, mediaType || undefined);
    return { status: response.status, headers: response.headers, body: parsed as T };
  };
}

export interface SuiteServer {
  /** Calls the suite's server; usable as soon as the suite's tests run. */
  api: Client;
  readonly server: TestServer;
  readonly database: TestDatabase;
}

/**
 * A fresh database and a server on it (with `overrides` to its configuration and `replaced`
 * adapters, as startServer takes them) for the enclosing describe block, gone after its last test.
 */
export function serverPerSuite(
  kind: TestDatabaseKind,
  overrides: Partial<AppConfig> = {},
  replaced: Partial<Providers> = {},
): SuiteServer {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let call: Client | undefined;
  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config, overrides, replaced);
    call = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The suite server is used before its suite started');
    return value;
  };
  return {
    api: (path, options) => started(call)(path, options),
    get server() {
      return started(server);
    },
    get database() {
      return started(database);
    },
  };
}
