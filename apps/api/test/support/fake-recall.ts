/**
 * A local stand-in for the part of Recall.ai's v1 API our adapter uses: create, read, delete and
 * leave bots (`Authorization: Token <key>`, the prefix optional as Recall allows), status changes
 * a test drives, a recording whose transcript and participant list download from pre-signed URLs,
 * and webhooks signed the way Svix signs Recall's (Standard Webhooks over the raw body). While a
 * bot is in its call, the fake takes Output Audio and chat messages (kept per bot) and posts what a
 * test says was said to the bot's real-time endpoint, signed with the workspace secret as Recall
 * signs real-time deliveries, or unsigned as for a workspace without one.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
import {
  endpointsProblem,
  outputAudio,
  realtimePayload,
  sendChat,
  type FakeRecallLiveEvent,
  type FakeRecallRealtimeEndpoint,
} from './fake-recall-live.js';

export interface FakeRecallStatusChange {
  code: string;
  sub_code: string | null;
  message: string | null;
  created_at: string;
}

export interface FakeRecallParticipant {
  id: number;
  name: string | null;
  is_host: boolean | null;
  platform: string | null;
  extra_data: Record<string, unknown> | null;
  email: string | null;
}

export interface FakeRecallTranscriptPart {
  participant: FakeRecallParticipant;
  words: Array<{
    text: string;
    start_timestamp: { relative: number; absolute: string | null };
    end_timestamp: { relative: number; absolute: string | null } | null;
  }>;
}

export interface FakeRecallBot {
  id: string;
  meeting_url: string;
  bot_name: string;
  join_at: string | null;
  metadata: Record<string, string>;
  recording_config: { realtime_endpoints?: FakeRecallRealtimeEndpoint[] } | null;
  automatic_audio_output: unknown;
  chat: unknown;
  status_changes: FakeRecallStatusChange[];
  recordings: unknown[];
}

export interface SignOptions {
  /** Message id; a new one by default. */
  id?: string;
  /** Unix seconds; the fake's clock by default. */
  timestamp?: number;
  /** `webhook-*` (workspace secret) or `svix-*` (legacy bot-status endpoints). */
  headerPrefix?: 'webhook' | 'svix';
  /** Sign with another secret (a rotated or wrong one). */
  secret?: string;
}

/** Its webhook secret is a workspace's `whsec_` one; downloads are never failed on demand. */
export interface FakeRecall extends FakeBotProvider<FakeRecallBot> {
  /** Records a status change, as Recall does, and returns the v1.11 `bot.<code>` webhook. */
  setStatus(botId: string, code: string, options?: StatusOptions): WebhookRequest;
  /** The same status change as a legacy v1.10 `bot.status_change` webhook. */
  legacyStatusWebhook(
    botId: string,
    change: FakeRecallStatusChange,
    sign?: SignOptions,
  ): WebhookRequest;
  /** Gives the bot a recording whose transcript and participants are ready (or in another state). */
  finishRecording(botId: string, recording: RecordingOptions): void;
  /** Signs any payload as Recall's webhooks are signed. */
  sign(payload: unknown, options?: SignOptions): WebhookRequest;
  /** Requests to the download URLs, with whether they carried an Authorization header. */
  downloads: Array<{ path: string; authorized: boolean }>;
  /**
   * What Recall's real-time endpoint would post for this event: to the bot's endpoint that asked
   * for it, signed unless the fake was started with `signRealtime: false` (`sign` changes how).
   */
  liveDelivery(botId: string, event: FakeRecallLiveEvent, sign?: SignOptions): LiveDelivery;
  /** Makes that delivery and posts it to our server; answers its status and the delivery. */
  sendLive(
    botId: string,
    event: FakeRecallLiveEvent,
    sign?: SignOptions,
  ): Promise<{ status: number; delivery: LiveDelivery }>;
}

export interface FakeRecallOptions {
  apiKey?: string;
  clock?: () => Date;
  /**
   * Whether real-time deliveries carry `webhook-*` signatures (a workspace with a workspace
   * secret, as every new one has); true by default.
   */
  signRealtime?: boolean;
}

export interface StatusOptions {
  subCode?: string | null;
  at?: Date;
  sign?: SignOptions;
}

export interface RecordingOptions {
  transcript: FakeRecallTranscriptPart[];
  participants: FakeRecallParticipant[];
  /** The transcript artifact's status; `done` by default. */
  transcriptStatus?: 'processing' | 'done' | 'failed';
}

const FAKE_SECRET = `whsec_${randomBytes(24).toString('base64')}`;

/** Statuses after which Recall says a bot was dispatched and no longer deletes it. */
const DISPATCHED = new Set([
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'in_call_recording',
]);
/** Statuses in which a bot is in (or at the door of) a call, so leave_call applies. */
const IN_A_CALL = new Set([
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'in_call_recording',
  'recording_permission_allowed',
  'recording_permission_denied',
]);

/** Small, so that listing bots pages. */
const BOTS_PAGE_SIZE = 2;

export async function startFakeRecall(options: FakeRecallOptions = {}): Promise<FakeRecall> {
  const apiKey = options.apiKey ?? `recall_test_${randomBytes(8).toString('hex')}`;
  const clock = options.clock ?? (() => new Date());
  const signRealtime = options.signRealtime ?? true;
  const bots = new Map<string, FakeRecallBot>();
  const audio: FakeRecall['audio'] = new Map();
  const chat: FakeRecall['chat'] = new Map();
  /** Each bot's live recording: its id and when it started (its words' relative times count from it). */
  const liveRecordings = new Map<string, { id: string; startedAt: Date }>();
  const requests: FakeRecall['requests'] = [];
  const downloads: FakeRecall['downloads'] = [];
  const files = new Map<string, unknown>();
  const failures = failureOnDemand();
  let baseUrl = '';

  function authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    return header === `Token ${apiKey}` || header === apiKey;
  }

  function publish(body: unknown): string {
    const token = randomBytes(12).toString('hex');
    files.set(token, body);
    // Shaped like an S3 pre-signed URL: the query string is the credential.
    return `${baseUrl}/downloads/${token}.json?X-Amz-Signature=${randomBytes(16).toString('hex')}`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname });

    const download = /^\/downloads\/([0-9a-f]+)\.json$/.exec(url.pathname);
    if (download) {
      downloads.push({ path: url.pathname, authorized: req.headers.authorization !== undefined });
      // S3 refuses a pre-signed request that also carries an Authorization header.
      if (req.headers.authorization !== undefined)
        return send(res, 400, { error: 'Only one auth mechanism allowed' });
      const file = files.get(download[1] ?? '');
      return file === undefined ? send(res, 403, { error: 'AccessDenied' }) : send(res, 200, file);
    }

    if (failures.answered(res)) return;
    if (!authorized(req)) return send(res, 401, { detail: 'Invalid token.' });

    if (method === 'POST' && url.pathname === '/api/v1/bot/') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(res, 400, { detail: 'JSON parse error' });
      }
      const meetingUrl = body.meeting_url;
      if (typeof meetingUrl !== 'string' || !/^https:\/\//.test(meetingUrl))
        return send(res, 400, { meeting_url: ['Enter a valid meeting URL.'] });
      const botName = typeof body.bot_name === 'string' ? body.bot_name : 'Meeting Notetaker';
      if (botName.length > 100)
        return send(res, 400, { bot_name: ['Ensure this field has no more than 100 characters.'] });
      const endpoints = endpointsProblem(body.recording_config);
      if (endpoints)
        return send(res, 400, { recording_config: { realtime_endpoints: [endpoints] } });
      const bot: FakeRecallBot = {
        id: randomUUID(),
        meeting_url: meetingUrl,
        bot_name: botName,
        join_at: typeof body.join_at === 'string' ? body.join_at : null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        recording_config: (body.recording_config as FakeRecallBot['recording_config']) ?? null,
        automatic_audio_output: body.automatic_audio_output ?? null,
        chat: body.chat ?? null,
        status_changes: [],
        recordings: [],
      };
      bots.set(bot.id, bot);
      liveRecordings.set(bot.id, { id: randomUUID(), startedAt: clock() });
      return send(res, 201, bot);
    }

    if (method === 'GET' && url.pathname === '/api/v1/bot/') {
      const wanted = [...url.searchParams].flatMap(([name, value]) =>
        name.startsWith('metadata__') ? [[name.slice('metadata__'.length), value] as const] : [],
      );
      const found = [...bots.values()].filter((listed) =>
        wanted.every(([key, value]) => listed.metadata[key] === value),
      );
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const more = offset + BOTS_PAGE_SIZE < found.length;
      const next = new URL(url.pathname + url.search, 'https://us-east-1.recall.ai');
      next.searchParams.set('cursor', String(offset + BOTS_PAGE_SIZE));
      return send(res, 200, {
        next: more ? next.toString() : null,
        previous: null,
        results: found.slice(offset, offset + BOTS_PAGE_SIZE),
      });
    }

    const match =
      /^\/api\/v1\/bot\/([^/]+)\/(?:(leave_call|output_audio|send_chat_message)\/)?$/.exec(
        url.pathname,
      );
    const bot = match ? bots.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match) return send(res, 404, { detail: 'Not found.' });
    if (!bot) return send(res, 404, { detail: 'Not found.' });
    const last = bot.status_changes.at(-1)?.code;
    if (match[2] === 'output_audio' || match[2] === 'send_chat_message') {
      if (method !== 'POST') return send(res, 405, { detail: `Method "${method}" not allowed.` });
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      return match[2] === 'output_audio'
        ? outputAudio(res, bot, body, audio)
        : sendChat(res, bot, body, chat);
    }
    if (match[2]) {
      if (method !== 'POST') return send(res, 405, { detail: `Method "${method}" not allowed.` });
      // Assumed from the docs: leaving is refused to a bot that is in no call.
      if (!last || !IN_A_CALL.has(last)) return send(res, 400, { detail: 'Bot is not in a call.' });
      addStatus(bot, 'call_ended', 'bot_received_leave_call', clock());
      return send(res, 200, bot);
    }
    if (method === 'GET') return send(res, 200, bot);
    if (method === 'DELETE') {
      if (bot.status_changes.some((change) => DISPATCHED.has(change.code)))
        return send(res, 405, { detail: 'Cannot delete a bot that has already been dispatched.' });
      bots.delete(bot.id);
      return send(res, 204);
    }
    return send(res, 405, { detail: `Method "${method}" not allowed.` });
  }

  function addStatus(bot: FakeRecallBot, code: string, subCode: string | null, at: Date) {
    const change = { code, sub_code: subCode, message: null, created_at: at.toISOString() };
    bot.status_changes.push(change);
    return change;
  }

  function sign(payload: unknown, signOptions: SignOptions = {}): WebhookRequest {
    const id = signOptions.id ?? `msg_${randomBytes(12).toString('hex')}`;
    const timestamp = String(signOptions.timestamp ?? Math.floor(clock().getTime() / 1000));
    const secret = signOptions.secret ?? FAKE_SECRET;
    const rawBody = JSON.stringify(payload);
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const signature = createHmac('sha256', key)
      .update(`${id}.${timestamp}.${rawBody}`)
      .digest('base64');
    const prefix = signOptions.headerPrefix ?? 'webhook';
    return {
      headers: {
        'content-type': 'application/json',
        [`${prefix}-id`]: id,
        [`${prefix}-timestamp`]: timestamp,
        [`${prefix}-signature`]: `v1,${signature}`,
      },
      rawBody,
    };
  }

  function liveDelivery(
    botId: string,
    live: FakeRecallLiveEvent,
    signOptions?: SignOptions,
  ): LiveDelivery {
    const bot = bots.get(botId);
    const recording = liveRecordings.get(botId);
    if (!bot || !recording) throw new Error(`No fake Recall bot ${botId}`);
    const endpoint = bot.recording_config?.realtime_endpoints?.find((found) =>
      found.events.includes(live.event),
    );
    if (!endpoint) throw new Error(`Bot ${botId} has no real-time endpoint for ${live.event}`);
    const payload = realtimePayload(bot, recording, live, clock());
    const request = signRealtime
      ? sign(payload, signOptions)
      : { headers: { 'content-type': 'application/json' }, rawBody: JSON.stringify(payload) };
    return { ...request, url: endpoint.url };
  }

  const server = await startFakeServer(handle);
  baseUrl = server.baseUrl;

  return {
    baseUrl,
    apiKey,
    webhookSecret: FAKE_SECRET,
    bots,
    audio,
    chat,
    requests,
    downloads,
    failNext: failures.failNext,
    deliverLive: deliver,
    liveDelivery,
    async sendLive(botId, live, signOptions) {
      const delivery = liveDelivery(botId, live, signOptions);
      return { status: await deliver(delivery), delivery };
    },
    setStatus(botId, code, statusOptions = {}) {
      const bot = bots.get(botId);
      if (!bot) throw new Error(`No fake Recall bot ${botId}`);
      const change = addStatus(
        bot,
        code,
        statusOptions.subCode ?? null,
        statusOptions.at ?? clock(),
      );
      // Word times in real-time deliveries count from when the bot started recording.
      if (
        code === 'in_call_recording' &&
        !bot.status_changes.slice(0, -1).some((c) => c.code === code)
      )
        liveRecordings.set(bot.id, {
          id: liveRecordings.get(bot.id)?.id ?? randomUUID(),
          startedAt: new Date(change.created_at),
        });
      return sign(
        {
          event: `bot.${code}`,
          data: {
            data: { code, sub_code: change.sub_code, updated_at: change.created_at },
            bot: { id: bot.id, metadata: bot.metadata },
          },
        },
        statusOptions.sign,
      );
    },
    legacyStatusWebhook(botId, change, signOptions) {
      return sign(
        {
          event: 'bot.status_change',
          data: {
            bot_id: botId,
            status: {
              code: change.code,
              created_at: change.created_at,
              sub_code: change.sub_code,
              message: change.message,
            },
          },
        },
        { headerPrefix: 'svix', ...signOptions },
      );
    },
    finishRecording(botId, recording) {
      const bot = bots.get(botId);
      if (!bot) throw new Error(`No fake Recall bot ${botId}`);
      const now = clock().toISOString();
      const transcriptStatus = recording.transcriptStatus ?? 'done';
      bot.recordings = [
        {
          id: randomUUID(),
          created_at: now,
          started_at: now,
          completed_at: now,
          expires_at: null,
          status: { code: 'done', sub_code: null, updated_at: now },
          media_shortcuts: {
            transcript: {
              id: randomUUID(),
              status: { code: transcriptStatus, sub_code: null, updated_at: now },
              data: {
                download_url: transcriptStatus === 'done' ? publish(recording.transcript) : null,
                provider_data_download_url: null,
              },
              provider: { meeting_captions: {} },
            },
            participant_events: {
              id: randomUUID(),
              status: { code: 'done', sub_code: null, updated_at: now },
              data: {
                participant_events_download_url: publish([]),
                speaker_timeline_download_url: publish([]),
                participants_download_url: publish(recording.participants),
              },
            },
          },
        },
      ];
    },
    sign,
    close: server.close,
  };
}
