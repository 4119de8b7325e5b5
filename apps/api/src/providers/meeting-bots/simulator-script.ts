/**
 * What a simulated meeting's people say and when: a short standup after the agent's greeting, in
 * which they ask the agent questions (by name in active mode, by its wake word in passive mode),
 * a decision, an action item with its owner and an open question. The plan is made from the
 * stored meeting alone, so every run of every process sees the same one.
 */
import { agentIsAddressed } from '@convene/domain/agent-test';
import { STOP_WORDS } from '../../text/terms.js';
import type { BotAgent, TranscriptPart } from './port.js';
import type { simulatedMeeting } from './simulator-schema.js';

export type SimulatedMeeting = typeof simulatedMeeting.$inferSelect;

export interface Person {
  name: string;
  isHost: boolean;
}

const HOST: Person = { name: 'Priya (simulated)', isHost: true };
const SAM: Person = { name: 'Sam (simulated)', isHost: false };
const ALEX: Person = { name: 'Alex (simulated)', isHost: false };
export const PEOPLE: readonly Person[] = [HOST, SAM, ALEX];

/** People speak about 150 words a minute. */
export const WORD_MS = 400;
/** The pause left after a line that calls the agent, for its answer, in words. */
const ANSWER_ROOM_WORDS = 30;
/** The room left for the agent's greeting before the people talk, in words at least. */
const GREETING_ROOM_WORDS = 20;
/** The share of the time after the greeting that is talked through; the rest is quiet before the end. */
const TALKED_SHARE = 0.95;

export interface ScriptLine {
  speaker: Person;
  text: string;
}

export type LifecycleStep = 'joining' | 'waiting_room' | 'in_call' | 'ended';

/**
 * `at` is when the step happens: a status changes, a line is half said (its partial), a line has
 * been said (its final, at its slot's end).
 */
export type Step =
  | { kind: 'status'; status: LifecycleStep; at: number }
  | { kind: 'partial'; line: number; startsAt: number; at: number }
  | { kind: 'line'; line: number; startsAt: number; at: number };

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** The words the agent's knowledge (or, without any, its prompt) is most about, most frequent first. */
function topics(agent: BotAgent): string[] {
  const source = agent.knowledge.length > 0 ? agent.knowledge.join('\n') : agent.prompt;
  const own = new Set(words(agent.name));
  const counts = new Map<string, number>();
  for (const word of words(source))
    if (word.length >= 4 && /^\p{L}+$/u.test(word) && !STOP_WORDS.has(word) && !own.has(word))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  // Sorting is stable, so equally frequent words keep the order they first appear in.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

function opening(botName: string): ScriptLine {
  return {
    speaker: HOST,
    text:
      'Hello everyone. This is a simulated meeting: none of us are real people, ' +
      `and it is played so you can see how ${botName} takes part in a call.`,
  };
}

/** The standup after the greeting. */
function conversation(agent: BotAgent): ScriptLine[] {
  const [first, second] = topics(agent);
  // A passive agent listens for its wake word, so the second question calls it by that.
  const caller = (agent.mode === 'passive' && agent.wakeWords[0]) || agent.name;
  return [
    { speaker: HOST, text: `Thanks, ${agent.name}. Let's start the standup. Sam, you go first.` },
    {
      speaker: SAM,
      text: 'Yesterday I finished the billing page. Today I am fixing the flaky sign-in test. No blockers.',
    },
    {
      speaker: ALEX,
      text: 'I am still on the search migration. It is slower than expected, and I need someone to review the schema change.',
    },
    {
      speaker: HOST,
      text: `${agent.name}, ${first ? `what do we know about ${first}?` : 'what should we focus on this week?'}`,
    },
    {
      speaker: SAM,
      text: 'About the release: I suggest we ship on Thursday instead of Friday, so nobody fixes things over the weekend.',
    },
    { speaker: HOST, text: 'Agreed. Decision: we release on Thursday.' },
    {
      speaker: HOST,
      text: 'Action item: Alex, please send the schema change for review by Wednesday.',
    },
    { speaker: ALEX, text: 'Will do. I will send the schema change by Wednesday.' },
    {
      speaker: SAM,
      text: `${caller}, ${second ? `can you tell us more about ${second}?` : 'is there anything else we should keep in mind?'}`,
    },
    {
      speaker: ALEX,
      text: 'One open question: do we keep the old search running until the migration is verified? We have not decided.',
    },
    {
      speaker: HOST,
      text: "Let's leave that open for now. Thanks, everyone. That is the end of this simulated meeting.",
    },
  ];
}

/** Everything the meeting's people say, in order: the opening before the greeting, then the standup. */
export function scriptOf(meeting: Pick<SimulatedMeeting, 'botName' | 'agent'>): ScriptLine[] {
  return [opening(meeting.botName), ...conversation(meeting.agent)];
}

/**
 * The meeting's steps in order. Each line is said over its slot (half of it first as a partial,
 * all of it at the slot's end); a line that calls the agent leaves a pause for its answer. Lines
 * that would end after the meeting are not said.
 */
export function plan(meeting: SimulatedMeeting): Step[] {
  const inCall = meeting.inCallAt.getTime();
  const greeting = meeting.greetingAt.getTime();
  const end = meeting.endsAt.getTime();
  const script = scriptOf(meeting);
  const spoken: Step[] = [];
  const say = (line: number, startsAt: number, at: number) => {
    spoken.push({ kind: 'partial', line, startsAt, at: (startsAt + at) / 2 });
    spoken.push({ kind: 'line', line, startsAt, at });
  };
  const beforeGreeting = greeting - inCall;
  say(0, inCall + 0.25 * beforeGreeting, inCall + 0.9 * beforeGreeting);
  // Each line, and each pause for the agent, gets a share of the time in proportion to its length.
  const greetingRoom = Math.max(GREETING_ROOM_WORDS, words(meeting.agent.greetingMessage).length);
  const parts: { weight: number; line: number | null }[] = [{ weight: greetingRoom, line: null }];
  script.slice(1).forEach((line, index) => {
    parts.push({ weight: words(line.text).length, line: index + 1 });
    if (agentIsAddressed({ ...meeting.agent, name: meeting.agent.name }, line.text))
      parts.push({ weight: ANSWER_ROOM_WORDS, line: null });
  });
  const talked = Math.max(0, end - greeting) * TALKED_SHARE;
  const totalWeight = parts.reduce((sum, part) => sum + Math.max(1, part.weight), 0);
  let startsAt = greeting;
  for (const part of parts) {
    const at = startsAt + (talked * Math.max(1, part.weight)) / totalWeight;
    if (part.line !== null) say(part.line, startsAt, at);
    startsAt = at;
  }
  return [
    { kind: 'status', status: 'joining', at: meeting.joinAt.getTime() },
    { kind: 'status', status: 'waiting_room', at: meeting.waitingRoomAt.getTime() },
    { kind: 'status', status: 'in_call', at: inCall },
    ...spoken.filter((step) => step.at <= end),
    { kind: 'status', status: 'ended', at: end },
  ];
}

/** The plan's index of the step that puts the bot in the call. */
export const IN_CALL_STEP = 2;

/** The words, one after another at a speaking pace, squeezed to fit the slot when it is short. */
export function timedPart(
  speaker: Person,
  text: string,
  startsAt: number,
  endsAt: number,
): TranscriptPart {
  const said = text.split(/\s+/).filter(Boolean);
  const gap = Math.min(WORD_MS, ((endsAt - startsAt) * 0.9) / Math.max(1, said.length));
  return {
    speakerName: speaker.name,
    isHost: speaker.isHost,
    words: said.map((word, index) => ({
      text: word,
      at: new Date(Math.round(startsAt + index * gap)).toISOString(),
    })),
  };
}
