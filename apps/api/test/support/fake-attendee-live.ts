/**
 * The live half of the fake Attendee: a bot's own webhooks (checked as Attendee checks them), the
 * webhooks it sends while the call goes on, and the Output Audio and chat messages a bot in its
 * call is given.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Mp3FormatError, mp3Frames } from '../../src/providers/speech/mp3.js';
import type { FakeAttendeeBot, FakeAttendeeParticipant } from './fake-attendee.js';
import { isBase64, send, type SentChatMessage } from './fake-http.js';

export interface FakeAttendeeWebhook {
  url: string;
  triggers: string[];
}

/** Something said or done in the call that the fake reports by webhook. */
export type FakeAttendeeLiveEvent =
  | {
      trigger: 'transcript.update';
      speaker: FakeAttendeeParticipant;
      text: string;
      /** When the utterance began. */
      at: Date;
      durationMs?: number;
    }
  | {
      trigger: 'participant_events.join_leave';
      participant: FakeAttendeeParticipant;
      action: 'join' | 'leave';
      at?: Date;
    };

/** bots/models.py WebhookTriggerTypes, by their API codes. */
const TRIGGERS = new Set([
  'bot.state_change',
  'transcript.update',
  'chat_messages.update',
  'participant_events.join_leave',
  'participant_events.speech_start_stop',
  'calendar.events_update',
  'calendar.state_change',
  'bot_logs.update',
  'async_transcription.state_change',
  'zoom_oauth_connection.state_change',
]);
/** BotEventManager.is_state_that_can_play_media. */
const CAN_PLAY_MEDIA = new Set([
  'joined_recording',
  'joined_not_recording',
  'joined_recording_permission_denied',
  'joined_recording_paused',
]);
const CHAT_RECIPIENTS = new Set(['everyone', 'specific_user', 'everyone_but_host']);

/**
 * bots/bots_api_utils.py validate_webhook_data, for a new bot's webhooks; null when they hold.
 * Attendee takes https:// only; the fake also takes http:// to this machine, where tests listen.
 */
export function webhooksProblem(webhooks: unknown): string | null {
  if (webhooks === undefined) return null;
  if (!Array.isArray(webhooks)) return 'webhooks must be a list';
  if (webhooks.length > 2)
    return 'You have reached the maximum number of webhooks for a single bot';
  const urls = new Set<string>();
  for (const webhook of webhooks as Array<Partial<FakeAttendeeWebhook>>) {
    const triggers = Array.isArray(webhook.triggers) ? webhook.triggers : [];
    const unknown = triggers.find((trigger) => !TRIGGERS.has(trigger));
    if (unknown !== undefined) return `Invalid webhook trigger type: ${unknown}`;
    const url = typeof webhook.url === 'string' ? webhook.url : '';
    if (!url.startsWith('https://') && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
      return 'webhook URL must start with https://';
    if (urls.has(url)) return 'URL already subscribed for this bot';
    urls.add(url);
  }
  return null;
}

/** The MP3 Attendee would store (it refuses what is not MP3), or null. */
function decodedMp3(data: string): Buffer | null {
  const mp3 = Buffer.from(data, 'base64');
  try {
    mp3Frames(mp3);
    return mp3;
  } catch (error) {
    if (error instanceof Mp3FormatError) return null;
    throw error;
  }
}

/** POST /bots/{id}/output_audio (bots_api_views.py OutputAudioView): the MP3 kept, decoded. */
export function outputAudio(
  res: ServerResponse,
  bot: FakeAttendeeBot,
  body: Record<string, unknown>,
  audio: Map<string, Buffer[]>,
) {
  if (!('type' in body) || !('data' in body))
    return send(res, 400, { error: 'Both type and data are required' });
  if (body.type !== 'audio/mp3') return send(res, 400, { error: 'Invalid audio content type' });
  if (typeof body.data !== 'string' || !isBase64(body.data))
    return send(res, 400, { error: 'Invalid base64 encoded data' });
  if (!CAN_PLAY_MEDIA.has(bot.state))
    return send(res, 400, { error: `Bot is in state ${bot.state} and cannot play media` });
  const mp3 = decodedMp3(body.data);
  if (!mp3)
    return send(res, 400, {
      error: "Error creating the audio blob. Are you sure it's a valid audio/mp3 file?",
    });
  audio.set(bot.id, [...(audio.get(bot.id) ?? []), mp3]);
  return send(res, 200);
}

/** POST /bots/{id}/send_chat_message. */
export function sendChat(
  res: ServerResponse,
  bot: FakeAttendeeBot,
  body: Record<string, unknown>,
  chat: Map<string, SentChatMessage[]>,
) {
  const to = body.to ?? 'everyone';
  if (typeof body.message !== 'string' || body.message === '')
    return send(res, 400, { message: ['This field is required.'] });
  if (typeof to !== 'string' || !CHAT_RECIPIENTS.has(to))
    return send(res, 400, { to: [`"${String(to)}" is not a valid choice.`] });
  chat.set(bot.id, [...(chat.get(bot.id) ?? []), { to, message: body.message }]);
  return send(res, 200);
}

/** The envelope of the webhook Attendee sends for an event (signed by the caller). */
export function liveEnvelope(bot: FakeAttendeeBot, live: FakeAttendeeLiveEvent, now: Date) {
  // bots/webhook_payloads.py: one utterance, or one participant event.
  const data =
    live.trigger === 'transcript.update'
      ? {
          speaker_name: live.speaker.name,
          speaker_uuid: live.speaker.uuid,
          speaker_user_uuid: live.speaker.user_uuid,
          speaker_is_host: live.speaker.is_host,
          timestamp_ms: live.at.getTime(),
          duration_ms: live.durationMs ?? 1000,
          transcription: { transcript: live.text },
        }
      : {
          id: `pe_${randomBytes(8).toString('hex')}`,
          participant_name: live.participant.name,
          participant_uuid: live.participant.uuid,
          participant_user_uuid: live.participant.user_uuid,
          participant_is_host: live.participant.is_host,
          event_type: live.action,
          event_data: {},
          timestamp_ms: (live.at ?? now).getTime(),
        };
  return {
    idempotency_key: randomUUID(),
    bot_id: bot.id,
    bot_metadata: bot.metadata,
    trigger: live.trigger,
    data,
  };
}
