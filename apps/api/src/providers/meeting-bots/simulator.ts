/**
 * The embedded meeting-bot provider: no network, no keys. Each bot gets a meeting that says it is
 * simulated (its people are "(simulated)", its first line says so) and keeps the SPEC's timing: in
 * the call joinSeconds after the join time, the agent's greeting greetingSeconds later, then a
 * short standup in which the agent is asked questions and answers from its own prompt and
 * knowledge through the language-model port (in active mode when addressed, in passive mode only
 * on a wake word), and an end of its own meetingSeconds after joining.
 *
 * A meeting lives in its own table and moves one step at a time, each step a durable job, so it
 * carries on where it was after a restart. Every event has a stable id, and a step that runs again
 * after a crash reports its event again under that id, so the feature applies it once.
 */
import { randomUUID } from 'node:crypto';
import { wakeWordSaid } from '@convene/domain/agent-test';
import type { BotStatus } from '@convene/domain/meeting-bots';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import { jobKind, type JobRun, type Jobs } from '../jobs/port.js';
import { STOP_WORDS } from '../../text/terms.js';
import type { ChatMessage, LanguageModel } from '../llm/port.js';
import type { SimulatorConfig } from './config.js';
import {
  BotProviderRejectedError,
  WebhookSignatureError,
  type BotAgent,
  type BotEvent,
  type BotEventSink,
  type BotObservation,
  type MeetingBotProvider,
  type MeetingParticipantRecord,
  type TranscriptPart,
} from './port.js';
import { simulatedMeeting } from './simulator-schema.js';

export interface SimulatorDeps {
  db: Database;
  jobs: Jobs;
  llm: LanguageModel;
  log: FastifyBaseLogger;
}

type SimulatedMeeting = typeof simulatedMeeting.$inferSelect;

/** One step of a simulated meeting; the step index says which. */
const SIMULATOR_STEP = jobKind<{ providerBotId: string; step: number }>(
  'meeting-bots.simulator-step',
);

interface Person {
  name: string;
  isHost: boolean;
}

const HOST: Person = { name: 'Priya (simulated)', isHost: true };
const SAM: Person = { name: 'Sam (simulated)', isHost: false };
const ALEX: Person = { name: 'Alex (simulated)', isHost: false };
const PEOPLE: readonly Person[] = [HOST, SAM, ALEX];

/** People speak about 150 words a minute. */
const WORD_MS = 400;
/** The room an answer is given when the conversation is laid out, in words. */
const ANSWER_ROOM_WORDS = 30;
/** The share of the time after the greeting that is talked through; the rest is quiet before the end. */
const TALKED_SHARE = 0.95;
/** Runs of an answer step before a failing language model leaves the agent silent instead. */
const ANSWER_ATTEMPTS = 3;

/** What a simulated person says, and the question in it when they ask the agent one. */
interface ScriptLine {
  speaker: Person;
  text: string;
  question?: string;
}

type LifecycleStep = 'joining' | 'waiting_room' | 'in_call' | 'ended';

/** `at` is when the step happens: a status changes, a line has been said (its slot's end). */
type Step =
  | { kind: 'status'; status: LifecycleStep; at: number }
  | { kind: 'line'; line: ScriptLine; startsAt: number; at: number }
  | { kind: 'greeting'; startsAt: number; at: number }
  | { kind: 'answer'; question: string; startsAt: number; at: number };

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * Whether the agent speaks up after the line: in active mode when the line addresses it, in
 * passive mode only when the line says one of its wake words.
 */
export function agentIsCalled(
  agent: BotAgent,
  line: Pick<ScriptLine, 'text' | 'question'>,
): boolean {
  if (agent.mode === 'passive') return wakeWordSaid(line.text, agent.wakeWords) !== null;
  return line.question !== undefined;
}

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

/** The standup after the greeting: updates, a decision, an action item with its owner, an open question. */
function conversation(agent: BotAgent): ScriptLine[] {
  const [first, second] = topics(agent);
  // A passive agent listens for its wake word, so the second question calls it by that.
  const caller = (agent.mode === 'passive' && agent.wakeWords[0]) || agent.name;
  const ask = (speaker: Person, addressee: string, question: string): ScriptLine => ({
    speaker,
    text: `${addressee}, ${question}`,
    question,
  });
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
    ask(
      HOST,
      agent.name,
      first ? `what do we know about ${first}?` : 'what should we focus on this week?',
    ),
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
    ask(
      SAM,
      caller,
      second
        ? `can you tell us more about ${second}?`
        : 'is there anything else we should keep in mind?',
    ),
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

/**
 * The meeting's steps in order, from its stored timeline and agent alone, so every run of every
 * process sees the same plan. Lines that would end after the meeting are not said.
 */
function plan(meeting: SimulatedMeeting): Step[] {
  const inCall = meeting.inCallAt.getTime();
  const greeting = meeting.greetingAt.getTime();
  const end = meeting.endsAt.getTime();
  const beforeGreeting = greeting - inCall;
  const spoken: Step[] = [
    {
      kind: 'line',
      line: opening(meeting.botName),
      startsAt: inCall + 0.25 * beforeGreeting,
      at: inCall + 0.9 * beforeGreeting,
    },
  ];
  // Each part of the conversation gets a share of the time in proportion to its length.
  const parts: { weight: number; step: (startsAt: number, at: number) => Step }[] = [
    {
      weight: words(meeting.agent.greetingMessage).length,
      step: (startsAt, at) => ({ kind: 'greeting', startsAt, at }),
    },
  ];
  for (const line of conversation(meeting.agent)) {
    parts.push({
      weight: words(line.text).length,
      step: (startsAt, at) => ({ kind: 'line', line, startsAt, at }),
    });
    if (agentIsCalled(meeting.agent, line))
      parts.push({
        weight: ANSWER_ROOM_WORDS,
        step: (startsAt, at) => ({
          kind: 'answer',
          question: line.question ?? line.text,
          startsAt,
          at,
        }),
      });
  }
  const talked = Math.max(0, end - greeting) * TALKED_SHARE;
  const totalWeight = parts.reduce((sum, part) => sum + Math.max(1, part.weight), 0);
  let startsAt = greeting;
  for (const part of parts) {
    const at = startsAt + (talked * Math.max(1, part.weight)) / totalWeight;
    spoken.push(part.step(startsAt, at));
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
const IN_CALL_STEP = 2;

/** The line's words, one after another at a speaking pace, squeezed to fit the slot when it is short. */
function timedPart(
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

/** When the meeting reached the status, by its own timeline. */
function reachedAt(meeting: SimulatedMeeting, status: BotStatus): Date {
  switch (status) {
    case 'joining':
      return meeting.joinAt;
    case 'waiting_room':
      return meeting.waitingRoomAt;
    case 'in_call':
      return meeting.inCallAt;
    case 'ended':
      return meeting.endedAt ?? meeting.endsAt;
    default:
      return meeting.createdAt;
  }
}

function lifecycleEvent(meeting: SimulatedMeeting, status: LifecycleStep): BotEvent {
  return {
    eventId: `${meeting.providerBotId}:${status}`,
    providerBotId: meeting.providerBotId,
    observation: { status, at: reachedAt(meeting, status) },
  };
}

export function createSimulatorProvider(
  config: SimulatorConfig,
  { db, jobs, llm, log }: SimulatorDeps,
): MeetingBotProvider {
  let sink: BotEventSink | undefined;

  function requireSink(): BotEventSink {
    // The feature connects the sink at startup; a step due before that waits for its retry.
    if (!sink) throw new Error('The meeting simulator has nowhere to report its events yet');
    return sink;
  }

  async function find(providerBotId: string): Promise<SimulatedMeeting | undefined> {
    const [meeting] = await db
      .select()
      .from(simulatedMeeting)
      .where(eq(simulatedMeeting.providerBotId, providerBotId));
    return meeting;
  }

  async function stored(providerBotId: string): Promise<SimulatedMeeting> {
    const meeting = await find(providerBotId);
    if (!meeting) throw new BotProviderRejectedError(`There is no simulated bot ${providerBotId}`);
    return meeting;
  }

  /** What the agent says to the question, or null when its model keeps failing and it stays silent. */
  async function answer(
    meeting: SimulatedMeeting,
    question: string,
    job: JobRun,
  ): Promise<string | null> {
    const history: ChatMessage[] = meeting.transcript.map((part) => {
      const text = part.words.map((word) => word.text).join(' ');
      return part.speakerName === meeting.botName
        ? { role: 'assistant', content: text }
        : { role: 'user', content: `${part.speakerName}: ${text}` };
    });
    try {
      let said = '';
      for await (const piece of llm.agentReply({
        agent: { name: meeting.botName, prompt: meeting.agent.prompt },
        knowledge: meeting.agent.knowledge,
        history,
        utterance: question,
        // The meeting's workflows run from its transcript once it is done, not from the call.
        tools: [],
      }))
        if (piece.type === 'text') said += piece.text;
      return said.trim() || null;
    } catch (error) {
      if (job.attempt < ANSWER_ATTEMPTS) throw error;
      log.error(
        { err: error, providerBotId: meeting.providerBotId },
        'the simulated agent stays silent: its language model failed',
      );
      return null;
    }
  }

  /** The change the step makes to the stored meeting. */
  function applied(
    meeting: SimulatedMeeting,
    step: Step,
    said: string | null,
  ): Partial<SimulatedMeeting> {
    const bot: Person = { name: meeting.botName, isHost: false };
    switch (step.kind) {
      case 'status':
        return step.status === 'ended'
          ? { status: 'ended', endedAt: meeting.endsAt }
          : { status: step.status };
      case 'greeting':
        return {
          transcript: [
            ...meeting.transcript,
            timedPart(bot, meeting.agent.greetingMessage, step.startsAt, step.at),
          ],
        };
      case 'line':
        return {
          transcript: [
            ...meeting.transcript,
            timedPart(step.line.speaker, step.line.text, step.startsAt, step.at),
          ],
        };
      case 'answer':
        return said === null
          ? {}
          : { transcript: [...meeting.transcript, timedPart(bot, said, step.startsAt, step.at)] };
    }
  }

  async function runStep(providerBotId: string, index: number, job: JobRun): Promise<void> {
    const meeting = await find(providerBotId);
    // Deleted before it joined: its steps do nothing.
    if (!meeting) return;
    const steps = plan(meeting);
    const step = steps[index];
    if (!step) return;
    const report = step.kind === 'status' ? requireSink() : undefined;
    if (meeting.nextStep === index && meeting.status !== 'ended') {
      const said = step.kind === 'answer' ? await answer(meeting, step.question, job) : null;
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(simulatedMeeting)
          .where(eq(simulatedMeeting.providerBotId, providerBotId))
          .for('update');
        // Another run took the step, or the bot was taken out of the call meanwhile.
        if (!locked || locked.nextStep !== index || locked.status === 'ended') return;
        await tx
          .update(simulatedMeeting)
          .set({ ...applied(locked, step, said), nextStep: index + 1 })
          .where(eq(simulatedMeeting.providerBotId, providerBotId));
      });
    }
    const after = await find(providerBotId);
    if (!after || after.nextStep <= index) return;
    // Reported after the change is stored, again by a run repeated after a crash, under the same id.
    if (report && step.kind === 'status') await report(lifecycleEvent(after, step.status));
    // The next step is enqueued only once this one's event is out, so events arrive in order.
    const next = steps[index + 1];
    if (next && after.nextStep === index + 1 && after.status !== 'ended')
      await jobs.enqueue(
        SIMULATOR_STEP,
        { providerBotId, step: index + 1 },
        { key: `${providerBotId}:${index + 1}`, runAt: new Date(next.at) },
      );
  }

  jobs.handle(SIMULATOR_STEP, {
    run: ({ providerBotId, step }, job) => runStep(providerBotId, step, job),
    retry: { limit: 10, firstDelayMs: 500, maxDelayMs: 30_000 },
  });

  return {
    name: 'simulator',
    simulated: true,

    async createBot(request) {
      const now = Date.now();
      const joinAt = Math.max(now, request.joinAt?.getTime() ?? now);
      const inCallAt = joinAt + config.joinSeconds * 1000;
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(simulatedMeeting)
          .values({
            providerBotId: `sim_${randomUUID()}`,
            botId: request.botId,
            botName: request.botName,
            meetingUrl: request.meetingUrl,
            agent: request.agent,
            joinAt: new Date(joinAt),
            // Briefly in the waiting room, halfway between joining and being let in.
            waitingRoomAt: new Date(joinAt + config.joinSeconds * 500),
            inCallAt: new Date(inCallAt),
            greetingAt: new Date(inCallAt + config.greetingSeconds * 1000),
            endsAt: new Date(inCallAt + config.meetingSeconds * 1000),
            createdAt: new Date(now),
          })
          // Sent again (a dispatch that died before keeping the id): the meeting it already has.
          .onConflictDoNothing({ target: simulatedMeeting.botId })
          .returning({ providerBotId: simulatedMeeting.providerBotId });
        if (!created) {
          const [existing] = await tx
            .select({ providerBotId: simulatedMeeting.providerBotId })
            .from(simulatedMeeting)
            .where(eq(simulatedMeeting.botId, request.botId));
          if (!existing) throw new Error(`No simulated meeting for bot ${request.botId}`);
          return existing;
        }
        await jobs.enqueue(
          SIMULATOR_STEP,
          { providerBotId: created.providerBotId, step: 0 },
          {
            transaction: tx,
            key: `${created.providerBotId}:0`,
            runAt: new Date(joinAt),
          },
        );
        return created;
      });
    },

    async leaveCall(providerBotId) {
      const report = requireSink();
      const ended = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(simulatedMeeting)
          .where(eq(simulatedMeeting.providerBotId, providerBotId))
          .for('update');
        if (!locked || locked.status === 'ended') return locked;
        const [left] = await tx
          .update(simulatedMeeting)
          .set({ status: 'ended', endedAt: new Date() })
          .where(eq(simulatedMeeting.providerBotId, providerBotId))
          .returning();
        return left;
      });
      // Reported again when asked again, under the same id, in case the first report was lost.
      if (ended) await report(lifecycleEvent(ended, 'ended'));
    },

    async deleteScheduledBot(providerBotId) {
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: simulatedMeeting.status })
          .from(simulatedMeeting)
          .where(eq(simulatedMeeting.providerBotId, providerBotId))
          .for('update');
        if (!locked) return;
        if (locked.status !== 'scheduled')
          throw new BotProviderRejectedError(
            `The simulated bot ${providerBotId} has already set off for its meeting`,
          );
        await tx.delete(simulatedMeeting).where(eq(simulatedMeeting.providerBotId, providerBotId));
      });
    },

    async readStatus(providerBotId): Promise<BotObservation> {
      const meeting = await stored(providerBotId);
      return { status: meeting.status, at: reachedAt(meeting, meeting.status) };
    },

    async fetchMeeting(providerBotId) {
      const meeting = await stored(providerBotId);
      // The bot saw the people only if it got into the call.
      const participants: MeetingParticipantRecord[] =
        meeting.nextStep > IN_CALL_STEP
          ? [...PEOPLE, { name: meeting.botName, isHost: false }]
          : [];
      return { transcript: meeting.transcript, participants };
    },

    readWebhook() {
      throw new WebhookSignatureError('The meeting simulator receives no webhooks');
    },

    deliverEventsTo(eventSink) {
      sink = eventSink;
    },
  };
}
