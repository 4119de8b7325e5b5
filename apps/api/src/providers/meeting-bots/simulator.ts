/**
 * The embedded meeting-bot provider: no network, no keys. Each bot gets a meeting that says it is
 * simulated (its people are "(simulated)", its first line says so) and keeps the SPEC's timing: in
 * the call joinSeconds after the join time, a short standup after the agent's greeting
 * (simulator-script.ts), and an end of its own meetingSeconds after joining. Like a real
 * provider, it reports what is said as it is said (a partial, then the final line) and who joins,
 * and plays the agent's voice when asked: the agent's words then join the meeting's transcript as
 * they are heard. The agent itself (what it answers, and when) is the product's, as in a real call.
 *
 * A meeting lives in its own table and moves one step at a time, each step a durable job, so it
 * carries on where it was after a restart. Every event has a stable id, and a step that runs again
 * after a crash reports its event again under that id, so the feature applies it once.
 */
import { randomUUID } from 'node:crypto';
import type { BotStatus } from '@convene/domain/meeting-bots';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import { jobKind, type Jobs } from '../jobs/port.js';
import type { SimulatorConfig } from './config.js';
import {
  BotProviderRejectedError,
  WebhookSignatureError,
  type BotEvent,
  type BotEventSink,
  type BotObservation,
  type LiveEvent,
  type MeetingBotProvider,
  type MeetingParticipantRecord,
  type TranscriptPart,
} from './port.js';
import {
  IN_CALL_STEP,
  PEOPLE,
  plan,
  scriptOf,
  timedPart,
  type LifecycleStep,
  type SimulatedMeeting,
  type Step,
} from './simulator-script.js';
import { simulatedMeeting } from './simulator-schema.js';

export interface SimulatorDeps {
  db: Database;
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** When the bot's agent greets the meeting (AGENT_GREETING_SECONDS): its people leave room. */
  greetingSeconds: number;
}

/** One step of a simulated meeting; the step index says which. */
const SIMULATOR_STEP = jobKind<{ providerBotId: string; step: number }>(
  'meeting-bots.simulator-step',
);

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

/** Everyone in the call once the bot is in: its people and the bot itself. */
function attendees(meeting: SimulatedMeeting): MeetingParticipantRecord[] {
  return [...PEOPLE, { name: meeting.botName, isHost: false }];
}

/** What a step reports live: a line half said or said, or everyone joining with the bot. */
function liveOf(meeting: SimulatedMeeting, step: Step): LiveEvent[] {
  if (step.kind === 'status')
    return step.status === 'in_call'
      ? attendees(meeting).map((person) => ({
          kind: 'participant',
          key: `${meeting.providerBotId}:join:${person.name}`,
          action: 'join',
          name: person.name,
          isHost: person.isHost,
          at: meeting.inCallAt.toISOString(),
        }))
      : [];
  const line = scriptOf(meeting)[step.line]!;
  const part = timedPart(
    line.speaker,
    line.text,
    step.startsAt,
    step.kind === 'line' ? step.at : step.at * 2 - step.startsAt,
  );
  const words =
    step.kind === 'line' ? part.words : part.words.slice(0, Math.ceil(part.words.length / 2));
  return [
    {
      kind: 'utterance',
      key: `${meeting.providerBotId}:line:${step.line}`,
      speakerName: part.speakerName,
      isHost: part.isHost,
      words,
      final: step.kind === 'line',
    },
  ];
}

/** A step's event: its status, and what it reports live. */
function stepEvent(meeting: SimulatedMeeting, step: Step, index: number): BotEvent {
  const live = liveOf(meeting, step);
  const base =
    step.kind === 'status'
      ? lifecycleEvent(meeting, step.status)
      : { eventId: '', providerBotId: meeting.providerBotId, observation: null };
  return {
    ...base,
    eventId: step.kind === 'status' ? base.eventId : `${meeting.providerBotId}:step:${index}`,
    ...(live.length > 0 ? { live } : {}),
  };
}

export function createSimulatorProvider(
  config: SimulatorConfig,
  { db, jobs, log, greetingSeconds }: SimulatorDeps,
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

  /** The change the step makes to the stored meeting. */
  function applied(meeting: SimulatedMeeting, step: Step): Partial<SimulatedMeeting> {
    switch (step.kind) {
      case 'status':
        return step.status === 'ended'
          ? { status: 'ended', endedAt: meeting.endsAt }
          : { status: step.status };
      case 'partial':
        return {};
      case 'line': {
        const line = scriptOf(meeting)[step.line]!;
        return {
          transcript: [
            ...meeting.transcript,
            timedPart(line.speaker, line.text, step.startsAt, step.at),
          ],
        };
      }
    }
  }

  async function runStep(providerBotId: string, index: number): Promise<void> {
    const meeting = await find(providerBotId);
    // Deleted before it joined: its steps do nothing.
    if (!meeting) return;
    const steps = plan(meeting);
    const step = steps[index];
    if (!step) return;
    const report = requireSink();
    if (meeting.nextStep === index && meeting.status !== 'ended') {
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
          .set({ ...applied(locked, step), nextStep: index + 1 })
          .where(eq(simulatedMeeting.providerBotId, providerBotId));
      });
    }
    const after = await find(providerBotId);
    if (!after || after.nextStep <= index) return;
    // Reported after the change is stored, again by a run repeated after a crash, under the same id.
    await report(stepEvent(after, step, index));
    // The next step is enqueued only once this one's event is out, so events arrive in order.
    const next = steps[index + 1];
    if (next && after.nextStep === index + 1 && after.status !== 'ended')
      await jobs.enqueue(
        SIMULATOR_STEP,
        { providerBotId, step: index + 1 },
        { key: `${providerBotId}:${index + 1}`, runAt: new Date(next.at) },
      );
  }

  /**
   * The agent's voice played in the call: its words join the transcript from now at the pace of
   * the audio, and are reported as heard, as a provider transcribing the call would. Words that
   * would come after the call ends are never heard.
   */
  async function speak(providerBotId: string, text: string, durationMs: number): Promise<void> {
    const now = Date.now();
    const spoken = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(simulatedMeeting)
        .where(eq(simulatedMeeting.providerBotId, providerBotId))
        .for('update');
      if (!locked || locked.status !== 'in_call' || locked.nextStep <= IN_CALL_STEP) return null;
      const timed = timedPart({ name: locked.botName, isHost: false }, text, now, now + durationMs);
      const part = {
        ...timed,
        words: timed.words.filter(
          (word) => word.at !== null && Date.parse(word.at) < locked.endsAt.getTime(),
        ),
      };
      if (part.words.length === 0) return null;
      await tx
        .update(simulatedMeeting)
        .set({
          transcript: sql`${simulatedMeeting.transcript} || ${JSON.stringify([part])}::jsonb`,
        })
        .where(eq(simulatedMeeting.providerBotId, providerBotId));
      return { part, count: locked.transcript.length };
    });
    if (!spoken) {
      log.info({ providerBotId }, 'the simulated bot is not in its call: nothing is played');
      return;
    }
    const { part, count } = spoken;
    await requireSink()({
      eventId: `${providerBotId}:spoken:${count}`,
      providerBotId,
      observation: null,
      live: [
        {
          kind: 'utterance',
          key: `${providerBotId}:spoken:${count}`,
          speakerName: part.speakerName,
          isHost: false,
          words: part.words,
          final: true,
        },
      ],
    });
  }

  jobs.handle(SIMULATOR_STEP, {
    run: ({ providerBotId, step }) => runStep(providerBotId, step),
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
            greetingAt: new Date(inCallAt + greetingSeconds * 1000),
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
        meeting.nextStep > IN_CALL_STEP ? attendees(meeting) : [];
      // The agent's words came in as they were played, between the people's lines.
      const transcript: TranscriptPart[] = [...meeting.transcript].sort(
        (a, b) => Date.parse(a.words[0]?.at ?? '') - Date.parse(b.words[0]?.at ?? ''),
      );
      return { transcript, participants };
    },

    readWebhook() {
      throw new WebhookSignatureError('The meeting simulator receives no webhooks');
    },

    readLiveWebhook() {
      throw new WebhookSignatureError('The meeting simulator receives no webhooks');
    },

    async speak(providerBotId, speech) {
      await speak(providerBotId, speech.text, speech.durationMs);
    },

    async sendChatMessage() {
      // A simulated meeting has no chat.
      return false;
    },

    deliverEventsTo(eventSink) {
      sink = eventSink;
    },
  };
}
