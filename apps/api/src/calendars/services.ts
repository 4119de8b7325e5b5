/** What calendars run on, and their rows as stored. */
import type { Database } from '../db/index.js';
import type { BotServices } from '../meeting-bots/services.js';
import type { Jobs } from '../providers/jobs/port.js';
import type { KeyCipher } from '../workflows/key-cipher.js';
import type { CalendarsConfig } from './config.js';
import type { calendar, calendarMeeting } from './schema.js';

export interface CalendarServices {
  db: Database;
  jobs: Jobs;
  /** The server's time: the same clock jobs are due against. */
  clock: () => Date;
  /** Seals calendar addresses at rest (the tool keys' cipher). */
  cipher: KeyCipher;
  /** The meeting bots' own services: a calendar's bots are made, moved and cancelled by their rules. */
  bots: BotServices;
  config: CalendarsConfig;
}

export type CalendarRow = typeof calendar.$inferSelect;
export type CalendarMeetingRow = typeof calendarMeeting.$inferSelect;

/** The associated data a calendar's address is sealed with: it opens only on its own row. */
export const addressContext = (row: Pick<CalendarRow, 'userId' | 'id'>) =>
  `calendar-address:${row.userId}:${row.id}`;
