/**
 * The getting-started checklist (issue 15), read from the user's own data so it is the same on
 * every device: an agent made, an agent test started, a meeting bot other than the sample sent or
 * imported, an Ask AI question asked, an invitation sent. Reading it gives the account its sample
 * meeting, once. Once every step was done it stays complete, whatever is deleted afterwards.
 */
import { ONBOARDING_STEP_IDS, type OnboardingStepId } from '@convene/domain/onboarding';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { agentTestSession } from '../agent-tests/schema.js';
import { aiAgent } from '../agents/schema.js';
import { askAiMessage } from '../ask-ai/schema.js';
import type { Schemas } from '../contract/schemas.js';
import type { Database } from '../db/index.js';
import { ensureSampleMeeting, sampleMeetingBotId } from '../meeting-bots/sample.js';
import { meetingBot, SAMPLE_PROVIDER } from '../meeting-bots/schema.js';
import type { Embeddings } from '../providers/embeddings/index.js';
import type { Jobs } from '../providers/jobs/port.js';
import { onboarding } from './schema.js';

export interface OnboardingServices {
  db: Database;
  jobs: Jobs;
  clock: () => Date;
  /** The sample meeting's transcript is queued for embedding when configured. */
  embeddings: Embeddings | null;
}

/** Whether the query finds any row; it reads one at most. */
async function exists(query: { limit(count: number): PromiseLike<unknown[]> }): Promise<boolean> {
  return (await query.limit(1)).length > 0;
}

/** The steps other than creating an agent, which the first agent's lookup answers. */
async function stepsDone(db: Database, userId: string, createdAgent: boolean, invited: boolean) {
  const [testedAgent, sentBot, askedMeeting] = await Promise.all([
    exists(
      db
        .select({ id: agentTestSession.id })
        .from(agentTestSession)
        .where(eq(agentTestSession.userId, userId)),
    ),
    exists(
      db
        .select({ id: meetingBot.id })
        .from(meetingBot)
        .where(and(eq(meetingBot.userId, userId), ne(meetingBot.provider, SAMPLE_PROVIDER))),
    ),
    exists(
      db.select({ id: askAiMessage.id }).from(askAiMessage).where(eq(askAiMessage.userId, userId)),
    ),
  ]);
  const done: Record<OnboardingStepId, boolean> = {
    'create-agent': createdAgent,
    'test-agent': testedAgent,
    'send-bot': sentBot,
    'ask-meeting': askedMeeting,
    'invite-teammate': invited,
  };
  return done;
}

async function readState(db: Database, userId: string) {
  const [state] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
  return state;
}

/** The caller's checklist; gives the account its sample meeting first if it never had one. */
export async function readOnboarding(
  services: OnboardingServices,
  userId: string,
): Promise<Schemas['Onboarding']> {
  const { db } = services;
  await ensureSampleMeeting(services, userId);
  const state = await readState(db, userId);
  const [firstAgent] = await db
    .select({ id: aiAgent.id })
    .from(aiAgent)
    .where(eq(aiAgent.userId, userId))
    .orderBy(asc(aiAgent.createdAt), asc(aiAgent.id))
    .limit(1);
  let completed = Boolean(state?.completedAt);
  // A completed checklist stays complete: its steps need not be read again.
  const done = completed
    ? null
    : await stepsDone(db, userId, firstAgent !== undefined, Boolean(state?.invitedAt));
  if (done && ONBOARDING_STEP_IDS.every((step) => done[step])) {
    await db
      .insert(onboarding)
      .values({ userId, completedAt: services.clock() })
      .onConflictDoUpdate({
        target: onboarding.userId,
        set: { completedAt: sql`coalesce(${onboarding.completedAt}, excluded.completed_at)` },
      });
    completed = true;
  }
  return {
    steps: ONBOARDING_STEP_IDS.map((id) => ({ id, done: completed || Boolean(done?.[id]) })),
    dismissed: Boolean(state?.dismissedAt),
    complete: completed,
    sampleBotId: await sampleMeetingBotId(db, userId),
    firstAgentId: firstAgent?.id ?? null,
  };
}

/** Hides the checklist for good; dismissing again keeps the first time. */
export async function dismissOnboarding(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .insert(onboarding)
    .values({ userId, dismissedAt: now })
    .onConflictDoUpdate({
      target: onboarding.userId,
      set: { dismissedAt: sql`coalesce(${onboarding.dismissedAt}, excluded.dismissed_at)` },
    });
}

/** The user sent an invitation (through whichever directory keeps it): the invite step is done. */
export async function recordInvitationSent(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .insert(onboarding)
    .values({ userId, invitedAt: now })
    .onConflictDoUpdate({
      target: onboarding.userId,
      set: { invitedAt: sql`coalesce(${onboarding.invitedAt}, excluded.invited_at)` },
    });
}
