/**
 * A finished meeting stored and read back on each test database: the transcript segments, the
 * unique participants and the notes; the bot-details shape of SPEC section 3 (and the contract);
 * another user's bot is not found; a second run replaces the first; full-text search finds words.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_FOLDER } from '../src/config.js';
import { openDatabase, type OpenDatabase } from '../src/db/index.js';
import { processMeeting, readBotDetails } from '../src/meeting-bots/meeting-data.js';
import {
  meetingBot,
  meetingNotes,
  meetingParticipant,
  transcriptSegment,
} from '../src/meeting-bots/schema.js';
import {
  ExtractiveLlm,
  LanguageModelError,
  type LanguageModel,
} from '../src/providers/llm/index.js';
import type { MeetingRecord, TranscriptPart } from '../src/providers/meeting-bots/port.js';
import { assertMatchesContract } from './support/contract.js';
import { testDatabases, type TestDatabase } from './support/databases.js';

const llm = new ExtractiveLlm();
const OWNER = 'user-owner';
const JOINED_AT = new Date('2026-11-25T14:00:00.000Z');

/** A part whose words are said one second apart from `start`. */
function part(speakerName: string, isHost: boolean, start: string, text: string): TranscriptPart {
  const first = Date.parse(start);
  return {
    speakerName,
    isHost,
    words: text
      .split(' ')
      .map((word, index) => ({ text: word, at: new Date(first + index * 1000).toISOString() })),
  };
}

const RECORD: MeetingRecord = {
  transcript: [
    part(
      'Alice Moreau',
      true,
      '2026-11-25T14:00:05.000Z',
      'We need to choose a database for reporting.',
    ),
    part(
      'Bob Okafor',
      false,
      '2026-11-25T14:01:00.000Z',
      "Let's go with Postgres. I'll write the migration plan by Friday.",
    ),
    part(
      'Alice Moreau',
      true,
      '2026-11-25T14:02:00.000Z',
      'What is the budget for the new hardware?',
    ),
    // A provider may report words without times, and blank words.
    {
      speakerName: 'Carol Lind',
      isHost: false,
      words: [
        { text: 'Not', at: null },
        { text: ' ', at: null },
        { text: 'sure', at: null },
        { text: 'yet.', at: null },
      ],
    },
    { speakerName: 'Bob Okafor', isHost: false, words: [] },
  ],
  participants: [
    { name: 'Alice Moreau', isHost: true },
    { name: 'Bob Okafor', isHost: false },
    { name: 'Alice Moreau', isHost: false },
    { name: 'Dev Silent', isHost: false },
  ],
};

describe.each(testDatabases)('meeting data on $name', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let sequence = 0;

  /** A bot of `userId` that has left its call, unprocessed. */
  async function endedBot(userId = OWNER): Promise<string> {
    const botId = `bot-${++sequence}`;
    await opened.db.insert(meetingBot).values({
      botId,
      userId,
      agentId: 'agent-1',
      name: 'Roadmap bot',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      platform: 'google_meet',
      meetingId: 'abc-defg-hij',
      isScheduled: false,
      joinAt: JOINED_AT,
      joinedAt: JOINED_AT,
      status: 'processing',
      provider: 'simulator',
    });
    return botId;
  }

  const segmentRows = (botId: string) =>
    opened.db
      .select({
        ordinal: transcriptSegment.ordinal,
        speakerName: transcriptSegment.speakerName,
        isHost: transcriptSegment.isHost,
        startedAt: transcriptSegment.startedAt,
        words: transcriptSegment.words,
        content: transcriptSegment.content,
      })
      .from(transcriptSegment)
      .where(eq(transcriptSegment.botId, botId))
      .orderBy(asc(transcriptSegment.ordinal));

  beforeAll(async () => {
    database = await kind.create();
    opened = await openDatabase(database.config, DEFAULT_MIGRATIONS_FOLDER, (error) => {
      throw error;
    });
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });
  afterEach(async () => {
    await opened.db.delete(transcriptSegment);
    await opened.db.delete(meetingParticipant);
    await opened.db.delete(meetingNotes);
    await opened.db.delete(meetingBot);
  });

  it('stores the segments in order with speaker, host flag, timed words and content', async () => {
    const botId = await endedBot();
    await processMeeting({ db: opened.db, llm }, botId, RECORD);
    const rows = await segmentRows(botId);
    expect(rows.map(({ ordinal, speakerName, isHost }) => [ordinal, speakerName, isHost])).toEqual([
      [0, 'Alice Moreau', true],
      [1, 'Bob Okafor', false],
      [2, 'Alice Moreau', true],
      [3, 'Carol Lind', false],
    ]);
    expect(rows[1]!.content).toBe(
      "Let's go with Postgres. I'll write the migration plan by Friday.",
    );
    expect(rows[1]!.startedAt).toEqual(new Date('2026-11-25T14:01:00.000Z'));
    expect(rows[1]!.words[5]).toEqual({ text: 'write', at: '2026-11-25T14:01:05.000Z' });
    expect(rows[3]).toMatchObject({
      startedAt: null,
      content: 'Not sure yet.',
      words: [
        { text: 'Not', at: null },
        { text: 'sure', at: null },
        { text: 'yet.', at: null },
      ],
    });
  });

  it('answers the bot details as SPEC section 3 names them', async () => {
    const botId = await endedBot();
    await processMeeting({ db: opened.db, llm }, botId, RECORD);
    const details = await readBotDetails(opened.db, OWNER, botId);
    assertMatchesContract('GET', `/meeting-bot/${botId}`, 200, details);
    expect(details!.bot).toEqual({
      id: botId,
      bot_name: 'Roadmap bot',
      agentId: 'agent-1',
      processed: false,
      status: 'processing',
      failure_reason: null,
      simulated: true,
      imported: false,
      sample: false,
      calendar: null,
      join_at: '2026-11-25T14:00:00.000Z',
      left_at: null,
      meeting_url: { meeting_id: 'abc-defg-hij', platform: 'google_meet' },
    });
    expect(details!.transcript[0]).toEqual({
      participant: { name: 'Alice Moreau', is_host: true },
      words: 'We need to choose a database for reporting.'.split(' ').map((text, index) => ({
        text,
        start_timestamp: {
          absolute: new Date(Date.parse('2026-11-25T14:00:05.000Z') + index * 1000).toISOString(),
        },
      })),
    });
    expect(details!.transcript[3]!.words[0]).toEqual({
      text: 'Not',
      start_timestamp: { absolute: null },
    });
    // Unique by name: the provider's list, plus anyone who spoke without being listed.
    expect(details!.participants).toEqual(
      ['Alice Moreau', 'Bob Okafor', 'Carol Lind', 'Dev Silent'].map((name) => ({
        participant: { name },
      })),
    );
    const notes = details!.notes!.content;
    expect(notes).toContain("- [19:31] Bob Okafor: Let's go with Postgres.");
    expect(notes).toContain(
      "- [ ] [19:31] Bob Okafor: I'll write the migration plan by Friday. — **Owner: Bob Okafor**",
    );
    expect(notes).toContain(
      '## Open questions\n\n- [19:32] Alice Moreau: What is the budget for the new hardware?',
    );
  });

  it('keeps the host flag of a participant listed twice', async () => {
    const botId = await endedBot();
    await processMeeting({ db: opened.db, llm }, botId, RECORD);
    const rows = await opened.db
      .select({ name: meetingParticipant.name, isHost: meetingParticipant.isHost })
      .from(meetingParticipant)
      .where(eq(meetingParticipant.botId, botId))
      .orderBy(asc(meetingParticipant.name));
    expect(rows.find((row) => row.name === 'Alice Moreau')!.isHost).toBe(true);
  });

  it('points each note to when its sentence was said, not when the segment started', async () => {
    const botId = await endedBot();
    // One word a second from 14:10:50: the second sentence starts at 14:11:01.
    const transcript = [
      part(
        'Bob Okafor',
        false,
        '2026-11-25T14:10:50.000Z',
        'That covers the hardware for this quarter at least for now. I will order the servers by Friday.',
      ),
    ];
    await processMeeting({ db: opened.db, llm }, botId, { transcript, participants: [] });
    const notes = (await readBotDetails(opened.db, OWNER, botId))!.notes!.content;
    expect(notes).toContain('- [ ] [19:41] Bob Okafor: I will order the servers by Friday.');
  });

  it('leaves the bot itself alone: the caller marks it processed', async () => {
    const botId = await endedBot();
    const before = await opened.db.select().from(meetingBot).where(eq(meetingBot.botId, botId));
    await processMeeting({ db: opened.db, llm }, botId, RECORD);
    const after = await opened.db.select().from(meetingBot).where(eq(meetingBot.botId, botId));
    expect(after).toEqual(before);
  });

  it('is not found for another user or an unknown id', async () => {
    const botId = await endedBot();
    await processMeeting({ db: opened.db, llm }, botId, RECORD);
    await expect(readBotDetails(opened.db, 'user-other', botId)).resolves.toBeNull();
    await expect(readBotDetails(opened.db, OWNER, 'bot-unknown')).resolves.toBeNull();
  });

  it('answers an unprocessed bot with empty transcript, participants and no notes', async () => {
    const botId = await endedBot();
    const details = await readBotDetails(opened.db, OWNER, botId);
    assertMatchesContract('GET', `/meeting-bot/${botId}`, 200, details);
    expect(details).toMatchObject({ transcript: [], participants: [], notes: null });
  });

  it('replaces what an earlier run left: running it again gives the same rows', async () => {
    const botId = await endedBot();
    // What a crashed run with a longer transcript might have left.
    await opened.db.insert(transcriptSegment).values(
      [0, 1, 7].map((ordinal) => ({
        botId,
        ordinal,
        speakerName: 'Stale',
        words: [{ text: 'stale', at: null }],
        content: 'stale',
      })),
    );
    await opened.db.insert(meetingParticipant).values({ botId, name: 'Stale' });
    await opened.db.insert(meetingNotes).values({ botId, content: 'stale notes' });

    await processMeeting({ db: opened.db, llm }, botId, RECORD);
    const first = {
      details: await readBotDetails(opened.db, OWNER, botId),
      rows: await segmentRows(botId),
    };
    await processMeeting({ db: opened.db, llm }, botId, RECORD);
    const second = {
      details: await readBotDetails(opened.db, OWNER, botId),
      rows: await segmentRows(botId),
    };
    expect(second).toEqual(first);
    expect(first.rows).toHaveLength(4);
    expect(first.details!.participants).not.toContainEqual({ participant: { name: 'Stale' } });
    expect(first.details!.notes!.content).not.toBe('stale notes');
  });

  it("does not touch another bot's data", async () => {
    const kept = await endedBot();
    const botId = await endedBot();
    await processMeeting({ db: opened.db, llm }, kept, RECORD);
    const before = await readBotDetails(opened.db, OWNER, kept);
    await processMeeting({ db: opened.db, llm }, botId, { transcript: [], participants: [] });
    expect(await readBotDetails(opened.db, OWNER, kept)).toEqual(before);
  });

  it('writes nothing when the language model fails', async () => {
    const botId = await endedBot();
    const failing: LanguageModel = {
      improvePrompt: (prompt, brief) => llm.improvePrompt(prompt, brief),
      agentReply: (input) => llm.agentReply(input),
      answerFromPassages: (input) => llm.answerFromPassages(input),
      writeMeetingNotes: () => Promise.reject(new LanguageModelError('model down')),
      findWorkflowTriggers: (input) => llm.findWorkflowTriggers(input),
    };
    await expect(processMeeting({ db: opened.db, llm: failing }, botId, RECORD)).rejects.toThrow(
      'model down',
    );
    expect(await segmentRows(botId)).toEqual([]);
    expect(await readBotDetails(opened.db, OWNER, botId)).toMatchObject({
      participants: [],
      notes: null,
    });
  });

  it('stores a meeting larger than one insert batch, in order', async () => {
    const botId = await endedBot();
    const transcript = Array.from({ length: 450 }, (_, index) =>
      part(
        index % 2 ? 'Bob Okafor' : 'Alice Moreau',
        index % 2 === 0,
        new Date(JOINED_AT.getTime() + index * 10_000).toISOString(),
        `Point number ${index} of the review.`,
      ),
    );
    await processMeeting({ db: opened.db, llm }, botId, { transcript, participants: [] });
    const rows = await segmentRows(botId);
    expect(rows.map((row) => row.ordinal)).toEqual(transcript.map((_, index) => index));
    expect(rows[449]!.content).toBe('Point number 449 of the review.');
  });

  it('finds transcript words with Postgres full-text search', async () => {
    const botId = await endedBot();
    await processMeeting({ db: opened.db, llm }, botId, RECORD);
    const search = (query: string) =>
      opened.db
        .select({ ordinal: transcriptSegment.ordinal })
        .from(transcriptSegment)
        .where(
          sql`${transcriptSegment.botId} = ${botId} and ${transcriptSegment.tsv} @@ to_tsquery('english', ${query})`,
        )
        .orderBy(asc(transcriptSegment.ordinal));
    await expect(search('postgres')).resolves.toEqual([{ ordinal: 1 }]);
    // Stemmed: "migrations" finds "migration".
    await expect(search('migrations & friday')).resolves.toEqual([{ ordinal: 1 }]);
    await expect(search('budget | database')).resolves.toEqual([{ ordinal: 0 }, { ordinal: 2 }]);
    await expect(search('kubernetes')).resolves.toEqual([]);
  });
});
