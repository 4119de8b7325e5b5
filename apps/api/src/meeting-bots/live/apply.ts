/**
 * A provider's live event applied to its bot: once (its event id is recorded in the same
 * transaction), only while the bot is on its way into or in the call, under the meeting's lock;
 * what was said is kept and logged (store.ts), the agent hears the new lines in the same
 * transaction (so a line that calls it is answered even after a crash), and readers in every
 * process are told after the commit.
 */
import { and, eq } from 'drizzle-orm';
import type { BotEvent, BotProviderName } from '../../providers/meeting-bots/port.js';
import { detectLanguage } from '../../text/language.js';
import { lockMeetingData } from '../meeting-data.js';
import { meetingBot, meetingBotEvent } from '../schema.js';
import type { BotRow, BotServices } from '../services.js';
import { signalLive } from './events.js';
import { keepLiveEvents, liveLanguage, type HeardLine } from './store.js';

/** Statuses in which what is said in the call is kept live. */
const LIVE_STATUSES: ReadonlySet<BotRow['status']> = new Set([
  'joining',
  'waiting_room',
  'in_call',
]);

export async function applyLiveEvent(
  services: BotServices,
  provider: BotProviderName,
  botId: string,
  event: BotEvent,
): Promise<void> {
  const live = event.live ?? [];
  const applied = await services.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(meetingBotEvent)
      .values({ provider, eventId: event.eventId, botId })
      .onConflictDoNothing()
      .returning({ eventId: meetingBotEvent.eventId });
    if (recorded.length === 0) return null;
    const [bot] = await tx
      .select()
      .from(meetingBot)
      .where(and(eq(meetingBot.botId, botId), eq(meetingBot.processed, false)));
    if (!bot || !LIVE_STATUSES.has(bot.status)) return null;
    await lockMeetingData(tx, botId);
    const firstWords = live.flatMap((item) =>
      item.kind === 'utterance' ? item.words.map((word) => word.text) : [],
    );
    const language = (await liveLanguage(tx, botId)) ?? detectLanguage(firstWords.join(' '));
    const heard: HeardLine[] = await keepLiveEvents(tx, botId, live, language);
    if (heard.length > 0) await services.heard?.(tx, bot, heard);
    return { heard: heard.length > 0 };
  });
  if (!applied) return;
  await signalLive(services.changes, botId);
  // The agent's answer to what was just said starts now, not at the jobs' next look.
  if (applied.heard) services.jobs.poke();
}
