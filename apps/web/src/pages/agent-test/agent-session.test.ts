import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@convene/api-client';
import { AGENT_TEST_SESSION_ENDED_MESSAGE } from '@convene/domain/agent-test';
import {
  AgentSession,
  REFRESH_MS,
  type ListenerPort,
  type SessionAgent,
  type SpeakerPort,
} from './agent-session';
import type { AgentTestApi, AgentTestSession, AgentTestTurn } from './agent-test-api';
import type { ListenerEvents } from './speech-recognition';

const START = Date.parse('2026-11-26T10:00:00.000Z');
const at = (seconds: number) => new Date(START + seconds * 1000).toISOString();

const GREETING: AgentTestTurn = {
  id: 'greeting',
  speaker: 'agent',
  text: 'Hello, I am your standup helper.',
  at: at(0),
  workflows: [],
};

const ACTIVE: SessionAgent = { agentId: 'agent-1', mode: 'active', wakeWords: [] };
const PASSIVE: SessionAgent = { agentId: 'agent-1', mode: 'passive', wakeWords: ['hey helper'] };

function sessionWith(changes: Partial<AgentTestSession> = {}): AgentTestSession {
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

const userTurn = (id: string, text: string): AgentTestTurn => ({
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

function setup({ supported = true } = {}) {
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
const settle = async () => {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setImmediate(resolve));
};

async function started(agent: SessionAgent = ACTIVE) {
  const page = setup();
  await page.session.start(agent);
  page.speaker.done();
  await settle();
  return page;
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(START);
});
afterEach(() => void vi.useRealTimers());

describe('AgentSession', () => {
  it('starts once however often Start is pressed, with a new key per start', async () => {
    const page = setup();
    void page.session.start(ACTIVE);
    void page.session.start(ACTIVE);
    expect(page.phase()).toBe('connecting');
    expect(page.listener.listen).toHaveBeenCalledOnce();
    await settle();
    expect(page.api.start).toHaveBeenCalledOnce();
    expect(page.api.start).toHaveBeenCalledWith('agent-1', 'key-1');

    await page.session.end();
    await page.session.start(ACTIVE);
    expect(page.api.start).toHaveBeenLastCalledWith('agent-1', 'key-2');
  });

  it('greets, listens, and answers a typed turn aloud as it streams', async () => {
    const page = setup();
    await page.session.start(ACTIVE);
    expect(page.phase()).toBe('speaking');
    expect(page.speaker.pushed).toEqual([GREETING.text]);
    expect(page.charged).toHaveBeenCalledOnce();
    expect(page.state().meter).toEqual({
      elapsedMs: 0,
      minutesCharged: 1,
      creditsCharged: 0.016667,
      credits: 2.983333,
    });

    page.speaker.done();
    await settle();
    expect(page.phase()).toBe('listening');

    page.session.send('  What is on today?  ');
    expect(page.phase()).toBe('thinking');
    expect(page.transcript()).toEqual([`agent: ${GREETING.text}`, 'user: What is on today?']);
    await settle();
    expect(page.said()).toEqual(['What is on today?']);

    const answer = page.answer();
    answer.send('turn', { turn: userTurn('u1', 'What is on today?'), answering: true });
    await settle();
    expect(page.phase()).toBe('thinking');
    answer.send('delta', { text: 'Two meetings. ' });
    await settle();
    expect(page.phase()).toBe('speaking');
    // Speech starts on the first words, long before the answer is complete.
    expect(page.speaker.pushed.at(-1)).toBe('Two meetings. ');
    answer.send('delta', { text: 'Standup at ten.' });
    await settle();
    expect(page.state().turns.at(-1)).toMatchObject({
      speaker: 'agent',
      text: 'Two meetings. Standup at ten.',
      streaming: true,
    });

    answer.send('done', {
      turn: { ...userTurn('a1', 'Two meetings. Standup at ten.'), speaker: 'agent' },
      session: sessionWith({ minutesCharged: 2, creditsCharged: 0.033333, credits: 2.966667 }),
    });
    answer.close();
    await settle();
    expect(page.charged).toHaveBeenCalledTimes(2);
    expect(page.state().meter?.minutesCharged).toBe(2);
    expect(page.state().turns.at(-1)).toMatchObject({ id: 'a1', streaming: false });
    // Still saying the end of it.
    expect(page.phase()).toBe('speaking');
    page.speaker.done();
    await settle();
    expect(page.phase()).toBe('listening');
    expect(page.transcript()).toEqual([
      `agent: ${GREETING.text}`,
      'user: What is on today?',
      'agent: Two meetings. Standup at ten.',
    ]);
  });

  it('ticks the meter every second', async () => {
    const page = await started();
    await vi.advanceTimersByTimeAsync(3000);
    expect(page.state().meter?.elapsedMs).toBe(3000);
  });

  it('sends what is said while an answer streams once it is done, in order, interrupting the speech', async () => {
    const page = await started();
    page.session.send('first');
    await settle();
    page.answer().send('delta', { text: 'Answer one, ' });
    await settle();
    const cancels = page.speaker.cancels;

    page.session.send('second');
    page.session.send('third');
    expect(page.speaker.cancels).toBeGreaterThan(cancels);
    expect(page.transcript().slice(-4)).toEqual([
      'user: first',
      'agent: Answer one, ',
      'user: second',
      'user: third',
    ]);
    page.answer().send('delta', { text: 'not said.' });
    await settle();
    // The interrupted answer is shown in full but no more of it is said.
    expect(page.speaker.pushed).not.toContain('not said.');
    expect(page.said()).toEqual(['first']);

    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    expect(page.said()).toEqual(['first', 'second']);
    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    expect(page.said()).toEqual(['first', 'second', 'third']);
  });

  it('stops speaking when the user starts talking over it, but not for its own echo', async () => {
    const page = await started();
    page.session.send('tell me a story');
    await settle();
    page.answer().send('delta', { text: 'Once upon a time there was a bot. ' });
    await settle();
    expect(page.speaker.busy).toBe(true);

    page.heard().interim('upon a time');
    expect(page.speaker.busy).toBe(true);
    page.heard().interim('wait stop');
    expect(page.speaker.busy).toBe(false);
    expect(page.state().interim).toBe('wait stop');
  });

  it("does not send the agent's own words heard as it finished saying them", async () => {
    const page = await started();
    page.heard().final('Hello, I am your standup');
    page.heard().final('yes');
    await settle();
    expect(page.said()).toEqual(['yes']);
  });

  it('in passive mode sends everything, and shows the agent waiting for its wake word', async () => {
    const page = await started(PASSIVE);
    expect(page.phase()).toBe('waiting-wake-word');

    page.session.send('just chatting');
    expect(page.phase()).toBe('waiting-wake-word');
    await settle();
    page.answer().send('turn', { turn: userTurn('u1', 'just chatting'), answering: false });
    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    expect(page.phase()).toBe('waiting-wake-word');
    expect(page.transcript().at(-1)).toBe('user: just chatting (unanswered)');

    page.session.send('hey helper, what time is it?');
    expect(page.phase()).toBe('thinking');
    await settle();
    page
      .answer()
      .send('turn', { turn: userTurn('u2', 'hey helper, what time is it?'), answering: true });
    page.answer().send('delta', { text: 'Ten.' });
    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    page.speaker.done();
    await settle();
    expect(page.phase()).toBe('listening');
  });

  it('shows the workflows an answer runs, and announces them', async () => {
    const page = await started();
    page.session.send('file a ticket');
    await settle();
    page.answer().send('workflow', { workflowId: 'w1', name: 'Create ticket', runId: 'r1' });
    await settle();
    expect(page.state().workflowNotice).toBe('Workflow “Create ticket” started');
    expect(page.state().turns.at(-1)).toMatchObject({
      speaker: 'agent',
      workflows: [{ name: 'Create ticket' }],
    });
    page.session.send('thanks');
    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    // The next words clear the notice.
    expect(page.state().workflowNotice).toBeNull();
  });

  it('drops a failed answer and says why', async () => {
    const page = await started();
    page.session.send('hello');
    await settle();
    page.answer().send('delta', { text: 'Half an' });
    page.answer().send('error', { message: 'The agent could not answer. Try again.' });
    page.answer().close();
    await settle();
    expect(page.state().problem).toBe('The agent could not answer. Try again.');
    expect(page.transcript().at(-1)).toBe('user: hello');
    expect(page.phase()).toBe('listening');
  });

  it('on 409 reads the session and shows why it ended', async () => {
    const page = await started();
    page.refuse(new ApiError({ status: 409, serverMessage: AGENT_TEST_SESSION_ENDED_MESSAGE }));
    page.api.read.mockResolvedValue(
      sessionWith({
        status: 'ended',
        endReason: 'idle',
        endedAt: at(300),
        minutesCharged: 5,
        creditsCharged: 0.083333,
      }),
    );
    page.session.send('are you there?');
    await settle();
    expect(page.phase()).toBe('ended');
    expect(page.state().ended).toEqual({
      message: 'The test ended after 5 minutes with nothing said.',
      outOfCredits: false,
      durationMs: 300_000,
      minutesCharged: 5,
      creditsCharged: 0.083333,
    });
    expect(page.transcript().at(-1)).toBe(`agent: ${GREETING.text}`);
    expect(page.listener.stop).toHaveBeenCalled();
  });

  it('notices on a refresh that the credits ran out', async () => {
    const page = await started();
    page.api.read.mockResolvedValue(
      sessionWith({ status: 'ended', endReason: 'credits', endedAt: at(15), credits: 0 }),
    );
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    await settle();
    expect(page.api.read).toHaveBeenCalledWith('s1');
    expect(page.phase()).toBe('ended');
    expect(page.state().ended).toMatchObject({ outOfCredits: true, durationMs: 15_000 });
    expect(page.state().ended?.message).toMatch(/credits ran out/);
    expect(page.charged).toHaveBeenCalledTimes(2);

    // No more reads once it has ended.
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 2);
    expect(page.api.read).toHaveBeenCalledOnce();
  });

  it('ends with what it cost, stopping the answer in flight', async () => {
    const page = await started();
    page.session.send('long question');
    await settle();
    const { signal } = page.answer();
    await page.session.end();
    expect(signal.aborted).toBe(true);
    expect(page.api.end).toHaveBeenCalledWith('s1');
    expect(page.state().ended).toEqual({
      message: 'You ended the test.',
      outOfCredits: false,
      durationMs: 150_000,
      minutesCharged: 3,
      creditsCharged: 0.05,
    });
    expect(page.charged).toHaveBeenCalledTimes(2);
    await settle();
    expect(page.state().problem).toBeNull();
  });

  it('ends a session started while End was already pressed', async () => {
    const page = setup();
    const starting = page.session.start(ACTIVE);
    await page.session.end();
    await starting;
    await settle();
    expect(page.api.end).toHaveBeenCalledWith('s1');
    expect(page.phase()).toBe('ended');
  });

  it('ends the session when the page goes, and ignores the stream after', async () => {
    const page = await started();
    page.session.send('hello');
    await settle();
    const { signal } = page.answer();
    page.session.leave();
    expect(page.api.endOnLeave).toHaveBeenCalledWith('s1');
    page.session.detach();
    expect(signal.aborted).toBe(true);
    expect(page.api.end).toHaveBeenCalledWith('s1');
    expect(page.listener.stop).toHaveBeenCalled();
  });

  it('ends a session whose start answers after the page went', async () => {
    const page = setup();
    const starting = page.session.start(ACTIVE);
    page.session.detach();
    await starting;
    expect(page.api.end).toHaveBeenCalledWith('s1');
  });

  it('says why it could not start, and may start again', async () => {
    const page = setup();
    page.api.start.mockRejectedValueOnce(
      new ApiError({ status: 402, serverMessage: 'Insufficient credits (min 0.5 required)' }),
    );
    await page.session.start(ACTIVE);
    expect(page.phase()).toBe('ready');
    expect(page.state().problem).toBe('Insufficient credits (min 0.5 required)');
    expect(page.listener.stop).toHaveBeenCalled();
    await page.session.start(ACTIVE);
    expect(page.phase()).toBe('speaking');
    expect(page.state().problem).toBeNull();
  });

  it('types when speech is unsupported or the microphone refused', async () => {
    expect(setup({ supported: false }).state().input).toEqual({
      kind: 'typed',
      reason: 'unsupported',
    });
    const page = await started();
    expect(page.state().input).toEqual({ kind: 'voice', handsFree: true, pressed: false });
    page.heard().refused();
    expect(page.state().input).toEqual({ kind: 'typed', reason: 'microphone-refused' });
    page.session.speakInstead();
    expect(page.listener.listen).toHaveBeenCalledTimes(2);
  });

  it('sends what push-to-talk heard once released', async () => {
    const page = await started();
    page.session.setHandsFree(false);
    expect(page.listener.stop).toHaveBeenCalled();
    page.session.talkStart();
    page.session.talkStart();
    expect(page.listener.press).toHaveBeenCalledOnce();
    expect(page.state().input).toEqual({ kind: 'voice', handsFree: false, pressed: true });
    page.session.talkEnd();
    expect(page.listener.release).toHaveBeenCalledOnce();
    page.heard().final('what is next');
    await settle();
    expect(page.said()).toEqual(['what is next']);
  });
});
