/**
 * Meeting import and exports over HTTP, on each test database: each file format imported and read
 * back (processing, then done once the notes job ran), free of credits; the 20 MB limit, the
 * limit of cues a meeting can have (a file at it imported, one past it refused) and files
 * that are not transcripts refused, writing nothing; each export format with its cue timing and
 * file name; the .json export imported again to the same transcript; another user's bot unknown;
 * notes a model cannot write leave the meeting failed after the retries, not processing forever.
 */
import {
  MEETING_IMPORT_MAX_CUES,
  MEETING_IMPORT_MAX_WORDS,
  MEETING_IMPORT_TOO_LARGE,
  MEETING_IMPORT_TOO_LONG,
  MEETING_IMPORT_WRONG_TYPE,
} from '@convene/domain/meeting-import';
import { count, eq } from 'drizzle-orm';
import { parseSync, type NodeCue } from 'subtitle';
import { afterEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { creditLedger } from '../src/credits/schema.js';
import { profile } from '../src/db/schema.js';
import { meetingBot, meetingNotes } from '../src/meeting-bots/schema.js';
import {
  ExtractiveLlm,
  LanguageModelError,
  type LanguageModel,
} from '../src/providers/llm/index.js';
import { signUp, type Account } from './support/accounts.js';
import { TestClock } from './support/clock.js';
import { testDatabases } from './support/databases.js';
import { client, serverPerSuite, startServer } from './support/server.js';

type Bot = Schemas['MeetingBot'];
type Details = Schemas['BotDetails'];
type BotReply = { success: true; bot: Bot } | { success: false; error: string };

const STARTED = '2026-11-25T14:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(STARTED) + seconds * 1000).toISOString();

const TEAMS_VTT = `WEBVTT

NOTE exported from Teams

0b7e8c1a-1/12-0
00:00:02.000 --> 00:00:05.000
<v Alice Moreau>We need to choose a database
for reporting.</v>

0b7e8c1a-1/14-0
00:00:05.500 --> 00:00:07.500
<v Alice Moreau>Postgres is my first pick.</v>

0b7e8c1a-2/3-0
00:00:08.000 --> 00:00:10.000
<v Bob Okafor>Agreed. I'll write the migration plan by Friday.</v>
`;

const SAMPLES = {
  'Roadmap review.vtt': TEAMS_VTT,
  'standup.srt':
    '1\r\n00:00:01,000 --> 00:00:03,000\r\nAlice Moreau: Good morning.\r\n\r\n' +
    '2\r\n00:00:03,500 --> 00:00:06,500\r\nBob Okafor: Morning! The release\r\nwent out last night.\r\n',
  'otter.txt':
    'Alice Moreau  0:01\nGood morning.\n\nBob Okafor  0:03\nMorning! The release went out.\n',
  'plain.txt': 'Alice Moreau: Good morning.\nBob Okafor: Morning!\n',
} as const;

/** A Zoom WebVTT of `cues` cues of `words` words, one every 2 s, the speaker changing every 100. */
function longVtt(cues: number, words: number): string {
  const time = (ms: number) => new Date(ms).toISOString().slice(11, 23);
  const text = Array.from({ length: words }, (_, word) => `w${word}`).join(' ');
  const blocks = Array.from({ length: cues }, (_, index) => {
    const speaker = index % 200 < 100 ? 'Alice Moreau' : 'Bob Okafor';
    return `${index + 1}\n${time(index * 2000)} --> ${time(index * 2000 + 1900)}\n${speaker}: ${text}\n`;
  });
  return `WEBVTT\n\n${blocks.join('\n')}`;
}

describe.each(testDatabases)('meeting import and exports on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;
  const db = () => suite.server.app.db;

  afterEach(async () => {
    await suite.server.app.jobs.drained();
  });

  function upload(
    owner: Account,
    fileName: string,
    content: string | Uint8Array<ArrayBuffer>,
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.append('file', new Blob([content]), fileName);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return api<BotReply>('/api/meeting-bot/import', { token: owner.token, form });
  }

  async function imported(
    owner: Account,
    fileName: string,
    content: string | Uint8Array<ArrayBuffer>,
    fields: Record<string, string> = {},
  ): Promise<Bot> {
    const response = await upload(owner, fileName, content, fields);
    if (!response.body.success) throw new Error(`${response.status} ${response.body.error}`);
    expect(response.status).toBe(201);
    return response.body.bot;
  }

  const details = async (owner: Account, botId: string) =>
    (await api<Details>(`/api/meeting-bot/${botId}`, { token: owner.token })).body;

  const exported = (owner: Account, botId: string, format: string) =>
    api<string>(`/api/meeting-bot/export/${botId}?format=${format}`, { token: owner.token });

  const speakersAndWords = (transcript: Details['transcript']) =>
    transcript.map((segment) => [
      segment.participant.name,
      segment.words.map((word) => word.text).join(' '),
    ]);

  async function written(userId: string) {
    const [bots] = await db()
      .select({ n: count() })
      .from(meetingBot)
      .where(eq(meetingBot.userId, userId));
    const [ledger] = await db()
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    return { bots: bots!.n, ledger: ledger!.n };
  }

  it('imports a Teams WebVTT for a Free user with no credits: processing, then done with notes once the job ran', async () => {
    const owner = await signUp(api, 'Importer');
    const bot = await imported(owner, 'Roadmap review.vtt', TEAMS_VTT, { startedAt: STARTED });
    expect(bot).toMatchObject({
      botName: 'Roadmap review',
      imported: true,
      simulated: false,
      status: 'processing',
      isScheduled: false,
      agentId: null,
      meetingUrl: null,
      platform: null,
      creditsCharged: 0,
      joinedAt: at(2),
    });
    // The last word: the eighth of Bob's cue of eight words from 8 s to 10 s.
    expect(bot.leftAt).toBe(at(9.75));

    await suite.server.app.jobs.drained();
    const stored = await details(owner, bot.botId);
    expect(stored.bot).toMatchObject({ status: 'done', processed: true, imported: true });
    expect(speakersAndWords(stored.transcript)).toEqual([
      ['Alice Moreau', 'We need to choose a database for reporting. Postgres is my first pick.'],
      ['Bob Okafor', "Agreed. I'll write the migration plan by Friday."],
    ]);
    expect(stored.transcript[0]!.words[0]!.start_timestamp.absolute).toBe(at(2));
    expect(stored.participants.map(({ participant }) => participant.name)).toEqual([
      'Alice Moreau',
      'Bob Okafor',
    ]);
    expect(stored.notes?.content).toContain('Friday');

    const list = await api<{ bots: Bot[] }>('/api/meeting-bot/list', { token: owner.token });
    expect(list.body.bots.map((listed) => [listed.botId, listed.imported, listed.sample])).toEqual([
      // The first read of the list gave the account its sample meeting, the newest.
      [expect.any(String), false, true],
      [bot.botId, true, false],
    ]);
    const [balance] = await db()
      .select({ credits: profile.credits })
      .from(profile)
      .where(eq(profile.userId, owner.id));
    expect(balance?.credits ?? 0).toBe(0);
    expect((await written(owner.id)).ledger).toBe(0);
  });

  it.each(Object.entries(SAMPLES))('imports %s and reads it back', async (fileName, content) => {
    const owner = await signUp(api, 'Importer');
    const bot = await imported(owner, fileName, content, { name: '  Team call  ' });
    expect(bot.botName).toBe('Team call');
    await suite.server.app.jobs.drained();
    const stored = await details(owner, bot.botId);
    expect(stored.bot).toMatchObject({ status: 'done', processed: true });
    expect(stored.transcript.map((segment) => segment.participant.name)).toEqual([
      'Alice Moreau',
      'Bob Okafor',
    ]);
    const first = stored.transcript[0]!.words[0]!.start_timestamp.absolute;
    if (fileName === 'plain.txt') expect(first).toBeNull();
    else expect(Date.parse(first!)).toBeGreaterThan(Date.parse(bot.createdAt) - 1000);
  });

  it('names a meeting after its file, at most 50 characters', async () => {
    const owner = await signUp(api, 'Importer');
    const bot = await imported(owner, `${'Quarterly planning '.repeat(4)}.vtt`, TEAMS_VTT);
    expect(bot.botName).toBe('Quarterly planning Quarterly planning Quarterly pl');
    // A name of nothing visible (a zero-width space) is no name: the file's names the meeting.
    const unnamed = await imported(owner, 'Standup.vtt', `${TEAMS_VTT}\n`, {
      name: '\u200B\uFEFF',
    });
    expect(unnamed.botName).toBe('Standup');
    const padded = await imported(owner, 'Standup.vtt', `${TEAMS_VTT}\n\n`, {
      name: '\u200BRetro\u200B',
    });
    expect(padded.botName).toBe('Retro');
  });

  it('imports a file once: sent again, at once or later, it is refused (409) naming its meeting; another user imports it as theirs', async () => {
    const owner = await signUp(api, 'Importer');
    const both = await Promise.all([
      upload(owner, 'Roadmap.vtt', TEAMS_VTT),
      upload(owner, 'Roadmap again.vtt', TEAMS_VTT, { name: 'Second tab' }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const [made] = both.filter((response) => response.status === 201);
    const name = made!.body.success ? made!.body.bot.botName : '';
    const refusal = {
      success: false,
      error: `You imported this file already, as the meeting “${name}”.`,
    };
    expect(both.find((response) => response.status === 409)!.body).toEqual(refusal);
    // A page reloaded mid-upload sends the file again.
    const again = await upload(owner, 'Roadmap.vtt', TEAMS_VTT);
    expect([again.status, again.body]).toEqual([409, refusal]);
    expect(await written(owner.id)).toEqual({ bots: 1, ledger: 0 });
    await suite.server.app.jobs.drained();

    const colleague = await signUp(api, 'Colleague');
    await imported(colleague, 'Roadmap.vtt', TEAMS_VTT);
  });

  it('refuses a file over 20 MB (413), another type and what is not a transcript (422), writing nothing', async () => {
    const owner = await signUp(api, 'Importer');
    const tooLarge = await upload(owner, 'huge.vtt', new Uint8Array(20 * 1024 * 1024 + 1));
    expect([tooLarge.status, tooLarge.body]).toEqual([
      413,
      { success: false, error: MEETING_IMPORT_TOO_LARGE },
    ]);
    const pdf = await upload(owner, 'minutes.pdf', '%PDF-1.7');
    expect([pdf.status, pdf.body]).toEqual([
      422,
      { success: false, error: MEETING_IMPORT_WRONG_TYPE },
    ]);
    const binary = await upload(owner, 'call.vtt', new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00]));
    expect(binary.status).toBe(422);
    expect(binary.body).toEqual({
      success: false,
      error: 'This file is not a transcript: it is a binary file, not text.',
    });
    const prose = await upload(owner, 'notes.txt', 'We talked about the roadmap.\nIt went well.');
    expect(prose.status).toBe(422);
    expect(JSON.stringify(prose.body)).toContain('This file is not a transcript: no line names');
    const wrongJson = await upload(owner, 'meeting.json', JSON.stringify({ transcript: [] }));
    expect(wrongJson.status).toBe(422);
    const nested = await upload(owner, 'meeting.json', `{"transcript":${'['.repeat(100_000)}`);
    expect([nested.status, JSON.stringify(nested.body)]).toEqual([
      422,
      expect.stringContaining('it is not a meeting exported from Convene'),
    ]);
    const cue = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Alice>${'<b>x'.repeat(30_000)}\n`;
    const longCue = await upload(owner, 'call.vtt', cue);
    expect([longCue.status, JSON.stringify(longCue.body)]).toEqual([
      422,
      expect.stringContaining('not a transcript: a cue holds more than 100,000 characters.'),
    ]);
    expect(await written(owner.id)).toEqual({ bots: 0, ledger: 0 });
  });

  it('imports a file of as many cues and words as a meeting can have; one cue more is refused (400), writing nothing', async () => {
    const owner = await signUp(api, 'Importer');
    const tooLong = await upload(owner, 'marathon.vtt', longVtt(MEETING_IMPORT_MAX_CUES + 1, 1));
    expect([tooLong.status, tooLong.body]).toEqual([
      400,
      { success: false, error: MEETING_IMPORT_TOO_LONG },
    ]);
    expect(await written(owner.id)).toEqual({ bots: 0, ledger: 0 });

    const perCue = MEETING_IMPORT_MAX_WORDS / MEETING_IMPORT_MAX_CUES;
    const bot = await imported(owner, 'All day.vtt', longVtt(MEETING_IMPORT_MAX_CUES, perCue), {
      startedAt: STARTED,
    });
    // The last cue starts at 2 s × 19,999; its last word, the tenth, 1.71 s into its 1.9 s.
    expect(bot.leftAt).toBe(at((MEETING_IMPORT_MAX_CUES - 1) * 2 + 1.71));
    const stored = await details(owner, bot.botId);
    expect(stored.transcript).toHaveLength(MEETING_IMPORT_MAX_CUES / 100);
    expect(stored.transcript.reduce((sum, segment) => sum + segment.words.length, 0)).toBe(
      MEETING_IMPORT_MAX_WORDS,
    );
  });

  it('exports SubRip and WebVTT cues timed from the first word, named after the bot and the day', async () => {
    const owner = await signUp(api, 'Exporter');
    const bot = await imported(owner, 'Café réunion.vtt', TEAMS_VTT, { startedAt: STARTED });
    await suite.server.app.jobs.drained();
    for (const [format, type] of [
      ['srt', 'application/x-subrip'],
      ['vtt', 'text/vtt'],
    ] as const) {
      const response = await exported(owner, bot.botId, format);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="cafe-reunion-2026-11-25-transcript.${format}"; ` +
          `filename*=UTF-8''caf%C3%A9-r%C3%A9union-2026-11-25-transcript.${format}`,
      );
      const cues = parseSync(response.body)
        .filter((node): node is NodeCue => node.type === 'cue')
        .map((node) => node.data);
      // Alice's first word at 2 s is the start; her second cue at 5.5 s, Bob at 8 s.
      expect(cues[0]!.start).toBe(0);
      expect(cues.map((cue) => cue.start)).toContain(3500);
      const bob = cues.find((cue) => cue.text.includes('Agreed'))!;
      expect(bob.start).toBe(6000);
      expect(bob.text).toContain('Bob Okafor');
      for (const [index, cue] of cues.entries()) {
        expect(cue.end).toBeGreaterThan(cue.start);
        if (cues[index + 1]) expect(cue.end).toBeLessThanOrEqual(cues[index + 1]!.start);
      }
    }
  });

  it('exports text, markdown and the notes; notes not written yet are 404', async () => {
    const owner = await signUp(api, 'Exporter');
    const bot = await imported(owner, 'Roadmap review.vtt', TEAMS_VTT, { startedAt: STARTED });
    await suite.server.app.jobs.drained();
    const txt = await exported(owner, bot.botId, 'txt');
    expect(txt.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(txt.headers.get('content-disposition')).toBe(
      'attachment; filename="roadmap-review-2026-11-25-transcript.txt"',
    );
    expect(txt.body).toMatch(/^\[00:00:00\] Alice Moreau: We need to choose/);
    expect(txt.body).toContain("[00:00:06] Bob Okafor: Agreed. I'll write");
    const md = await exported(owner, bot.botId, 'md');
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.body).toContain('**Bob Okafor** (00:00:06): Agreed.');

    const notes = await exported(owner, bot.botId, 'notes');
    expect(notes.headers.get('content-disposition')).toBe(
      'attachment; filename="roadmap-review-2026-11-25-notes.md"',
    );
    expect(notes.body).toBe((await details(owner, bot.botId)).notes?.content);
    await db().delete(meetingNotes).where(eq(meetingNotes.botId, bot.botId));
    const none = await exported(owner, bot.botId, 'notes');
    expect([none.status, none.body]).toEqual([
      404,
      { success: false, error: 'No meeting notes available' },
    ]);
  });

  it('the .json export imports again to the same transcript, participants and times', async () => {
    const owner = await signUp(api, 'Exporter');
    const bot = await imported(owner, 'Roadmap review.vtt', TEAMS_VTT, { startedAt: STARTED });
    await suite.server.app.jobs.drained();
    const json = await api<Schemas['MeetingExport']>(
      `/api/meeting-bot/export/${bot.botId}?format=json`,
      { token: owner.token },
    );
    expect(json.headers.get('content-disposition')).toBe(
      'attachment; filename="roadmap-review-2026-11-25-transcript.json"',
    );
    expect(json.body.format).toBe('convene.meeting.v1');
    const again = await imported(owner, 'roadmap.json', JSON.stringify(json.body));
    await suite.server.app.jobs.drained();
    const original = await details(owner, bot.botId);
    const copy = await details(owner, again.botId);
    expect(copy.transcript).toEqual(original.transcript);
    expect(copy.participants).toEqual(original.participants);
    expect(again.joinedAt).toBe(bot.joinedAt);
    expect(again.leftAt).toBe(bot.leftAt);
  });

  it("another user's meeting is not found for export, in every format", async () => {
    const owner = await signUp(api, 'Owner');
    const stranger = await signUp(api, 'Stranger');
    const bot = await imported(owner, 'Roadmap review.vtt', TEAMS_VTT);
    await suite.server.app.jobs.drained();
    for (const format of ['txt', 'srt', 'json', 'notes']) {
      const response = await exported(stranger, bot.botId, format);
      expect([response.status, response.body]).toEqual([
        404,
        { success: false, error: 'Meeting bot not found' },
      ]);
    }
    expect((await exported(stranger, 'no-such-bot', 'txt')).status).toBe(404);
  });
});

describe.each(testDatabases)(
  'an imported meeting whose notes cannot be written on $name',
  (kind) => {
    it('is retried, then failed rather than left processing; its transcript stays readable', async () => {
      const database = await kind.create();
      const clock = new TestClock();
      let calls = 0;
      const model = new ExtractiveLlm();
      const failing: LanguageModel = {
        improvePrompt: (prompt, brief) => model.improvePrompt(prompt, brief),
        agentReply: (input) => model.agentReply(input),
        answerFromPassages: (input) => model.answerFromPassages(input),
        writeMeetingNotes: () => {
          calls += 1;
          return Promise.reject(new LanguageModelError('model down'));
        },
        findWorkflowTriggers: (input) => model.findWorkflowTriggers(input),
      };
      const server = await startServer(
        database.config,
        { jobs: { clock: clock.read, pollIntervalMs: 60_000 } },
        { llm: failing },
      );
      try {
        const api = client(server.baseUrl);
        const owner = await signUp(api, 'Importer');
        const form = new FormData();
        form.append('file', new Blob([TEAMS_VTT]), 'Roadmap review.vtt');
        const response = await api<BotReply>('/api/meeting-bot/import', {
          token: owner.token,
          form,
        });
        if (!response.body.success) throw new Error(response.body.error);
        const { botId } = response.body.bot;
        const status = async () =>
          (await api<Details>(`/api/meeting-bot/${botId}`, { token: owner.token })).body;
        await server.app.jobs.drained();
        expect((await status()).bot.status).toBe('processing');
        for (let retry = 0; retry < 8; retry++) {
          clock.advance(5 * 60_000);
          await server.app.jobs.drained();
        }
        const failed = await status();
        expect(failed.bot).toMatchObject({
          status: 'failed',
          failure_reason: 'provider_error',
          processed: false,
        });
        expect(failed.transcript).toHaveLength(2);
        expect(failed.notes).toBeNull();
        expect(calls).toBe(7);
      } finally {
        await server.close();
        await database.drop();
      }
    });
  },
);
