/**
 * Reads a meeting's transcript file into the meeting record a bot would bring back: WebVTT and
 * SubRip (cue timing by @plussub/srt-vtt-parser), plain text, or this product's .json export.
 *
 * Speakers in subtitles: a WebVTT voice tag (`<v Alice Moreau>words</v>`, as Teams writes) or
 * 'Name: words' cue text (as Zoom and Meet write); a cue without either continues the previous
 * speaker. Consecutive cues of one speaker make one segment; a cue's words are spread evenly over
 * its duration, counted from the meeting's start.
 *
 * Plain text, one turn per line (a line that matches none continues the turn before it):
 * - `Name: words`                                  (no times: the words have none)
 * - `[01:02:03] Name: words`, `(01:02) Name: words`, `01:02:03 Name: words`
 * - `Name (01:02:03): words`, `Name [01:02]: words`
 * - Otter's blocks: a `Name  1:02` line (two or more spaces, or a tab, before the time), then the
 *   turn's text on the lines below it; Fireflies' `Name - 01:02` heading the same way.
 * A turn's words are spread up to the next turn's time (the last turn at 150 words a minute).
 *
 * A file is read in pieces with other requests served between them, and refused as soon as it
 * passes the cues or words a meeting can have (MEETING_IMPORT_MAX_CUES, MEETING_IMPORT_MAX_WORDS).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MeetingImportExtension } from '@convene/domain/meeting-import';
import { parse as parseCues } from '@plussub/srt-vtt-parser';
import type {
  MeetingParticipantRecord,
  MeetingRecord,
  TranscriptPart,
} from '../../providers/meeting-bots/port.js';
import { readExport } from './export-import.js';
import { lengthLimit, notATranscript, wordsCounted } from './import-rules.js';

/**
 * Lines, or characters of them, read between two turns of the event loop (a 20 MB file can have
 * millions of lines, and lines that are slow to match).
 */
const LINES_PER_TURN = 20_000;
const CHARS_PER_TURN = 64 * 1024;

/** The text's lines without their line ends, each with the offset after it; pauses now and then. */
async function* linesOf(text: string): AsyncGenerator<[line: string, next: number]> {
  let start = 0;
  let lines = 0;
  let paused = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    yield [text.slice(start, text[end - 1] === '\r' ? end - 1 : end), end + 1];
    start = end + 1;
    if (++lines >= LINES_PER_TURN || start - paused >= CHARS_PER_TURN) {
      await nextTurn();
      lines = 0;
      paused = start;
    }
  }
}

/** Speaking pace for a last turn whose end the file does not give. */
const SECONDS_PER_WORD = 0.4;

/** A stretch of one speaker's words between two offsets (ms from the meeting's start), or untimed. */
interface Turn {
  speaker: string;
  text: string;
  /** Null when the file gives no time. */
  startMs: number | null;
  endMs: number | null;
}

/** The text as UTF-8, or a refusal when it is binary (a NUL byte or bytes UTF-8 cannot decode). */
function decodeText(content: Buffer): string {
  if (content.includes(0)) throw notATranscript('it is a binary file, not text.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    throw notATranscript('it is not UTF-8 text.');
  }
  if (!text.trim()) throw notATranscript('it is empty.');
  return text;
}

/** A speaker's name as people write one before a colon: starts with a letter, at most 60 characters. */
const NAME = String.raw`\p{L}[\p{L}\p{M}\p{N} .'’\-_&@]{0,59}?`;
const SPEAKER_LINE = new RegExp(String.raw`^(${NAME})\s*:\s+(.+)$`, 'u');

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Turns timed between two turns of the event loop. */
const TURNS_PER_TURN = 2_000;

/** Turns as the meeting record's parts: words timed across each turn, one speaker's turns merged. */
async function partsFrom(turns: readonly Turn[], startedAt: Date): Promise<TranscriptPart[]> {
  const parts: TranscriptPart[] = [];
  const origin = startedAt.getTime();
  for (const [index, turn] of turns.entries()) {
    if (index > 0 && index % TURNS_PER_TURN === 0) await nextTurn();
    const words = wordsOf(turn.text);
    if (words.length === 0) continue;
    const { startMs, endMs } = turn;
    const step =
      startMs === null || endMs === null ? 0 : Math.max(0, endMs - startMs) / words.length;
    const timed = words.map((text, index) => ({
      text,
      at:
        startMs === null
          ? null
          : new Date(origin + Math.round(startMs + index * step)).toISOString(),
    }));
    const last = parts.at(-1);
    if (last?.speakerName === turn.speaker) last.words.push(...timed);
    else parts.push({ speakerName: turn.speaker, isHost: false, words: timed });
  }
  return parts;
}

/** Every speaker once, in the order they first spoke. */
function participantsOf(parts: readonly TranscriptPart[]): MeetingParticipantRecord[] {
  const names = new Set(parts.map((part) => part.speakerName));
  return [...names].map((name) => ({ name, isHost: false }));
}

/** Entities WebVTT cue text may carry; the rest of the cue's markup is dropped. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

function plainCueText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s{2,}|[^\S ]/g, ' ')
    .trim();
}

/** A cue's speakers and their words: voice tags, else 'Name: words', else the speaker before. */
function cueVoices(text: string): { speaker: string | null; text: string }[] {
  const voice = /<v(?:\.[^\s>]*)?\s+([^>]+)>/g;
  const tags = [...text.matchAll(voice)];
  if (tags.length > 0) {
    return tags.map((tag, index) => ({
      speaker: tag[1]!.trim(),
      text: plainCueText(text.slice(tag.index + tag[0].length, tags[index + 1]?.index)),
    }));
  }
  const plain = plainCueText(text);
  const labelled = SPEAKER_LINE.exec(plain);
  return labelled
    ? [{ speaker: labelled[1]!.trim(), text: labelled[2]! }]
    : [{ speaker: null, text: plain }];
}

/**
 * A cue is a caption: a few lines, or an hour of one voice at the most. Longer, it is no caption,
 * and reading its markup (a million tags) would hold the server for a tenth of a second.
 */
const MAX_CUE_CHARS = 100_000;

/** Cues the subtitle parser reads at once: a few milliseconds' work. */
const CUES_PER_PIECE = 500;

/**
 * The subtitle file in pieces of about CUES_PER_PIECE cues, each read by the parser as it reads
 * that stretch of the whole file. A piece ends at a blank line after a line that is not a cue's
 * timing (whose next line is its text even when blank): there the parser is between two blocks,
 * as at a file's start. The parser knows WebVTT by its header, so each piece of one starts with it.
 */
async function* subtitlePieces(text: string): AsyncGenerator<string> {
  const header = text.startsWith('WEBVTT') ? 'WEBVTT\n\n' : '';
  const piece = (from: number, to: number) =>
    (from > 0 ? header : '') + text.slice(from, to).replace(/\r\n?/g, '\n');
  let start = 0;
  let cues = 0;
  let previous = '';
  for await (const [line, next] of linesOf(text)) {
    if (line.includes('-->')) cues++;
    else if (cues >= CUES_PER_PIECE && !line.trim() && !previous.includes('-->')) {
      yield piece(start, next);
      start = next;
      cues = 0;
    }
    previous = line;
  }
  if (start < text.length) yield piece(start, text.length);
}

async function readSubtitles(text: string, kind: 'WebVTT' | 'SubRip'): Promise<Turn[]> {
  const turns: Turn[] = [];
  const counted = lengthLimit();
  let speaker: string | null = null;
  let named = false;
  for await (const piece of subtitlePieces(text)) {
    let entries;
    try {
      ({ entries } = parseCues(piece));
    } catch {
      throw notATranscript(`it is not ${kind}.`);
    }
    for (const entry of entries) {
      if (entry.text.length > MAX_CUE_CHARS)
        throw notATranscript(
          `a cue holds more than ${MAX_CUE_CHARS.toLocaleString('en-US')} characters.`,
        );
      speaker = readCue(entry, speaker, turns, counted);
      named ||= speaker !== null;
    }
    await nextTurn();
  }
  if (turns.length === 0) throw notATranscript(`it has no ${kind} cues.`);
  if (!named) throw notATranscript('no cue names its speaker (a <v Name> tag or "Name: words").');
  return turns;
}

/** A cue's turns, added to `turns`; returns the speaker after it (its last, else the one before). */
function readCue(
  { from: start, to: end, text: cueText }: { from: number; to: number; text: string },
  before: string | null,
  turns: Turn[],
  counted: (cues: number, words: number) => void,
): string | null {
  let speaker = before;
  const voices = cueVoices(cueText);
  const voiceWords = voices.map((part) => wordsCounted(part.text));
  const wordCount = voiceWords.reduce((sum, words) => sum + words, 0);
  counted(1, wordCount);
  let at = start;
  for (const [index, part] of voices.entries()) {
    // Several voices in one cue share its duration by their words.
    const share = wordCount === 0 ? 0 : ((end - start) * voiceWords[index]!) / wordCount;
    speaker = part.speaker ?? speaker;
    turns.push({
      speaker: speaker ?? 'Unknown speaker',
      text: part.text,
      startMs: at,
      endMs: at + share,
    });
    at += share;
  }
  return speaker;
}

const TIME = String.raw`(\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?)`;
/** [01:02:03] Name: words, (01:02) Name: words, 01:02:03 Name: words */
const TIME_FIRST = new RegExp(
  String.raw`^[[(]?${TIME}[\])]?\s+(?:-\s+)?(${NAME})\s*:\s+(.+)$`,
  'u',
);
/** Name (01:02:03): words, Name [01:02]: words */
const NAME_FIRST = new RegExp(String.raw`^(${NAME})\s+[[(]${TIME}[\])]\s*:\s*(.+)$`, 'u');
/** Otter ('Name  0:15') and Fireflies ('Name - 00:15') put the name and time above the words. */
const TURN_HEADING = new RegExp(String.raw`^(${NAME})(?:\s{2,}|\t+|\s+-\s+)${TIME}$`, 'u');

/** Seconds in '1:02', '01:02:03' or '01:02:03.500' (the first field is hours with three fields). */
function offsetMs(time: string): number {
  const [clock, fraction = '0'] = time.split(/[.,]/);
  const fields = clock!.split(':').map(Number);
  const seconds = fields.reduce((total, field) => total * 60 + field, 0);
  return seconds * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

async function readPlainText(text: string): Promise<Turn[]> {
  const turns: Turn[] = [];
  const counted = lengthLimit();
  const begin = (speaker: string, time: string | null, words: string) => {
    counted(1, wordsCounted(words));
    turns.push({
      speaker: speaker.trim(),
      text: words,
      startMs: time === null ? null : offsetMs(time),
      endMs: null,
    });
  };
  for await (const [raw] of linesOf(text)) {
    const line = raw.trim();
    if (!line) continue;
    let match = TIME_FIRST.exec(line);
    if (match) {
      begin(match[2]!, match[1]!, match[3]!);
      continue;
    }
    if ((match = NAME_FIRST.exec(line))) {
      begin(match[1]!, match[2]!, match[3]!);
      continue;
    }
    if ((match = TURN_HEADING.exec(line))) {
      begin(match[1]!, match[2]!, '');
      continue;
    }
    if ((match = SPEAKER_LINE.exec(line))) {
      begin(match[1]!, null, match[2]!);
      continue;
    }
    // Before the first speaker: a title or a date, not part of the transcript.
    const turn = turns.at(-1);
    if (!turn) continue;
    counted(0, wordsCounted(line));
    turn.text = turn.text ? `${turn.text} ${line}` : line;
  }
  if (!turns.some((turn) => wordsOf(turn.text).length > 0))
    throw notATranscript('no line names its speaker ("Name: words").');
  // Each timed turn lasts until the next timed one; the last at a speaking pace.
  let next: number | null = null;
  for (let index = turns.length - 1; index >= 0; index--) {
    const turn = turns[index]!;
    if (turn.startMs === null) continue;
    turn.endMs =
      next !== null && next >= turn.startMs
        ? next
        : turn.startMs + wordsOf(turn.text).length * SECONDS_PER_WORD * 1000;
    next = turn.startMs;
  }
  return turns;
}

/**
 * The meeting in the file, by its extension. Times a subtitle or text file counts from the
 * meeting's start become absolute from `startedAt`; the .json export's are absolute already.
 */
export async function readTranscriptFile(
  extension: MeetingImportExtension,
  content: Buffer,
  startedAt: Date,
): Promise<MeetingRecord> {
  const text = decodeText(content);
  if (extension === '.json') return await readExport(text);
  const turns =
    extension === '.txt'
      ? await readPlainText(text)
      : await readSubtitles(text, extension === '.vtt' ? 'WebVTT' : 'SubRip');
  const transcript = await partsFrom(turns, startedAt);
  return { transcript, participants: participantsOf(transcript) };
}
