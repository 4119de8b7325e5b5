import { describe, expect, it } from 'vitest';
import { ExtractiveLlm } from '../../src/providers/llm/extractive.js';
import { extractMeetingNotes } from '../../src/providers/llm/meeting-notes-extract.js';
import {
  EMPTY_NOTES_SECTION,
  MEETING_NOTES_SECTIONS,
  noteTime,
  type MeetingNotes,
  type NoteItem,
} from '../../src/providers/llm/meeting-notes.js';
import type { TranscriptLine } from '../../src/providers/llm/port.js';

/** A line said at HH:MM India time on the test day, or at an unknown time. */
const say = (speaker: string, time: string | null, text: string): TranscriptLine => ({
  speaker,
  at: time === null ? null : `2026-11-25T${time}:00.000+05:30`,
  text,
});

const texts = (items: readonly NoteItem[]) => items.map((item) => item.text);

const ROADMAP = [
  say('Alice Moreau', '14:00', 'Thanks everyone for joining the roadmap review.'),
  say('Alice Moreau', '14:01', 'We need to choose a database for the reporting service.'),
  say(
    'Bob Okafor',
    '14:02',
    'Postgres handles our reporting queries well and the team already knows it.',
  ),
  say('Alice Moreau', '14:03', "Okay, let's go with Postgres for the reporting service."),
  say('Bob Okafor', '14:04', "I'll write the migration plan by Friday."),
  say('Alice Moreau', '14:05', 'Carol, can you review the migration plan next week?'),
  say('Carol Lind', '14:06', 'Sure, happy to.'),
  say('Carol Lind', '14:07', 'What is the budget for the new hardware?'),
  say('Bob Okafor', '14:08', "I'm not sure, we need to check with finance."),
  say('Bob Okafor', '14:09', 'How many users do we expect in March?'),
  say('Alice Moreau', '14:09', 'About two thousand users in March.'),
];

const cases: {
  name: string;
  lines: TranscriptLine[];
  decisions?: string[];
  actions?: { text: string; owner: string | null }[];
  questions?: string[];
}[] = [
  {
    name: 'a decision, a task taken on, a request to a named person, one open and one answered question',
    lines: ROADMAP,
    decisions: ["Okay, let's go with Postgres for the reporting service."],
    actions: [
      { text: "I'll write the migration plan by Friday.", owner: 'Bob Okafor' },
      { text: 'Carol, can you review the migration plan next week?', owner: 'Carol Lind' },
    ],
    questions: ['What is the budget for the new hardware?'],
  },
  {
    name: 'decision phrasings, and what is not a decision',
    lines: [
      say('Ana', '09:00', 'We decided to ship the beta on the first of March.'),
      say('Ben', '09:01', "We haven't decided on the pricing page yet."),
      say('Ana', '09:02', 'Agreed.'),
      say('Ben', '09:03', 'After a long debate we agreed that support stays in house.'),
      say('Ana', '09:04', 'So the final decision is to keep the free plan.'),
      say('Ben', '09:05', 'Have we decided who owns the launch email?'),
      say('Ana', '09:06', 'Not yet, that is still open.'),
    ],
    decisions: [
      'We decided to ship the beta on the first of March.',
      'After a long debate we agreed that support stays in house.',
      'So the final decision is to keep the free plan.',
    ],
    actions: [],
    questions: ['Have we decided who owns the launch email?'],
  },
  {
    name: 'requests: owners named anywhere, addressed people who never spoke, and none',
    lines: [
      say('Maya Chen', '10:00', 'Could you send the contract to legal, Tom?'),
      say('Tom Fischer', '10:01', 'Will do.'),
      say('Maya Chen', '10:02', 'Priya, please update the onboarding checklist by tomorrow.'),
      say('Tom Fischer', '10:03', 'Please send the slides to the whole team afterwards.'),
      say('Maya Chen', '10:04', 'Action item: Tom to book the venue for the offsite.'),
      say('Tom Fischer', '10:05', 'The security review has to be done by end of week.'),
    ],
    decisions: [],
    actions: [
      { text: 'Could you send the contract to legal, Tom?', owner: 'Tom Fischer' },
      { text: 'Priya, please update the onboarding checklist by tomorrow.', owner: 'Priya' },
      { text: 'Please send the slides to the whole team afterwards.', owner: null },
      { text: 'Action item: Tom to book the venue for the offsite.', owner: 'Tom Fischer' },
      { text: 'The security review has to be done by end of week.', owner: null },
    ],
    questions: [],
  },
  {
    name: 'meeting mechanics and figures of speech are not work',
    lines: [
      say('Lee', '11:00', 'Can you hear me now, everyone?'),
      say('Sam', '11:00', 'Yes, loud and clear.'),
      say('Lee', '11:01', "I'll be honest, the demo last week was rough."),
      say('Sam', '11:02', 'Could you repeat that last part please?'),
      say('Lee', '11:03', 'Let me know if the new build feels faster.'),
      say('Sam', '11:04', 'It feels faster on my laptop, right?'),
    ],
    decisions: [],
    actions: [],
    questions: [],
  },
  {
    name: 'open questions: unanswered at the end, answered off the point, left open on purpose',
    lines: [
      say('Kim', '16:00', 'Who is presenting at the all hands on Thursday?'),
      say('Kim', '16:00', 'I guess we can sort that out later.'),
      say('Jo', '16:01', 'The coffee machine on the third floor is broken again.'),
      say('Kim', '16:02', 'Do we renew the analytics contract this year?'),
      say('Jo', '16:02', "Good question, let's park that for the budget meeting."),
      say('Jo', '16:03', 'Which region should host the staging cluster?'),
      say('Kim', '16:04', 'Frankfurt, because the staging data has to stay in the region.'),
      say('Kim', '16:05', 'And what happens to the old dashboards after the migration?'),
    ],
    decisions: [],
    actions: [],
    questions: [
      'Who is presenting at the all hands on Thursday?',
      'Do we renew the analytics contract this year?',
      'And what happens to the old dashboards after the migration?',
    ],
  },
  {
    name: 'nothing to note',
    lines: [
      say('Ana', '08:00', 'Morning all.'),
      say('Ben', '08:00', 'The weather has been lovely this week in the city.'),
    ],
    decisions: [],
    actions: [],
    questions: [],
  },
];

/** Every item is something said: its text (between any … marks) is in a line of that speaker at that time. */
function expectNothingInvented(notes: MeetingNotes, lines: readonly TranscriptLine[]): void {
  const items = [
    ...notes.summary,
    ...notes.decisions,
    ...notes.actionItems,
    ...notes.openQuestions,
  ];
  for (const item of items) {
    const said = lines.filter((line) => line.speaker === item.speaker && line.at === item.at);
    for (const piece of item.text.split('…').filter((part) => part.trim()))
      expect(
        said.some((line) => line.text.includes(piece.trim())),
        `${item.text}`,
      ).toBe(true);
  }
  const speakers = new Set(lines.map((line) => line.speaker));
  for (const { owner } of notes.actionItems)
    if (owner !== null)
      expect(
        speakers.has(owner) || lines.some((line) => line.text.includes(owner)),
        `owner ${owner}`,
      ).toBe(true);
}

describe('extractMeetingNotes', () => {
  it.each(cases)('$name', ({ lines, decisions, actions, questions }) => {
    const notes = extractMeetingNotes({ lines });
    if (decisions) expect(texts(notes.decisions)).toEqual(decisions);
    if (actions)
      expect(notes.actionItems.map(({ text, owner }) => ({ text, owner }))).toEqual(actions);
    if (questions) expect(texts(notes.openQuestions)).toEqual(questions);
    expectNothingInvented(notes, lines);
  });

  it('keeps the time each item was said', () => {
    const notes = extractMeetingNotes({ lines: ROADMAP });
    expect(notes.decisions[0]).toMatchObject({ speaker: 'Alice Moreau', at: ROADMAP[3]!.at });
    expect(notes.openQuestions[0]).toMatchObject({ speaker: 'Carol Lind', at: ROADMAP[7]!.at });
  });

  it('summarises with the most central sentences, in the order said, without repeats or small talk', () => {
    const lines = [
      say('Ana', '09:00', 'Hello everyone, thanks for coming to the planning session today.'),
      say('Ana', '09:01', 'The mobile release slipped because the payment screen failed review.'),
      say('Ben', '09:02', 'The payment screen failed review because of the missing refund link.'),
      say('Ben', '09:03', 'The payment screen failed review because the refund link was missing.'),
      say(
        'Ana',
        '09:04',
        'We should add the refund link to the payment screen and resubmit the release.',
      ),
      say('Ben', '09:05', 'My cat knocked a plant off the shelf this morning.'),
    ];
    const summary = texts(extractMeetingNotes({ lines }).summary);
    expect(summary.length).toBeGreaterThan(0);
    expect(summary.length).toBeLessThanOrEqual(5);
    expect(summary).not.toContain(lines[0]!.text);
    // Two sentences saying the same thing: at most one of them.
    expect(
      summary.filter((text) => text.startsWith('The payment screen failed review')),
    ).toHaveLength(1);
    expect(summary).toContain(lines[4]!.text);
    const order = summary.map((text) => lines.findIndex((line) => line.text === text));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('says first, in its own words, that a simulated meeting is simulated', () => {
    const lines = [
      say('Riley (simulated)', '12:00', 'Good morning, shall we start with the sprint review?'),
      say('Convene Bot', '12:00', 'Hi, I am Convene Bot.'),
      say('Convene Bot', '12:00', 'This is a simulated meeting, so nobody here is a real person.'),
      say(
        'Riley (simulated)',
        '12:01',
        'The checkout redesign shipped to all customers on Tuesday.',
      ),
      say(
        'Sam (simulated)',
        '12:02',
        'Conversion on the new checkout is up four percent since Tuesday.',
      ),
    ];
    const notes = extractMeetingNotes({ lines });
    expect(notes.summary[0]).toEqual({
      speaker: 'Convene Bot',
      at: lines[2]!.at,
      text: 'This is a simulated meeting, so nobody here is a real person.',
    });
    expectNothingInvented(notes, lines);
  });

  it('cuts a long sentence to the clause that carries the point, marking the cuts', () => {
    const ramble =
      'So we looked at the numbers from the last three quarters, and the churn is mostly on the starter plan, ' +
      'and after going back and forth for a while we decided to drop the starter plan in January, ' +
      'but only once the migration tooling is ready and the support team has written the emails for the customers who are affected by it.';
    const lines = [say('Ana', '09:00', ramble)];
    const [decision] = extractMeetingNotes({ lines }).decisions;
    expect(decision!.text).toBe(
      '…and after going back and forth for a while we decided to drop the starter plan in January…',
    );
    expectNothingInvented(extractMeetingNotes({ lines }), lines);
  });

  it('reads typographic apostrophes as plain ones and quotes them as said', () => {
    const lines = [
      say('Ana', '09:00', 'Let’s go with the annual plan for the pilot customers.'),
      say('Ben', '09:01', 'I’ll draft the contract changes by Thursday.'),
    ];
    const notes = extractMeetingNotes({ lines });
    expect(texts(notes.decisions)).toEqual([lines[0]!.text]);
    expect(notes.actionItems).toEqual([{ ...lines[1], owner: 'Ben' }]);
  });

  it('splits a line into sentences and drops exact repeats', () => {
    const lines = [
      say('Ana', '09:00', "I'll send the agenda tonight. Thanks. I'll send the agenda tonight."),
    ];
    expect(texts(extractMeetingNotes({ lines }).actionItems)).toEqual([
      "I'll send the agenda tonight.",
    ]);
  });
});

describe('ExtractiveLlm.writeMeetingNotes', () => {
  const llm = new ExtractiveLlm();

  it('writes the four sections with each item pointing to when it was said', async () => {
    const notes = await llm.writeMeetingNotes({ lines: ROADMAP });
    expect(notes.match(/^## .+$/gm)).toEqual(MEETING_NOTES_SECTIONS.map((name) => `## ${name}`));
    expect(notes).toContain(
      "## Decisions\n\n- [14:03] Alice Moreau: Okay, let's go with Postgres for the reporting service.\n",
    );
    expect(notes).toContain(
      "## Action items\n\n- [ ] [14:04] Bob Okafor: I'll write the migration plan by Friday. — **Owner: Bob Okafor**\n" +
        '- [ ] [14:05] Alice Moreau: Carol, can you review the migration plan next week? — **Owner: Carol Lind**\n',
    );
    expect(notes).toContain(
      '## Open questions\n\n- [14:07] Carol Lind: What is the budget for the new hardware?\n',
    );
    expect(notes.trimEnd().endsWith('_Times are 24-hour India Standard Time (IST)._')).toBe(true);
  });

  it('says so in every section the meeting left empty', async () => {
    const notes = await llm.writeMeetingNotes({ lines: [] });
    for (const section of MEETING_NOTES_SECTIONS)
      expect(notes).toContain(`## ${section}\n\n${EMPTY_NOTES_SECTION[section]}`);
  });

  it('leaves the time out of items said at an unknown time', async () => {
    const notes = await llm.writeMeetingNotes({
      lines: [say('Ana', null, 'We decided to keep the weekly demo on Fridays.')],
    });
    expect(notes).toContain('- Ana: We decided to keep the weekly demo on Fridays.');
  });
});

describe('noteTime', () => {
  it('is 24-hour India time whatever offset the provider wrote', () => {
    expect(noteTime('2026-11-25T15:05:59+01:00')).toBe('19:35');
    expect(noteTime('2026-11-25T23:59:00Z')).toBe('05:29');
    expect(noteTime(null)).toBeNull();
    expect(noteTime('yesterday')).toBeNull();
  });
});
