/**
 * Where a bot's provider reaches us: its signed status webhooks at /api/webhooks/{provider}, and
 * what is said live at /api/webhooks/{provider}/live/{botId}?token=…, the token being the bot's own
 * random one (Recall's real-time endpoints carry no signature unless the workspace has a secret).
 */
import { timingSafeEqual } from 'node:crypto';
import type { BotProviderName } from '../../providers/meeting-bots/port.js';

export function botAddresses(
  appUrl: string,
  provider: BotProviderName,
  botId: string,
  token: string,
): { liveUrl: string; webhookUrl: string } {
  const base = appUrl.replace(/\/+$/, '');
  const webhookUrl = `${base}/api/webhooks/${provider}`;
  return {
    webhookUrl,
    liveUrl: `${webhookUrl}/live/${encodeURIComponent(botId)}?token=${encodeURIComponent(token)}`,
  };
}

/** Whether the token given is the bot's, compared in constant time. */
export function isBotToken(expected: string | null, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
