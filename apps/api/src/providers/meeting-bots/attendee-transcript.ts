/**
 * What Attendee says was said and done in a call: its utterances (the transcript after the call,
 * and each `transcript.update` webhook while it goes on) and its participants joining and leaving
 * (`participant_events.join_leave`), in the product's shapes.
 */
import { isRecord, stringField } from './http.js';
import type { LiveEvent, TranscriptPart, TranscriptWord } from './port.js';

interface AttendeeWord {
  word?: unknown;
  punctuated_word?: unknown;
  start?: unknown;
}

/**
 * One utterance in the product's shape. With word timings (Deepgram, ElevenLabs, OpenAI) each word
 * gets its absolute time; closed captions have none, so only the first word carries the
 * utterance's start and the rest say they have no time.
 */
export function attendeeTranscriptPart(utterance: unknown): TranscriptPart | null {
  if (!isRecord(utterance)) return null;
  const started = typeof utterance.timestamp_ms === 'number' ? utterance.timestamp_ms : null;
  const transcription = utterance.transcription;
  const text =
    typeof transcription === 'string' ? transcription : stringField(transcription, 'transcript');
  const timed =
    isRecord(transcription) && Array.isArray(transcription.words) ? transcription.words : null;
  let words: TranscriptWord[];
  if (timed && timed.length > 0) {
    words = timed.flatMap((entry: unknown) => {
      const { word, punctuated_word: punctuated, start } = (entry ?? {}) as AttendeeWord;
      const wordText = typeof punctuated === 'string' ? punctuated : word;
      if (typeof wordText !== 'string') return [];
      const at =
        started !== null && typeof start === 'number'
          ? new Date(started + Math.round(start * 1000)).toISOString()
          : null;
      return [{ text: wordText, at }];
    });
  } else {
    words = (text ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((wordText, index) => ({
        text: wordText,
        at: index === 0 && started !== null ? new Date(started).toISOString() : null,
      }));
  }
  if (words.length === 0) return null;
  const name = stringField(utterance, 'speaker_name');
  return {
    speakerName: name && name.trim() ? name : 'Unknown speaker',
    isHost: utterance.speaker_is_host === true,
    words,
  };
}

/**
 * A `transcript.update` utterance as a live line. Attendee sends only finished utterances and
 * gives them no id; the key is the speaker and the utterance's start, which a redelivery keeps.
 */
function liveUtterance(utterance: unknown): LiveEvent | null {
  const part = attendeeTranscriptPart(utterance);
  if (!part || !isRecord(utterance) || typeof utterance.timestamp_ms !== 'number') return null;
  const speaker = stringField(utterance, 'speaker_uuid') ?? part.speakerName;
  return { kind: 'utterance', key: `${speaker}:${utterance.timestamp_ms}`, ...part, final: true };
}

/** A participant joining or leaving, under the participant event's own id. */
function liveParticipant(event: unknown): LiveEvent | null {
  const action = stringField(event, 'event_type');
  if (!isRecord(event) || (action !== 'join' && action !== 'leave')) return null;
  if (typeof event.timestamp_ms !== 'number') return null;
  const at = new Date(event.timestamp_ms).toISOString();
  const name = stringField(event, 'participant_name');
  const who = stringField(event, 'participant_uuid') ?? name;
  return {
    kind: 'participant',
    key: stringField(event, 'id') ?? `${who}:${action}:${event.timestamp_ms}`,
    action,
    name: name && name.trim() ? name : 'Unknown participant',
    isHost: event.participant_is_host === true,
    at,
  };
}

/** What a webhook's trigger and data say happened in the call; nothing for other triggers. */
export function attendeeLiveEvents(trigger: string | null, data: unknown): LiveEvent[] {
  const live =
    trigger === 'transcript.update'
      ? liveUtterance(data)
      : trigger === 'participant_events.join_leave'
        ? liveParticipant(data)
        : null;
  return live ? [live] : [];
}
