/**
 * The live half of the fake Recall: the real-time endpoints a bot is created with (checked as
 * Recall checks them), the bodies its real-time endpoint posts while the call goes on, and the
 * Output Audio and chat messages a bot in its call is given.
 */
import type { ServerResponse } from 'node:http';
import { isBase64, send, type SentChatMessage } from './fake-http.js';
import type { FakeRecallBot, FakeRecallParticipant } from './fake-recall.js';

export interface FakeRecallRealtimeEndpoint {
  type: string;
  url: string;
  events: string[];
}

/** Something said or done in the call that the fake delivers live. */
export type FakeRecallLiveEvent =
  | {
      event: 'transcript.data' | 'transcript.partial_data';
      participant: FakeRecallParticipant;
      /** Each word and when it was said. */
      words: Array<{ text: string; at: Date }>;
    }
  | {
      event: 'participant_events.join' | 'participant_events.leave';
      participant: FakeRecallParticipant;
      at?: Date;
    };

/** Recall's limits on Output Audio and chat messages. */
const AUDIO_BASE64_MAX = 1_835_008;
const CHAT_MESSAGE_MAX = 4096;
const REALTIME_EVENTS = new Set([
  'transcript.data',
  'transcript.partial_data',
  'participant_events.join',
  'participant_events.leave',
  'participant_events.update',
  'participant_events.speech_on',
  'participant_events.speech_off',
  'participant_events.chat_message',
]);

/** Why Recall would refuse these real-time endpoints, or null. */
export function endpointsProblem(config: unknown): string | null {
  const endpoints = (config as { realtime_endpoints?: unknown } | null)?.realtime_endpoints;
  if (endpoints === undefined) return null;
  if (!Array.isArray(endpoints)) return 'realtime_endpoints must be a list';
  for (const endpoint of endpoints as Array<Partial<FakeRecallRealtimeEndpoint>>) {
    if (endpoint.type !== 'webhook' && endpoint.type !== 'websocket')
      return 'Invalid endpoint type';
    if (typeof endpoint.url !== 'string' || !/^(https?|wss?):\/\//.test(endpoint.url))
      return 'Enter a valid URL.';
    if (!Array.isArray(endpoint.events) || !endpoint.events.every((e) => REALTIME_EVENTS.has(e)))
      return 'Invalid realtime event';
  }
  return null;
}

/** POST /bot/{id}/output_audio/: the MP3 kept, decoded, in the order it came. */
export function outputAudio(
  res: ServerResponse,
  bot: FakeRecallBot,
  body: Record<string, unknown>,
  audio: Map<string, Buffer[]>,
) {
  if (body.kind !== 'mp3')
    return send(res, 400, { kind: [`"${String(body.kind)}" is not a valid choice.`] });
  const data = body.b64_data;
  if (typeof data !== 'string' || !isBase64(data))
    return send(res, 400, { b64_data: ['Enter valid base64 data.'] });
  if (data.length > AUDIO_BASE64_MAX)
    return send(res, 400, {
      b64_data: [`Ensure this field has no more than ${AUDIO_BASE64_MAX} characters.`],
    });
  // Recall: "bots must be configured with an automatic_audio_output" for this endpoint.
  if (!bot.automatic_audio_output)
    return send(res, 400, { detail: 'automatic_audio_output must be configured for this bot.' });
  audio.set(bot.id, [...(audio.get(bot.id) ?? []), Buffer.from(data, 'base64')]);
  return send(res, 200, {});
}

/** POST /bot/{id}/send_chat_message/. */
export function sendChat(
  res: ServerResponse,
  bot: FakeRecallBot,
  body: Record<string, unknown>,
  chat: Map<string, SentChatMessage[]>,
) {
  const to = body.to ?? 'everyone';
  if (typeof body.message !== 'string' || body.message === '')
    return send(res, 400, { message: ['This field is required.'] });
  if (body.message.length > CHAT_MESSAGE_MAX)
    return send(res, 400, {
      message: [`Ensure this field has no more than ${CHAT_MESSAGE_MAX} characters.`],
    });
  if (typeof to !== 'string') return send(res, 400, { to: ['Not a valid string.'] });
  chat.set(bot.id, [...(chat.get(bot.id) ?? []), { to, message: body.message }]);
  return send(res, 200, {});
}

/**
 * The body Recall's real-time endpoint posts for an event (docs: real-time event payloads): word
 * and event times absolute and relative to when the bot started recording.
 */
export function realtimePayload(
  bot: FakeRecallBot,
  recording: { id: string; startedAt: Date },
  live: FakeRecallLiveEvent,
  now: Date,
) {
  const timestamp = (at: Date) => ({
    relative: (at.getTime() - recording.startedAt.getTime()) / 1000,
    absolute: at.toISOString(),
  });
  const transcript = 'words' in live;
  const data =
    'words' in live
      ? {
          words: live.words.map((word, index) => ({
            text: word.text,
            start_timestamp: timestamp(word.at),
            end_timestamp: timestamp(
              live.words[index + 1]?.at ?? new Date(word.at.getTime() + 300),
            ),
          })),
          participant: live.participant,
        }
      : { participant: live.participant, timestamp: timestamp(live.at ?? now), data: null };
  return {
    event: live.event,
    data: {
      data,
      realtime_endpoint: { id: `rte_${bot.id}`, metadata: {} },
      ...(transcript
        ? { transcript: { id: `tr_${recording.id}`, metadata: {} } }
        : { participant_events: { id: `pe_${recording.id}`, metadata: {} } }),
      recording: { id: recording.id, metadata: {} },
      bot: { id: bot.id, metadata: bot.metadata },
    },
  };
}
