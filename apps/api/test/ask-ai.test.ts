/**
 * Ask AI over HTTP on each test database: answers quote the meeting with citations pointing at the
 * segment that says it, the conversation is kept per user and bot and read back oldest first,
 * another user's bot and an unknown bot are 404, a blank question is 400, the per-minute limit is
 * 429, an imported meeting (no agent) answers from its transcript alone, and questions asked at
 * once are all kept in distinct positions.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeChunk } from '../src/agents/knowledge/schema.js';
import { NO_TRANSCRIPT_ANSWER, NOT_COVERED_ANSWER } from '../src/ask-ai/answer.js';
import { askAiMessage } from '../src/ask-ai/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { processMeeting } from '../src/meeting-bots/meeting-data.js';
import { IMPORTED_PROVIDER, meetingBot } from '../src/meeting-bots/schema.js';
import {
  ExtractiveLlm,
  LANGUAGE_MODEL_UNAVAILABLE,
  LanguageModelError,
  type LanguageModel,
  type PassageAnswerInput,
} from '../src/providers/llm/index.js';
import type { TranscriptPart } from '../src/providers/meeting-bots/port.js';
import { signUp, type Account } from './support/accounts.js';
import { finishedMeeting, part, START, TRANSCRIPT } from './support/ask-ai-meeting.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type Answer = Schemas['AskAiResponse'];
type Conversation = Schemas['AskAiConversationResponse'];

describe.each(testDatabases)('Ask AI on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;
  let owner: Account;
  let stranger: Account;

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config);
    api = client(server.baseUrl);
    owner = await signUp(api, 'Owner');
    stranger = await signUp(api, 'Stranger');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });
  const meeting = (
    userId: string,
    options: { imported?: boolean; transcript?: TranscriptPart[] } = {},
  ) => finishedMeeting(server.app.db, userId, options);

  const ask = (token: string, botId: string, userQuery: string) =>
    api<Answer>('/api/ask-ai/', { token, json: { userQuery, botId, agentId: '' } });

  it('answers with quotes whose citations point at the segment, the time and the words said', async () => {
    const { botId } = await meeting(owner.id);
    const reply = await ask(owner.token, botId, 'What was decided about the launch date?');
    expect(reply.status).toBe(200);
    expect(reply.body.citations[0]).toEqual({
      segment: 4,
      speaker: 'Tom Becker',
      at: new Date(START + 300_000).toISOString(),
      quote: "Let's move the launch date to March the third so the export fix can ship first.",
    });
    expect(reply.body.answer).toContain('**Tom Becker** (19:35): "Let\'s move the launch date');
    expect(reply.body.answer).toContain('[1]');

    // The quoted sentence's own time, not its segment's start.
    const slow = await ask(owner.token, botId, 'Which export was too slow?');
    const tom = slow.body.citations.find((citation) => citation.segment === 1);
    expect(tom).toEqual({
      segment: 1,
      speaker: 'Tom Becker',
      at: new Date(START + 66_000).toISOString(),
      quote: 'Customers loved the new dashboard but the export to spreadsheets is too slow.',
    });
  });

  it('quotes the reply to a question that the question matched', async () => {
    const { botId } = await meeting(owner.id);
    const reply = await ask(owner.token, botId, 'How big is the marketing campaign budget?');
    expect(reply.body.citations.map((citation) => citation.segment)).toEqual([2, 3]);
    expect(reply.body.citations[1]!.quote).toBe(
      'We have forty thousand dollars for the campaign this quarter.',
    );
  });

  it('finds a word where the meeting spells it the other way (colour for color)', async () => {
    const { botId } = await meeting(owner.id, {
      transcript: [
        part('Priya Raman', 0, 'Thanks for joining the hardware review.'),
        part('Tom Becker', 30, 'The battery lasts two days now.'),
        part('Aisha Khan', 60, 'We picked a dark blue colour for the case.'),
        part('Priya Raman', 90, 'Good. The buttons stay as they are.'),
        part('Tom Becker', 120, 'I will order samples on Monday.'),
        part('Aisha Khan', 150, 'Thanks everyone, see you next week.'),
      ],
    });
    const reply = await ask(owner.token, botId, 'Which color is the case?');
    expect(reply.body.citations.map((citation) => citation.segment)).toContain(2);
  });

  it('says plainly when the meeting does not cover the question, or has no transcript yet', async () => {
    const { botId } = await meeting(owner.id);
    for (const question of ['Which database did the team choose?', 'What is it?']) {
      const reply = await ask(owner.token, botId, question);
      expect(reply.body).toEqual({ success: true, answer: NOT_COVERED_ANSWER, citations: [] });
    }
    const empty = await meeting(owner.id, { transcript: [] });
    const none = await ask(owner.token, empty.botId, 'What was decided?');
    expect(none.body).toEqual({ success: true, answer: NO_TRANSCRIPT_ANSWER, citations: [] });
  });

  it('quotes the agent’s knowledge too, but cites only transcript moments', async () => {
    const { botId, agentId } = await meeting(owner.id);
    await server.app.db.insert(knowledgeChunk).values({
      userId: owner.id,
      agentId: agentId!,
      ordinal: 0,
      content: 'The press release template lives in the shared marketing folder.',
    });
    const reply = await ask(owner.token, botId, 'Where is the press release template?');
    expect(reply.body.answer).toContain(
      'From the agent\'s knowledge: "The press release template lives in the shared marketing folder."',
    );
    for (const citation of reply.body.citations)
      expect(TRANSCRIPT[citation.segment]!.speakerName).toBe(citation.speaker);
  });

  it('keeps the conversation, oldest first, across reloads', async () => {
    const { botId } = await meeting(owner.id);
    const empty = await api<Conversation>(`/api/ask-ai/conversation/${botId}`, {
      token: owner.token,
    });
    expect(empty.body).toEqual({ success: true, messages: [] });
    const first = await ask(owner.token, botId, '  What was decided about the launch date?  ');
    const second = await ask(owner.token, botId, 'Who updates the press release?');
    for (let reload = 0; reload < 2; reload++) {
      const read = await api<Conversation>(`/api/ask-ai/conversation/${botId}`, {
        token: owner.token,
      });
      expect(read.status).toBe(200);
      expect(read.body.messages).toEqual([
        { role: 'user', content: 'What was decided about the launch date?' },
        { role: 'assistant', content: first.body.answer, citations: first.body.citations },
        { role: 'user', content: 'Who updates the press release?' },
        { role: 'assistant', content: second.body.answer, citations: second.body.citations },
      ]);
    }
    // The conversation is the user's own: another user's is not mixed in.
    const rows = await server.app.db
      .select({ userId: askAiMessage.userId })
      .from(askAiMessage)
      .where(eq(askAiMessage.botId, botId));
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set([owner.id]));
  });

  it('refuses another user’s bot and an unknown bot (404), a blank question (400)', async () => {
    const { botId } = await meeting(owner.id);
    for (const [token, id] of [
      [stranger.token, botId],
      [owner.token, 'no-such-bot'],
    ] as const) {
      const asked = await ask(token, id, 'What was decided?');
      expect(asked.status).toBe(404);
      expect(asked.body).toEqual({ success: false, error: 'Meeting bot not found' });
      const read = await api(`/api/ask-ai/conversation/${id}`, { token });
      expect(read.status).toBe(404);
      expect(read.body).toEqual({ success: false, error: 'Meeting bot not found' });
    }
    // A question of nothing visible (a zero-width space, a byte order mark) is blank too.
    for (const nothing of [' \n\t ', '\u200B', ' \uFEFF\u200B ']) {
      const blank = await ask(owner.token, botId, nothing);
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({ success: false, error: 'Question is required' });
    }
    const kept = await server.app.db
      .select({ id: askAiMessage.id })
      .from(askAiMessage)
      .where(and(eq(askAiMessage.userId, owner.id), eq(askAiMessage.botId, botId)));
    expect(kept).toEqual([]);
  });

  it('answers an imported meeting, which has no agent, from its transcript alone', async () => {
    const { botId } = await meeting(owner.id, { imported: true });
    const reply = await ask(owner.token, botId, 'What was decided about the launch date?');
    expect(reply.status).toBe(200);
    expect(reply.body.citations[0]!.segment).toBe(4);
    expect(reply.body.answer).not.toContain('knowledge');
  });

  it('sums up a discussion in up to five moments in the order said, and cites only the speaker asked about', async () => {
    const lines: [string, string][] = [
      ['Priya Raman', 'Welcome. Today we cover pricing, the hiring plan and the office party.'],
      ['Tom Becker', 'For pricing I would keep the free tier and raise the pro plan a little.'],
      ['Aisha Khan', 'Raising pro worries me, churn went up the last time we touched prices.'],
      [
        'Tom Becker',
        'Then we add a yearly plan with two months free so the price rise stings less.',
      ],
      [
        'Aisha Khan',
        'A yearly plan also helps cash flow. Sales would like an enterprise tier too.',
      ],
      ['Priya Raman', 'Enterprise pricing needs a call with finance first.'],
      ['Tom Becker', 'Agreed, so pricing is settled except enterprise.'],
      ['Priya Raman', 'Next, the hiring plan. We have budget for two engineers.'],
      ['Aisha Khan', 'One should be a designer, our onboarding needs work.'],
      ['Priya Raman', 'Fine, one engineer and one designer then.'],
      ['Tom Becker', 'Last, the office party is on the twelfth at the usual place.'],
      ['Aisha Khan', 'I will send the invitations for the party this week.'],
    ];
    const { botId } = await meeting(owner.id, {
      transcript: lines.map(([speaker, text], index) => part(speaker, index * 40, text)),
    });
    const summary = await ask(owner.token, botId, 'Summarise the discussion about pricing');
    const cited = summary.body.citations.map((citation) => citation.segment);
    expect(cited.length).toBeGreaterThanOrEqual(2);
    expect(cited.length).toBeLessThanOrEqual(5);
    expect(cited).toEqual([...cited].sort((a, b) => a - b));
    expect(cited.every((segment) => segment >= 1 && segment <= 6)).toBe(true);
    expect(summary.body.answer.split('\n')[0]).toBe('Here is what was said, in order:');

    const aisha = await ask(owner.token, botId, 'What did Aisha think about the pricing?');
    expect(aisha.body.citations.length).toBeGreaterThan(0);
    expect(aisha.body.citations.every((citation) => citation.speaker === 'Aisha Khan')).toBe(true);
    expect(aisha.body.citations.map((citation) => citation.segment)).toContain(2);
  });

  it('stems a meeting held in German as German', async () => {
    const { botId } = await meeting(owner.id, {
      transcript: [
        part('Jonas Weber', 0, 'Guten Morgen, wir sprechen heute über den Umbau und die Kosten.'),
        part('Lena Vogt', 60, 'Die beiden Häuser am Hafen werden im Frühjahr renoviert.'),
        part(
          'Jonas Weber',
          120,
          'Die Kosten dafür sind noch nicht freigegeben, das klären wir im März.',
        ),
      ],
    });
    const reply = await ask(owner.token, botId, 'Was passiert mit dem Haus am Hafen?');
    expect(reply.body.citations[0]?.segment).toBe(1);
  });

  it('keeps every question asked at once, each exchange in its own positions', async () => {
    const { botId } = await meeting(owner.id);
    const questions = Array.from({ length: 8 }, (_, index) => `Launch date question ${index}?`);
    const replies = await Promise.all(
      questions.map((question) => ask(owner.token, botId, question)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(questions.map(() => 200));
    const rows = await server.app.db
      .select({
        position: askAiMessage.position,
        role: askAiMessage.role,
        content: askAiMessage.content,
      })
      .from(askAiMessage)
      .where(and(eq(askAiMessage.userId, owner.id), eq(askAiMessage.botId, botId)));
    expect(rows.map((row) => row.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, index) => index),
    );
    const byPosition = new Map(rows.map((row) => [row.position, row]));
    for (let position = 0; position < 16; position += 2) {
      expect(byPosition.get(position)!.role).toBe('user');
      expect(byPosition.get(position + 1)!.role).toBe('assistant');
    }
    expect(new Set(rows.filter((row) => row.role === 'user').map((row) => row.content))).toEqual(
      new Set(questions),
    );
  });
});

describe('Ask AI with a model that writes', () => {
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  const failing = () => Promise.reject(new LanguageModelError('unused'));
  /** Cites the passage about the launch date, one that does not exist, and sees the history. */
  const seen: PassageAnswerInput[] = [];
  const writer: LanguageModel = {
    improvePrompt: failing,
    agentReply: (input) => new ExtractiveLlm().agentReply(input),
    writeMeetingNotes: (input) => new ExtractiveLlm().writeMeetingNotes(input),
    findWorkflowTriggers: (input) => new ExtractiveLlm().findWorkflowTriggers(input),
    async answerFromPassages(input) {
      seen.push(input);
      if (input.question.includes('export'))
        throw new LanguageModelError('upstream key sk-1 refused');
      if (input.question.startsWith('Summarise'))
        return {
          text: input.passages.map((_, index) => `Point [${index + 1}].`).join(' '),
          citations: input.passages.map((passage, index) => ({
            passage: index + 1,
            quote: passage.text,
          })),
        };
      const launch =
        input.passages.findIndex((passage) => passage.text.includes('launch date')) + 1;
      return {
        text: `The launch moves to March the third [${launch}].`,
        citations: [
          { passage: launch, quote: input.passages[launch - 1]!.text },
          { passage: 99, quote: 'not a passage' },
        ],
      };
    },
  };

  it('maps the passages the model cited to transcript moments, sends history, and answers 502 when it fails', async () => {
    server = await startServer({ kind: 'pglite' }, {}, { llm: writer });
    const api = client(server.baseUrl);
    const account = await signUp(api, 'Modeller');
    const botId = `bot-${randomUUID()}`;
    await server.app.db.insert(meetingBot).values({
      botId,
      userId: account.id,
      agentId: null,
      name: 'Imported review',
      isScheduled: false,
      joinAt: new Date(START),
      status: 'ended',
      provider: IMPORTED_PROVIDER,
      processed: true,
    });
    await processMeeting({ db: server.app.db, llm: writer }, botId, {
      transcript: TRANSCRIPT,
      participants: [],
    });
    const ask = (userQuery: string) =>
      api<Answer>('/api/ask-ai/', {
        token: account.token,
        json: { userQuery, botId, agentId: '' },
      });

    const first = await ask('When is the launch date?');
    expect(first.body).toEqual({
      success: true,
      answer: 'The launch moves to March the third [1].',
      citations: [
        {
          segment: 4,
          speaker: 'Tom Becker',
          at: new Date(START + 300_000).toISOString(),
          quote: TRANSCRIPT[4]!.words.map((word) => word.text).join(' '),
        },
      ],
    });
    await ask('And the launch date again?');
    expect(seen[1]!.history).toEqual([
      { role: 'user', content: 'When is the launch date?' },
      // Without the earlier answer's citation markers, which point to its own citations.
      { role: 'assistant', content: 'The launch moves to March the third.' },
    ]);

    // A model citing every passage it read gets its first five moments cited, the other markers out.
    const everything = await ask('Summarise the meeting');
    expect(everything.body.citations).toHaveLength(5);
    expect(everything.body.answer.match(/\[\d+\]/g)).toEqual(['[1]', '[2]', '[3]', '[4]', '[5]']);
    expect(seen.at(-1)!.passages.length).toBeGreaterThan(5);

    const failed = await ask('What about the export fix?');
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ success: false, error: LANGUAGE_MODEL_UNAVAILABLE });
    const kept = await api<Conversation>(`/api/ask-ai/conversation/${botId}`, {
      token: account.token,
    });
    expect(kept.body.messages).toHaveLength(6);
  });
});

describe('Ask AI’s limit of questions per minute', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('answers 429 past the limit, with Retry-After', async () => {
    server = await startServer({ kind: 'pglite' }, { askAi: { questionsPerMinute: 2 } });
    const api = client(server.baseUrl);
    const account = await signUp(api, 'Curious');
    const ask = () =>
      api<Answer>('/api/ask-ai/', {
        token: account.token,
        json: { userQuery: 'What was decided?', botId: 'no-such-bot', agentId: '' },
      });
    expect((await ask()).status).toBe(404);
    expect((await ask()).status).toBe(404);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false });
    expect((refused.body as unknown as { error: string }).error).toMatch(
      /^Too many questions\. Try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
