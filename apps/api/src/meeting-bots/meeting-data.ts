/**
 * What a bot brings back from a call, stored and read back: the transcript segments and the
 * unique participants in their own tables (full-text indexed for Ask AI), and the notes the
 * language model writes from the transcript.
 */
import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@convene/domain/time';
import { aiAgent } from '../agents/schema.js';
import { calendar } from '../calendars/schema.js';
import type { Schemas } from '../contract/schemas.js';
import type { Database } from '../db/index.js';
import { lockNamed } from '../db/locks.js';
import { isUuid } from '../db/uuid.js';
import type { LanguageModel, TranscriptLine } from '../providers/llm/port.js';
import type { MeetingRecord, TranscriptPart } from '../providers/meeting-bots/port.js';
import { detectLanguage } from '../text/language.js';
import { timeZoneOfUser } from '../users/settings.js';
import { liveCursor } from './live/events.js';
import { splitSentences } from '../text/sentences.js';
import {
  IMPORTED_PROVIDER,
  meetingBot,
  meetingNotes,
  meetingParticipant,
  SAMPLE_PROVIDER,
  transcriptSegment,
  type StoredWord,
} from './schema.js';
import { readTranscript } from './transcript.js';

export type BotDetails = Schemas['BotDetails'];

/** Segments per INSERT: a 3-hour meeting's rows are built and sent a batch at a time. */
const SEGMENT_BATCH = 200;

interface StoredSegment {
  words: StoredWord[];
  /** The words joined with spaces. */
  content: string;
}

/** The part's words without blanks, each word's text trimmed. */
function storedSegment(part: TranscriptPart): StoredSegment {
  const words: StoredWord[] = [];
  for (const word of part.words) {
    const text = word.text.trim();
    if (text) words.push({ text, at: word.at });
  }
  return { words, content: words.map((word) => word.text).join(' ') };
}

/** The time of the first word said at a known time; null when none has one. */
export const firstTime = (words: readonly StoredWord[]) =>
  words.find((word) => word.at !== null)?.at ?? null;

/**
 * One time per space-separated token of the segment's content: a word's text may hold a space
 * ("New York"), so a token's position in the content finds its time.
 */
export const tokenTimes = (words: readonly StoredWord[]): (string | null)[] =>
  words.flatMap((word) => word.text.split(/\s+/).map(() => word.at));

/**
 * The segment as transcript lines, one per sentence, each with the time of its first word, so
 * the notes point to when a sentence was said rather than when its speaker started talking.
 */
function sentenceLines(speaker: string, { words, content }: StoredSegment): TranscriptLine[] {
  const times = tokenTimes(words);
  let token = 0;
  return splitSentences(content).map((text) => {
    const count = text.split(/\s+/).length;
    const at = times.slice(token, token + count).find((time) => time !== null) ?? null;
    token += count;
    return { speaker, at, text };
  });
}

/** The meeting's people, once each by name: the provider's list, then anyone else who spoke. */
function uniqueParticipants(record: MeetingRecord): { name: string; isHost: boolean }[] {
  const byName = new Map<string, boolean>();
  const add = (name: string, isHost: boolean) => {
    const trimmed = name.trim();
    if (trimmed) byName.set(trimmed, (byName.get(trimmed) ?? false) || isHost);
  };
  for (const participant of record.participants) add(participant.name, participant.isHost);
  for (const part of record.transcript) add(part.speakerName, part.isHost);
  return [...byName].map(([name, isHost]) => ({ name, isHost }));
}

/** The transcript as the notes read it: a line per sentence with the time it was said. */
function notesLines(segments: readonly (StoredSegment & { speakerName: string })[]) {
  return segments.flatMap((segment) => sentenceLines(segment.speakerName, segment));
}

/** A meeting as a bot brought it back, as its notes read it (the notes' evaluation reads it so too). */
export function recordNotesLines(record: MeetingRecord): TranscriptLine[] {
  return notesLines(
    record.transcript
      .map((part) => ({ speakerName: part.speakerName, ...storedSegment(part) }))
      .filter((segment) => segment.words.length > 0),
  );
}

async function replaceNotes(tx: Database, botId: string, notes: string): Promise<void> {
  await tx.delete(meetingNotes).where(eq(meetingNotes.botId, botId));
  await tx.insert(meetingNotes).values({ botId, content: notes });
}

/** Two runs for one bot (a retried job beside a slow one) take turns instead of colliding. */
export async function lockMeetingData(tx: Database, botId: string): Promise<void> {
  await lockNamed(tx, `meeting_data:${botId}`);
}

/**
 * Stores the meeting's transcript and participants for the bot in the caller's transaction,
 * replacing whatever an earlier (crashed) run left; the notes are left to the caller.
 */
export async function storeTranscript(
  tx: Database,
  botId: string,
  record: MeetingRecord,
): Promise<void> {
  const parts = record.transcript.filter((part) => part.words.some((word) => word.text.trim()));
  // The meeting's language decides how its words are stemmed for search.
  const language = detectLanguage(
    parts.map((part) => part.words.map((word) => word.text).join(' ')).join('\n'),
  );
  const participants = uniqueParticipants(record);
  await lockMeetingData(tx, botId);
  await tx.delete(transcriptSegment).where(eq(transcriptSegment.botId, botId));
  await tx.delete(meetingParticipant).where(eq(meetingParticipant.botId, botId));

  for (let start = 0; start < parts.length; start += SEGMENT_BATCH) {
    await tx.insert(transcriptSegment).values(
      parts.slice(start, start + SEGMENT_BATCH).map((part, offset) => {
        const { words, content } = storedSegment(part);
        const startedAt = firstTime(words);
        return {
          botId,
          ordinal: start + offset,
          speakerName: part.speakerName,
          isHost: part.isHost,
          startedAt: startedAt === null ? null : new Date(startedAt),
          words,
          content,
          language,
        };
      }),
    );
  }
  if (participants.length > 0)
    await tx
      .insert(meetingParticipant)
      .values(participants.map((participant) => ({ botId, ...participant })));
}

/** The zone the bot's owner reads times in, which their meeting's notes are written in. */
async function ownerTimeZone(db: Database, botId: string): Promise<string> {
  const [bot] = await db
    .select({ userId: meetingBot.userId })
    .from(meetingBot)
    .where(eq(meetingBot.botId, botId));
  return bot ? timeZoneOfUser(db, bot.userId) : DEFAULT_TIME_ZONE;
}

/**
 * Stores the meeting's transcript, participants and notes for the bot, all or nothing, replacing
 * whatever an earlier (crashed) run left. Leaves meeting_bot alone: the caller marks it processed.
 */
export async function processMeeting(
  deps: { db: Database; llm: LanguageModel },
  botId: string,
  record: MeetingRecord,
): Promise<void> {
  // Written before the transaction: a model on a server may take a minute, and no rows wait on it.
  const notes = await deps.llm.writeMeetingNotes({
    lines: recordNotesLines(record),
    timeZone: await ownerTimeZone(deps.db, botId),
  });
  await deps.db.transaction(async (tx) => {
    await storeTranscript(tx, botId, record);
    await replaceNotes(tx, botId, notes);
  });
}

/** Writes the notes of a transcript already stored (an imported meeting's), replacing any. */
export async function writeStoredMeetingNotes(
  deps: { db: Database; llm: LanguageModel },
  botId: string,
): Promise<void> {
  const segments = await readTranscript(deps.db, botId, ['speakerName', 'words', 'content']);
  const notes = await deps.llm.writeMeetingNotes({
    lines: notesLines(segments),
    timeZone: await ownerTimeZone(deps.db, botId),
  });
  await deps.db.transaction(async (tx) => {
    await lockMeetingData(tx, botId);
    await replaceNotes(tx, botId, notes);
  });
}

/** The name of the user's agent that speaks in the bot's call, if it has one. */
async function agentNameOf(
  db: Database,
  userId: string,
  agentId: string | null,
): Promise<string | null> {
  // A bot's agent id is text (imported meetings have none); only a uuid can name an agent.
  if (!agentId || !isUuid(agentId)) return null;
  const [agent] = await db
    .select({ name: aiAgent.name })
    .from(aiAgent)
    .where(and(eq(aiAgent.id, agentId), eq(aiAgent.userId, userId)));
  return agent?.name ?? null;
}

/** The bot detail page's data (SPEC section 3); null when the bot is unknown or another user's. */
export async function readBotDetails(
  db: Database,
  userId: string,
  botId: string,
): Promise<BotDetails | null> {
  const [bot] = await db
    .select({
      botId: meetingBot.botId,
      name: meetingBot.name,
      agentId: meetingBot.agentId,
      processed: meetingBot.processed,
      joinedAt: meetingBot.joinedAt,
      leftAt: meetingBot.leftAt,
      meetingId: meetingBot.meetingId,
      platform: meetingBot.platform,
      status: meetingBot.status,
      failureReason: meetingBot.failureReason,
      provider: meetingBot.provider,
      calendarId: calendar.id,
      calendarName: calendar.name,
    })
    .from(meetingBot)
    .leftJoin(calendar, eq(calendar.id, meetingBot.calendarId))
    .where(and(eq(meetingBot.botId, botId), eq(meetingBot.userId, userId)))
    .limit(1);
  if (!bot) return null;

  // Read before the transcript: a line logged meanwhile comes again on the stream, never missed.
  const followsLive = !bot.processed && bot.status !== 'failed';
  const cursor = followsLive ? await liveCursor(db, botId) : null;
  const segments = await readTranscript(db, botId, ['speakerName', 'isHost', 'words', 'liveKey']);
  const participants = await db
    .select({ name: meetingParticipant.name })
    .from(meetingParticipant)
    .where(eq(meetingParticipant.botId, botId))
    .orderBy(asc(meetingParticipant.name));
  const [notes] = await db
    .select({ content: meetingNotes.content })
    .from(meetingNotes)
    .where(eq(meetingNotes.botId, botId));

  return {
    bot: {
      id: bot.botId,
      bot_name: bot.name,
      agentId: bot.agentId,
      processed: bot.processed,
      status: bot.status,
      failure_reason: bot.failureReason,
      simulated: bot.provider === 'simulator',
      imported: bot.provider === IMPORTED_PROVIDER,
      sample: bot.provider === SAMPLE_PROVIDER,
      calendar:
        bot.calendarId === null || bot.calendarName === null
          ? null
          : { calendarId: bot.calendarId, calendarName: bot.calendarName },
      join_at: bot.joinedAt?.toISOString() ?? null,
      left_at: bot.leftAt?.toISOString() ?? null,
      meeting_url:
        bot.meetingId === null || bot.platform === null
          ? null
          : { meeting_id: bot.meetingId, platform: bot.platform },
    },
    transcript: segments.map((segment) => ({
      participant: { name: segment.speakerName, is_host: segment.isHost },
      words: segment.words.map((word) => ({
        text: word.text,
        start_timestamp: { absolute: word.at },
      })),
    })),
    participants: participants.map(({ name }) => ({ participant: { name } })),
    notes: notes ? { content: notes.content } : null,
    live:
      cursor === null
        ? null
        : {
            cursor,
            lineKeys: segments.map((segment) => segment.liveKey),
            agentName: await agentNameOf(db, userId, bot.agentId),
          },
  };
}
