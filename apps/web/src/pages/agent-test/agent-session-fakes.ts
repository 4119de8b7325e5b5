/**
 * What the session's tests share: a server whose answers each test streams event by event, a
 * speaker that finishes speaking when the test says so, and a listener the test hears through.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { ApiError } from '@convene/api-client';
import type { SpeakerPort } from './agent-speech';
import { AgentSession, type SessionAgent } from './agent-session';
import type { AgentTestApi, AgentTestSession, AgentTestTurn } from './agent-test-api';
import type { ListenerEvents } from './speech-recognition';
import type { ListenerPort } from './user-input';

const START = Date.parse('2026-11-26T10:00:00.000Z');
export const at = (seconds: number) => new Date(START + seconds * 1000).toISOString();

export const GREETING: AgentTestTurn = {
  id: 'greeting',
  speaker: 'agent',
  text: 'Hello, I am your standup helper.',
  at: at(0),
  workflows: [],
};

export const ACTIVE: SessionAgent = { agentId: 'agent-1', mode: 'active', wakeWords: [] };
export const PASSIVE: SessionAgent = {
  agentId: 'agent-1',
  mode: 'passive',
  wakeWords: ['hey helper'],
};

export function sessionWith(changes: Partial<AgentTestSession> = {}): AgentTestSession {
  return {
    sessionId: 's1',
    agentId: 'agent-1',
    agentName: 'Standup helper',
    status: 'live',
    endReason: null,
    startedAt: at(0),
    endedAt: null,
    minutesCharged: 1,
    creditsCharged: 0.016667,
    credits: 2.983333,
    idleMinutes: 5,
    turns: [GREETING],
    ...changes,
  };
}

export const userTurn = (id: string, text: string): AgentTestTurn => ({
  id,
  speaker: 'user',
  text,
  at: at(5),
  workflows: [],
});

/** An answer the test streams event by event; aborting the request errors it, as fetch does. */
function answerStream(signal: AbortSignal) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  signal.addEventListener('abort', () =>
    controller.error(new DOMException('Aborted', 'AbortError')),
  );
  return {
    stream,
    signal,
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close: () => controller.close(),
  };
}

type Answer = ReturnType<typeof answerStream>;

/** The server's side, one promise per call the test settles. */
function fakeApi() {
  const answers: { text: string; answer: Answer }[] = [];
  let refusal: ApiError | null = null;
  const api = {
    start: vi.fn<AgentTestApi['start']>(async () => sessionWith()),
    read: vi.fn<AgentTestApi['read']>(async () => sessionWith()),
    say: vi.fn<AgentTestApi['say']>(async (_sessionId, text, signal) => {
      if (refusal) throw refusal;
      const answer = answerStream(signal);
      answers.push({ text, answer });
      return answer.stream;
    }),
    end: vi.fn<AgentTestApi['end']>(async () =>
      sessionWith({
        status: 'ended',
        endReason: 'ended',
        endedAt: at(150),
        minutesCharged: 3,
        creditsCharged: 0.05,
      }),
    ),
    endOnLeave: vi.fn<AgentTestApi['endOnLeave']>(),
  } satisfies AgentTestApi;
  return {
    api,
    /** The answer to the n-th thing said (the last by default). */
    answer: (index = answers.length - 1) => {
      const found = answers[index];
      if (!found) throw new Error(`Nothing said #${index}`);
      return found.answer;
    },
    said: () => answers.map(({ text }) => text),
    refuse: (error: ApiError | null) => void (refusal = error),
  };
}

/** A speaker that records what it is given and finishes speaking when the test says so. */
class FakeSpeaker implements SpeakerPort {
  pushed: string[] = [];
  cancels = 0;
  busy = false;
  private waiters: (() => void)[] = [];
  push(text: string) {
    this.pushed.push(text);
    this.busy = true;
  }
  finish() {
    return new Promise<void>((resolve) => {
      this.waiters.push(resolve);
      if (!this.busy) this.done();
    });
  }
  cancel() {
    this.cancels++;
    this.done();
  }
  done() {
    this.busy = false;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

export function setup({ supported = true } = {}) {
  const server = fakeApi();
  const speaker = new FakeSpeaker();
  let events!: ListenerEvents;
  const listener = {
    supported,
    listen: vi.fn(),
    press: vi.fn(),
    release: vi.fn(),
    stop: vi.fn(),
  } satisfies ListenerPort;
  let keys = 0;
  const session = new AgentSession(
    speaker,
    (listenerEvents) => {
      events = listenerEvents;
      return listener;
    },
    () => `key-${++keys}`,
  );
  const charged = vi.fn();
  session.connect({ api: server.api, charged });
  session.attach();
  return {
    ...server,
    speaker,
    listener,
    heard: () => events,
    charged,
    session,
    state: () => session.getState(),
    phase: () => session.getState().phase,
    transcript: () =>
      session
        .getState()
        .turns.map(
          (turn) => `${turn.speaker}: ${turn.text}${turn.unanswered ? ' (unanswered)' : ''}`,
        ),
  };
}

/** Lets the promises and stream reads in flight settle (timers are fake; setImmediate is not). */
export const settle = async () => {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setImmediate(resolve));
};

export async function started(agent: SessionAgent = ACTIVE) {
  const page = setup();
  await page.session.start(agent);
  page.speaker.done();
  await settle();
  return page;
}

/** Fake timers and clock, at START for every test of the file that calls this. */
export function fakeTimersFromStart(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(START);
  });
  afterEach(() => void vi.useRealTimers());
}
