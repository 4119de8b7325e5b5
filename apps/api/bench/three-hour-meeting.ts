/**
 * A three-hour meeting (at least 27,000 words in 1,500 segments, five speakers, word times spread
 * evenly), the same every run, for the benchmarks that process, import or ask about one.
 */
import type { MeetingRecord, TranscriptPart } from '../src/providers/meeting-bots/port.js';

export const MEETING_SECONDS = 3 * 60 * 60;
const MIN_WORDS = 27_000;
const MIN_SEGMENTS = 1_500;
export const MEETING_START = Date.parse('2026-11-25T09:00:00.000Z');
/** A small deterministic generator, so every run processes the same meeting. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export const SPEAKERS = ['Alice Moreau', 'Bob Okafor', 'Carol Lind', 'Dev Patel', 'Eun-ji Park'];
export const TOPICS = [
  'the reporting service',
  'the mobile release',
  'the onboarding flow',
  'the pricing page',
  'the billing migration',
  'the support backlog',
  'the data retention policy',
  'the search latency',
  'the partner integration',
  'the hiring plan',
];
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const STATEMENTS = [
  'The numbers for {topic} look better than last month but the error rate is still too high.',
  'Most of the feedback on {topic} came from customers on the starter plan.',
  'We spent most of the sprint on {topic} and the remaining work is mostly testing.',
  'I talked to the design team about {topic} and they want one more round of user interviews.',
  'The main risk with {topic} is that the dependencies are owned by another team.',
  'If we move {topic} to next quarter we free up two engineers for the launch.',
  'Support tickets about {topic} dropped by a third after the last release.',
  'The estimate for {topic} assumes the new infrastructure is ready in time.',
];
const DECISIONS = [
  "Okay, let's go with the smaller scope for {topic} and revisit it in January.",
  'We decided to pause {topic} until the security review is done.',
  'So we agreed that {topic} ships behind a feature flag first.',
];
const ACTIONS = [
  "I'll write up the plan for {topic} by {day}.",
  '{name}, can you check the metrics for {topic} before {day}?',
  'Please send the summary of {topic} to the leadership group by end of week.',
  'Action item: {name} to follow up with legal on {topic}.',
];
const QUESTIONS = [
  'What is the budget for {topic} next quarter?',
  'Who owns the rollout plan for {topic}?',
  'Do we have enough test coverage for {topic}?',
];
const ANSWERS = [
  'About the same as this quarter, maybe a little more.',
  "I'm not sure, we need to check with finance.",
  'Yes, the coverage went up after the last sprint.',
  'Good question, let us park that for the planning meeting.',
];

/** A meeting of at least MIN_WORDS words in MIN_SEGMENTS segments over three hours, word times spread evenly. */
export function generateMeeting(): MeetingRecord {
  const next = random(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const fill = (template: string, speaker: string) =>
    template
      .replace('{topic}', pick(TOPICS))
      .replace('{day}', pick(DAYS))
      .replace('{name}', pick(SPEAKERS.filter((name) => name !== speaker)).split(' ')[0]!);

  const turns: { speaker: string; words: string[] }[] = [];
  let wordCount = 0;
  while (wordCount < MIN_WORDS || turns.length < MIN_SEGMENTS) {
    const speaker = pick(SPEAKERS);
    const sentences: string[] = [];
    // One or two sentences a turn: short turns, as people take them in a working meeting.
    for (let count = 1 + Math.floor(next() * 2); count > 0; count--) {
      const roll = next();
      const pool =
        roll < 0.06 ? DECISIONS : roll < 0.14 ? ACTIONS : roll < 0.22 ? QUESTIONS : STATEMENTS;
      sentences.push(fill(pick(pool), speaker));
    }
    if (sentences.at(-1)!.endsWith('?')) {
      const words = sentences.join(' ').split(' ');
      turns.push({ speaker, words });
      wordCount += words.length;
      const answerer = pick(SPEAKERS.filter((name) => name !== speaker));
      const answer = pick(ANSWERS).split(' ');
      turns.push({ speaker: answerer, words: answer });
      wordCount += answer.length;
    } else {
      const words = sentences.join(' ').split(' ');
      turns.push({ speaker, words });
      wordCount += words.length;
    }
  }

  const secondsPerWord = MEETING_SECONDS / wordCount;
  let index = 0;
  const transcript: TranscriptPart[] = turns.map(({ speaker, words }) => ({
    speakerName: speaker,
    isHost: speaker === SPEAKERS[0],
    words: words.map((text) => ({
      text,
      at: new Date(MEETING_START + index++ * secondsPerWord * 1000).toISOString(),
    })),
  }));
  return {
    transcript,
    participants: SPEAKERS.map((name, position) => ({ name, isHost: position === 0 })),
  };
}

/** 'hh:mm:ss.mmm' for WebVTT. */
function vttTime(ms: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return (
    `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:` +
    `${pad(Math.floor(ms / 1000) % 60)}.${pad(Math.round(ms) % 1000, 3)}`
  );
}

/**
 * The meeting as a Teams-style WebVTT: voice tags, a cue per 12 words at most (two lines), each
 * ending where the next begins, times counted from the meeting's start.
 */
export function meetingAsVtt(record: MeetingRecord): string {
  const cues: { speaker: string; words: string[]; startMs: number }[] = [];
  for (const part of record.transcript)
    for (let index = 0; index < part.words.length; index += 12) {
      const words = part.words.slice(index, index + 12);
      cues.push({
        speaker: part.speakerName,
        words: words.map((word) => word.text),
        startMs: Date.parse(words[0]!.at!) - MEETING_START,
      });
    }
  const body = cues.map((cue, index) => {
    const endMs = cues[index + 1]?.startMs ?? cue.startMs + cue.words.length * 400;
    const half = Math.ceil(cue.words.length / 2);
    return (
      `${vttTime(cue.startMs)} --> ${vttTime(endMs)}\n<v ${cue.speaker}>` +
      `${cue.words.slice(0, half).join(' ')}\n${cue.words.slice(half).join(' ')}</v>\n`
    );
  });
  return `WEBVTT\n\n${body.join('\n')}`;
}

const TEMPLATES = [
  'What was decided about {topic}?',
  'Who is following up on {topic}?',
  'What did {name} say about {topic}?',
  'What is the budget for {topic} next quarter?',
  'What is the main risk with {topic}?',
  'Is there enough test coverage for {topic}?',
  'What feedback did customers give on {topic}?',
  'What is due on {day}?',
  'Which action items does {name} have?',
  'How many support tickets were there about {topic}?',
  'Who owns the rollout plan?',
  'Did we talk about the office party?',
  'What did the design team want?',
  'Should we move {topic} to next quarter and free up engineers for the launch?',
];

/** Questions of the kinds people ask about such a meeting, the same every run. */
export function questionsAbout(count: number): string[] {
  const next = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, index) =>
    TEMPLATES[index % TEMPLATES.length]!.replace('{topic}', pick(TOPICS))
      .replace('{name}', pick(SPEAKERS).split(' ')[0]!)
      .replace('{day}', pick(DAYS)),
  );
}
