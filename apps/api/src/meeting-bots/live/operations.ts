/**
 * The live meeting's operations: what a provider posts to a bot's live address (its token checked
 * in constant time, then its signature by the provider's rules), the owner's live stream, and the
 * audio the bot's agent played.
 */
import { Readable } from 'node:stream';
import { DomainError } from '@convene/domain/errors';
import { and, eq } from 'drizzle-orm';
import { headerValue } from '../../contract/headers.js';
import type { OperationCall } from '../../contract/operations.js';
import { agentSpeechClip } from '../../live-agent/schema.js';
import { WebhookSignatureError } from '../../providers/meeting-bots/port.js';
import { BOT_ERRORS } from '../bots.js';
import { applyBotEvent, type BotServices } from '../lifecycle.js';
import { meetingBot } from '../schema.js';
import { isBotToken } from './addresses.js';
import { liveStream } from './stream.js';

const LIVE_REFUSED = 'Invalid live delivery';

/** Applies a live delivery to its bot when its token and signature hold; 401 and nothing changes otherwise. */
export async function receiveLive(
  services: BotServices,
  call: Pick<OperationCall<'receiveLiveWebhook'>, 'headers' | 'rawBody' | 'params' | 'query'>,
): Promise<void> {
  const { provider: name, botId } = call.params;
  const [bot] = await services.db
    .select({ providerBotId: meetingBot.providerBotId, liveToken: meetingBot.liveToken })
    .from(meetingBot)
    .where(and(eq(meetingBot.botId, botId), eq(meetingBot.provider, name)));
  if (
    services.provider.name !== name ||
    call.rawBody === null ||
    !bot ||
    !isBotToken(bot.liveToken, call.query.token)
  )
    throw new DomainError('unauthorized', LIVE_REFUSED);
  let events;
  try {
    events = services.provider.readLiveWebhook(
      { headers: call.headers, rawBody: call.rawBody },
      services.clock(),
    );
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new DomainError('unauthorized', LIVE_REFUSED);
    throw error;
  }
  // The token is this bot's: what it says of another bot is not taken from it.
  for (const event of events)
    if (event.providerBotId === bot.providerBotId) await applyBotEvent(services, name, event);
}

/** The owner's bot, or 404 as every other bot operation answers. */
async function ownBot(services: Pick<BotServices, 'db'>, userId: string, botId: string) {
  const [bot] = await services.db
    .select({ botId: meetingBot.botId })
    .from(meetingBot)
    .where(and(eq(meetingBot.botId, botId), eq(meetingBot.userId, userId)));
  if (!bot) throw new DomainError('not_found', BOT_ERRORS.notFound);
  return bot;
}

/** Where a reader goes on from: the Last-Event-ID it got, else the position it asked for. */
function startingPoint(call: Pick<OperationCall<'streamBotLive'>, 'headers' | 'query'>): number {
  const resumed = Number(headerValue(call.headers, 'last-event-id'));
  if (Number.isSafeInteger(resumed) && resumed >= 0) return resumed;
  return call.query.after ?? 0;
}

export async function openLiveStream(
  services: Pick<BotServices, 'db' | 'changes'>,
  userId: string,
  call: Pick<OperationCall<'streamBotLive'>, 'headers' | 'query' | 'params'>,
): Promise<Readable> {
  const bot = await ownBot(services, userId, call.params.id);
  return Readable.from(liveStream(services, bot.botId, startingPoint(call)));
}

export async function readAgentSpeech(
  services: Pick<BotServices, 'db'>,
  userId: string,
  botId: string,
  clipId: string,
): Promise<Buffer> {
  await ownBot(services, userId, botId);
  const [clip] = await services.db
    .select({ mp3: agentSpeechClip.mp3 })
    .from(agentSpeechClip)
    .where(and(eq(agentSpeechClip.id, clipId), eq(agentSpeechClip.botId, botId)));
  if (!clip) throw new DomainError('not_found', 'This clip does not exist.');
  return clip.mp3;
}
