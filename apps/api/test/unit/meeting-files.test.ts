/**
 * Transcript files read as Zoom, Teams, Meet, Otter and Fireflies write them, and the refusals of
 * what is not a transcript; the exports' cues (timing, length, no overlaps) and file names.
 */
import { DomainError } from '@convene/domain/errors';
import {
  MEETING_IMPORT_MAX_CUES,
  MEETING_IMPORT_MAX_WORDS,
  MEETING_IMPORT_TOO_LONG,
} from '@convene/domain/meeting-import';
import { parseSync, type NodeCue } from 'subtitle';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/contract/schemas.js';
import {
  attachmentDisposition,
  meetingFile,
  UNTIMED_SUBTITLES_MESSAGE,
} from '../../src/meeting-bots/files/transcript-export.js';
import { wordsCounted } from '../../src/meeting-bots/files/import-rules.js';
import { readTranscriptFile } from '../../src/meeting-bots/files/transcript-import.js';
import type { MeetingRecord } from '../../src/providers/meeting-bots/port.js';
import { servedWhile } from './fixtures/served.js';

const STARTED = new Date('2026-11-25T14:00:00.000Z');
const at = (seconds: number) => new Date(STARTED.getTime() + seconds * 1000).toISOString();
const read = (extension: '.vtt' | '.srt' | '.txt' | '.json', text: string | Buffer) =>
  readTranscriptFile(extension, typeof text === 'string' ? Buffer.from(text) : text, STARTED);
const speakers = (record: MeetingRecord) => record.transcript.map((part) => part.speakerName);
const texts = (record: MeetingRecord) =>
  record.transcript.map((part) => part.words.map((word) => word.text).join(' '));

/** The refusal of a file the reader turns down. */
const readRefusal = (...args: Parameters<typeof read>): Promise<DomainError> =>
  read(...args).then(
    () => {
      throw new Error('not refused');
    },
    (error: unknown) => {
      if (error instanceof DomainError) return error;
      throw error;
    },
  );

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('not refused');
}

const TEAMS_VTT = `WEBVTT

NOTE Teams writes one cue per phrase,
with an id per cue.

3f6b2a1c-1/12-0
00:00:02.000 --> 00:00:05.000
<v Alice Moreau>We need to choose a database
for reporting.</v>

3f6b2a1c-1/14-0
00:00:05.500 --> 00:00:07.500
<v Alice Moreau>Postgres is my first pick.</v>

3f6b2a1c-2/3-0
00:00:08.000 --> 00:00:10.000
<v.loud Bob Okafor>Agreed, let's go &amp; write it.</v>
`;

const ZOOM_VTT = `WEBVTT

1
00:00:01.000 --> 00:00:04.000
Alice Moreau: Welcome everyone to the planning call.

2
00:00:04.200 --> 00:00:06.000
Bob Okafor: Thanks Alice.

3
00:00:06.000 --> 00:00:08.000
I have two updates.
`;

const SRT = `1\r
00:00:01,000 --> 00:00:03,000\r
Alice Moreau: Good morning.\r
\r
2\r
00:00:03,500 --> 00:00:06,500\r
Bob Okafor: Morning! The release\r
went out last night.\r
`;

describe('reading transcript files', () => {
  it('reads Teams WebVTT: voice tags, cue ids, NOTE blocks, multi-line cues; one speaker’s cues merged', async () => {
    const record = await read('.vtt', TEAMS_VTT);
    expect(speakers(record)).toEqual(['Alice Moreau', 'Bob Okafor']);
    expect(texts(record)).toEqual([
      'We need to choose a database for reporting. Postgres is my first pick.',
      "Agreed, let's go & write it.",
    ]);
    const alice = record.transcript[0]!.words;
    // Eight words over 3 s: one every 0.375 s from the cue's start; the second cue from 5.5 s.
    expect(alice.slice(0, 3).map((word) => word.at)).toEqual([at(2), at(2.375), at(2.75)]);
    expect(alice[8]!.at).toBe(at(5.5));
    expect(record.participants).toEqual([
      { name: 'Alice Moreau', isHost: false },
      { name: 'Bob Okafor', isHost: false },
    ]);
  });

  it('reads Zoom WebVTT: "Name: words" cues; a cue without a name continues its speaker', async () => {
    const record = await read('.vtt', ZOOM_VTT);
    expect(speakers(record)).toEqual(['Alice Moreau', 'Bob Okafor']);
    expect(texts(record)[1]).toBe('Thanks Alice. I have two updates.');
    expect(record.transcript[1]!.words.at(-4)!.at).toBe(at(6));
  });

  it('reads SubRip with CRLF lines and multi-line cues', async () => {
    const record = await read('.srt', SRT);
    expect(speakers(record)).toEqual(['Alice Moreau', 'Bob Okafor']);
    expect(texts(record)[1]).toBe('Morning! The release went out last night.');
    expect(record.transcript[1]!.words[0]!.at).toBe(at(3.5));
  });

  it('reads plain text with bracketed, bare and after-the-name times, and Otter blocks', async () => {
    const record = await read(
      '.txt',
      [
        'Weekly sync',
        '[00:00:05] Alice Moreau: Let us start.',
        '00:00:09 Bob Okafor: Sure.',
        'Carol Lind (00:12): I have news',
        'about the launch.',
        '',
        'Dev Patel  0:20',
        'The budget is approved.',
      ].join('\n'),
    );
    expect(speakers(record)).toEqual(['Alice Moreau', 'Bob Okafor', 'Carol Lind', 'Dev Patel']);
    expect(texts(record)[2]).toBe('I have news about the launch.');
    // Alice's three words spread from 5 s up to Bob's 9 s.
    expect(record.transcript[0]!.words.map((word) => word.at)).toEqual([
      at(5),
      at(6.333),
      at(7.667),
    ]);
    expect(record.transcript[3]!.words[0]!.at).toBe(at(20));
  });

  it('reads plain "Name: words" lines without times as untimed words', async () => {
    const record = await read('.txt', 'Alice: Hello there.\nAlice: Still me.\nBob: Hi.\n');
    expect(speakers(record)).toEqual(['Alice', 'Bob']);
    expect(texts(record)[0]).toBe('Hello there. Still me.');
    expect(record.transcript.flatMap((part) => part.words).every((word) => word.at === null)).toBe(
      true,
    );
  });

  it.each([
    ['.txt' as const, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), 'it is a binary file'],
    ['.txt' as const, '   \n', 'it is empty'],
    ['.txt' as const, 'Just some notes without anyone speaking.\nMore notes.', 'no line names'],
    ['.vtt' as const, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhello\n', 'no cue names'],
    ['.srt' as const, 'not a subtitle file at all', 'it is not SubRip'],
    ['.json' as const, '{"hello":', 'it is not valid JSON'],
    ['.json' as const, '{"format":"other","transcript":[]}', 'it is not a meeting exported'],
    ['.json' as const, '{"format":"convene.meeting.v1","transcript":{}}', 'it is not a meeting'],
    ['.json' as const, '{"format":"convene.meeting.v1","participants":[]}', 'it is not a meeting'],
    ['.json' as const, '{"format":"convene.meeting.v1"} trailing', 'it is not valid JSON'],
    // Nested past any export, refused as read: a file of '[' is not built into arrays first.
    ['.json' as const, `{"transcript":${'['.repeat(1_000_000)}`, 'it is not a meeting exported'],
  ])('refuses %s that is not a transcript (%#)', async (extension, content, reason) => {
    const error = await readRefusal(extension, content);
    expect(error.code).toBe('unprocessable');
    expect(error.message).toMatch(/^This file is not a transcript: /);
    expect(error.message).toContain(reason);
  });
});

describe('the length a transcript can have', () => {
  const cue = (index: number, text: string, comma = false) => {
    const time = (ms: number) => new Date(ms).toISOString().slice(11, 23);
    const timing = `${time(index * 2000)} --> ${time(index * 2000 + 1500)}`;
    return `${index + 1}\n${comma ? timing.replaceAll('.', ',') : timing}\n${text}\n`;
  };
  const vtt = (texts: readonly string[]) =>
    `WEBVTT\n\n${texts.map((text, index) => cue(index, text)).join('\n')}`;
  const srt = (texts: readonly string[]) =>
    texts
      .map((text, index) => cue(index, text, true))
      .join('\n')
      .replaceAll('\n', '\r\n');
  const named = (count: number) => Array.from({ length: count }, (_, index) => `Alice: w${index}`);
  const words = (count: number) => Array.from({ length: count }, () => 'w').join(' ');

  it('reads as many cues as a meeting can have, in pieces, as one file', async () => {
    // Unnamed cues go on with the speaker before them, across the pieces the parser reads.
    const texts = named(MEETING_IMPORT_MAX_CUES).map((text, index) =>
      index % 1000 === 0 ? `Bob: ${index}` : index % 3 ? text.slice(7) : text,
    );
    for (const record of [await read('.vtt', vtt(texts)), await read('.srt', srt(texts))]) {
      expect(record.transcript).toHaveLength(2 * (MEETING_IMPORT_MAX_CUES / 1000));
      expect(speakers(record).slice(0, 3)).toEqual(['Bob', 'Alice', 'Bob']);
      expect(record.transcript.flatMap((part) => part.words)).toHaveLength(MEETING_IMPORT_MAX_CUES);
      expect(record.transcript.at(-1)!.words.at(-1)!.at).toBe(
        at((MEETING_IMPORT_MAX_CUES - 1) * 2),
      );
    }
  });

  it('reads a long .json export in pieces, serving other work between them', async () => {
    const segments = 2_000;
    const export_ = {
      format: 'convene.meeting.v1',
      transcript: Array.from({ length: segments }, (_, index) => ({
        participant: { name: index % 2 ? 'Bob' : 'Alice', is_host: index % 2 === 0 },
        words: Array.from({ length: 20 }, (_, word) => ({
          text: `w${word}`,
          start_timestamp: { absolute: at(index * 20 + word) },
        })),
      })),
      participants: [{ participant: { name: 'Alice' } }, { participant: { name: 'Bob' } }],
    };
    const { result: record, served } = await servedWhile(read('.json', JSON.stringify(export_)));
    // The file is about 3 MB: some fifty pieces, each followed by a turn of the event loop.
    expect(served).toBeGreaterThanOrEqual(20);
    expect(record.transcript).toHaveLength(segments);
    expect(record.transcript.at(-1)!.words.at(-1)!.at).toBe(at(segments * 20 - 1));
    expect(record.participants).toEqual([
      { name: 'Alice', isHost: true },
      { name: 'Bob', isHost: false },
    ]);
  });

  it('reads lines that are slow to match in pieces of text, not only of lines', async () => {
    // 36,000 lines of 57 characters, each tried as every kind of speaker line: 2 MB.
    const slow = `Alice${' '.repeat(50)}x\n`.repeat(36_000);
    const { result, served } = await servedWhile(readRefusal('.txt', slow));
    expect(result.message).toContain('no line names its speaker');
    expect(served).toBeGreaterThanOrEqual(20);
  });

  it('refuses a cue longer than any caption before reading its markup', async () => {
    const error = await readRefusal('.vtt', vtt([`<v Alice>${'<b>x'.repeat(30_000)}`]));
    expect([error.code, error.message]).toEqual([
      'unprocessable',
      'This file is not a transcript: a cue holds more than 100,000 characters.',
    ]);
    // An hour of one voice, 80,000 characters, is still a cue.
    expect(speakers(await read('.vtt', vtt([`Alice: ${words(40_000)}`])))).toEqual(['Alice']);
  });

  it('counts the words of a cue or line of megabytes no further than the limit', () => {
    expect(wordsCounted(' one  two\tthree\n')).toBe(3);
    expect(wordsCounted('x '.repeat(MEETING_IMPORT_MAX_WORDS + 1000))).toBe(
      MEETING_IMPORT_MAX_WORDS + 1,
    );
  });

  it.each([
    ['.vtt cues', '.vtt' as const, vtt(named(MEETING_IMPORT_MAX_CUES + 1))],
    ['.srt cues', '.srt' as const, srt(named(MEETING_IMPORT_MAX_CUES + 1))],
    [
      '.vtt words',
      '.vtt' as const,
      vtt([...Array<string>(5).fill(`Alice: ${words(MEETING_IMPORT_MAX_WORDS / 5)}`), 'Bob: w']),
    ],
    ['.txt turns', '.txt' as const, named(MEETING_IMPORT_MAX_CUES + 1).join('\n')],
    ['.txt words', '.txt' as const, `Alice: w\n${words(MEETING_IMPORT_MAX_WORDS)}`],
    [
      '.json words',
      '.json' as const,
      JSON.stringify({
        transcript: [{ words: Array.from({ length: MEETING_IMPORT_MAX_WORDS + 1 }, () => ({})) }],
      }),
    ],
  ])('refuses %s past the limit (400)', async (_, extension, content) => {
    const error = await readRefusal(extension, content);
    expect([error.code, error.message]).toEqual(['invalid', MEETING_IMPORT_TOO_LONG]);
  });
});

type Details = Schemas['BotDetails'];

function details(transcript: MeetingRecord['transcript'], name = 'Weekly sync'): Details {
  return {
    bot: {
      id: 'bot-1',
      bot_name: name,
      agentId: null,
      processed: true,
      status: 'done',
      failure_reason: null,
      simulated: false,
      imported: true,
      sample: false,
      calendar: null,
      join_at: transcript[0]?.words[0]?.at ?? null,
      left_at: null,
      meeting_url: null,
    },
    transcript: transcript.map((part) => ({
      participant: { name: part.speakerName, is_host: part.isHost },
      words: part.words.map((word) => ({
        text: word.text,
        start_timestamp: { absolute: word.at },
      })),
    })),
    participants: [],
    notes: { content: '## Summary\n\n- Postgres.' },
  };
}

/** A long turn: 60 words one every 0.4 s from 62 s, then a short answer at 90 s. */
const LONG: MeetingRecord['transcript'] = [
  { speakerName: 'Alice Moreau', isHost: true, words: [{ text: 'Hi.', at: at(60) }] },
  {
    speakerName: 'Bob Okafor',
    isHost: false,
    words: Array.from({ length: 60 }, (_, index) => ({
      text: index % 10 === 9 ? 'done.' : 'word',
      at: at(62 + index * 0.4),
    })),
  },
  { speakerName: 'Alice Moreau', isHost: true, words: [{ text: 'Thanks.', at: at(90) }] },
];

describe('exporting a meeting', () => {
  const now = new Date('2026-12-01T00:00:00Z');

  it.each(['srt', 'vtt'] as const)(
    '%s: cues from the first word, at most 7 s and two lines, none overlapping',
    (format) => {
      const file = meetingFile(details(LONG), format, now);
      if (typeof file.body !== 'string') throw new Error('not text');
      // Read back by another parser than the one import uses.
      const cues = parseSync(file.body)
        .filter((node): node is NodeCue => node.type === 'cue')
        .map((node) => node.data);
      expect(cues[0]).toMatchObject({ start: 0, end: 800 });
      expect(cues[1]!.start).toBe(2000);
      for (const [index, cue] of cues.entries()) {
        expect(cue.end - cue.start).toBeLessThanOrEqual(7000);
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.text.split('\n').length).toBeLessThanOrEqual(2);
        if (cues[index + 1]) expect(cue.end).toBeLessThanOrEqual(cues[index + 1]!.start);
      }
      expect(cues.at(-1)).toMatchObject({ start: 30_000, end: 30_800 });
      // Bob's 60 words over 24 s take several cues, each his.
      const bob = cues.filter((cue) => cue.text.includes('word'));
      expect(bob.length).toBeGreaterThanOrEqual(4);
      expect(bob.every((cue) => cue.text.includes('Bob Okafor'))).toBe(true);
    },
  );

  it('txt and md give each turn its speaker and time from the meeting start', () => {
    const txt = meetingFile(details(LONG), 'txt', now);
    expect(txt.body).toMatch(/^\[00:00:00\] Alice Moreau: Hi\.\n\n\[00:00:02\] Bob Okafor: word/);
    const md = meetingFile(details(LONG), 'md', now);
    expect(md.body).toContain('**Alice Moreau** (00:00:30): Thanks.');
    expect(md.body).toMatch(/^# Weekly sync\n\n2026-11-25\n/);
  });

  it('the text export reads back as the same speakers, words and times', async () => {
    const txt = meetingFile(details(LONG), 'txt', now);
    const record = await read('.txt', String(txt.body));
    expect(texts(record)).toEqual(texts({ transcript: LONG, participants: [] }));
    expect(record.transcript[1]!.words[0]!.at).toBe(at(2));
  });

  it('subtitles of a transcript without times are refused; notes need notes', () => {
    const untimed = details([
      { speakerName: 'Alice', isHost: false, words: [{ text: 'Hello', at: null }] },
    ]);
    expect(refusal(() => meetingFile(untimed, 'srt', now)).message).toBe(UNTIMED_SUBTITLES_MESSAGE);
    expect(meetingFile(untimed, 'txt', now).body).toBe('Alice: Hello\n');
    const error = refusal(() => meetingFile({ ...untimed, notes: null }, 'notes', now));
    expect([error.code, error.message]).toEqual(['not_found', 'No meeting notes available']);
  });

  it('names the file after the bot and the day, with filename* for letters ASCII cannot keep', () => {
    const day = new Date('2026-11-25T14:00:00Z');
    expect(attachmentDisposition('Weekly  Sync!', day, 'transcript.srt')).toBe(
      'attachment; filename="weekly-sync-2026-11-25-transcript.srt"',
    );
    expect(attachmentDisposition('Café réunion', day, 'notes.md')).toBe(
      `attachment; filename="cafe-reunion-2026-11-25-notes.md"; filename*=UTF-8''caf%C3%A9-r%C3%A9union-2026-11-25-notes.md`,
    );
    expect(attachmentDisposition('会議', day, 'transcript.vtt')).toBe(
      `attachment; filename="meeting-2026-11-25-transcript.vtt"; filename*=UTF-8''%E4%BC%9A%E8%AD%B0-2026-11-25-transcript.vtt`,
    );
  });
});
