/**
 * The one place adapters are built: each outside service's port gets the adapter the configuration
 * names, once, at start. Features receive the ports; none of them builds or picks an adapter.
 */
import type { AppConfig } from '../config.js';
import type { ChangeChannel } from '../db/changes.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';
import {
  createAuth,
  createAuthAccounts,
  type AuthAccounts,
  type AuthAdapter,
  type UserRecords,
} from './auth/index.js';
import { createEmbeddings, type Embeddings } from './embeddings/index.js';
import { createJobs, type Jobs } from './jobs/index.js';
import { createLlm, type LanguageModel } from './llm/index.js';
import { createMailer, type Mailer } from './mail/index.js';
import { createMeetingBotProvider, type MeetingBotProvider } from './meeting-bots/index.js';
import { createPayments, type PaymentProvider, type SandboxCheckout } from './payments/index.js';
import { createOrganisationDirectory, type OrganisationDirectory } from './organisations/index.js';
import { createSpeech, type TextToSpeech } from './speech/index.js';
import { createStorage, type StoragePort } from './storage/index.js';

export interface Providers {
  auth: AuthAdapter;
  /** A person's own account at the auth provider: a pending e-mail change, organisations, deletion. */
  accounts: AuthAccounts;
  mailer: Mailer;
  directory: OrganisationDirectory;
  /** Where agents' knowledge files are kept. */
  storage: StoragePort;
  /** The language model behind Magic (improve-prompt) and Ask AI. */
  llm: LanguageModel;
  /** Turns texts into vectors for Ask AI's semantic search; null when none is configured. */
  embeddings: Embeddings | null;
  /** Says agents' answers in their voice, as MP3 the bots play into calls. */
  speech: TextToSpeech;
  /** Durable background work, recorded in the transaction of the change that causes it. */
  jobs: Jobs;
  /** Sends bots into meetings: the embedded simulator, Recall.ai or a self-hosted Attendee. */
  meetingBots: MeetingBotProvider;
  /** Takes payments for plans and credits: the embedded sandbox or Razorpay. */
  payments: PaymentProvider;
  /** The sandbox checkout's Pay and Fail; null while Razorpay takes payments. */
  sandboxCheckout: SandboxCheckout | null;
}

/** What the adapters are built on: the database, its change channel, the product's user records and the server's log. */
export interface ProviderFoundations {
  db: Database;
  changes: ChangeChannel;
  users: UserRecords;
  log: FastifyBaseLogger;
}

/** `replaced` swaps in adapters of the caller's own (tests: a failing store, a failing model). */
export function buildProviders(
  config: AppConfig,
  { db, changes, users, log }: ProviderFoundations,
  replaced: Partial<Providers> = {},
): Providers {
  const mailer = replaced.mailer ?? createMailer(config.mail, db);
  const llm = replaced.llm ?? createLlm(config.llm);
  const jobs = replaced.jobs ?? createJobs(config.jobs, db, log);
  const payments = createPayments(config.payments, {
    db,
    clock: config.jobs.clock ?? (() => new Date()),
  });
  return {
    mailer,
    auth:
      replaced.auth ??
      createAuth(
        config.auth,
        {
          appUrl: config.appUrl,
          linksFollowRequestOrigin: config.linksFollowRequestOrigin,
          attempts: config.authAttempts,
          quiet: config.logLevel === 'silent',
        },
        { db, changes, mailer, users },
      ),
    accounts: replaced.accounts ?? createAuthAccounts(config.auth, { db, changes }),
    directory:
      replaced.directory ?? createOrganisationDirectory(config.auth, db, { mailer, changes }),
    storage: replaced.storage ?? createStorage(config.storage),
    llm,
    embeddings:
      replaced.embeddings !== undefined ? replaced.embeddings : createEmbeddings(config.embeddings),
    speech: replaced.speech ?? createSpeech(config.speech),
    jobs,
    meetingBots:
      replaced.meetingBots ??
      createMeetingBotProvider(config.meetingBots, {
        db,
        jobs,
        log,
        greetingSeconds: config.liveAgent.greetingSeconds,
      }),
    payments: replaced.payments ?? payments.provider,
    sandboxCheckout:
      replaced.sandboxCheckout !== undefined ? replaced.sandboxCheckout : payments.sandboxCheckout,
  };
}
