/**
 * What Recall.ai says was said and who was there: the transcript and participant list downloaded
 * after the call, and what a bot's real-time endpoint delivers while it goes on (final and partial
 * transcript parts, participants joining and leaving). Real-time deliveries carry the workspace's
 * Standard Webhooks signature when the workspace has a secret, and none otherwise: then the bot's
 * own token in the URL, checked by the caller, is the proof.
 */
import { createHash } from 'node:crypto';
import { headerValue } from '../../contract/headers.js';
import { isRecord, stringField } from './http.js';
import {
  BotProviderRejectedError,
  type BotEvent,
  type LiveEvent,
  type MeetingParticipantRecord,
  type TranscriptPart,
  type TranscriptWord,
  type WebhookDelivery,
} from './port.js';
import { verifyStandardWebhook } from './standard-webhooks.js';

/** The real-time events a bot is created to deliver to its live address. */
export const RECALL_LIVE_EVENTS = [
  'transcript.data',
  'transcript.partial_data',
  'participant_events.join',
  'participant_events.leave',
] as const;

const SIGNATURE_HEADERS = ['id', 'timestamp', 'signature'].flatMap((part) => [
  `webhook-${part}`,
  `svix-${part}`,
]);

interface TimestampJson {
  relative?: unknown;
  absolute?: unknown;
}

interface TranscriptWordJson {
  text?: unknown;
  start_timestamp?: TimestampJson | null;
}

function participantName(participant: unknown): string {
  const name = stringField(participant, 'name');
  return name && name.trim() ? name : 'Unknown speaker';
}

function isHost(participant: unknown): boolean {
  return isRecord(participant) && participant.is_host === true;
}

/** An ISO time from Recall's text, or null when it gives none. */
function isoTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

function recallWords(words: unknown): TranscriptWord[] {
  return (Array.isArray(words) ? words : []).flatMap((word: unknown) => {
    const { text, start_timestamp: start } = (word ?? {}) as TranscriptWordJson;
    return typeof text === 'string' ? [{ text, at: isoTime(start?.absolute) }] : [];
  });
}

/** Recall's transcript download (one part per speaker turn) in the product's shape. */
export function recallTranscript(download: unknown): TranscriptPart[] {
  if (!Array.isArray(download))
    throw new BotProviderRejectedError('The Recall.ai transcript is not a list');
  return download.map((part: unknown) => {
    const participant = isRecord(part) ? part.participant : null;
    return {
      speakerName: participantName(participant),
      isHost: isHost(participant),
      words: recallWords(isRecord(part) ? part.words : null),
    };
  });
}

export function recallParticipants(download: unknown): MeetingParticipantRecord[] {
  if (!Array.isArray(download))
    throw new BotProviderRejectedError('The Recall.ai participant list is not a list');
  return download.map((participant: unknown) => ({
    name: participantName(participant),
    isHost: isHost(participant),
  }));
}

/** Recall's participant id (a number, unique within the meeting only), or its name without one. */
function participantKey(participant: unknown): string {
  const id = isRecord(participant) ? participant.id : null;
  return typeof id === 'number' || typeof id === 'string'
    ? String(id)
    : participantName(participant);
}

/**
 * A transcript part as a live utterance. Recall gives no utterance id, so the key is the
 * recording, the speaker and the first word's start (seconds into the recording): an utterance's
 * partials and its final begin at the same moment of audio whatever words they hear there.
 */
function liveUtterance(part: unknown, recordingId: string, final: boolean): LiveEvent | null {
  if (!isRecord(part) || !Array.isArray(part.words)) return null;
  const words = recallWords(part.words);
  const first: unknown = part.words[0];
  const start = isRecord(first) ? (first.start_timestamp as TimestampJson | null) : null;
  const startKey =
    typeof start?.relative === 'number' ? start.relative.toFixed(3) : isoTime(start?.absolute);
  if (words.length === 0 || startKey === null) return null;
  return {
    kind: 'utterance',
    key: `${recordingId}:${participantKey(part.participant)}:${startKey}`,
    speakerName: participantName(part.participant),
    isHost: isHost(part.participant),
    words,
    final,
  };
}

/** A participant joining or leaving; its key is who, what and when, since the event has no id. */
function liveParticipant(event: unknown, action: 'join' | 'leave'): LiveEvent | null {
  if (!isRecord(event) || !isRecord(event.timestamp)) return null;
  const at = isoTime(event.timestamp.absolute);
  if (!at) return null;
  return {
    kind: 'participant',
    key: `${participantKey(event.participant)}:${action}:${at}`,
    action,
    name: participantName(event.participant),
    isHost: isHost(event.participant),
    at,
  };
}

/**
 * Reads a delivery to a bot's real-time endpoint. A delivery with signature headers must hold
 * under the workspace secret (WebhookSignatureError otherwise); its message id is the event id. An
 * unsigned one is identified by its body's hash, so the same delivery repeated is applied once.
 */
export function readRecallLive(
  delivery: WebhookDelivery,
  secret: string | null,
  now: Date,
): BotEvent[] {
  const signed = SIGNATURE_HEADERS.some(
    (name) => headerValue(delivery.headers, name) !== undefined,
  );
  const eventId = signed
    ? verifyStandardWebhook(delivery, secret, now)
    : `sha256:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
  let payload: unknown;
  try {
    payload = JSON.parse(delivery.rawBody);
  } catch {
    return [];
  }
  const envelope = isRecord(payload) && isRecord(payload.data) ? payload.data : null;
  const providerBotId = stringField(envelope?.bot, 'id');
  if (!envelope || !providerBotId) return [];
  const recordingId = stringField(envelope.recording, 'id') ?? '';
  let live: LiveEvent | null;
  switch (stringField(payload, 'event')) {
    case 'transcript.data':
      live = liveUtterance(envelope.data, recordingId, true);
      break;
    case 'transcript.partial_data':
      live = liveUtterance(envelope.data, recordingId, false);
      break;
    case 'participant_events.join':
      live = liveParticipant(envelope.data, 'join');
      break;
    case 'participant_events.leave':
      live = liveParticipant(envelope.data, 'leave');
      break;
    default:
      live = null;
  }
  return live ? [{ eventId, providerBotId, observation: null, live: [live] }] : [];
}
