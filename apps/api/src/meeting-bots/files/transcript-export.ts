/**
 * A meeting as a file to download: its transcript as text, markdown, SubRip, WebVTT or this
 * product's .json (which import reads back), or its notes as markdown. Subtitle times count from
 * the meeting's start (its first word); a speaker's long turn is cut into cues a viewer can read.
 */
import { DomainError } from '@convene/domain/errors';
import type { Schemas } from '../../contract/schemas.js';

export type MeetingExport = Schemas['MeetingExport'];
export type MeetingExportFormat = Schemas['MeetingExportFormat'];
type BotDetails = Schemas['BotDetails'];

export const MEETING_EXPORT_FORMAT = 'convene.meeting.v1';
export const NO_NOTES_MESSAGE = 'No meeting notes available';
export const UNTIMED_SUBTITLES_MESSAGE =
  'This transcript has no times, so it cannot be made into subtitles: download it as .txt, .md or .json';

/** A cue shows at most this long and this much text (two lines of about 42 characters). */
const MAX_CUE_MS = 7_000;
const MAX_LINE_CHARS = 42;
const MAX_CUE_CHARS = 2 * MAX_LINE_CHARS;
/** How long the last word of a cue stays on screen when nothing follows soon. */
const LAST_WORD_MS = 800;

/** The file's body and type, and its Content-Disposition. */
export type ExportFile = { disposition: string } & (
  | {
      contentType: 'text/plain' | 'text/markdown' | 'application/x-subrip' | 'text/vtt';
      body: string;
    }
  | { contentType: 'application/json'; body: MeetingExport }
);

interface TimedWord {
  text: string;
  /** Milliseconds since the meeting's start. */
  atMs: number;
}

interface Cue {
  speaker: string;
  startMs: number;
  endMs: number;
  text: string;
}

const firstTime = (details: BotDetails): string | null => {
  for (const segment of details.transcript)
    for (const word of segment.words)
      if (word.start_timestamp.absolute) return word.start_timestamp.absolute;
  return null;
};

/** The meeting's start: its first word's time, else when the bot joined, else now. */
function meetingStart(details: BotDetails, now: Date): Date {
  const at = firstTime(details) ?? details.bot.join_at;
  return at ? new Date(at) : now;
}

/** 'hh:mm:ss' plus the milliseconds after `separator` when given (',' SubRip, '.' WebVTT). */
function clock(ms: number, separator?: ',' | '.'): string {
  const whole = Math.max(0, Math.round(ms));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor(whole / 60_000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  const time = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return separator ? `${time}${separator}${pad(whole % 1000, 3)}` : time;
}

/** The segment's offset from the meeting's start, or null when its words have no time. */
function segmentOffset(segment: BotDetails['transcript'][number], origin: Date): number | null {
  const at = segment.words.find((word) => word.start_timestamp.absolute)?.start_timestamp.absolute;
  return at ? Date.parse(at) - origin.getTime() : null;
}

const segmentText = (segment: BotDetails['transcript'][number]) =>
  segment.words.map((word) => word.text).join(' ');

/**
 * The transcript's cues: each speaker's words cut when a cue would pass 7 s or two lines (at a
 * sentence's end once it fills a line), each ending before the next begins. A word without a
 * time takes the time of the word before it (or the first timed word).
 */
function subtitleCues(details: BotDetails, origin: Date): Cue[] {
  if (firstTime(details) === null)
    throw new DomainError('unprocessable', UNTIMED_SUBTITLES_MESSAGE);
  const start = origin.getTime();
  // The origin is the first timed word: untimed words before it take its time, 0.
  let previousMs = 0;
  const drafts: { speaker: string; words: TimedWord[] }[] = [];
  for (const segment of details.transcript) {
    let draft: { speaker: string; words: TimedWord[] } | null = null;
    let chars = 0;
    for (const word of segment.words) {
      const atMs =
        word.start_timestamp.absolute === null
          ? previousMs
          : Date.parse(word.start_timestamp.absolute) - start;
      previousMs = atMs;
      const first = draft?.words[0];
      const endsSentence = /[.!?]$/.test(draft?.words.at(-1)?.text ?? '');
      if (
        !draft ||
        (first &&
          (atMs - first.atMs >= MAX_CUE_MS - LAST_WORD_MS ||
            chars + 1 + word.text.length > MAX_CUE_CHARS ||
            (endsSentence && chars >= MAX_LINE_CHARS)))
      ) {
        draft = { speaker: segment.participant.name, words: [] };
        drafts.push(draft);
        chars = -1;
      }
      draft.words.push({ text: word.text, atMs });
      chars += 1 + word.text.length;
    }
  }

  const cues: Cue[] = [];
  drafts.forEach((draft, index) => {
    const previousEnd = cues.at(-1)?.endMs ?? 0;
    const startMs = Math.max(draft.words[0]!.atMs, previousEnd);
    const nextStart = drafts[index + 1]?.words[0]!.atMs ?? Number.POSITIVE_INFINITY;
    let endMs = Math.min(nextStart, draft.words.at(-1)!.atMs + LAST_WORD_MS, startMs + MAX_CUE_MS);
    // Words said at one instant across two cues: the later cue moves just after this one.
    if (endMs <= startMs) endMs = startMs + LAST_WORD_MS;
    cues.push({
      speaker: draft.speaker,
      startMs,
      endMs,
      text: draft.words.map((word) => word.text).join(' '),
    });
  });
  return cues;
}

/** The cue's text in at most two lines, cut at the space nearest the middle. */
function cueLines(text: string): string {
  if (text.length <= MAX_LINE_CHARS) return text;
  const middle = text.length / 2;
  let cut = -1;
  for (let index = text.indexOf(' '); index !== -1; index = text.indexOf(' ', index + 1))
    if (cut === -1 || Math.abs(index - middle) < Math.abs(cut - middle)) cut = index;
  return cut === -1 ? text : `${text.slice(0, cut)}\n${text.slice(cut + 1)}`;
}

const escapeVtt = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function srt(cues: readonly Cue[]): string {
  return cues
    .map(
      (cue, index) =>
        `${index + 1}\n${clock(cue.startMs, ',')} --> ${clock(cue.endMs, ',')}\n` +
        `${cueLines(`${cue.speaker}: ${cue.text}`)}\n`,
    )
    .join('\n');
}

function vtt(cues: readonly Cue[]): string {
  const body = cues
    .map(
      (cue, index) =>
        `${index + 1}\n${clock(cue.startMs, '.')} --> ${clock(cue.endMs, '.')}\n` +
        `<v ${escapeVtt(cue.speaker)}>${escapeVtt(cueLines(cue.text))}</v>\n`,
    )
    .join('\n');
  return `WEBVTT\n\n${body}`;
}

/** '[00:01:02] Name: words' per turn (no time when the words have none): import reads it back. */
function plainText(details: BotDetails, origin: Date): string {
  return details.transcript
    .map((segment) => {
      const offset = segmentOffset(segment, origin);
      const time = offset === null ? '' : `[${clock(offset)}] `;
      return `${time}${segment.participant.name}: ${segmentText(segment)}\n`;
    })
    .join('\n');
}

const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

function markdown(details: BotDetails, origin: Date): string {
  const turns = details.transcript.map((segment) => {
    const offset = segmentOffset(segment, origin);
    const time = offset === null ? '' : ` (${clock(offset)})`;
    return `**${escapeMarkdown(segment.participant.name)}**${time}: ${escapeMarkdown(segmentText(segment))}\n`;
  });
  return `# ${escapeMarkdown(details.bot.bot_name)}\n\n${origin.toISOString().slice(0, 10)}\n\n${turns.join('\n')}`;
}

function meetingExport(details: BotDetails): MeetingExport {
  return {
    format: MEETING_EXPORT_FORMAT,
    bot: {
      id: details.bot.id,
      bot_name: details.bot.bot_name,
      join_at: details.bot.join_at,
      platform: details.bot.meeting_url?.platform ?? null,
    },
    transcript: details.transcript,
    participants: details.participants,
    notes: details.notes?.content ?? null,
  };
}

/** The bot's name for a file: lower case, words joined by '-'; `ascii` drops accents and other scripts. */
function slug(name: string, ascii: boolean): string {
  const base = ascii ? name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '') : name.normalize('NFC');
  const words = base
    .toLowerCase()
    .replace(ascii ? /[^a-z0-9]+/g : /[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return words || 'meeting';
}

/**
 * `attachment; filename="…"`, plus RFC 6266's `filename*` (UTF-8) when the name has letters an
 * ASCII file name cannot keep.
 */
export function attachmentDisposition(botName: string, date: Date, suffix: string): string {
  const day = date.toISOString().slice(0, 10);
  const ascii = `${slug(botName, true)}-${day}-${suffix}`;
  const unicode = `${slug(botName, false)}-${day}-${suffix}`;
  const header = `attachment; filename="${ascii}"`;
  return unicode === ascii
    ? header
    : `${header}; filename*=UTF-8''${encodeURIComponent(unicode).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

const TRANSCRIPT_TYPES = {
  txt: 'text/plain',
  md: 'text/markdown',
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
} as const;

/** The meeting as the file of `format`; 404 for notes not written yet, 422 for subtitles without times. */
export function meetingFile(
  details: BotDetails,
  format: MeetingExportFormat,
  now: Date,
): ExportFile {
  const origin = meetingStart(details, now);
  const named = (suffix: string) => attachmentDisposition(details.bot.bot_name, origin, suffix);
  switch (format) {
    case 'notes':
      if (!details.notes) throw new DomainError('not_found', NO_NOTES_MESSAGE);
      return {
        contentType: 'text/markdown',
        body: details.notes.content,
        disposition: named('notes.md'),
      };
    case 'json':
      return {
        contentType: 'application/json',
        body: meetingExport(details),
        disposition: named('transcript.json'),
      };
    default: {
      const body =
        format === 'srt'
          ? srt(subtitleCues(details, origin))
          : format === 'vtt'
            ? vtt(subtitleCues(details, origin))
            : format === 'md'
              ? markdown(details, origin)
              : plainText(details, origin);
      return {
        contentType: TRANSCRIPT_TYPES[format],
        body,
        disposition: named(`transcript.${format}`),
      };
    }
  }
}
