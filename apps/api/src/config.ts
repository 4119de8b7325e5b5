/**
 * Server configuration: plain data, built from the environment by `configFromEnv` or directly by
 * tests. Every outside service has an embedded default that needs no network and no keys; the
 * adapters themselves are built from this at start (providers/index.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from './db/config.js';
import { DEFAULT_CONTRACT_PATH, DEFAULT_MIGRATIONS_FOLDER, DEFAULT_WEB_DIST_DIR } from './paths.js';
import type { AuthConfig } from './providers/auth/config.js';
import type { JobsConfig } from './providers/jobs/config.js';
import {
  meetingBotsConfigFromEnv,
  type MeetingBotsConfig,
} from './providers/meeting-bots/config.js';
import { llmConfigFromEnv, type LlmConfig } from './providers/llm/index.js';
import { embeddingsConfigFromEnv, type EmbeddingsConfig } from './providers/embeddings/index.js';
import { speechConfigFromEnv, type SpeechConfig } from './providers/speech/index.js';
import { paymentsConfigFromEnv, type PaymentsConfig } from './providers/payments/config.js';
import type { BotReconciliationConfig } from './meeting-bots/config.js';
import { DEFAULT_OUTBOUND_POLICY, type OutboundPolicy } from './workflows/outbound.js';
import {
  CALENDAR_OUTBOUND_POLICY,
  DEFAULT_CALENDAR_SYNC_MINUTES,
  type CalendarsConfig,
} from './calendars/config.js';
import { workflowEmbedFromEnv, type WorkflowEmbedConfig } from './workflows/embed-token.js';
import { DEFAULT_AGENT_TEST_CONFIG, type AgentTestConfig } from './agent-tests/config.js';
import { DEFAULT_LIVE_AGENT_CONFIG, type LiveAgentConfig } from './live-agent/config.js';
import { DEFAULT_ASK_AI_QUESTIONS_PER_MINUTE, type AskAiConfig } from './ask-ai/config.js';
import type { MailConfig } from './providers/mail/config.js';
import { storageConfigFromEnv, type StorageConfig } from './providers/storage/index.js';
import { DEFAULT_AUTH_ATTEMPT_LIMITS, type AuthAttemptLimits } from './rate-limits/config.js';
import { clerkFrontendApi, type ThirdPartyScripts } from './http/security-headers.js';

export type { DatabaseConfig };
export { DEFAULT_CONTRACT_PATH, DEFAULT_MIGRATIONS_FOLDER, DEFAULT_WEB_DIST_DIR };

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevelFromEnv(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((l) => l === value);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

export interface AppConfig {
  database: DatabaseConfig;
  auth: AuthConfig;
  mail: MailConfig;
  /** Agents' knowledge files: DATA_DIR/files by default, S3-compatible when S3_BUCKET is set. */
  storage: StorageConfig;
  /** Magic and Ask AI: embedded by default, OpenAI-compatible when LLM_BASE_URL is set. */
  llm: LlmConfig;
  /**
   * Ask AI's semantic search: an OpenAI-compatible embeddings server when EMBEDDINGS_BASE_URL is
   * set (then vectors are kept in Postgres with pgvector); null: retrieval stays lexical.
   */
  embeddings: EmbeddingsConfig | null;
  /** The agents' voice in calls: embedded espeak-ng by default, OpenAI-compatible when TTS_BASE_URL is set. */
  speech: SpeechConfig;
  /** The background jobs worker (tests shorten its polling and set its clock). */
  jobs: JobsConfig;
  /** Who sends bots into calls: the embedded simulator, Recall.ai or a self-hosted Attendee. */
  meetingBots: MeetingBotsConfig;
  /** The self-hosted workflow builder (WORKFLOW_EMBED_URL and its signing key); null: the built-in editor. */
  workflowEmbed: WorkflowEmbedConfig | null;
  /** How workflow actions reach outside addresses (WORKFLOW_ALLOW_PRIVATE_HOSTS lets private ones in). */
  workflowOutbound: OutboundPolicy;
  /** Connected calendars: how often they sync and how their feeds are fetched. */
  calendars: CalendarsConfig;
  /** The AES-256 key that seals connected tools' API keys and calendar addresses (TOOL_KEYS_ENCRYPTION_KEY, base64). */
  toolKeysEncryptionKey: Buffer;
  /** Who takes payments: the embedded sandbox (no money moves) unless RAZORPAY_KEY_ID is set. */
  payments: PaymentsConfig;
  /** How often bots are read back from their provider, and after how long a status counts as stuck. */
  botReconciliation: BotReconciliationConfig;
  /** Where links in e-mails point, and the origin the auth library trusts. */
  appUrl: string;
  /**
   * APP_URL was not set: e-mailed links are built from the origin the request came in on, so a
   * person using the app at 127.0.0.1 or a LAN name opens them where they are.
   */
  linksFollowRequestOrigin: boolean;
  /** Outside scripts the Content-Security-Policy lets in: Clerk's and Razorpay's, when configured. */
  thirdPartyScripts: ThirdPartyScripts;
  /** Each caller's ceiling of API requests per minute (API_REQUESTS_PER_MINUTE). */
  apiRequestsPerMinute: number;
  /** Ask AI's ceiling of questions per user per minute (ASK_AI_QUESTIONS_PER_MINUTE). */
  askAi: AskAiConfig;
  /** The agent test page's idle limit and turns per user per minute. */
  agentTest: AgentTestConfig;
  /** The agent in live calls: when it greets the meeting (AGENT_GREETING_SECONDS). */
  liveAgent: LiveAgentConfig;
  /** Brute-force limits on sign-in, sign-up, password reset and verification e-mails (local accounts). */
  authAttempts: AuthAttemptLimits;
  /** The built web app served at `/`. */
  webDistDir: string;
  /** Folder of drizzle-kit's SQL migrations. */
  migrationsFolder: string;
  /** openapi.yaml, the root of the contract the routes are bound to (its features are files beside it). */
  contractPath: string;
  logLevel: LogLevel;
  /** Validate every response against the contract (tests). */
  validateResponses: boolean;
}

export interface ListenConfig {
  port: number;
  host: string;
}

export function listenFromEnv(env: NodeJS.ProcessEnv): ListenConfig {
  return { port: Number(env.PORT ?? 3000), host: env.HOST ?? '0.0.0.0' };
}

/**
 * A secret kept beside the data when none is configured, so restarts keep it: sessions stay valid,
 * and a sandbox checkout signed before a restart verifies after it.
 */
function devSecret(dataDir: string, name = 'auth-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function authFromEnv(env: NodeJS.ProcessEnv, dataDir: string): AuthConfig {
  if (env.CLERK_SECRET_KEY) {
    return {
      kind: 'clerk',
      secretKey: env.CLERK_SECRET_KEY,
      jwtKey: env.CLERK_JWT_KEY || undefined,
      authorizedParties: env.CLERK_AUTHORIZED_PARTIES?.split(',')
        .map((party) => party.trim())
        .filter(Boolean),
      apiUrl: env.CLERK_API_URL || undefined,
    };
  }
  return { kind: 'local', secret: env.BETTER_AUTH_SECRET || devSecret(dataDir) };
}

/** 32 bytes, given in base64 (or base64url), or generated once into the data folder. */
function toolKeysKeyFromEnv(env: NodeJS.ProcessEnv, generated: () => string): Buffer {
  const configured = env.TOOL_KEYS_ENCRYPTION_KEY;
  const key = Buffer.from(configured || generated(), configured ? 'base64' : 'base64url');
  if (key.length !== 32)
    throw new Error(
      'TOOL_KEYS_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    );
  return key;
}

/** A switch that is on when set to 1, true or yes. */
function flagFromEnv(env: NodeJS.ProcessEnv, name: string): boolean {
  return ['1', 'true', 'yes'].includes((env[name] ?? '').trim().toLowerCase());
}

function positiveNumberFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number`);
  return parsed;
}

function authAttemptsFromEnv(env: NodeJS.ProcessEnv): AuthAttemptLimits {
  const defaults = DEFAULT_AUTH_ATTEMPT_LIMITS;
  return {
    perEmail: positiveNumberFromEnv(env, 'AUTH_ATTEMPTS_PER_EMAIL', defaults.perEmail),
    perAddress: positiveNumberFromEnv(env, 'AUTH_ATTEMPTS_PER_ADDRESS', defaults.perAddress),
    windowMinutes: positiveNumberFromEnv(
      env,
      'AUTH_ATTEMPTS_WINDOW_MINUTES',
      defaults.windowMinutes,
    ),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): AppConfig {
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? '.data');
  const { port } = listenFromEnv(env);
  const workflowEmbed = workflowEmbedFromEnv(env);
  return {
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    auth: authFromEnv(env, dataDir),
    mail: env.SMTP_URL
      ? {
          kind: 'smtp',
          url: env.SMTP_URL,
          from: env.MAIL_FROM ?? 'Convene <no-reply@convene.local>',
        }
      : { kind: 'outbox' },
    storage: storageConfigFromEnv(env, cwd),
    llm: llmConfigFromEnv(env),
    embeddings: embeddingsConfigFromEnv(env),
    speech: speechConfigFromEnv(env),
    // A killed server's jobs wait out their lease before another takes them; tests shorten it.
    jobs: { leaseMs: positiveNumberFromEnv(env, 'JOBS_LEASE_SECONDS', 60) * 1000 },
    meetingBots: meetingBotsConfigFromEnv(env),
    payments: paymentsConfigFromEnv(env, () => devSecret(dataDir, 'payments-sandbox-secret')),
    workflowEmbed,
    workflowOutbound: {
      ...DEFAULT_OUTBOUND_POLICY,
      allowPrivateHosts: flagFromEnv(env, 'WORKFLOW_ALLOW_PRIVATE_HOSTS'),
    },
    calendars: {
      syncMinutes: positiveNumberFromEnv(
        env,
        'CALENDAR_SYNC_MINUTES',
        DEFAULT_CALENDAR_SYNC_MINUTES,
      ),
      outbound: {
        ...CALENDAR_OUTBOUND_POLICY,
        allowPrivateHosts: flagFromEnv(env, 'CALENDAR_ALLOW_PRIVATE_HOSTS'),
      },
    },
    toolKeysEncryptionKey: toolKeysKeyFromEnv(env, () => devSecret(dataDir, 'tool-keys-key')),
    botReconciliation: {
      everySeconds: positiveNumberFromEnv(env, 'BOT_RECONCILE_EVERY_SECONDS', 60),
      staleAfterSeconds: positiveNumberFromEnv(env, 'BOT_RECONCILE_AFTER_SECONDS', 600),
    },
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    linksFollowRequestOrigin: !env.APP_URL,
    thirdPartyScripts: {
      clerkFrontendApi: clerkFrontendApi(
        env.CLERK_PUBLISHABLE_KEY || env.VITE_CLERK_PUBLISHABLE_KEY || '',
      ),
      razorpay: Boolean(env.RAZORPAY_KEY_ID),
      workflowEmbed: workflowEmbed && {
        instanceOrigin: new URL(workflowEmbed.instanceUrl).origin,
        sdkOrigin: new URL(workflowEmbed.sdkUrl).origin,
      },
    },
    apiRequestsPerMinute: positiveNumberFromEnv(env, 'API_REQUESTS_PER_MINUTE', 600),
    askAi: {
      questionsPerMinute: positiveNumberFromEnv(
        env,
        'ASK_AI_QUESTIONS_PER_MINUTE',
        DEFAULT_ASK_AI_QUESTIONS_PER_MINUTE,
      ),
    },
    agentTest: {
      idleMinutes: positiveNumberFromEnv(
        env,
        'AGENT_TEST_IDLE_MINUTES',
        DEFAULT_AGENT_TEST_CONFIG.idleMinutes,
      ),
      turnsPerMinute: positiveNumberFromEnv(
        env,
        'AGENT_TEST_TURNS_PER_MINUTE',
        DEFAULT_AGENT_TEST_CONFIG.turnsPerMinute,
      ),
    },
    liveAgent: {
      greetingSeconds: positiveNumberFromEnv(
        env,
        'AGENT_GREETING_SECONDS',
        DEFAULT_LIVE_AGENT_CONFIG.greetingSeconds,
      ),
    },
    authAttempts: authAttemptsFromEnv(env),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(cwd, env.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    migrationsFolder: DEFAULT_MIGRATIONS_FOLDER,
    contractPath: DEFAULT_CONTRACT_PATH,
    logLevel: logLevelFromEnv(env.LOG_LEVEL),
    validateResponses: false,
  };
}
