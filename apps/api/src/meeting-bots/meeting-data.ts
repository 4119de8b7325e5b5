/**
 * What a bot brings back from a call, stored and read back: the transcript segments and the
 * unique participants in their own tables (full-text indexed for Ask AI), and the notes the
 * language model writes from the transcript.
 */
import type { Schemas } from '../contract/schemas.js';
import type { Database } from '../db/index.js';
import type { LanguageModel } from '../providers/llm/port.js';
import type { MeetingRecord } from '../providers/meeting-bots/port.js';

export type BotDetails = Schemas['BotDetails'];

/**
 * Stores the meeting's transcript, participants and notes for the bot, replacing whatever an
 * earlier (crashed) run left. Leaves meeting_bot alone: the caller marks it processed.
 */
export async function processMeeting(
  deps: { db: Database; llm: LanguageModel },
  botId: string,
  record: MeetingRecord,
): Promise<void> {
  void deps;
  void botId;
  void record;
  throw new Error('processMeeting: in progress on branch bots-data');
}

/** The bot detail page's data (SPEC section 3); null when the bot is unknown or another user's. */
export async function readBotDetails(
  db: Database,
  userId: string,
  botId: string,
): Promise<BotDetails | null> {
  void db;
  void userId;
  void botId;
  throw new Error('readBotDetails: in progress on branch bots-data');
}
