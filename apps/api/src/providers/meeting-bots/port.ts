/**
 * The meeting-bot provider: whatever sends a bot into a Google Meet, Zoom or Teams call. The
 * embedded simulator (no network, a meeting that says it is simulated), Recall.ai and a
 * self-hosted Attendee each map their own statuses onto the product's one lifecycle
 * (@convene/domain/meeting-bots) and their transcripts onto the wire shape (Recall's).
 */
import type { BotFailureReason, BotStatus } from '@convene/domain/meeting-bots';
import type { AgentMode, AgentVoice } from '@convene/domain/limits';

export type BotProviderName = 'simulator' | 'recall' | 'attendee';

/** The agent a bot speaks for, as it was when the bot was dispatched. */
export interface BotAgent {
  name: string;
  greetingMessage: string;
  prompt: string;
  voice: AgentVoice;
  mode: AgentMode;
  wakeWords: readonly string[];
  /** The agent's knowledge passages (its file's chunks), most useful first; empty without a file. */
  knowledge: readonly string[];
}

export interface BotRequest {
  /** Our public bot id, sent to the provider as metadata so its events name our bot too. */
  botId: string;
  meetingUrl: string;
  botName: string;
  /** When to join; a provider bot joins at once when it is null or past. */
  joinAt: Date | null;
  agent: BotAgent;
  /**
   * Where the provider sends what is said while the call goes on (Recall's real-time endpoint,
   * Attendee's bot-level webhooks): our address with the bot's own random token in it.
   */
  liveUrl: string;
  /** Where the provider sends its signed status webhooks (Attendee's bot-level webhooks replace the project's). */
  webhookUrl: string;
}

/** A provider's status as the product reads it. */
export interface BotObservation {
  status: BotStatus;
  /** Set with `failed`. */
  failureReason?: BotFailureReason;
  /** When the provider says it happened. */
  at: Date;
}

/** One event a provider reports (by webhook, or by the simulator's own timeline). */
export interface BotEvent {
  /** The provider's event id, stable across redelivery: applied once. */
  eventId: string;
  providerBotId: string;
  /** Null for events that say nothing about the lifecycle (a transcript part, a chat message). */
  observation: BotObservation | null;
  /** What the event says was said or done in the call while it goes on. */
  live?: LiveEvent[];
}

/**
 * Something said or done in the call, reported as it happens. An utterance may come first as a
 * partial (words still being recognised) and later as its final, under the same key; providers
 * deliver out of order and more than once, so the key, not the arrival, says which line it is.
 */
export type LiveEvent =
  | {
      kind: 'utterance';
      /** Stable for one utterance across its partials and its final (the provider's id, or its speaker and start). */
      key: string;
      speakerName: string;
      isHost: boolean;
      words: TranscriptWord[];
      final: boolean;
    }
  | {
      kind: 'participant';
      key: string;
      action: 'join' | 'leave';
      name: string;
      isHost: boolean;
      /** ISO time of the join or leave. */
      at: string;
    };

/** The agent's voice for one sentence or more, to be played in the call as the bot. */
export interface BotSpeech {
  /** MP3 audio. */
  mp3: Buffer;
  /** What it says (a provider that transcribes the bot hears these words). */
  text: string;
  /** How long it plays. */
  durationMs: number;
}

export interface TranscriptWord {
  text: string;
  /** ISO time the word was said, or null when the provider has no word timings. */
  at: string | null;
}

export interface TranscriptPart {
  speakerName: string;
  isHost: boolean;
  words: TranscriptWord[];
}

export interface MeetingParticipantRecord {
  name: string;
  isHost: boolean;
}

/** What a provider kept of a finished call. */
export interface MeetingRecord {
  transcript: TranscriptPart[];
  participants: MeetingParticipantRecord[];
}

/** A webhook as it arrived: its headers (lower-case names) and its body's exact bytes. */
export interface WebhookDelivery {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: string;
}

/** Thrown when a webhook's signature or timestamp does not hold: 401, nothing changes. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider failed in a way worth retrying later (network, 429, 5xx, 507). */
export class BotProviderUnavailableError extends Error {
  override name = 'BotProviderUnavailableError';
  constructor(
    message: string,
    /** Seconds the provider asked us to wait, when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The provider refused the request for good (bad link, bot already dispatched...). */
export class BotProviderRejectedError extends Error {
  override name = 'BotProviderRejectedError';
  constructor(
    message: string,
    readonly failureReason: BotFailureReason = 'provider_error',
  ) {
    super(message);
  }
}

/** Where a provider's events go; the meeting-bots feature applies them. */
export type BotEventSink = (event: BotEvent) => Promise<void>;

export interface MeetingBotProvider {
  readonly name: BotProviderName;
  /** True for the embedded simulator: its meetings are not real calls and say so. */
  readonly simulated: boolean;
  /**
   * Sends a bot; resolves with the provider's id for it. Idempotent per `request.botId`: sending
   * the same bot again (a dispatch that died before keeping the id) answers the bot the provider
   * already has for it, so no second bot joins the call.
   */
  createBot(request: BotRequest): Promise<{ providerBotId: string }>;
  /** Takes the bot out of its call (credits ran out, the user asked); done if already gone. */
  leaveCall(providerBotId: string): Promise<void>;
  /** Cancels a bot that has not joined yet; done if already gone. */
  deleteScheduledBot(providerBotId: string): Promise<void>;
  /** The bot's current status as the provider reports it (reconciliation, for lost webhooks). */
  readStatus(providerBotId: string): Promise<BotObservation>;
  /** The transcript and participants once the call has ended. */
  fetchMeeting(providerBotId: string): Promise<MeetingRecord>;
  /**
   * Checks a webhook's signature exactly as the provider documents it and reads its events;
   * throws WebhookSignatureError when it does not hold. The simulator receives no webhooks.
   */
  readWebhook(delivery: WebhookDelivery, now: Date): BotEvent[];
  /**
   * Reads a delivery to the bot's live address (Recall's real-time endpoint, Attendee's bot-level
   * webhook) once the caller has checked the bot's token; a signature is checked too when the
   * provider signs. Throws WebhookSignatureError when it does not hold; the simulator, which
   * reports what is said itself, throws it for every delivery.
   */
  readLiveWebhook(delivery: WebhookDelivery, now: Date): BotEvent[];
  /** Plays the agent's voice in the call, as the bot. */
  speak(providerBotId: string, speech: BotSpeech): Promise<void>;
  /** Posts a message to the meeting's chat; false when the provider has no chat to post to. */
  sendChatMessage(providerBotId: string, text: string): Promise<boolean>;
  /** Starts delivering events the provider produces itself (the simulator's timeline). */
  deliverEventsTo(sink: BotEventSink): void;
}
