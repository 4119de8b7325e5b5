/**
 * Recall.ai's Meeting Bot API (v1, the v1.11 recording-centric shape; v1.10's `bot.status_change`
 * webhooks are read too). Bots are created with our bot id in their metadata, their status codes
 * and open-ended sub-codes are mapped onto the product lifecycle, and after the call the
 * transcript and participants are downloaded from the recording's pre-signed URLs. While the call
 * goes on, the bot's real-time endpoint delivers what is said (recall-transcript.ts), and the
 * agent speaks through Output Audio and writes in the meeting's chat.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BotFailureReason } from '@convene/domain/meeting-bots';
import { Mp3FormatError, silentMp3, splitMp3, type Mp3Part } from '../speech/mp3.js';
import type { RecallConfig } from './config.js';
import {
  botApi,
  chatText,
  dateValue,
  isRecord,
  MAX_LIST_PAGES,
  providerRequest,
  stringField,
  TRANSCRIPT_NOT_READY_RETRY_SECONDS,
} from './http.js';
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
  type BotEvent,
  type BotObservation,
  type BotRequest,
  type MeetingBotProvider,
  type MeetingRecord,
} from './port.js';
import {
  readRecallLive,
  RECALL_LIVE_EVENTS,
  recallParticipants,
  recallTranscript,
} from './recall-transcript.js';
import { verifyStandardWebhook } from './standard-webhooks.js';

const SERVICE = 'Recall.ai';

/** Recall's limit on a bot's name. */
export const RECALL_BOT_NAME_MAX = 100;
/** Recall's limit on one Output Audio request's base64 MP3, in characters. */
export const RECALL_AUDIO_BASE64_MAX = 1_835_008;
/** The MP3 bytes whose base64 fits that limit. */
const AUDIO_BYTES_MAX = (RECALL_AUDIO_BASE64_MAX / 4) * 3;
/**
 * Output Audio works only for bots created with an automatic audio output, so each bot gets a
 * short silence to play when it starts recording, as Recall advises.
 */
const SILENCE_BASE64 = silentMp3(250).toString('base64');

/**
 * Sub-codes that say why a bot never got into the call, or was put out of it. Recall adds
 * sub-codes without notice, so anything else on `call_ended` is a normal end, and anything else on
 * `fatal` is a provider error.
 */
const FAILURE_SUB_CODES: Readonly<Record<string, BotFailureReason>> = {
  bot_kicked_from_call: 'kicked',
  bot_kicked_from_waiting_room: 'join_denied',
  meeting_locked: 'join_denied',
  timeout_exceeded_waiting_room: 'waiting_room_timeout',
  call_ended_by_platform_waiting_room_timeout: 'waiting_room_timeout',
  meeting_not_found: 'meeting_not_found',
  meeting_link_invalid: 'meeting_not_found',
  meeting_link_expired: 'meeting_not_found',
  meeting_not_started: 'meeting_not_started',
  timeout_exceeded_noone_joined: 'meeting_not_started',
  meeting_requires_sign_in: 'meeting_requires_sign_in',
  meeting_password_incorrect: 'meeting_password_incorrect',
  meeting_full: 'meeting_full',
  meeting_ended: 'meeting_ended',
  bot_errored: 'provider_error',
};

/**
 * One Recall status as the product reads it; null for statuses that say nothing about the
 * lifecycle (`ready` of a bot that has no status yet, media expiry, analysis, breakout rooms).
 * Recall's own `done` only means its part is over: our processing of the meeting follows.
 */
export function recallObservation(
  code: string,
  subCode: string | null,
  at: Date,
): BotObservation | null {
  switch (code) {
    case 'joining_call':
      return { status: 'joining', at };
    case 'in_waiting_room':
      return { status: 'waiting_room', at };
    case 'in_call_not_recording':
    case 'in_call_recording':
    case 'recording_permission_allowed':
    case 'recording_permission_denied':
      return { status: 'in_call', at };
    case 'call_ended': {
      const reason = subCode ? FAILURE_SUB_CODES[subCode] : undefined;
      return reason ? { status: 'failed', failureReason: reason, at } : { status: 'ended', at };
    }
    case 'recording_done':
    case 'done':
      return { status: 'ended', at };
    case 'fatal':
      return {
        status: 'failed',
        failureReason: (subCode && FAILURE_SUB_CODES[subCode]) || 'provider_error',
        at,
      };
    default:
      return null;
  }
}

/** The lifecycle status of a bot object: its last status change that means something. */
export function recallBotObservation(bot: unknown): BotObservation {
  const changes = isRecord(bot) && Array.isArray(bot.status_changes) ? bot.status_changes : [];
  for (let index = changes.length - 1; index >= 0; index--) {
    const change: unknown = changes[index];
    const code = stringField(change, 'code');
    const at = isRecord(change) ? dateValue(change.created_at) : null;
    if (!code || !at) continue;
    const observation = recallObservation(code, stringField(change, 'sub_code'), at);
    if (observation) return observation;
  }
  // No status yet: the bot waits for its join time.
  return { status: 'scheduled', at: dateValue(isRecord(bot) ? bot.join_at : null) ?? new Date() };
}

/**
 * The bot a status webhook is about and what it says: v1.11 sends `bot.<code>` with
 * `data.data.{code, sub_code, updated_at}` and `data.bot.id`; v1.10 sends `bot.status_change` with
 * `data.status.{code, sub_code, created_at}` and `data.bot_id`. Other events (recordings,
 * transcripts) name the bot in `data.bot.id` and say nothing about the lifecycle.
 */
function readRecallEvent(
  payload: unknown,
): { providerBotId: string; observation: BotObservation | null } | null {
  if (!isRecord(payload) || !isRecord(payload.data)) return null;
  const event = stringField(payload, 'event');
  const data = payload.data;
  if (event === 'bot.status_change') {
    const botId = stringField(data, 'bot_id');
    const status = data.status;
    const code = stringField(status, 'code');
    const at = isRecord(status) ? dateValue(status.created_at) : null;
    if (!botId) return null;
    return {
      providerBotId: botId,
      observation: code && at ? recallObservation(code, stringField(status, 'sub_code'), at) : null,
    };
  }
  const botId = stringField(data.bot, 'id');
  if (!botId) return null;
  if (event?.startsWith('bot.')) {
    const status = data.data;
    const code = stringField(status, 'code');
    const at = isRecord(status) ? dateValue(status.updated_at) : null;
    return {
      providerBotId: botId,
      observation: code && at ? recallObservation(code, stringField(status, 'sub_code'), at) : null,
    };
  }
  return { providerBotId: botId, observation: null };
}

/** Audio longer than one Output Audio request takes, cut between MP3 frames. */
function audioParts(mp3: Buffer): Mp3Part[] {
  try {
    return splitMp3(mp3, AUDIO_BYTES_MAX);
  } catch (error) {
    if (!(error instanceof Mp3FormatError)) throw error;
    throw new BotProviderRejectedError(
      `The agent's voice is longer than Recall.ai plays at once (${RECALL_AUDIO_BASE64_MAX} base64 characters) and could not be cut into MP3 frames: ${error.message}`,
    );
  }
}

/** A media shortcut's download URL once it is done; not ready yet or failed otherwise. */
function downloadUrl(shortcut: unknown, urlField: string, what: string): string {
  const status = isRecord(shortcut) ? stringField(shortcut.status, 'code') : null;
  if (status === 'failed' || status === 'deleted')
    throw new BotProviderRejectedError(`The Recall.ai ${what} is ${status}`);
  const url = isRecord(shortcut) ? stringField(shortcut.data, urlField) : null;
  if (status !== 'done' || !url)
    throw new BotProviderUnavailableError(
      `The Recall.ai ${what} is not ready yet`,
      TRANSCRIPT_NOT_READY_RETRY_SECONDS,
    );
  return url;
}

export interface RecallProviderOptions {
  /**
   * How the adapter waits for one part of a long speech to play before it sends the next; tests
   * give one that does not sleep.
   */
  wait?: (ms: number) => Promise<unknown>;
}

export function createRecallProvider(
  config: RecallConfig,
  { wait = sleep }: RecallProviderOptions = {},
): MeetingBotProvider {
  const botPath = (providerBotId: string) => `/bot/${encodeURIComponent(providerBotId)}/`;
  const { request, refused, readBot, ...bots } = botApi(SERVICE, config, botPath);

  async function download(url: string, what: string): Promise<unknown> {
    // Pre-signed: the URL is the credential, our API key must not go with it.
    const answer = await providerRequest(SERVICE, url, { method: 'GET', headers: {} });
    if (answer.status !== 200) refused(`give the ${what}`, answer);
    return answer.body;
  }

  /**
   * The bot already sent for our bot id that is not over yet, found by its metadata: Recall has
   * no deduplication key, so a bot sent again is looked for before it is created.
   */
  async function liveBotId(botId: string): Promise<string | null> {
    let query = `?metadata__botId=${encodeURIComponent(botId)}`;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const answer = await request('GET', `/bot/${query}`);
      if (answer.status !== 200) refused('list the bots', answer);
      const body = answer.body;
      const results: unknown[] = isRecord(body) && Array.isArray(body.results) ? body.results : [];
      const live = results.find((found) => {
        // Checked again: a filter Recall ignored must not lend us another bot.
        if (!isRecord(found) || stringField(found.metadata, 'botId') !== botId) return false;
        const { status } = recallBotObservation(found);
        return status !== 'ended' && status !== 'failed';
      });
      if (live) return stringField(live, 'id');
      const next = stringField(body, 'next');
      if (!next) return null;
      // Only the cursor is taken from `next`: our API key goes to the configured base URL only.
      query = new URL(next, config.baseUrl).search;
    }
    throw new BotProviderRejectedError('Recall.ai kept paging bots beyond reason');
  }

  return {
    name: 'recall',
    simulated: false,

    async createBot(bot: BotRequest) {
      const existing = await liveBotId(bot.botId);
      if (existing) return { providerBotId: existing };
      const joinAt = bot.joinAt && bot.joinAt.getTime() > Date.now() ? bot.joinAt : null;
      // Accuracy mode reaches real-time endpoints minutes late; the agent must hear in seconds.
      const provider =
        (config.transcriptProvider ?? 'meeting_captions') === 'recallai_streaming'
          ? { recallai_streaming: { mode: 'prioritize_low_latency', language_code: 'en' } }
          : { meeting_captions: {} };
      const answer = await request('POST', '/bot/', {
        meeting_url: bot.meetingUrl,
        bot_name: bot.botName.slice(0, RECALL_BOT_NAME_MAX),
        ...(joinAt ? { join_at: joinAt.toISOString() } : {}),
        metadata: { botId: bot.botId },
        recording_config: {
          transcript: { provider },
          participant_events: {},
          realtime_endpoints: [{ type: 'webhook', url: bot.liveUrl, events: RECALL_LIVE_EVENTS }],
        },
        automatic_audio_output: {
          in_call_recording: { data: { kind: 'mp3', b64_data: SILENCE_BASE64 } },
        },
      });
      return { providerBotId: bots.createdBotId(answer) };
    },

    async leaveCall(providerBotId) {
      await bots.leaveCall(
        providerBotId,
        `${botPath(providerBotId)}leave_call/`,
        recallBotObservation,
      );
    },

    async deleteScheduledBot(providerBotId) {
      await bots.deleteScheduledBot(providerBotId, {
        status: 405,
        message: () =>
          'Recall.ai has already sent this bot to its meeting, so it can no longer be deleted',
      });
    },

    async readStatus(providerBotId) {
      return recallBotObservation(await readBot(providerBotId));
    },

    async fetchMeeting(providerBotId): Promise<MeetingRecord> {
      const bot = await readBot(providerBotId);
      const recordings = isRecord(bot) && Array.isArray(bot.recordings) ? bot.recordings : [];
      const recording: unknown = recordings[0];
      if (!isRecord(recording))
        throw new BotProviderUnavailableError(
          'Recall.ai has no recording of this bot yet',
          TRANSCRIPT_NOT_READY_RETRY_SECONDS,
        );
      const shortcuts = isRecord(recording.media_shortcuts) ? recording.media_shortcuts : {};
      const transcriptUrl = downloadUrl(shortcuts.transcript, 'download_url', 'transcript');
      const participantsUrl = downloadUrl(
        shortcuts.participant_events,
        'participants_download_url',
        'participant list',
      );
      const [transcript, participants] = await Promise.all([
        download(transcriptUrl, 'transcript'),
        download(participantsUrl, 'participant list'),
      ]);
      return {
        transcript: recallTranscript(transcript),
        participants: recallParticipants(participants),
      };
    },

    readWebhook(delivery, now): BotEvent[] {
      const eventId = verifyStandardWebhook(delivery, config.webhookSecret, now);
      let payload: unknown;
      try {
        payload = JSON.parse(delivery.rawBody);
      } catch {
        return [];
      }
      const event = readRecallEvent(payload);
      return event ? [{ eventId, ...event }] : [];
    },

    readLiveWebhook(delivery, now): BotEvent[] {
      return readRecallLive(delivery, config.webhookSecret, now);
    },

    async speak(providerBotId, speech) {
      const parts: Mp3Part[] =
        speech.mp3.length <= AUDIO_BYTES_MAX
          ? [{ mp3: speech.mp3, durationMs: speech.durationMs }]
          : audioParts(speech.mp3);
      for (const [index, part] of parts.entries()) {
        // Recall does not say whether clips sent while one plays wait, overlap or cut it off.
        if (index > 0) await wait(parts[index - 1]?.durationMs ?? 0);
        const answer = await request('POST', `${botPath(providerBotId)}output_audio/`, {
          kind: 'mp3',
          b64_data: part.mp3.toString('base64'),
        });
        if (answer.status < 200 || answer.status > 299) refused("play the agent's voice", answer);
      }
    },

    async sendChatMessage(providerBotId, text) {
      const answer = await request('POST', `${botPath(providerBotId)}send_chat_message/`, {
        to: 'everyone',
        message: chatText(text),
      });
      if (answer.status < 200 || answer.status > 299) refused('post to the chat', answer);
      return true;
    },

    deliverEventsTo() {
      // Recall reports through webhooks (readWebhook) and readStatus; it has no events of its own to push.
    },
  };
}
