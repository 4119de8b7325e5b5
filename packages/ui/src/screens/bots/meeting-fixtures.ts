/**
 * Meetings for the bot detail stories and the transcript benchmark: a short, complete meeting and
 * a three-hour one generated from a fixed seed, so every run renders the very same words.
 */
import { seededRandom } from '@convene/domain/seeded-random';

import type {
  AskAiMessage,
  LiveMeetingView,
  MeetingDetails,
  MeetingSegment,
} from './meeting-types';

const MEETING_START = Date.parse('2026-11-20T04:30:00.000Z');

/** A segment whose words start `seconds` into the meeting, one word every 400 ms. */
function spoken(name: string, seconds: number, text: string, isHost = false): MeetingSegment {
  return {
    participant: { name, is_host: isHost },
    words: text.split(' ').map((word, i) => ({
      text: word,
      start_timestamp: {
        absolute: new Date(MEETING_START + seconds * 1000 + i * 400).toISOString(),
      },
    })),
  };
}

export const fullMeetingTranscript: MeetingSegment[] = [
  spoken(
    'Priya Sharma',
    0,
    'Good morning everyone, thanks for joining the quarterly budget review.',
    true,
  ),
  spoken(
    'Arjun Mehta',
    9,
    'Morning Priya. I have the updated numbers from finance ready to share.',
  ),
  spoken(
    'Priya Sharma',
    18,
    'Great. Let us start with marketing, which went over budget last quarter.',
    true,
  ),
  spoken(
    'Mei Lin',
    27,
    'Marketing spent twelve percent more than planned, mostly on the product launch events.',
  ),
  spoken(
    'Arjun Mehta',
    38,
    'The launch brought in forty new enterprise leads, so the return looks healthy.',
  ),
  spoken(
    'Priya Sharma',
    49,
    'Agreed. For next quarter I would like to cap travel at the current level.',
    true,
  ),
  spoken(
    'Daniel Okafor',
    60,
    'Engineering needs two more contractors for the migration, otherwise the deadline slips.',
  ),
  spoken('Mei Lin', 71, 'Could we move part of the travel budget to cover the contractors?'),
  spoken(
    'Priya Sharma',
    80,
    'That works for me. Arjun, please draft the revised budget by Friday.',
    true,
  ),
  spoken(
    'Arjun Mehta',
    91,
    'Will do. I will send it to everyone for review before the board meeting.',
  ),
  spoken('Daniel Okafor', 101, 'Thanks. I will share the contractor profiles with Mei today.'),
  spoken('Priya Sharma', 110, 'Perfect. Thanks everyone, see you next week.', true),
];

export const fullMeetingNotes = `## Quarterly budget review

**Decisions**

| Area | Change | Owner |
| --- | --- | --- |
| Travel | Capped at the current level | Priya |
| Engineering | Two contractors for the migration | Daniel |

- [x] Share the updated finance numbers
- [ ] Draft the revised budget by Friday
- [ ] Send contractor profiles to Mei

Marketing overspent by 12%[^1], ~~pending approval~~ approved by Priya.

Questions to arjun@acme.test or see https://finance.acme.test/q3.

[^1]: Mostly the product launch events.
`;

export const fullMeeting: MeetingDetails = {
  bot: {
    id: 'bot_8d2f61b3',
    bot_name: 'Quarterly budget review',
    agentId: 'agent_51c2',
    processed: true,
    status: 'done',
    failure_reason: null,
    simulated: false,
    imported: false,
    join_at: '2026-11-20T04:29:12.000Z',
    left_at: '2026-11-20T04:32:30.000Z',
    meeting_url: { meeting_id: 'abc-defg-hij', platform: 'google_meet' },
  },
  transcript: fullMeetingTranscript,
  participants: ['Priya Sharma', 'Arjun Mehta', 'Mei Lin', 'Daniel Okafor', 'Priya Sharma'].map(
    (name) => ({ participant: { name } }),
  ),
  notes: { content: fullMeetingNotes },
};

/** The full meeting with its bot's fields and the rest changed: one state of the detail page. */
export function meetingWith(
  bot: Partial<MeetingDetails['bot']>,
  rest: Partial<MeetingDetails> = {},
): MeetingDetails {
  return { ...fullMeeting, ...rest, bot: { ...fullMeeting.bot, ...bot } };
}

/** The account's made-up sample meeting, as the detail page receives it. */
export const sampleMeeting = meetingWith({
  bot_name: 'Sample: Mobile app launch planning',
  sample: true,
  simulated: false,
  meeting_url: null,
  agentId: null,
});

/** Notes that try to run script, frame a page, cover the screen and link to javascript: the page must show them inert. */
export const HOSTILE_NOTES = `## Notes

<script>window.__notesScriptRan = true</script>

<img src="x" onerror="window.__notesScriptRan = true">

<iframe src="https://evil.test"></iframe>

[Open the report](javascript:window.__notesScriptRan=true) and <a href="javascript:alert(1)">this</a>.

![tracker](javascript:alert(2)) <div style="position:fixed;inset:0;background:red">cover</div>

Safe: https://acme.test/report`;

export const answeredConversation: AskAiMessage[] = [
  { role: 'user', content: 'What did we decide about travel?' },
  {
    role: 'assistant',
    content:
      'Travel is **capped at the current level** next quarter, and part of its budget may move to cover *two engineering contractors*.',
    citations: [
      {
        segment: 5,
        speaker: 'Priya Sharma',
        at: fullMeetingTranscript[5]?.words[0]?.start_timestamp.absolute ?? null,
        quote: 'For next quarter I would like to cap travel at the current level.',
      },
      {
        segment: 7,
        speaker: 'Mei Lin',
        at: fullMeetingTranscript[7]?.words[0]?.start_timestamp.absolute ?? null,
        quote: 'Could we move part of the travel budget to cover the contractors?',
      },
    ],
  },
];

/**
 * The budget review while it happens: the bot in the call and the first `lines` of the transcript
 * (each final line arrives in `transcript`), its speakers so far as participants, no notes yet.
 */
export function liveMeeting(lines: number): MeetingDetails {
  const transcript = fullMeetingTranscript.slice(0, lines);
  const speakers = [...new Set(transcript.map((segment) => segment.participant.name))];
  return {
    ...fullMeeting,
    bot: { ...fullMeeting.bot, status: 'in_call', processed: false, left_at: null },
    transcript,
    participants: speakers.map((name) => ({ participant: { name } })),
    notes: null,
  };
}

/** A line said after the fixture's twelve, `seconds` into the meeting. */
export function laterLine(name: string, seconds: number, text: string): MeetingSegment {
  return spoken(name, seconds, text, name === 'Priya Sharma');
}

/** The meeting's agent, Nova, listening; the stream live; the page not playing its voice. */
export const liveView: LiveMeetingView = {
  connection: 'live',
  partials: [{ speaker: 'Arjun Mehta', text: 'One more thing before we close, the board pack' }],
  agent: { name: 'Nova', state: 'listening', caption: null, speechFailed: null },
  listening: false,
  onListenChange: () => {},
  listenProblem: null,
};

export const NOVA_CAPTION =
  'Priya asked Arjun to draft the revised budget by Friday, and Daniel will share the contractor profiles today.';

export const NOVA_SPEECH_FAILED = 'Nova could not speak, so the answer went to the meeting chat.';

export const LISTEN_BLOCKED =
  'Your browser blocked the sound. Click anywhere on the page, then turn Listen on again.';

const SPEAKERS = [
  'Priya Sharma',
  'Arjun Mehta',
  'Mei Lin',
  'Daniel Okafor',
  'Sofia Rossi',
  'Kwame Asante',
];

const VOCABULARY = (
  'we should the roadmap budget customer release sprint migration design review team quarter ' +
  'deadline contract launch support invoice metrics onboarding feedback hiring risk scope plan ' +
  'next week data platform security audit demo partner pricing churn revenue goal priority ' +
  'blocker ticket estimate update follow up agree think maybe really important discuss share ' +
  'numbers timeline dependency backlog retro standup OKR dashboard mobile API latency outage'
).split(' ');

export const THREE_HOUR_SEGMENTS = 1500;

/**
 * A three-hour meeting: 1,500 segments of 12 to 28 words (about 30,000 words), six speakers,
 * one segment every 7.2 seconds.
 */
export function threeHourMeeting(): MeetingDetails {
  const random = seededRandom(20261120);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const transcript: MeetingSegment[] = [];
  for (let i = 0; i < THREE_HOUR_SEGMENTS; i += 1) {
    const speaker =
      SPEAKERS[i % 7 === 0 ? 0 : Math.floor(random() * SPEAKERS.length)] ?? 'Priya Sharma';
    const length = 12 + Math.floor(random() * 17);
    const words = Array.from({ length }, () => pick(VOCABULARY));
    words[0] = `${words[0]?.[0]?.toUpperCase() ?? ''}${words[0]?.slice(1) ?? ''}`;
    transcript.push(spoken(speaker, i * 7.2, `${words.join(' ')}.`, speaker === 'Priya Sharma'));
  }
  return {
    ...fullMeeting,
    bot: {
      ...fullMeeting.bot,
      id: 'bot_3h_planning',
      bot_name: 'Annual planning offsite',
      left_at: new Date(MEETING_START + 3 * 3600 * 1000).toISOString(),
    },
    transcript,
    participants: SPEAKERS.map((name) => ({ participant: { name } })),
  };
}
