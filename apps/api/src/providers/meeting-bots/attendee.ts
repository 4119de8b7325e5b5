/**
 * A self-hosted Attendee (attendee-labs/attendee): its bots API with our bot id in their metadata,
 * its bot states and event sub-types mapped onto the product lifecycle, its utterances mapped onto
 * the product's transcript shape, and its webhooks verified over the canonical JSON it signs. While
 * the call goes on, its webhooks say what is said and who comes and goes (attendee-transcript.ts),
 * and the agent speaks through Output Audio and writes in the meeting's chat.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BotFailureReason } from '@convene/domain/meeting-bots';
import type { AttendeeConfig } from './config.js';
import {
  botApi,
  chatText,
  dateValue,
  describeAnswer,
  isRecord,
  stringField,
  type ProviderResponse,
  MAX_LIST_PAGES,
  TRANSCRIPT_NOT_READY_RETRY_SECONDS,
} from './http.js';
import { headerValue } from '../../contract/headers.js';
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
  WebhookSignatureError,
  type BotEvent,
  type BotObservation,
  type BotRequest,
  type MeetingBotProvider,
  type MeetingParticipantRecord,
  type MeetingRecord,
  type WebhookDelivery,
} from './port.js';
import { attendeeLiveEvents, attendeeTranscriptPart } from './attendee-transcript.js';
import { PythonJsonError, pythonCanonicalJson } from './python-json.js';

const SERVICE = 'Attendee';

/** Why an Attendee bot could not join or stopped (event sub-types); anything else is the provider's. */
const FAILURE_SUB_TYPES: Readonly<Record<string, BotFailureReason>> = {
  meeting_not_started_waiting_for_host: 'meeting_not_started',
  authorized_user_not_in_meeting_timeout_exceeded: 'meeting_not_started',
  request_to_join_denied: 'join_denied',
  meeting_not_found: 'meeting_not_found',
  waiting_room_timeout_exceeded: 'waiting_room_timeout',
  login_required: 'meeting_requires_sign_in',
  // Attendee: "This usually means the meeting password in the URL is incorrect."
  unable_to_connect_to_meeting: 'meeting_password_incorrect',
};

const SCHEDULED_STATES = new Set(['scheduled', 'staged', 'ready']);
const IN_CALL_STATES = new Set([
  'joined_not_recording',
  'joined_recording',
  'joined_recording_paused',
  'joined_recording_permission_denied',
  'joining_breakout_room',
  'leaving_breakout_room',
]);
const AFTER_CALL_STATES = new Set(['leaving', 'post_processing', 'ended', 'data_deleted']);
/** States after which Attendee lets a bot with the same deduplication key be created. */
const TERMINAL_STATES = new Set(['ended', 'fatal_error', 'data_deleted']);

/**
 * One Attendee state as the product reads it; null for states that say nothing about a meeting
 * bot (app sessions). `eventType`/`eventSubType` are the event that led to it, `joined` whether
 * the bot was ever in the call: a meeting that ended while the bot was still outside failed it.
 */
export function attendeeObservation(
  state: string,
  event: { type: string | null; subType: string | null },
  joined: boolean,
  at: Date,
): BotObservation | null {
  if (SCHEDULED_STATES.has(state)) return { status: 'scheduled', at };
  if (state === 'joining') return { status: 'joining', at };
  if (state === 'waiting_room') return { status: 'waiting_room', at };
  if (IN_CALL_STATES.has(state)) return { status: 'in_call', at };
  if (AFTER_CALL_STATES.has(state)) {
    if (!joined && event.type === 'meeting_ended')
      return { status: 'failed', failureReason: 'meeting_ended', at };
    return { status: 'ended', at };
  }
  if (state === 'fatal_error')
    return {
      status: 'failed',
      failureReason: (event.subType && FAILURE_SUB_TYPES[event.subType]) || 'provider_error',
      at,
    };
  return null;
}

/** A bot object's status: its state, read with its last event and whether it ever joined. */
export function attendeeBotObservation(bot: unknown): BotObservation {
  const state = stringField(bot, 'state');
  const events: unknown[] = isRecord(bot) && Array.isArray(bot.events) ? bot.events : [];
  const last: unknown = events[events.length - 1];
  const at =
    (isRecord(last) ? dateValue(last.created_at) : null) ??
    dateValue(isRecord(bot) ? bot.join_at : null);
  const observation = state
    ? attendeeObservation(
        state,
        { type: stringField(last, 'type'), subType: stringField(last, 'sub_type') },
        events.some((event) => stringField(event, 'type') === 'joined_meeting'),
        at ?? new Date(),
      )
    : null;
  if (!observation)
    throw new BotProviderUnavailableError(`Attendee reported a bot state we do not know: ${state}`);
  return observation;
}

/** Checks X-Webhook-Signature: base64 HMAC-SHA256, keyed with the base64-decoded secret, of the canonical JSON. */
export function verifyAttendeeWebhook(delivery: WebhookDelivery, secret: string | null): void {
  if (!secret) throw new WebhookSignatureError('No webhook secret is configured');
  const signature = headerValue(delivery.headers, 'x-webhook-signature');
  if (!signature) throw new WebhookSignatureError('The webhook signature header is missing');
  let canonical: string;
  try {
    canonical = pythonCanonicalJson(delivery.rawBody);
  } catch (error) {
    if (error instanceof PythonJsonError)
      throw new WebhookSignatureError('The webhook body is not JSON');
    throw error;
  }
  const expected = Buffer.from(
    createHmac('sha256', Buffer.from(secret, 'base64')).update(canonical, 'utf8').digest('base64'),
  );
  const given = Buffer.from(signature.trim());
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookSignatureError('The webhook signature does not match');
}

/** The lifecycle news in a `bot.state_change` webhook's data. */
function stateChangeObservation(data: unknown): BotObservation | null {
  const state = stringField(data, 'new_state');
  const at = isRecord(data) ? dateValue(data.created_at) : null;
  if (!state || !at) return null;
  const oldState = stringField(data, 'old_state') ?? '';
  const joined =
    !SCHEDULED_STATES.has(oldState) && oldState !== 'joining' && oldState !== 'waiting_room';
  return attendeeObservation(
    state,
    { type: stringField(data, 'event_type'), subType: stringField(data, 'event_sub_type') },
    joined,
    at,
  );
}

export function createAttendeeProvider(config: AttendeeConfig): MeetingBotProvider {
  const botPath = (providerBotId: string) => `/bots/${encodeURIComponent(providerBotId)}`;
  const { request, refused, readBot, ...bots } = botApi(SERVICE, config, botPath);

  async function participants(providerBotId: string): Promise<MeetingParticipantRecord[]> {
    const found: MeetingParticipantRecord[] = [];
    let query = '';
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const answer = await request('GET', `${botPath(providerBotId)}/participants${query}`);
      if (answer.status !== 200) refused('list the participants', answer);
      const body = answer.body;
      const results: unknown[] = isRecord(body) && Array.isArray(body.results) ? body.results : [];
      for (const participant of results) {
        const name = stringField(participant, 'name');
        found.push({
          name: name && name.trim() ? name : 'Unknown participant',
          isHost: isRecord(participant) && participant.is_host === true,
        });
      }
      const next = stringField(body, 'next');
      if (!next) return found;
      // Only the cursor is taken from `next`: its host is whatever Attendee believes it is
      // called, and our API key goes to the configured base URL only.
      query = new URL(next, config.baseUrl).search;
    }
    throw new BotProviderRejectedError('Attendee kept paging participants beyond reason');
  }

  /** The bot already sent for our bot id that is not over yet (its deduplication key's holder). */
  async function liveBotId(botId: string): Promise<string | null> {
    const answer = await request('GET', `/bots?deduplication_key=${encodeURIComponent(botId)}`);
    if (answer.status !== 200) refused('list the bots', answer);
    const results: unknown[] =
      isRecord(answer.body) && Array.isArray(answer.body.results) ? answer.body.results : [];
    // The key is checked again: a server that ignored the filter must not lend us another bot.
    const live = results.find(
      (found) =>
        stringField(found, 'deduplication_key') === botId &&
        !TERMINAL_STATES.has(stringField(found, 'state') ?? ''),
    );
    return stringField(live, 'id');
  }

  return {
    name: 'attendee',
    simulated: false,

    async createBot(bot: BotRequest) {
      const existing = await liveBotId(bot.botId);
      if (existing) return { providerBotId: existing };
      const joinAt = bot.joinAt && bot.joinAt.getTime() > Date.now() ? bot.joinAt : null;
      let answer: ProviderResponse;
      try {
        answer = await request('POST', '/bots', {
          meeting_url: bot.meetingUrl,
          bot_name: bot.botName,
          ...(joinAt ? { join_at: joinAt.toISOString() } : {}),
          metadata: { botId: bot.botId },
          // Attendee refuses a second bot with this key while the first is not over.
          deduplication_key: bot.botId,
          transcription_settings: { meeting_closed_captions: {} },
          // These replace the project's webhooks for this bot (two at most). The status webhook
          // goes to the route that applies lifecycle news; what is said goes to the bot's own
          // live address, so its traffic stays apart and names the bot it is for.
          webhooks: [
            { url: bot.webhookUrl, triggers: ['bot.state_change'] },
            { url: bot.liveUrl, triggers: ['transcript.update', 'participant_events.join_leave'] },
          ],
        });
      } catch (error) {
        // Refused as a duplicate (409) because another send of this bot got there first.
        const raced = error instanceof BotProviderUnavailableError && (await liveBotId(bot.botId));
        if (raced) return { providerBotId: raced };
        throw error;
      }
      return { providerBotId: bots.createdBotId(answer) };
    },

    async leaveCall(providerBotId) {
      await bots.leaveCall(
        providerBotId,
        `${botPath(providerBotId)}/leave`,
        attendeeBotObservation,
      );
    },

    async deleteScheduledBot(providerBotId) {
      await bots.deleteScheduledBot(providerBotId, {
        status: 400,
        message: (answer) =>
          describeAnswer(SERVICE, 'delete the bot, which is no longer scheduled', answer),
      });
    },

    async readStatus(providerBotId) {
      return attendeeBotObservation(await readBot(providerBotId));
    },

    async fetchMeeting(providerBotId): Promise<MeetingRecord> {
      const bot = await readBot(providerBotId);
      const state = stringField(bot, 'state');
      const transcription = stringField(bot, 'transcription_state');
      if (transcription === 'failed')
        throw new BotProviderRejectedError('Attendee failed to transcribe the meeting');
      if (state === 'leaving' || state === 'post_processing' || transcription === 'in_progress')
        throw new BotProviderUnavailableError(
          'Attendee is still finishing the transcript',
          TRANSCRIPT_NOT_READY_RETRY_SECONDS,
        );
      const answer = await request('GET', `${botPath(providerBotId)}/transcript`);
      if (answer.status !== 200) refused('give the transcript', answer);
      if (!Array.isArray(answer.body))
        throw new BotProviderRejectedError('The Attendee transcript is not a list');
      return {
        transcript: answer.body.flatMap((utterance: unknown) => {
          const part = attendeeTranscriptPart(utterance);
          return part ? [part] : [];
        }),
        participants: await participants(providerBotId),
      };
    },

    readWebhook(delivery): BotEvent[] {
      return readAttendeeWebhook(delivery, config.webhookSecret);
    },

    // Attendee signs its bot-level webhooks as it signs the project's: the live address checks
    // the signature too, on top of the bot's token.
    readLiveWebhook(delivery): BotEvent[] {
      return readAttendeeWebhook(delivery, config.webhookSecret);
    },

    async speak(providerBotId, speech) {
      const answer = await request('POST', `${botPath(providerBotId)}/output_audio`, {
        type: 'audio/mp3',
        data: speech.mp3.toString('base64'),
      });
      if (answer.status < 200 || answer.status > 299) refused("play the agent's voice", answer);
    },

    async sendChatMessage(providerBotId, text) {
      const answer = await request('POST', `${botPath(providerBotId)}/send_chat_message`, {
        to: 'everyone',
        message: chatText(text),
      });
      if (answer.status < 200 || answer.status > 299) refused('post to the chat', answer);
      return true;
    },

    deliverEventsTo() {
      // Attendee reports through webhooks (readWebhook) and readStatus; it has no events of its own to push.
    },
  };
}

/** A signed webhook's news: a state change's observation, and what it says was said or done. */
function readAttendeeWebhook(delivery: WebhookDelivery, secret: string | null): BotEvent[] {
  verifyAttendeeWebhook(delivery, secret);
  let payload: unknown;
  try {
    payload = JSON.parse(delivery.rawBody);
  } catch {
    // Signed but beyond JSON.parse (a NaN Python wrote): nothing we can apply.
    return [];
  }
  const eventId = stringField(payload, 'idempotency_key');
  const providerBotId = stringField(payload, 'bot_id');
  // Calendar and Zoom-connection webhooks name no bot.
  if (!eventId || !providerBotId) return [];
  const trigger = stringField(payload, 'trigger');
  const data = isRecord(payload) ? payload.data : null;
  const observation = trigger === 'bot.state_change' ? stateChangeObservation(data) : null;
  const live = attendeeLiveEvents(trigger, data);
  return [{ eventId, providerBotId, observation, ...(live.length > 0 ? { live } : {}) }];
}
