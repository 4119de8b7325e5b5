/**
 * The meeting bots' background work, as durable jobs: the dispatch at the join time, the
 * processing after the call, the credit guard during it, and the reconciliation that reads from
 * the provider any bot whose status stood still too long (webhooks get lost). The provider's own
 * events (the simulator's timeline) go to the same lifecycle as webhooks.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { readKnowledgeChunks } from '../agents/knowledge/search.js';
import { aiAgent } from '../agents/schema.js';
import { lockBalance } from '../credits/ledger.js';
import type { Database } from '../db/index.js';
import { jobKind, type RetryPolicy } from '../providers/jobs/port.js';
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
  type BotAgent,
  type BotObservation,
} from '../providers/meeting-bots/port.js';
import {
  applyBotEvent,
  completeBot,
  dispatchBotJob,
  findBot,
  lockBot,
  observeBot,
  processBotJob,
  withdrawBotJob,
  type BotRow,
  type BotServices,
} from './lifecycle.js';
import { callsRunOutAt, creditGuardJob, enqueueCreditGuard } from './call-credits.js';
import type { BotReconciliationConfig } from './config.js';
import { finishImport, IMPORTED_NOTES_RETRY, importedNotesJob } from './imports.js';
import { botAddresses } from './live/addresses.js';
import { processMeeting } from './meeting-data.js';
import { meetingBot } from './schema.js';

const reconcileJob = jobKind<{ at: number }>('meeting-bots.reconcile');

/** Provider calls are retried with doubling waits (5 s ... 2 min, about 4 minutes in all). */
const PROVIDER_RETRY: RetryPolicy = { limit: 6, firstDelayMs: 5_000, maxDelayMs: 120_000 };

/** Statuses the provider moves: a bot stuck in one of these is read back from it. */
const PROVIDER_DRIVEN = ['joining', 'waiting_room', 'in_call'] as const;

/** Whether the failure may pass with time and this run is not the last one. */
const retryLater = (error: unknown, attempt: number) =>
  error instanceof BotProviderUnavailableError && attempt <= PROVIDER_RETRY.limit;

const failure = (reason: BotObservation['failureReason'], at: Date): BotObservation => ({
  status: 'failed',
  failureReason: reason,
  at,
});

/** The agent as the bot will speak for it, with its knowledge passages in their order. */
async function botAgent(db: Database, agentId: string, userId: string): Promise<BotAgent | null> {
  const [agent] = await db
    .select()
    .from(aiAgent)
    .where(and(eq(aiAgent.id, agentId), eq(aiAgent.userId, userId)));
  if (!agent) return null;
  return {
    name: agent.name,
    greetingMessage: agent.greetingMessage,
    prompt: agent.prompt,
    voice: agent.voice,
    mode: agent.mode,
    wakeWords: agent.wakeWords,
    knowledge: (await readKnowledgeChunks(db, { userId, agentId })).map((chunk) => chunk.content),
  };
}

/** The bot's live token, made once: a dispatch sent again gives the provider the same address. */
async function liveTokenOf(db: Database, bot: BotRow): Promise<string> {
  if (bot.liveToken) return bot.liveToken;
  const token = randomBytes(24).toString('base64url');
  const [kept] = await db
    .update(meetingBot)
    .set({ liveToken: sql`coalesce(${meetingBot.liveToken}, ${token})` })
    .where(eq(meetingBot.botId, bot.botId))
    .returning({ liveToken: meetingBot.liveToken });
  return kept?.liveToken ?? token;
}

async function dispatch(services: BotServices, botId: string, attempt: number): Promise<void> {
  const { db, provider, log } = services;
  const bot = await findBot(db, botId);
  // An imported meeting (no link, no agent) is never scheduled, so never dispatched.
  if (!bot || bot.status !== 'scheduled' || bot.meetingUrl === null || bot.agentId === null) return;
  const agent = await botAgent(db, bot.agentId, bot.userId);
  if (!agent) {
    await observeBot(services, bot, failure('provider_error', services.clock()));
    return;
  }
  const token = await liveTokenOf(db, bot);
  let providerBotId: string;
  try {
    ({ providerBotId } = await provider.createBot({
      botId,
      meetingUrl: bot.meetingUrl,
      botName: bot.name,
      joinAt: bot.joinAt,
      agent,
      ...botAddresses(services.appUrl, provider.name, botId, token),
    }));
  } catch (error) {
    if (retryLater(error, attempt)) throw error;
    log.warn({ err: error, botId }, 'the meeting-bot provider did not take the bot');
    const reason =
      error instanceof BotProviderRejectedError ? error.failureReason : 'provider_error';
    await observeBot(services, bot, failure(reason, services.clock()));
    return;
  }
  const kept = await db.transaction(async (tx) => {
    const row = await lockBot(tx, botId);
    if (!row || row.status !== 'scheduled') return false;
    const now = services.clock();
    await tx
      .update(meetingBot)
      .set({ providerBotId, status: 'joining', statusChangedAt: now, updatedAt: now })
      .where(eq(meetingBot.id, row.id));
    return true;
  });
  // Deleted while the provider was being asked: the provider's bot must not join either.
  if (!kept) await provider.deleteScheduledBot(providerBotId);
}

async function processEndedBot(
  services: BotServices,
  botId: string,
  attempt: number,
): Promise<void> {
  const { db, provider, llm } = services;
  const now = services.clock();
  // Processing from here until done (or a run after a crash picks it up again).
  await db
    .update(meetingBot)
    .set({ status: 'processing', statusChangedAt: now, updatedAt: now })
    .where(and(eq(meetingBot.botId, botId), eq(meetingBot.status, 'ended')));
  const bot = await findBot(db, botId);
  if (!bot || bot.status !== 'processing' || !bot.providerBotId) return;
  try {
    const record = await provider.fetchMeeting(bot.providerBotId);
    await processMeeting({ db, llm }, botId, record);
  } catch (error) {
    if (retryLater(error, attempt)) throw error;
    services.log.error({ err: error, botId }, 'the meeting could not be processed');
    await observeBot(services, bot, failure('provider_error', services.clock()));
    return;
  }
  await completeBot(services, bot);
}

/** At the time the owner's credits would run out: more credits move the guard on, else the bot leaves. */
async function guardCredits(services: BotServices, botId: string, attempt: number) {
  const bot = await findBot(services.db, botId);
  if (!bot || bot.status !== 'in_call' || !bot.providerBotId) return;
  const runsOut = await services.db.transaction(async (tx) => {
    const { credits } = await lockBalance(tx, bot.userId);
    const row = await lockBot(tx, botId);
    if (!row?.joinedAt || row.status !== 'in_call') return false;
    const now = services.clock();
    const calls = await callsRunOutAt(tx, bot.userId, credits, now);
    if (!calls || calls.at.getTime() <= now.getTime()) return true;
    // Credits were bought, or another call ended, meanwhile: look again when these run out.
    await enqueueCreditGuard(services.jobs, tx, botId, calls.at);
    return false;
  });
  if (!runsOut) return;
  try {
    await services.provider.leaveCall(bot.providerBotId);
  } catch (error) {
    if (retryLater(error, attempt)) throw error;
    services.log.error(
      { err: error, botId },
      'the provider could not take the bot out of its call',
    );
  }
  await observeBot(services, bot, failure('credits_ran_out', services.clock()));
}

async function reconcile(services: BotServices, staleAfterSeconds: number): Promise<void> {
  const { db, provider, log } = services;
  const before = new Date(services.clock().getTime() - staleAfterSeconds * 1000);
  const stuck = await db
    .select({
      botId: meetingBot.botId,
      userId: meetingBot.userId,
      providerBotId: meetingBot.providerBotId,
    })
    .from(meetingBot)
    .where(
      and(
        eq(meetingBot.provider, provider.name),
        inArray(meetingBot.status, [...PROVIDER_DRIVEN]),
        lt(meetingBot.statusChangedAt, before),
        isNotNull(meetingBot.providerBotId),
      ),
    )
    .limit(100);
  for (const bot of stuck) {
    try {
      await observeBot(services, bot, await provider.readStatus(bot.providerBotId!));
    } catch (error) {
      log.warn({ err: error, botId: bot.botId }, 'could not read a bot back from its provider');
    }
  }
}

/** The next reconciliation's time; its key makes it one job however many servers enqueue it. */
async function enqueueReconciliation(services: BotServices, everySeconds: number): Promise<void> {
  const every = everySeconds * 1000;
  const at = (Math.floor(services.clock().getTime() / every) + 1) * every;
  await services.jobs.enqueue(reconcileJob, { at }, { runAt: new Date(at), key: `${at}` });
}

/**
 * Registers the meeting bots' jobs and takes the provider's own events; `start` (after the
 * server is ready) plans the first reconciliation.
 */
export function runMeetingBots(
  services: BotServices,
  reconciliation: BotReconciliationConfig,
): { start(): Promise<void> } {
  const { jobs, provider } = services;
  jobs.handle(dispatchBotJob, {
    run: ({ botId }, { attempt }) => dispatch(services, botId, attempt),
    retry: PROVIDER_RETRY,
  });
  jobs.handle(processBotJob, {
    run: ({ botId }, { attempt }) => processEndedBot(services, botId, attempt),
    retry: PROVIDER_RETRY,
  });
  jobs.handle(importedNotesJob, {
    run: ({ botId }, { attempt }) => finishImport(services, botId, attempt),
    retry: IMPORTED_NOTES_RETRY,
  });
  jobs.handle(creditGuardJob, {
    run: ({ botId }, { attempt }) => guardCredits(services, botId, attempt),
    retry: PROVIDER_RETRY,
  });
  jobs.handle(withdrawBotJob, {
    // Its row is gone already: nothing is observed or charged, the provider only lets it go.
    run: ({ providerBotId }) => provider.leaveCall(providerBotId),
    retry: PROVIDER_RETRY,
  });
  jobs.handle(reconcileJob, {
    async run() {
      await reconcile(services, reconciliation.staleAfterSeconds);
      await enqueueReconciliation(services, reconciliation.everySeconds);
    },
  });
  provider.deliverEventsTo((event) => applyBotEvent(services, provider.name, event));
  return { start: () => enqueueReconciliation(services, reconciliation.everySeconds) };
}
