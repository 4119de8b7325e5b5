/**
 * This product's .json export read back as a meeting (format MEETING_EXPORT_FORMAT): its
 * transcript with the words' absolute times, and its participants. A 20 MB file is read in pieces
 * with other requests served between them.
 */
import { DomainError } from '@convene/domain/errors';
import { TokenParser, Tokenizer } from '@streamparser/json';
import type { MeetingRecord, TranscriptPart } from '../../providers/meeting-bots/port.js';
import { JsonTooDeep, nestingGuard, tokenizeInPieces } from '../../text/json-in-pieces.js';
import { pacer } from '../../text/pace.js';
import { lengthLimit, notATranscript } from './import-rules.js';
import { MEETING_EXPORT_FORMAT, type MeetingExport } from './transcript-export.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isExportWord(value: unknown): boolean {
  if (!isRecord(value) || typeof value.text !== 'string') return false;
  const start = value.start_timestamp;
  if (!isRecord(start)) return false;
  return (
    start.absolute === null ||
    (typeof start.absolute === 'string' && !Number.isNaN(Date.parse(start.absolute)))
  );
}

function isExportSegment(value: unknown): boolean {
  if (!isRecord(value) || !Array.isArray(value.words) || !value.words.every(isExportWord))
    return false;
  const participant = value.participant;
  return (
    isRecord(participant) &&
    typeof participant.name === 'string' &&
    typeof participant.is_host === 'boolean'
  );
}

/** The parts of the export that import reads: the transcript with its absolute times, and the people. */
type ImportedExport = Pick<MeetingExport, 'transcript' | 'participants'>;

const NOT_AN_EXPORT = `it is not a meeting exported from Convene (format "${MEETING_EXPORT_FORMAT}").`;

/**
 * Arrays and objects inside each other, at most: an export nests six deep. Past this a file is
 * refused before it is built, so that 20 MB of '[' cannot hold the server for seconds.
 */
const MAX_JSON_DEPTH = 32;

/**
 * The export's format, transcript and participants, parsed in pieces with other requests served
 * between them (a 20 MB file is half a second of parsing), and refused as soon as its transcript
 * passes the words a meeting can have. Anything else in the file is checked to be JSON, not kept.
 */
async function parseExport(text: string): Promise<Record<string, unknown>> {
  const counted = lengthLimit();
  const transcript: unknown[] = [];
  const found: Record<string, unknown> = {};
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({
    paths: ['$.format', '$.transcript', '$.transcript.*', '$.participants'],
    keepStack: false,
  });
  const guard = nestingGuard(MAX_JSON_DEPTH);
  tokenizer.onToken = (token) => {
    guard(token.token);
    parser.write(token);
  };
  parser.onValue = ({ value, key, parent, stack }) => {
    if (stack.length === 2) {
      // A segment, counted as soon as it is read; kept when the transcript is a list.
      counted(1, wordsIn(value));
      if (Array.isArray(parent)) transcript.push(value);
    } else if (key === 'transcript') found.transcript = Array.isArray(value) ? transcript : value;
    else found[key as string] = value;
  };
  // The document ends with its top-level value: anything after it is refused by the tokenizer.
  parser.onEnd = () => {
    if (!tokenizer.isEnded) tokenizer.end();
  };
  try {
    await tokenizeInPieces(tokenizer, text);
    if (!parser.isEnded) parser.end();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof JsonTooDeep) throw notATranscript(NOT_AN_EXPORT);
    throw notATranscript('it is not valid JSON.');
  }
  return found;
}

/** Words of an export checked, or read, between two turns of the event loop. */
const WORDS_PER_TURN = 10_000;

const wordsIn = (segment: unknown) =>
  isRecord(segment) && Array.isArray(segment.words) ? segment.words.length : 0;

/** Whether the parsed export has what import reads, checked some thousands of words at a time. */
async function isMeetingExport(value: Record<string, unknown>): Promise<boolean> {
  if (value.format !== MEETING_EXPORT_FORMAT || !Array.isArray(value.transcript)) return false;
  const paced = pacer(WORDS_PER_TURN);
  for (const segment of value.transcript as unknown[]) {
    await paced(wordsIn(segment));
    if (!isExportSegment(segment)) return false;
  }
  return (
    Array.isArray(value.participants) &&
    value.participants.every(
      (entry) =>
        isRecord(entry) &&
        isRecord(entry.participant) &&
        typeof entry.participant.name === 'string',
    )
  );
}

export async function readExport(text: string): Promise<MeetingRecord> {
  const value = await parseExport(text);
  if (!(await isMeetingExport(value))) throw notATranscript(NOT_AN_EXPORT);
  const { transcript: segments, participants: people } = value as unknown as ImportedExport;
  const transcript: TranscriptPart[] = [];
  const paced = pacer(WORDS_PER_TURN);
  for (const segment of segments) {
    await paced(segment.words.length);
    const speakerName = segment.participant.name.trim();
    const words = segment.words
      .filter((word) => word.text.trim())
      .map((word) => ({
        text: word.text,
        at:
          word.start_timestamp.absolute === null
            ? null
            : new Date(word.start_timestamp.absolute).toISOString(),
      }));
    if (speakerName && words.length > 0)
      transcript.push({ speakerName, isHost: segment.participant.is_host, words });
  }
  if (transcript.length === 0) throw notATranscript('its transcript is empty.');
  const hosts = new Set(transcript.filter((part) => part.isHost).map((part) => part.speakerName));
  const participants = people.map(({ participant }) => ({
    name: participant.name,
    isHost: hosts.has(participant.name.trim()),
  }));
  return { transcript, participants };
}
