/**
 * A local stand-in for the part of a self-hosted Attendee our adapter uses: bots created, read,
 * deleted while scheduled and told to leave, with `Authorization: Token <key>` checked as
 * Attendee's TokenAuthentication does; states and events a test drives; the transcript and a
 * paged participant list; and webhooks made by python3 exactly as Attendee makes them (the body
 * as `requests.post(json=...)` writes it, the signature over json.dumps' canonical form). Bots'
 * own webhooks are kept and checked as Attendee checks them; while a bot is in its call the fake
 * takes its Output Audio and chat messages (kept per bot) and posts what a test says was said, or
 * who came and went, to the bot's webhook for that trigger.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import {
  liveEnvelope,
  outputAudio,
  sendChat,
  webhooksProblem,
  type FakeAttendeeLiveEvent,
  type FakeAttendeeWebhook,
} from './fake-attendee-live.js';
import {
  deliver,
  failureOnDemand,
  readBody,
  send,
  startFakeServer,
  type FakeBotProvider,
  type LiveDelivery,
  type WebhookRequest,
} from './fake-http.js';

const run = promisify(execFile);

export interface FakeAttendeeEvent {
  type: string;
  sub_type: string | null;
  created_at: string;
}

export interface FakeAttendeeBot {
  id: string;
  meeting_url: string;
  bot_name: string;
  join_at: string | null;
  metadata: Record<string, unknown> | null;
  deduplication_key: string | null;
  transcription_settings: unknown;
  /** The bot's own webhooks, which replace the project's for it. */
  webhooks: FakeAttendeeWebhook[];
  state: string;
  events: FakeAttendeeEvent[];
  transcription_state: string;
  recording_state: string;
  transcript: unknown[];
  participants: FakeAttendeeParticipant[];
}

export interface FakeAttendeeParticipant {
  id: string;
  name: string | null;
  uuid: string;
  user_uuid: string | null;
  is_host: boolean;
}

export interface Transition {
  state: string;
  eventType: string;
  eventSubType?: string | null;
  at?: Date;
}

/** Its webhook secret, as the project's dashboard shows it, is 32 random bytes in base64. */
export interface FakeAttendee extends FakeBotProvider<FakeAttendeeBot> {
  /**
   * Moves a bot to a state with the event that did it; answers the envelope of the
   * `bot.state_change` webhook Attendee sends for it (JSON text, for signWebhook).
   */
  transition(botId: string, transition: Transition): string;
  /**
   * Makes a webhook from an envelope given as JSON text (so it can hold floats such as `1.0`),
   * the way Attendee's Python does; `secret` signs with another secret.
   */
  signWebhook(envelopeJson: string, secret?: string): Promise<WebhookRequest>;
  /** The signed webhook Attendee sends for this event, to the bot's webhook for its trigger. */
  liveWebhook(botId: string, event: FakeAttendeeLiveEvent): Promise<LiveDelivery>;
  /** Makes that webhook and posts it to our server; answers its status and the delivery. */
  sendLive(
    botId: string,
    event: FakeAttendeeLiveEvent,
  ): Promise<{ status: number; delivery: LiveDelivery }>;
}

/** The Python side of Attendee's webhook delivery (bots/webhook_utils.py sign_payload, requests' json=). */
const PYTHON_SIGNER = `
import base64, hashlib, hmac, json, sys
envelope = json.loads(sys.stdin.read())
secret = base64.b64decode(sys.argv[1])
canonical = json.dumps(envelope, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
signature = base64.b64encode(hmac.new(secret, canonical.encode("utf-8"), hashlib.sha256).digest()).decode("utf-8")
body = json.dumps(envelope, allow_nan=False)
sys.stdout.write(json.dumps({"body": body, "signature": signature}))
`;

export async function pythonSignAttendee(
  envelopeJson: string,
  secret: string,
): Promise<{ body: string; signature: string }> {
  const child = run('python3', ['-c', PYTHON_SIGNER, secret], { encoding: 'utf8' });
  child.child.stdin?.end(envelopeJson);
  const { stdout } = await child;
  return JSON.parse(stdout) as { body: string; signature: string };
}

const AUTH_FORMAT_ERROR = 'Invalid Authorization header. Should have this format: Token <api_key>';
/** States after which a bot's deduplication key is free again. */
const TERMINAL = new Set(['ended', 'fatal_error', 'data_deleted']);
const LEAVABLE = new Set([
  'joining',
  'waiting_room',
  'joined_not_recording',
  'joined_recording',
  'joined_recording_paused',
  'joined_recording_permission_denied',
]);

function publicBot(bot: FakeAttendeeBot) {
  const {
    transcript: _transcript,
    participants: _participants,
    transcription_settings: _settings,
    webhooks: _webhooks,
    ...shown
  } = bot;
  return shown;
}

export async function startFakeAttendee(
  options: { apiKey?: string; participantsPageSize?: number; clock?: () => Date } = {},
): Promise<FakeAttendee> {
  const apiKey = options.apiKey ?? randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(32).toString('base64');
  const pageSize = options.participantsPageSize ?? 2;
  const clock = options.clock ?? (() => new Date());
  const bots = new Map<string, FakeAttendeeBot>();
  const audio: FakeAttendee['audio'] = new Map();
  const chat: FakeAttendee['chat'] = new Map();
  const requests: FakeAttendee['requests'] = [];
  const failures = failureOnDemand();

  /** bots/authentication.py: split on whitespace, exactly two parts, the first `token` in any case. */
  function authenticate(req: IncomingMessage): string | null {
    const parts = (req.headers.authorization ?? '').split(/\s+/).filter(Boolean);
    if (parts.length !== 2 || parts[0]?.toLowerCase() !== 'token') return AUTH_FORMAT_ERROR;
    return parts[1] === apiKey ? null : 'Invalid API key.';
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    if (failures.answered(res)) return;
    const authError = authenticate(req);
    if (authError) return send(res, 401, { detail: authError });

    if (url.pathname === '/api/v1/bots' && method === 'POST') {
      if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
        return send(res, 415, { detail: 'Unsupported media type in request.' });
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      if (typeof body.meeting_url !== 'string' || !/^https:\/\//.test(body.meeting_url))
        return send(res, 400, { meeting_url: ['Invalid meeting URL'] });
      if (typeof body.bot_name !== 'string')
        return send(res, 400, { bot_name: ['This field is required.'] });
      const joinAt = typeof body.join_at === 'string' ? body.join_at : null;
      if (joinAt && Date.parse(joinAt) <= clock().getTime())
        return send(res, 400, { join_at: ['join_at cannot be in the past'] });
      const webhooks = webhooksProblem(body.webhooks);
      if (webhooks) return send(res, 400, { error: webhooks });
      const key = typeof body.deduplication_key === 'string' ? body.deduplication_key : null;
      // bots/models.py: the key is unique among the project's bots that are not over.
      if (
        key &&
        [...bots.values()].some(
          (held) => held.deduplication_key === key && !TERMINAL.has(held.state),
        )
      )
        return send(res, 409, {
          error:
            'Deduplication key already in use. A bot in a non-terminal state with this deduplication key already exists. Please use a different deduplication key or wait for that bot to terminate.',
        });
      const bot: FakeAttendeeBot = {
        id: `bot_${randomBytes(8).toString('hex')}`,
        meeting_url: body.meeting_url,
        bot_name: body.bot_name,
        join_at: joinAt,
        metadata: (body.metadata as Record<string, unknown> | undefined) ?? null,
        deduplication_key: key,
        transcription_settings: body.transcription_settings ?? null,
        webhooks: (body.webhooks as FakeAttendeeWebhook[] | undefined) ?? [],
        state: joinAt ? 'scheduled' : 'joining',
        events: joinAt
          ? []
          : [{ type: 'join_requested', sub_type: null, created_at: clock().toISOString() }],
        transcription_state: 'not_started',
        recording_state: 'not_started',
        transcript: [],
        participants: [],
      };
      bots.set(bot.id, bot);
      return send(res, 201, publicBot(bot));
    }

    if (url.pathname === '/api/v1/bots' && method === 'GET') {
      const key = url.searchParams.get('deduplication_key');
      const found = [...bots.values()].filter(
        (bot) => key === null || bot.deduplication_key === key,
      );
      return send(res, 200, { next: null, previous: null, results: found.map(publicBot) });
    }

    const match =
      /^\/api\/v1\/bots\/([^/]+)(?:\/(leave|transcript|participants|output_audio|send_chat_message))?$/.exec(
        url.pathname,
      );
    const bot = match ? bots.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !bot) return send(res, 404, { error: 'Bot not found' });
    const action = match[2];
    if (action === 'leave' && method === 'POST') {
      if (!LEAVABLE.has(bot.state))
        return send(res, 400, { error: `Bot is in state ${bot.state} and cannot leave` });
      applyTransition(bot, {
        state: 'leaving',
        eventType: 'leave_requested',
        eventSubType: 'user_requested',
      });
      return send(res, 200, publicBot(bot));
    }
    if (action === 'output_audio' && method === 'POST')
      return outputAudio(
        res,
        bot,
        JSON.parse(await readBody(req)) as Record<string, unknown>,
        audio,
      );
    if (action === 'send_chat_message' && method === 'POST')
      return sendChat(res, bot, JSON.parse(await readBody(req)) as Record<string, unknown>, chat);
    if (action === 'transcript' && method === 'GET') return send(res, 200, bot.transcript);
    if (action === 'participants' && method === 'GET') {
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const page = bot.participants.slice(offset, offset + pageSize);
      const more = offset + pageSize < bot.participants.length;
      // Django builds `next` from the Host it was asked on, not the address we reach it at.
      return send(res, 200, {
        next: more ? `http://attendee.internal${url.pathname}?cursor=${offset + pageSize}` : null,
        previous: null,
        results: page,
      });
    }
    if (!action && method === 'GET') return send(res, 200, publicBot(bot));
    if (!action && method === 'DELETE') {
      if (bot.state !== 'scheduled')
        return send(res, 400, {
          error: `Bot is in state ${bot.state} but can only be deleted when in scheduled state`,
        });
      bots.delete(bot.id);
      return send(res, 200);
    }
    return send(res, 405, { detail: `Method "${method}" not allowed.` });
  }

  async function liveWebhook(botId: string, live: FakeAttendeeLiveEvent): Promise<LiveDelivery> {
    const bot = bots.get(botId);
    if (!bot) throw new Error(`No fake Attendee bot ${botId}`);
    const webhook = bot.webhooks.find((found) => found.triggers.includes(live.trigger));
    if (!webhook) throw new Error(`Bot ${botId} has no webhook for ${live.trigger}`);
    const envelope = liveEnvelope(bot, live, clock());
    return { ...(await signWebhook(JSON.stringify(envelope))), url: webhook.url };
  }

  function applyTransition(bot: FakeAttendeeBot, transition: Transition) {
    const oldState = bot.state;
    const event = {
      type: transition.eventType,
      sub_type: transition.eventSubType ?? null,
      created_at: (transition.at ?? clock()).toISOString(),
    };
    bot.events.push(event);
    bot.state = transition.state;
    return { oldState, event };
  }

  async function signWebhook(
    envelopeJson: string,
    secret = webhookSecret,
  ): Promise<WebhookRequest> {
    const { body, signature } = await pythonSignAttendee(envelopeJson, secret);
    return {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Attendee-Webhook/1.0',
        'x-webhook-signature': signature,
      },
      rawBody: body,
    };
  }

  const server = await startFakeServer(handle);

  return {
    baseUrl: server.baseUrl,
    apiKey,
    webhookSecret,
    bots,
    audio,
    chat,
    requests,
    failNext: failures.failNext,
    deliverLive: deliver,
    liveWebhook,
    async sendLive(botId, live) {
      const delivery = await liveWebhook(botId, live);
      return { status: await deliver(delivery), delivery };
    },
    transition(botId, transition) {
      const bot = bots.get(botId);
      if (!bot) throw new Error(`No fake Attendee bot ${botId}`);
      const { oldState, event } = applyTransition(bot, transition);
      return JSON.stringify({
        idempotency_key: randomUUID(),
        bot_id: bot.id,
        bot_metadata: bot.metadata,
        trigger: 'bot.state_change',
        data: {
          new_state: bot.state,
          old_state: oldState,
          created_at: event.created_at,
          event_type: event.type,
          event_sub_type: event.sub_type,
        },
      });
    },
    signWebhook,
    close: server.close,
  };
}
