/**
 * The sample meeting every account is given once, so a new user has a meeting to open, read and
 * question before any bot has joined a call. It is stored like an imported meeting (its built-in
 * transcript is read by the import's reader, its notes written by the import's job) under its own
 * provider, 'sample': no bot, no agent, nothing reserved or charged, not counted as the user's bot,
 * and deletable whatever its status.
 */
import { randomUUID } from 'node:crypto';
import { SAMPLE_MEETING_NAME } from '@convene/domain/onboarding';
import { eq } from 'drizzle-orm';
import { askAiMessage } from '../ask-ai/schema.js';
import type { Database } from '../db/index.js';
import { queueMeetingEmbedding } from '../embeddings/queue.js';
import { readTranscriptFile } from './files/transcript-import.js';
import { importedNotesJob } from './imports.js';
import type { BotRow, BotServices } from './lifecycle.js';
import { storeTranscript } from './meeting-data.js';
import { SAMPLE_TRANSCRIPT, SAMPLE_MEETING_HOST } from './sample-transcript.js';
import {
  meetingBot,
  meetingNotes,
  meetingParticipant,
  SAMPLE_PROVIDER,
  sampleMeeting,
  transcriptSegment,
} from './schema.js';

/** The sample took place an hour before the account first looked, so its times read as today's. */
const SAMPLE_MEETING_AGO_MS = 60 * 60 * 1000;

/** The built-in transcript as the import reads a file, with its host marked. */
async function sampleRecord(startedAt: Date) {
  const record = await readTranscriptFile('.txt', Buffer.from(SAMPLE_TRANSCRIPT), startedAt);
  const isHost = (name: string) => name === SAMPLE_MEETING_HOST;
  return {
    transcript: record.transcript.map((part) => ({ ...part, isHost: isHost(part.speakerName) })),
    participants: record.participants.map((person) => ({ ...person, isHost: isHost(person.name) })),
  };
}

/** The account's sample meeting's botId, if it was given one (null once deleted, or never given). */
export async function sampleMeetingBotId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ botId: meetingBot.botId })
    .from(sampleMeeting)
    .innerJoin(meetingBot, eq(meetingBot.botId, sampleMeeting.botId))
    .where(eq(sampleMeeting.userId, userId));
  return row?.botId ?? null;
}

/**
 * Gives the account its sample meeting if it never had one. The sample_meeting key decides who
 * gives it: of concurrent first reads, one inserts the row and the meeting in one transaction,
 * the others wait on the key and find it given.
 */
export async function ensureSampleMeeting(
  services: Pick<BotServices, 'db' | 'jobs' | 'clock' | 'embeddings'>,
  userId: string,
): Promise<void> {
  const { db, jobs } = services;
  // Every read after the first finds it given without a transaction.
  const [given] = await db
    .select({ userId: sampleMeeting.userId })
    .from(sampleMeeting)
    .where(eq(sampleMeeting.userId, userId));
  if (given) return;

  const now = services.clock();
  const startedAt = new Date(Math.floor((now.getTime() - SAMPLE_MEETING_AGO_MS) / 60_000) * 60_000);
  const record = await sampleRecord(startedAt);
  const times = record.transcript.flatMap((part) => part.words.map((word) => word.at));
  const last = times.at(-1);
  const botId = randomUUID();
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(sampleMeeting)
      .values({ userId, botId })
      .onConflictDoNothing({ target: sampleMeeting.userId })
      .returning();
    if (!claimed) return;
    await tx.insert(meetingBot).values({
      botId,
      userId,
      name: SAMPLE_MEETING_NAME,
      isScheduled: false,
      joinAt: startedAt,
      joinedAt: startedAt,
      leftAt: last ? new Date(last) : null,
      status: 'processing',
      provider: SAMPLE_PROVIDER,
      statusChangedAt: now,
    });
    await storeTranscript(tx, botId, record);
    await jobs.enqueue(importedNotesJob, { botId }, { transaction: tx, key: botId });
    await queueMeetingEmbedding(services, tx, botId);
  });
}

/**
 * Deletes the sample meeting with everything stored for it (transcript, participants, notes, the
 * user's Ask AI conversation about it), in the caller's transaction. Its row in sample_meeting
 * stays, so it is not given again.
 */
export async function deleteSampleMeeting(
  services: Pick<BotServices, 'jobs'>,
  tx: Database,
  bot: BotRow,
): Promise<void> {
  await services.jobs.cancel(importedNotesJob, bot.botId, { transaction: tx });
  await tx.delete(transcriptSegment).where(eq(transcriptSegment.botId, bot.botId));
  await tx.delete(meetingParticipant).where(eq(meetingParticipant.botId, bot.botId));
  await tx.delete(meetingNotes).where(eq(meetingNotes.botId, bot.botId));
  await tx.delete(askAiMessage).where(eq(askAiMessage.botId, bot.botId));
  await tx.delete(meetingBot).where(eq(meetingBot.id, bot.id));
}
