/**
 * A bot's live log as server-sent events, for its owner's meeting page: what was logged after the
 * reader's position, then each new event as the change channel says there is news (from this
 * process or another), every event with its place in the log as its id, so a reader that
 * reconnects with it resumes with no gap and nothing twice. It ends with the meeting's `final`
 * event, or once the bot is over and nothing more will come.
 */
import { eq } from 'drizzle-orm';
import type { ChangeChannel } from '../../db/changes.js';
import type { Database } from '../../db/index.js';
import { meetingBot } from '../schema.js';
import { liveEventsAfter, liveTopic, type LoggedLiveEvent } from './events.js';

/** A comment this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** Events read at a time. */
const PAGE = 200;

export interface LiveStreamServices {
  db: Database;
  changes: ChangeChannel;
}

/** One event as the stream writes it. */
export function serverSentLiveEvent({ seq, kind, body }: LoggedLiveEvent): string {
  return `id: ${seq}\nevent: ${kind}\ndata: ${JSON.stringify(body)}\n\n`;
}

/** Whether the bot is over (failed, or gone): no more events will be logged for it. */
async function isOver(db: Database, botId: string): Promise<boolean> {
  const [bot] = await db
    .select({ status: meetingBot.status, processed: meetingBot.processed })
    .from(meetingBot)
    .where(eq(meetingBot.botId, botId));
  return !bot || bot.status === 'failed' || (bot.status === 'done' && bot.processed);
}

export async function* liveStream(
  { db, changes }: LiveStreamServices,
  botId: string,
  after: number,
): AsyncIterable<string> {
  let cursor = after;
  let news = false;
  let wake: () => void = () => {};
  const listener = () => {
    news = true;
    wake();
  };
  changes.listen(liveTopic(botId), listener);
  try {
    // A reader that loses the connection tries again soon, with the last id it got.
    yield 'retry: 2000\n\n';
    for (;;) {
      news = false;
      const events = await liveEventsAfter(db, botId, cursor, PAGE);
      for (const event of events) {
        cursor = event.seq;
        yield serverSentLiveEvent(event);
        if (event.kind === 'final') return;
      }
      if (events.length === PAGE) continue;
      if (await isOver(db, botId)) return;
      if (!news)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, KEEP_ALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      if (!news) yield ': keep-alive\n\n';
    }
  } finally {
    changes.unlisten(liveTopic(botId), listener);
  }
}
