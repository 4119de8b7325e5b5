/**
 * A meeting-bot provider a test drives: it records what the server asked of it (bots, the audio
 * it was given to play, chat messages), answers as the test scripts it (an outage, a refusal),
 * emits events on demand through the sink the server gave it (live ones too), and reads
 * "webhooks" signed with an HMAC of their raw body under a test secret.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  WebhookSignatureError,
  type BotEvent,
  type BotEventSink,
  type BotObservation,
  type BotProviderName,
  type BotRequest,
  type BotSpeech,
  type LiveEvent,
  type MeetingBotProvider,
  type MeetingRecord,
  type WebhookDelivery,
} from '../../src/providers/meeting-bots/port.js';

export const SCRIPTED_WEBHOOK_SECRET = 'scripted-webhook-secret';

export function signScripted(rawBody: string, secret = SCRIPTED_WEBHOOK_SECRET): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export class ScriptedBotProvider implements MeetingBotProvider {
  readonly simulated = false;
  /** Every createBot call, in order, with the provider id it answered (null: it threw). */
  readonly created: { request: BotRequest; providerBotId: string | null }[] = [];
  readonly left: string[] = [];
  readonly deleted: string[] = [];
  /** What readStatus answers per provider bot id. */
  readonly statuses = new Map<string, BotObservation>();
  /** What fetchMeeting answers; empty when unset. */
  readonly records = new Map<string, MeetingRecord>();
  /** Thrown by the next createBot calls, one each, before any succeeds. */
  readonly createFailures: Error[] = [];
  /** The audio the server asked the bot to play, in order. */
  readonly spoken: { providerBotId: string; speech: BotSpeech }[] = [];
  /** Thrown by the next speak calls, one each, before any succeeds. */
  readonly speakFailures: Error[] = [];
  /** Messages the server posted to the meeting chat. */
  readonly chats: { providerBotId: string; text: string }[] = [];
  private sink: BotEventSink | undefined;
  private eventCount = 0;

  constructor(readonly name: BotProviderName = 'recall') {}

  async createBot(request: BotRequest): Promise<{ providerBotId: string }> {
    const failure = this.createFailures.shift();
    if (failure) {
      this.created.push({ request, providerBotId: null });
      throw failure;
    }
    // Idempotent per bot, as the port asks: a bot sent again is the bot it already has.
    const sent = this.created.find(
      (call) => call.request.botId === request.botId && call.providerBotId !== null,
    );
    // Unique across providers: two servers' providers share one table in some tests.
    const providerBotId = sent?.providerBotId ?? `provider-${randomUUID()}`;
    this.created.push({ request, providerBotId });
    return { providerBotId };
  }

  async leaveCall(providerBotId: string): Promise<void> {
    this.left.push(providerBotId);
  }

  async deleteScheduledBot(providerBotId: string): Promise<void> {
    this.deleted.push(providerBotId);
  }

  async readStatus(providerBotId: string): Promise<BotObservation> {
    const status = this.statuses.get(providerBotId);
    if (!status) throw new Error(`no status scripted for ${providerBotId}`);
    return status;
  }

  async fetchMeeting(providerBotId: string): Promise<MeetingRecord> {
    return this.records.get(providerBotId) ?? { transcript: [], participants: [] };
  }

  readWebhook(delivery: WebhookDelivery, _now: Date): BotEvent[] {
    const signature = delivery.headers['x-test-signature'];
    const expected = Buffer.from(signScripted(delivery.rawBody));
    if (
      typeof signature !== 'string' ||
      signature.length !== expected.length ||
      !timingSafeEqual(Buffer.from(signature), expected)
    )
      throw new WebhookSignatureError('bad test signature');
    const { events } = JSON.parse(delivery.rawBody) as { events: WireEvent[] };
    return events.map(fromWire);
  }

  /** A live delivery reads as its webhooks do: signed with the test secret. */
  readLiveWebhook(delivery: WebhookDelivery, now: Date): BotEvent[] {
    return this.readWebhook(delivery, now);
  }

  async speak(providerBotId: string, speech: BotSpeech): Promise<void> {
    const failure = this.speakFailures.shift();
    if (failure) throw failure;
    this.spoken.push({ providerBotId, speech });
  }

  async sendChatMessage(providerBotId: string, text: string): Promise<boolean> {
    this.chats.push({ providerBotId, text });
    return true;
  }

  deliverEventsTo(sink: BotEventSink): void {
    this.sink = sink;
  }

  /** Reports what was said or done in the call, as the provider's own timeline would. */
  async emitLive(providerBotId: string, live: LiveEvent[], eventId?: string) {
    if (!this.sink) throw new Error('the server took no events');
    await this.sink({
      eventId: eventId ?? `event-${++this.eventCount}`,
      providerBotId,
      observation: null,
      live,
    });
  }

  /** Sends an event as the provider's own timeline would. */
  async emit(providerBotId: string, observation: BotObservation | null, eventId?: string) {
    if (!this.sink) throw new Error('the server took no events');
    await this.sink({
      eventId: eventId ?? `event-${++this.eventCount}`,
      providerBotId,
      observation,
    });
  }
}

/** An event as a scripted webhook body carries it (dates as ISO text). */
export interface WireEvent {
  eventId: string;
  providerBotId: string;
  status: BotObservation['status'] | null;
  failureReason?: BotObservation['failureReason'];
  at: string;
  live?: LiveEvent[];
}

function fromWire(event: WireEvent): BotEvent {
  return {
    eventId: event.eventId,
    providerBotId: event.providerBotId,
    observation: event.status
      ? { status: event.status, failureReason: event.failureReason, at: new Date(event.at) }
      : null,
    ...(event.live ? { live: event.live } : {}),
  };
}
