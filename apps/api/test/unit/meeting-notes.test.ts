import { describe, expect, it } from 'vitest';
import { ExtractiveLlm } from '../../src/providers/llm/extractive.js';
import { extractMeetingNotes } from '../../src/providers/llm/meeting-notes-extract.js';
import { cleanSpeech } from '../../src/providers/llm/notes/disfluency.js';
import {
  EMPTY_NOTES_SECTION,
  MEETING_NOTES_SECTIONS,
  noteClock,
  type MeetingNotes,
  type NoteItem,
} from '../../src/providers/llm/meeting-notes.js';
import type { TranscriptLine } from '../../src/providers/llm/port.js';
import { expectNothingInvented, PLANNING, say } from './meeting-notes-support.js';

const texts = (items: readonly NoteItem[]) => items.map((item) => item.text);
const owned = (notes: MeetingNotes) =>
  notes.actionItems.map(({ text, owner }) => ({ text, owner }));

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
    decisions: ["Let's go with Postgres for the reporting service."],
    actions: [
      { text: "I'll write the migration plan by Friday.", owner: 'Bob Okafor' },
      { text: 'Carol, can you review the migration plan next week?', owner: 'Carol Lind' },
    ],
    questions: ['What is the budget for the new hardware?'],
  },
  {
    name: 'decisions said outright, and what is not one: undecided, to be decided, reported, about the meeting',
    lines: [
      say('Ana', '09:00', 'We decided to ship the beta on the first of March.'),
      say('Ben', '09:01', "We haven't decided on the pricing page yet."),
      say('Ana', '09:02', 'Agreed.'),
      say('Ben', '09:03', 'After a long debate we agreed that support stays in house.'),
      say('Ana', '09:04', 'So the final decision is to keep the free plan.'),
      say('Ben', '09:05', 'Have we decided who owns the launch email?'),
      say('Ana', '09:06', 'Not yet, that is still open.'),
      say('Ben', '09:07', 'We have to decide the colour of the case before Friday.'),
      say('Ana', '09:08', 'If we are going for metal, the budget doubles.'),
      say('Ben', '09:09', 'Their manager wrote " we decided to keep the old vendor " last week.'),
      say('Ana', '09:10', "Let's go for the three presentations first."),
      say('Ben', '09:11', "I'm sort of remembering what we decided about the budget."),
    ],
    decisions: [
      'We decided to ship the beta on the first of March.',
      'After a long debate we agreed that support stays in house.',
      'The final decision is to keep the free plan.',
    ],
    actions: [],
    questions: ['Have we decided who owns the launch email?'],
  },
  {
    name: 'decisions from a proposal others accept, and not from one they object to',
    lines: [
      say('Ana', '10:00', 'I suggest we ship the reporting export on Thursday instead of Friday.'),
      say('Ben', '10:00', 'Mm-hmm.'),
      say('Cem', '10:01', 'Yeah, sounds good.'),
      say('Ben', '10:02', 'We should rewrite the billing service in a new language.'),
      say('Ana', '10:02', "No, I don't think we have the time for that."),
      say('Cem', '10:03', 'Sounds good to me anyway.'),
      say('Ana', '10:04', "So we're going for a rubber case and a plastic front?"),
      say('Ben', '10:04', 'Yes.'),
      say('Cem', '10:05', 'Soft colours for the buttons and a bright logo on the back.'),
      say('Ana', '10:05', 'Yeah.'),
      say('Ben', '10:06', "Alright, that's decided."),
    ],
    decisions: [
      'I suggest we ship the reporting export on Thursday instead of Friday.',
      "We're going for a rubber case and a plastic front?",
      'Soft colours for the buttons and a bright logo on the back.',
    ],
  },
  {
    name: 'work asked of someone: owned by whoever is named, addressed, or says yes; else not an item',
    lines: [
      say('Maya Chen', '10:00', 'Could you send the contract to legal, Tom?'),
      say('Tom Fischer', '10:01', 'Will do.'),
      say('Maya Chen', '10:02', 'Priya, please update the onboarding checklist by tomorrow.'),
      say('Tom Fischer', '10:03', 'Please send the slides to the whole team afterwards.'),
      say('Maya Chen', '10:03', 'Sure, I can do that.'),
      say('Maya Chen', '10:04', 'Action item: Tom to book the venue for the offsite.'),
      say('Tom Fischer', '10:05', 'The security review has to be done by end of week.'),
      say('Maya Chen', '10:06', 'Tom sends the budget sheet to finance on Monday.'),
    ],
    decisions: [],
    actions: [
      { text: 'Could you send the contract to legal, Tom?', owner: 'Tom Fischer' },
      { text: 'Priya, please update the onboarding checklist by tomorrow.', owner: 'Priya' },
      { text: 'Please send the slides to the whole team afterwards.', owner: 'Maya Chen' },
      { text: 'Action item: Tom to book the venue for the offsite.', owner: 'Tom Fischer' },
      { text: 'Tom sends the budget sheet to finance on Monday.', owner: 'Tom Fischer' },
    ],
    questions: [],
  },
  {
    name: "the speaker's own work: a task with something to deliver or a time it is due",
    lines: [
      say('Lee', '11:00', "I'll send the schema by Wednesday."),
      say('Lee', '11:01', "I'm going to try to create more word-specific prototype models."),
      say('Sam', '11:02', 'I will tell leadership and the support team today.'),
      say('Sam', '11:03', "I'll check in my department if there's a specialist for that."),
      say('Lee', '11:04', "I'll send it."),
      say('Sam', '11:05', "I'll tell you something about the components design."),
    ],
    actions: [
      { text: "I'll send the schema by Wednesday.", owner: 'Lee' },
      { text: "I'm going to try to create more word-specific prototype models.", owner: 'Lee' },
      { text: 'I will tell leadership and the support team today.', owner: 'Sam' },
      { text: "I'll check in my department if there's a specialist for that.", owner: 'Sam' },
    ],
  },
  {
    name: 'work said again in one turn is one item, the fuller; other work in that turn stays',
    lines: [
      say('Lee', '10:00', "I'll save a copy of the slides for you."),
      say('Lee', '10:00', "I'll save a copy of the slides and the minutes in the shared folder."),
      say('Lee', '10:00', "And I'll book the room for Tuesday's review."),
      say('Mo', '10:01', "I'll save a copy of the budget sheet too."),
    ],
    actions: [
      {
        text: "I'll save a copy of the slides and the minutes in the shared folder.",
        owner: 'Lee',
      },
      { text: "I'll book the room for Tuesday's review.", owner: 'Lee' },
      { text: "I'll save a copy of the budget sheet too.", owner: 'Mo' },
    ],
  },
  {
    name: 'not work: backchannels, the room, the next slide, handing over, figures of speech',
    lines: [
      say('Industrial Designer', '11:00', 'Okay, so let let me draw the body first.'),
      say('Project Manager', '11:01', "Uh I'll see you in half an hour."),
      say('Marketing', '11:02', 'So next slide please.'),
      say('User Interface', '11:03', 'You can you are.'),
      say(
        'Project Manager',
        '11:04',
        "This is let me just skip ahead to see that's the last thing, okay.",
      ),
      say(
        'Project Manager',
        '11:05',
        "I'm gonna turn over to the designer to make a presentation.",
      ),
      say('Lee', '11:06', 'Can you hear me now, everyone?'),
      say('Sam', '11:06', 'Yes, loud and clear.'),
      say('Lee', '11:07', "I'll be honest, the demo last week was rough."),
      say('Sam', '11:08', 'Could you repeat that last part please?'),
      say('Lee', '11:09', 'Let me know if the new build feels faster.'),
      say('Sam', '11:10', 'It feels faster on my laptop, right?'),
    ],
    decisions: [],
    actions: [],
    questions: [],
  },
  {
    name: 'open questions: unanswered, answered off the point, left open on purpose or said to be open',
    lines: [
      say('Kim', '16:00', 'Who is presenting at the all hands on Thursday?'),
      say('Kim', '16:00', 'I guess we can sort that out later.'),
      say('Jo', '16:01', 'The coffee machine on the third floor is broken again.'),
      say('Kim', '16:02', 'Do we renew the analytics contract this year?'),
      say('Jo', '16:02', "Good question, let's park that for the budget meeting."),
      say('Jo', '16:03', 'Which region should host the staging cluster?'),
      say('Kim', '16:04', 'Frankfurt, because the staging data has to stay in the region.'),
      say('Jo', '16:05', 'Is the old importer still running for the enterprise customers?'),
      say('Kim', '16:05', 'Yes, until June.'),
      say('Jo', '16:06', 'The open question is pricing at launch: free only, or free and pro.'),
      say('Kim', '16:07', 'And what happens to the old dashboards after the migration?'),
    ],
    decisions: [],
    actions: [],
    questions: [
      'Who is presenting at the all hands on Thursday?',
      'Do we renew the analytics contract this year?',
      'The open question is pricing at launch: free only, or free and pro.',
      'What happens to the old dashboards after the migration?',
    ],
  },
  {
    name: 'not open questions: small talk, prompts, tags, proposals, stories, statements said as questions',
    lines: [
      say('Marketing', '09:00', 'Why are you looking at me?'),
      say('Marketing', '09:00', 'Do I have a choice?'),
      say('Project Manager', '09:01', 'And where where are you from?'),
      say('Project Manager', '09:02', 'Any other questions before we move along?'),
      say(
        'Project Manager',
        '09:03',
        "The battery lasts about two years on the new model, doesn't it?",
      ),
      say('Marketing', '09:04', 'What about a docking station for the remote with a charger?'),
      say('Designer', '09:05', 'People always ask you, Where is the nearest train station?'),
      say('Designer', '09:06', 'The new lithium batteries last twenty years with the screen on?'),
      say('Marketing', '09:07', 'What ideas do you have for the new product range?'),
    ],
    questions: [],
  },
  {
    name: 'a yes-or-no question answered by what is not so is not open',
    lines: [
      say('Kim', '16:04', 'Are the pilot users going to be identified by name?'),
      say('Jo', '16:04', "Well, what we're gonna, we'll anonymise the transcript. Not the audio."),
    ],
    questions: [],
  },
  {
    name: 'a question asked again is asked once; questions in one turn are one asking',
    lines: [
      say('Pat', '12:00', 'What is the size of the national debt this year?'),
      say('Lou', '12:00', 'We will continue to support families.'),
      say('Pat', '12:01', 'Does the minister know the size of the national debt this year?'),
      say('Pat', '12:01', 'Will the minister publish the full debt figures this month?'),
      say('Lou', '12:02', 'We are very proud of our record.'),
    ],
    questions: ['Does the minister know the size of the national debt this year?'],
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

describe('extractMeetingNotes', () => {
  it.each(cases)('$name', ({ lines, decisions, actions, questions }) => {
    const notes = extractMeetingNotes({ lines });
    if (decisions) expect(texts(notes.decisions)).toEqual(decisions);
    if (actions) expect(owned(notes)).toEqual(actions);
    if (questions) expect(texts(notes.openQuestions)).toEqual(questions);
    expectNothingInvented(notes, lines);
  });

  it('keeps the time each item was said', () => {
    const notes = extractMeetingNotes({ lines: ROADMAP });
    expect(notes.decisions[0]).toMatchObject({ speaker: 'Alice Moreau', at: ROADMAP[3]!.at });
    expect(notes.openQuestions[0]).toMatchObject({ speaker: 'Carol Lind', at: ROADMAP[7]!.at });
  });

  it('quotes items cleaned of fillers, stutters and false starts', () => {
    const lines = [
      say('Ana', '09:00', "Um so I I think we we've uh decided to to use the the new supplier."),
      say('Ben', '09:01', "Uh I'll um send the the contract to legal by Friday, you know."),
      say('Ana', '09:02', 'S so wh where do we host the the staging data after the migration?'),
    ];
    const notes = extractMeetingNotes({ lines });
    expect(texts(notes.decisions)).toEqual(["I think we've decided to use the new supplier."]);
    expect(texts(notes.actionItems)).toEqual(["I'll send the contract to legal by Friday."]);
    expect(texts(notes.openQuestions)).toEqual([
      'Where do we host the staging data after the migration?',
    ]);
    expectNothingInvented(notes, lines);
  });

  it('cuts a long sentence to the clause that carries the point, marking the cuts', () => {
    const ramble =
      'So we looked at the numbers from the last three quarters, and the churn is mostly on the starter plan, ' +
      'and after going back and forth for a while we decided to drop the starter plan in January, ' +
      'but only once the migration tooling is ready and the support team has written the emails for the customers who are affected by it.';
    const lines = [say('Ana', '09:00', ramble)];
    const notes = extractMeetingNotes({ lines });
    expect(notes.decisions[0]!.text).toBe(
      '…and after going back and forth for a while we decided to drop the starter plan in January…',
    );
    expectNothingInvented(notes, lines);
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

describe('the summary', () => {
  it('covers the main topics in the order said, in at most 200 words, without small talk or fillers', () => {
    const { summary } = extractMeetingNotes({ lines: PLANNING });
    const text = texts(summary).join(' ');
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(200);
    for (const topic of ['office', 'hiring', 'support rota']) expect(text).toContain(topic);
    expect(text).not.toMatch(/\b(?:um|uh|hello|my name)\b/i);
    // Opens with what the meeting said it was for, then its topics in time order.
    expect(summary[0]!.text).toBe(
      'This meeting is about the office move, the hiring plan and the support rota.',
    );
    const times = summary.map((item) => item.at!);
    expect(times).toEqual([...times].sort());
    expectNothingInvented(extractMeetingNotes({ lines: PLANNING }), PLANNING);
  });

  it('picks central sentences without repeats or small talk', () => {
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
    expect(summary).not.toContain(lines[0]!.text);
    expect(
      summary.filter((text) => text.startsWith('The payment screen failed review')),
    ).toHaveLength(1);
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
});

describe('cleanSpeech', () => {
  it.each([
    ['Okay, so let let me draw the body first.', 'Let me draw the body first.'],
    ['Um and I um like to show you the agenda.', 'I like to show you the agenda.'],
    ['S so any any questions?', 'Any questions?'],
    ['Uh i is it just uh more detail?', 'Is it just more detail?'],
    [
      'I think it th w we are talking about the the design.',
      'I think it we are talking about the design.',
    ],
    ["It's sleek but it's still functional, you know?", "It's sleek but it's still functional."],
    ['You know, the buttons confuse people.', 'The buttons confuse people.'],
    ['Do you know what I mean?', 'Do you know what I mean?'],
    ['The third point was the yeah, the normalisation.', 'The third point was the normalisation.'],
    ['They protect their home as well, yeah.', 'They protect their home as well.'],
    ["Cased 'cause tha tha that's easy on the cost.", "Cased 'cause that's easy on the cost."],
    ["We we've started a morning meeting.", "We've started a morning meeting."],
    ["we 're going to , uh , record it", "We're going to record it"],
    ['Right now we are fine.', 'Right now we are fine.'],
    ['We train the H M Ms on plan B.', 'We train the H M Ms on plan B.'],
    ['Mm-hmm.', ''],
  ])('%s', (said, cleaned) => expect(cleanSpeech(said)).toBe(cleaned));
});

describe('ExtractiveLlm.writeMeetingNotes', () => {
  const llm = new ExtractiveLlm();

  it('writes the four sections with each item pointing to when it was said', async () => {
    const notes = await llm.writeMeetingNotes({ lines: ROADMAP, timeZone: 'Asia/Kolkata' });
    expect(notes.match(/^## .+$/gm)).toEqual(MEETING_NOTES_SECTIONS.map((name) => `## ${name}`));
    expect(notes).toContain(
      "## Decisions\n\n- [14:03] Alice Moreau: Let's go with Postgres for the reporting service.\n",
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
    const notes = await llm.writeMeetingNotes({ lines: [], timeZone: 'Asia/Kolkata' });
    for (const section of MEETING_NOTES_SECTIONS)
      expect(notes).toContain(`## ${section}\n\n${EMPTY_NOTES_SECTION[section]}`);
  });

  it('leaves the time out of items said at an unknown time', async () => {
    const notes = await llm.writeMeetingNotes({
      lines: [say('Ana', null, 'We decided to keep the weekly demo on Fridays.')],
      timeZone: 'Asia/Kolkata',
    });
    expect(notes).toContain('- Ana: We decided to keep the weekly demo on Fridays.');
  });
});

describe('noteClock', () => {
  it('is 24-hour India time whatever offset the provider wrote', () => {
    const india = noteClock('Asia/Kolkata');
    expect(india.time('2026-11-25T15:05:59+01:00')).toBe('19:35');
    expect(india.time('2026-11-25T23:59:00Z')).toBe('05:29');
    expect(india.time(null)).toBeNull();
    expect(india.time('yesterday')).toBeNull();
  });
});
