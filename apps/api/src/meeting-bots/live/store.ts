/**
 * What is said in a call, kept as it is said. A final line goes into the meeting's transcript at
 * its place by the time it was said (a line delivered late moves the later ones down one), under
 * its provider key, so a repeated or reordered delivery keeps one line in order; a partial is kept
 * until its final replaces it (a partial after its final changes nothing). Every change is logged
 * for the meeting's page (live_event) in the same transaction. When the meeting is processed, the
 * provider's final transcript replaces the live one (meeting-data.ts).
 */
import { and, count, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import type { LiveEvent } from '../../providers/meeting-bots/port.js';
import { firstTime } from '../meeting-data.js';
import { meetingParticipant, transcriptSegment, type StoredWord } from '../schema.js';
import { logLiveEvent, type LiveLine } from './events.js';
import { livePartial } from './schema.js';

type Utterance = Extract<LiveEvent, { kind: 'utterance' }>;
type Participant = Extract<LiveEvent, { kind: 'participant' }>;

const storedWords = (utterance: Utterance): StoredWord[] =>
  utterance.words.flatMap((word) => {
    const text = word.text.trim();
    return text ? [{ text, at: word.at }] : [];
  });

/** The ordinal a line said at `startedAt` takes: after every line said before it (or at the same time). */
async function placeFor(tx: Database, botId: string, startedAt: Date | null): Promise<number> {
  const ofBot = eq(transcriptSegment.botId, botId);
  const [row] = await tx
    .select({ lines: count() })
    .from(transcriptSegment)
    .where(
      startedAt === null
        ? ofBot
        : and(
            ofBot,
            or(isNull(transcriptSegment.startedAt), lt(transcriptSegment.startedAt, startedAt)),
          ),
    );
  const before = row?.lines ?? 0;
  if (startedAt === null) return before;
  // Lines said at the same moment keep the order they came in.
  const [same] = await tx
    .select({ lines: count() })
    .from(transcriptSegment)
    .where(and(ofBot, eq(transcriptSegment.startedAt, startedAt)));
  return before + (same?.lines ?? 0);
}

/** Moves the lines from `ordinal` on down by one, in two steps so no two rows share an ordinal meanwhile. */
async function makeRoomAt(tx: Database, botId: string, ordinal: number): Promise<void> {
  const later = and(eq(transcriptSegment.botId, botId), gte(transcriptSegment.ordinal, ordinal));
  await tx
    .update(transcriptSegment)
    .set({ ordinal: sql`-${transcriptSegment.ordinal} - 1` })
    .where(later);
  await tx
    .update(transcriptSegment)
    .set({ ordinal: sql`-${transcriptSegment.ordinal}` })
    .where(and(eq(transcriptSegment.botId, botId), lt(transcriptSegment.ordinal, 0)));
}

/** The final line, kept once at its place; null when it was kept already or says nothing. */
async function keepFinal(
  tx: Database,
  botId: string,
  utterance: Utterance,
  language: string,
): Promise<LiveLine | null> {
  const words = storedWords(utterance);
  await tx
    .delete(livePartial)
    .where(and(eq(livePartial.botId, botId), eq(livePartial.liveKey, utterance.key)));
  if (words.length === 0) return null;
  const [kept] = await tx
    .select({ ordinal: transcriptSegment.ordinal })
    .from(transcriptSegment)
    .where(and(eq(transcriptSegment.botId, botId), eq(transcriptSegment.liveKey, utterance.key)));
  if (kept) return null;
  const at = firstTime(words);
  const startedAt = at === null ? null : new Date(at);
  const ordinal = await placeFor(tx, botId, startedAt);
  const [{ lines } = { lines: 0 }] = await tx
    .select({ lines: count() })
    .from(transcriptSegment)
    .where(eq(transcriptSegment.botId, botId));
  if (ordinal < lines) await makeRoomAt(tx, botId, ordinal);
  await tx.insert(transcriptSegment).values({
    botId,
    ordinal,
    speakerName: utterance.speakerName,
    isHost: utterance.isHost,
    startedAt,
    words,
    content: words.map((word) => word.text).join(' '),
    language,
    liveKey: utterance.key,
  });
  return {
    key: utterance.key,
    speaker: utterance.speakerName,
    isHost: utterance.isHost,
    at,
    words,
  };
}

/** A partial, kept until its final comes; none once the final is kept. */
async function keepPartial(tx: Database, botId: string, utterance: Utterance): Promise<boolean> {
  const [final] = await tx
    .select({ ordinal: transcriptSegment.ordinal })
    .from(transcriptSegment)
    .where(and(eq(transcriptSegment.botId, botId), eq(transcriptSegment.liveKey, utterance.key)));
  const words = storedWords(utterance);
  if (final || words.length === 0) return false;
  await tx
    .insert(livePartial)
    .values({
      botId,
      liveKey: utterance.key,
      speakerName: utterance.speakerName,
      isHost: utterance.isHost,
      words,
    })
    .onConflictDoUpdate({
      target: [livePartial.botId, livePartial.liveKey],
      set: { words, updatedAt: new Date() },
    });
  return true;
}

async function keepParticipant(tx: Database, botId: string, event: Participant): Promise<void> {
  const name = event.name.trim();
  if (event.action !== 'join' || !name) return;
  await tx
    .insert(meetingParticipant)
    .values({ botId, name, isHost: event.isHost })
    .onConflictDoNothing();
}

/** A final line that was new: the agent may be called by it. */
export interface HeardLine extends LiveLine {
  text: string;
}

/**
 * Keeps what the events say was said and done, and logs it for the meeting's page, in the
 * caller's transaction (under the meeting's lock). Returns the final lines that were new.
 */
export async function keepLiveEvents(
  tx: Database,
  botId: string,
  events: readonly LiveEvent[],
  language: string,
): Promise<HeardLine[]> {
  const heard: HeardLine[] = [];
  for (const event of events) {
    if (event.kind === 'participant') {
      await keepParticipant(tx, botId, event);
      await logLiveEvent(tx, botId, {
        kind: 'participant',
        body: { name: event.name.trim(), isHost: event.isHost, action: event.action, at: event.at },
      });
      continue;
    }
    if (!event.final) {
      if (await keepPartial(tx, botId, event))
        await logLiveEvent(tx, botId, {
          kind: 'partial',
          body: {
            key: event.key,
            speaker: event.speakerName,
            isHost: event.isHost,
            text: storedWords(event)
              .map((word) => word.text)
              .join(' '),
          },
        });
      continue;
    }
    const line = await keepFinal(tx, botId, event, language);
    if (!line) continue;
    await logLiveEvent(tx, botId, { kind: 'line', body: line });
    heard.push({ ...line, text: line.words.map((word) => word.text).join(' ') });
  }
  return heard;
}

/** The meeting's language so far: the first live line's, English before any. */
export async function liveLanguage(tx: Database, botId: string): Promise<string | null> {
  const [row] = await tx
    .select({ language: sql<string>`${transcriptSegment.language}::text` })
    .from(transcriptSegment)
    .where(and(eq(transcriptSegment.botId, botId), gt(transcriptSegment.ordinal, -1)))
    .limit(1);
  return row?.language ?? null;
}
