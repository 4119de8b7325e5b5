/**
 * Workflow runs: each a row (one per triggering event) and a durable job that runs its actions in
 * order. Every action spends one workflow action first (keyed by run and action, so a retried run
 * spends once); a network failure retries the run with growing waits and it resumes after the
 * actions that succeeded; a refusal (no actions left, a forbidden address) ends it with why.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@convene/domain/errors';
import { isoTimeIn, writtenTime } from '@convene/domain/time';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { spendWorkflowAction } from '../billing/workflow-actions.js';
import type { Schemas } from '../contract/schemas.js';
import type { Database } from '../db/index.js';
import { aiAgent } from '../agents/schema.js';
import { meetingBot } from '../meeting-bots/schema.js';
import { readTranscript } from '../meeting-bots/transcript.js';
import type { Jobs } from '../providers/jobs/index.js';
import { jobKind, type RetryPolicy } from '../providers/jobs/port.js';
import type { LanguageModel } from '../providers/llm/port.js';
import type { Mailer } from '../providers/mail/port.js';
import { timeZoneOfUser } from '../users/settings.js';
import {
  OutboundFailedError,
  OutboundRefusedError,
  postJson,
  type OutboundPolicy,
} from './outbound.js';
import { workflow, workflowRun, type RunContext, type WorkflowAction } from './schema.js';
import { fillTemplate } from './templates.js';
import type { KeyCipher } from './key-cipher.js';
import { readToolKey } from './tool-keys.js';
import { isWebAddress, savedKeyTool } from '@convene/domain/workflow-templates';
import { ownWorkflow } from './workflows.js';

export const workflowRunJob = jobKind<{ runId: string }>('workflows.run');

/** Network failures are tried again for about five minutes before the run is given up. */
const RUN_RETRY: RetryPolicy = { limit: 4, firstDelayMs: 5_000, maxDelayMs: 120_000 };

export interface RunServices {
  db: Database;
  jobs: Jobs;
  /** Decides which workflows a meeting triggered. */
  llm: LanguageModel;
  /** Opens the saved tool keys an action's address may name. */
  toolKeys: KeyCipher;
  mailer: Mailer;
  outbound: OutboundPolicy;
  clock: () => Date;
  log: FastifyBaseLogger;
}

type RunRow = typeof workflowRun.$inferSelect;
type ActionResult = Schemas['WorkflowActionRun'];

/** A failure worth trying again later (the receiver is down, slow, or answered 5xx). */
class RetryableActionError extends Error {}

export function toRunView(row: RunRow): Schemas['WorkflowRun'] {
  return {
    id: row.id,
    workflowId: row.workflowId,
    workflowName: row.workflowName,
    trigger: row.trigger,
    triggeredBy: row.triggeredBy,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    actions: row.results,
    error: row.error,
  };
}

/** A `key:<tool>` address is the owner's saved key for that tool, which must be a web address. */
async function resolveAddress(
  services: RunServices,
  userId: string,
  address: string,
): Promise<string> {
  const tool = savedKeyTool(address);
  if (!tool) return address;
  const saved = await readToolKey(services.db, services.toolKeys, userId, tool);
  if (saved === null) throw new Error(`No key is saved for ${tool}`);
  if (!isWebAddress(saved)) throw new Error(`The key saved for ${tool} is not a web address`);
  return saved;
}

async function performAction(
  services: RunServices,
  userId: string,
  action: WorkflowAction,
  context: RunContext,
): Promise<string> {
  const timeZone = await timeZoneOfUser(services.db, userId);
  // People read an e-mail or a chat post; a program reads a webhook's JSON.
  const written = (json: boolean): RunContext => {
    const at = context.time === '' ? null : new Date(context.time);
    if (at === null || Number.isNaN(at.getTime())) return context;
    return { ...context, time: json ? isoTimeIn(at, timeZone) : writtenTime(at, timeZone) };
  };
  if (action.type === 'email') {
    await services.mailer.send({
      to: action.to,
      subject: fillTemplate(action.subject, written(false)),
      text: fillTemplate(action.bodyTemplate, written(false)),
      url: context.meeting_url,
    });
    return `Sent to ${action.to}`;
  }
  const [address, body] =
    action.type === 'webhook'
      ? [action.url, JSON.parse(fillTemplate(action.bodyTemplate, written(true), true)) as unknown]
      : [action.webhookUrl, { text: fillTemplate(action.textTemplate, written(false)) }];
  const url = await resolveAddress(services, userId, address);
  let answer;
  try {
    answer = await postJson(url, body, services.outbound);
  } catch (error) {
    if (error instanceof OutboundFailedError) throw new RetryableActionError(error.message);
    throw error;
  }
  if (answer.status >= 500) throw new RetryableActionError(`HTTP ${answer.status}`);
  if (answer.status >= 400) throw new Error(`HTTP ${answer.status}`);
  return `HTTP ${answer.status}`;
}

async function saveRun(
  db: Database,
  runId: string,
  changes: Partial<typeof workflowRun.$inferInsert>,
) {
  await db.update(workflowRun).set(changes).where(eq(workflowRun.id, runId));
}

/**
 * Runs the run's actions from the first not yet succeeded. `retryable`: a network failure is
 * thrown for the job to try again later; otherwise it ends the run as failed.
 */
export async function executeRun(
  services: RunServices,
  runId: string,
  retryable: boolean,
): Promise<RunRow | null> {
  const { db } = services;
  const [run] = await db.select().from(workflowRun).where(eq(workflowRun.id, runId));
  if (!run || ['succeeded', 'failed', 'refused'].includes(run.status)) return run ?? null;
  await saveRun(db, runId, { status: 'running' });
  const results: ActionResult[] = [...run.results];
  const finish = async (status: 'succeeded' | 'failed' | 'refused', error: string | null) => {
    for (let index = results.length; index < run.plan.length; index += 1)
      results.push({
        index,
        type: run.plan[index]!.type,
        status: 'skipped',
        durationMs: null,
        summary: 'Not run',
      });
    await saveRun(db, runId, { status, error, results, finishedAt: services.clock() });
  };
  for (const [index, action] of run.plan.entries()) {
    if (results[index]?.status === 'succeeded') continue;
    results.length = index;
    try {
      await db.transaction((tx) =>
        spendWorkflowAction(tx, {
          userId: run.userId,
          key: `workflow-run:${run.id}:action:${index}`,
          now: services.clock(),
        }),
      );
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'payment_required') throw error;
      results.push({
        index,
        type: action.type,
        status: 'refused',
        durationMs: null,
        summary: error.message,
      });
      await finish('refused', error.message);
      return (await db.select().from(workflowRun).where(eq(workflowRun.id, runId)))[0] ?? null;
    }
    const started = Date.now();
    try {
      const summary = await performAction(services, run.userId, action, run.context);
      results.push({
        index,
        type: action.type,
        status: 'succeeded',
        durationMs: Date.now() - started,
        summary,
      });
      await saveRun(db, runId, { results });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RetryableActionError && retryable) {
        await saveRun(db, runId, { results });
        throw error;
      }
      results.push({
        index,
        type: action.type,
        status: error instanceof OutboundRefusedError ? 'refused' : 'failed',
        durationMs: Date.now() - started,
        summary: message,
      });
      await finish('failed', `Action ${index + 1} failed: ${message}`);
      return (await db.select().from(workflowRun).where(eq(workflowRun.id, runId)))[0] ?? null;
    }
  }
  await finish('succeeded', null);
  return (await db.select().from(workflowRun).where(eq(workflowRun.id, runId)))[0] ?? null;
}

/** The sample meeting a test run fills its templates from. */
function sampleContext(now: Date): RunContext {
  return {
    bot: 'Sample meeting bot',
    agent: 'Sample agent',
    speaker: 'Asha Rao',
    quote: 'Could you open a ticket for the login bug and tell the team?',
    time: now.toISOString(),
    meeting_url: 'https://meet.google.com/abc-defg-hij',
  };
}

export async function testRun(
  services: RunServices,
  userId: string,
  workflowId: string,
): Promise<Schemas['WorkflowRun']> {
  const found = await ownWorkflow(services.db, userId, workflowId);
  if (found.actions.length === 0)
    throw new DomainError('invalid', 'This workflow has no actions yet: add one first.');
  const [run] = await services.db
    .insert(workflowRun)
    .values({
      userId,
      workflowId: found.id,
      workflowName: found.name,
      trigger: 'test',
      triggerKey: `test:${randomUUID()}`,
      triggeredBy: null,
      plan: found.actions,
      context: sampleContext(services.clock()),
      startedAt: services.clock(),
    })
    .returning();
  if (!run) throw new Error('The run was not stored');
  const finished = await executeRun(services, run.id, false);
  return toRunView(finished ?? run);
}

export async function listRuns(
  db: Database,
  userId: string,
  limit: number,
): Promise<Schemas['WorkflowRun'][]> {
  const rows = await db
    .select()
    .from(workflowRun)
    .where(eq(workflowRun.userId, userId))
    .orderBy(desc(workflowRun.startedAt), desc(workflowRun.id))
    .limit(limit);
  return rows.map(toRunView);
}

export interface QueuedRun {
  userId: string;
  workflow: Pick<typeof workflow.$inferSelect, 'id' | 'name' | 'actions'>;
  trigger: RunRow['trigger'];
  /** One run per key: the event that triggered it, so a repeated event queues nothing. */
  triggerKey: string;
  triggeredBy: string | null;
  context: RunContext;
  now: Date;
}

/** Records the run and its job in the caller's transaction; the run's id, or null when its key was used. */
export async function queueRun(
  tx: Database,
  jobs: Jobs,
  queued: QueuedRun,
): Promise<string | null> {
  const [run] = await tx
    .insert(workflowRun)
    .values({
      userId: queued.userId,
      workflowId: queued.workflow.id,
      workflowName: queued.workflow.name,
      trigger: queued.trigger,
      triggerKey: queued.triggerKey,
      triggeredBy: queued.triggeredBy,
      plan: queued.workflow.actions,
      context: queued.context,
      startedAt: queued.now,
    })
    .onConflictDoNothing({ target: workflowRun.triggerKey })
    .returning({ id: workflowRun.id });
  if (!run) return null;
  await jobs.enqueue(workflowRunJob, { runId: run.id }, { transaction: tx });
  return run.id;
}

/** Finding which workflows a finished meeting triggered (keyed by bot, so once per meeting). */
export const workflowTriggerJob = jobKind<{ botId: string }>('workflows.trigger');

/**
 * In the transaction that marks a meeting done: the job that finds which of its agent's workflows
 * the meeting triggered is recorded with it, so no finished meeting is left unread.
 */
export async function queueWorkflowTriggers(
  tx: Database,
  jobs: Jobs,
  bot: typeof meetingBot.$inferSelect,
): Promise<void> {
  if (!bot.agentId) return;
  await jobs.enqueue(workflowTriggerJob, { botId: bot.botId }, { transaction: tx, key: bot.botId });
}

/**
 * Each workflow of the bot's agent that the meeting triggered (as the language model decides;
 * the embedded one by the condition's words) gets one run, keyed by meeting and workflow, queued.
 */
async function triggerWorkflowsOfMeeting(services: RunServices, botId: string): Promise<void> {
  const { db } = services;
  const [bot] = await db.select().from(meetingBot).where(eq(meetingBot.botId, botId));
  if (!bot?.agentId) return;
  const [agent] = await db
    .select({ name: aiAgent.name, workflows: aiAgent.workflows })
    .from(aiAgent)
    .where(and(eq(aiAgent.id, bot.agentId), eq(aiAgent.userId, bot.userId)));
  const chosen = agent?.workflows.map((item) => item.id) ?? [];
  if (!agent || chosen.length === 0) return;
  const runnable = (
    await db
      .select()
      .from(workflow)
      .where(and(eq(workflow.userId, bot.userId), inArray(workflow.id, chosen)))
  ).filter((row) => row.actions.length > 0);
  if (runnable.length === 0) return;
  const segments = await readTranscript(db, bot.botId, ['speakerName', 'startedAt', 'content']);
  const triggers = await services.llm.findWorkflowTriggers({
    workflows: runnable.map((row) => ({ id: row.id, conditions: row.conditions })),
    lines: segments.map((segment) => ({
      speaker: segment.speakerName,
      at: segment.startedAt?.toISOString() ?? null,
      text: segment.content,
    })),
  });
  const now = services.clock();
  await db.transaction(async (tx) => {
    for (const trigger of triggers) {
      const row = runnable.find((candidate) => candidate.id === trigger.workflowId);
      const segment = segments[trigger.line];
      if (!row || !segment) continue;
      await queueRun(tx, services.jobs, {
        userId: bot.userId,
        workflow: row,
        trigger: 'meeting',
        triggerKey: `meeting:${bot.botId}:${row.id}`,
        triggeredBy: trigger.words || null,
        context: {
          bot: bot.name,
          agent: agent.name,
          speaker: segment.speakerName,
          quote: segment.content,
          time: segment.startedAt?.toISOString() ?? '',
          meeting_url: bot.meetingUrl ?? '',
        },
        now,
      });
    }
  });
}

/**
 * Registers the jobs' handlers: finding a meeting's triggers (a model that fails is asked again
 * later), and runs, whose last retry records the failure instead of throwing.
 */
export function handleWorkflowRuns(services: RunServices): void {
  services.jobs.handle(workflowTriggerJob, {
    retry: RUN_RETRY,
    run: ({ botId }) => triggerWorkflowsOfMeeting(services, botId),
  });
  services.jobs.handle(workflowRunJob, {
    retry: RUN_RETRY,
    run: async ({ runId }, { attempt }) => {
      await executeRun(services, runId, attempt <= RUN_RETRY.limit);
    },
  });
}
