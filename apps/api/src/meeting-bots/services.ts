/** What the meeting bots run on, and a bot as it is stored. */
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeChannel } from '../db/changes.js';
import type { Database } from '../db/index.js';
import type { Embeddings } from '../providers/embeddings/index.js';
import type { Jobs } from '../providers/jobs/port.js';
import type { LanguageModel } from '../providers/llm/port.js';
import type { MeetingBotProvider } from '../providers/meeting-bots/port.js';
import type { HeardLine } from './live/store.js';
import type { meetingBot } from './schema.js';

export interface BotServices {
  db: Database;
  jobs: Jobs;
  provider: MeetingBotProvider;
  llm: LanguageModel;
  /** Stored transcripts are queued for embedding when configured (null: not). */
  embeddings: Embeddings | null;
  log: FastifyBaseLogger;
  /** The server's time: the same clock jobs are due against. */
  clock: () => Date;
  /** Runs in the transaction that marks a meeting done (the workflows its agent heard asked for). */
  afterMeeting?: (tx: Database, bot: BotRow, now: Date) => Promise<void>;
  /** Where readers of live meetings are told of news (every server process). */
  changes: ChangeChannel;
  /** The server's public address, which providers post live events and webhooks to. */
  appUrl: string;
  /** Runs in the transaction that keeps new final lines of a live call: the agent hears them. */
  heard?: (tx: Database, bot: BotRow, lines: readonly HeardLine[]) => Promise<void>;
  /** Runs in the transaction that puts the bot in the call: the agent greets the meeting. */
  joined?: (tx: Database, bot: BotRow, at: Date) => Promise<void>;
}

export type BotRow = typeof meetingBot.$inferSelect;
