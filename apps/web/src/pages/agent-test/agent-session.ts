/**
 * A live test session with an agent: the server's session, the user's voice or typing, the agent's
 * streamed answers said aloud, the meter and the end. Kept outside React (the page subscribes with
 * useSyncExternalStore) so its asynchronous steps never act on a stale render's state.
 *
 * Phases: ready → connecting (session started, microphone asked) → speaking (the greeting) →
 * listening, or waiting-wake-word for a passive agent → (the user's words) thinking → speaking on
 * the answer's first words → back to resting once the stream is done and everything is said.
 * Ended from any live phase: End, the server's end (credits, idle, replaced) seen on a refresh or a
 * 409, or leaving the page.
 *
 * What the user says or types while the agent answers interrupts its speech (barge-in) and waits
 * in order: the server takes one turn at a time, so each is sent once the answer before it has
 * finished streaming; the rest of an interrupted answer is shown but not said.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError, errorMessage } from '@convene/api-client';
import {
  AGENT_TEST_SESSION_ENDED_MESSAGE,
  agentIsCalled,
  agentTestEndMessage,
  saysPhrase,
} from '@convene/domain/agent-test';
import type {
  AgentTestEnded,
  AgentTestInput,
  AgentTestMeter,
  AgentTestPhase,
  AgentTestScreenProps,
  AgentTestTurnView,
} from '@convene/ui/screens/agent-test/agent-test-types';
import { changeListeners } from '../../lib/change-listeners';
import type { AgentTestApi, AgentTestSession, AgentTestTurn } from './agent-test-api';
import { readEventStream, type ServerEvent } from '../../lib/event-stream';
import type { ListenerEvents, SpeechListener } from './speech-recognition';
import type { Speaker } from './speech-synthesis';

/** What the session decides of the screen's props. */
export type AgentSessionState = Pick<
  AgentTestScreenProps,
  'phase' | 'input' | 'interim' | 'turns' | 'meter' | 'ended' | 'workflowNotice' | 'problem'
>;

/** What the session needs of the agent. */
export interface SessionAgent {
  agentId: string;
  mode: string | null;
  wakeWords: readonly string[];
}

export interface SessionServer {
  api: AgentTestApi;
  /** The user's credits changed (a minute charged, the session ended): read them again. */
  charged(): void;
}

export type SpeakerPort = Pick<Speaker, 'push' | 'finish' | 'cancel' | 'busy'>;
export type ListenerPort = Pick<
  SpeechListener,
  'supported' | 'listen' | 'press' | 'release' | 'stop'
>;

/** The meter reads the session again this often: charges, and an end the server decided. */
export const REFRESH_MS = 15_000;
const TICK_MS = 1000;
/** Recognition's last words arrive a moment after speech stops; that long, the agent's own words are still echo. */
const ECHO_TAIL_MS = 1500;
/** The contract's limit on a turn's text. */
const MAX_TURN_LENGTH = 2000;
const ANSWER_CUT_OFF = 'The answer was cut off. Say it again, or type it.';

interface Exchange {
  user: AgentTestTurnView;
  agent: AgentTestTurnView | null;
  /** The user spoke over the answer: the rest of it is shown, not said. */
  silenced: boolean;
  controller: AbortController;
}

interface Queued {
  id: string;
  text: string;
  at: string;
}

const turnView = (turn: AgentTestTurn): AgentTestTurnView => ({
  id: turn.id,
  speaker: turn.speaker,
  text: turn.text,
  at: turn.at,
  workflows: turn.workflows.map(({ name }) => ({ name })),
});

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export class AgentSession {
  private state: AgentSessionState;
  private readonly changes = changeListeners();
  private readonly listener: ListenerPort;
  private server: SessionServer | null = null;
  private attached = false;

  private agent: SessionAgent | null = null;
  /** The session as the server last described it. */
  private live: AgentTestSession | null = null;
  /** When the start answered, by this clock: the meter ticks from it whatever the server's clock says. */
  private startedAt = 0;
  private phase: AgentTestPhase = 'ready';
  private resting: 'listening' | 'waiting-wake-word' = 'listening';
  private handsFree = true;
  private input: AgentTestInput;
  private interim = '';
  private committed: AgentTestTurnView[] = [];
  private exchange: Exchange | null = null;
  private queued: Queued[] = [];
  private ended: AgentTestEnded | null = null;
  private workflowNotice: string | null = null;
  private problem: string | null = null;
  private endAfterStart = false;
  private ending = false;
  private lastSpokenAt = -Infinity;
  private localIds = 0;
  private timers: ReturnType<typeof setInterval>[] = [];

  constructor(
    private readonly speaker: SpeakerPort,
    listen: (events: ListenerEvents) => ListenerPort,
    private readonly newKey: () => string = () => crypto.randomUUID(),
  ) {
    this.listener = listen({
      interim: (text) => this.heardInterim(text),
      final: (text) => {
        if (!this.isEcho(text, true)) this.send(text);
      },
      refused: () => this.typeBecause('microphone-refused', null),
      // Typed, with Speak instead to try again: such failures (the speech service's network) pass.
      failed: (reason) => this.typeBecause('chosen', reason),
    });
    this.input = this.listener.supported
      ? { kind: 'voice', handsFree: true, pressed: false }
      : { kind: 'typed', reason: 'unsupported' };
    this.state = this.snapshot();
  }

  readonly subscribe = (changed: () => void) => this.changes.subscribe(changed);
  readonly getState = () => this.state;

  /** The API to use from now on (the page's client changes with the signed-in user's token source). */
  connect(server: SessionServer): void {
    this.server = server;
  }

  /** The page shows the session. */
  attach(): void {
    this.attached = true;
  }

  /** The page went away inside the app: the session ends and everything stops. */
  detach(): void {
    this.attached = false;
    const live = this.isLive() ? this.live : null;
    this.stopActivity();
    if (live && this.server) {
      const { charged } = this.server;
      this.server.api.end(live.sessionId).then(charged, () => undefined);
    }
    if (live) this.showEnded(null);
  }

  /** The tab is closing or navigating away: end the session with a request that outlives the page. */
  leave(): void {
    if (this.isLive() && this.live && this.server) this.server.api.endOnLeave(this.live.sessionId);
  }

  async start(agent: SessionAgent): Promise<void> {
    const server = this.server;
    // One session per press: a second click lands before the button re-renders as busy.
    if (!server || (this.phase !== 'ready' && this.phase !== 'ended')) return;
    this.agent = agent;
    this.live = null;
    this.committed = [];
    this.queued = [];
    this.ended = null;
    this.problem = null;
    this.workflowNotice = null;
    this.endAfterStart = false;
    this.resting = agent.mode === 'passive' ? 'waiting-wake-word' : 'listening';
    this.phase = 'connecting';
    // Asking for the microphone now, while the session starts, rather than after the greeting.
    if (this.input.kind === 'voice' && this.input.handsFree) this.listener.listen();
    this.render();

    let session: AgentTestSession;
    try {
      session = await server.api.start(agent.agentId, this.newKey());
    } catch (error) {
      if (!this.attached) return;
      this.listener.stop();
      this.phase = 'ready';
      this.interim = '';
      this.queued = [];
      this.problem = errorMessage(error);
      this.render();
      return;
    }
    if (!this.attached) {
      // The page left while the session started: it must not run on, charging, unseen.
      server.api.end(session.sessionId).then(server.charged, () => undefined);
      return;
    }
    this.applySession(session);
    this.startedAt = Date.now();
    this.committed = session.turns.map(turnView);
    this.timers = [
      setInterval(() => this.render(), TICK_MS),
      setInterval(() => void this.refresh(), REFRESH_MS),
    ];
    this.phase = this.resting;
    if (this.endAfterStart) return this.end();
    const greeting = session.turns[0];
    if (greeting?.speaker === 'agent') {
      this.phase = 'speaking';
      this.speaker.push(greeting.text);
      this.afterSpeech();
    }
    this.render();
    // Words said or typed while it started go now (interrupting the greeting, as any words do).
    this.pump();
  }

  /** The user's words, typed or recognised. */
  send(text: string): void {
    // Longer text than the contract takes is cut rather than refused with a 400.
    const trimmed = text.trim().slice(0, MAX_TURN_LENGTH);
    if (trimmed === '' || this.phase === 'ready' || this.phase === 'ended') return;
    this.bargeIn();
    this.queued.push({
      id: `local-${++this.localIds}`,
      text: trimmed,
      at: new Date().toISOString(),
    });
    this.render();
    this.pump();
  }

  async end(): Promise<void> {
    if (this.phase === 'connecting') {
      this.endAfterStart = true;
      return;
    }
    const live = this.live;
    const server = this.server;
    if (!live || !server || !this.isLive() || this.ending) return;
    this.ending = true;
    this.interrupt();
    this.phase = this.resting;
    this.render();
    try {
      const ended = await server.api.end(live.sessionId);
      if (this.live?.sessionId !== ended.sessionId) return;
      this.applySession(ended);
      this.showEnded(ended);
    } catch (error) {
      this.problem = errorMessage(error);
      this.render();
    } finally {
      this.ending = false;
    }
  }

  /** Reads the session now: its charges, and whether the server ended it. False when it could not be read. */
  async refresh(): Promise<boolean> {
    const live = this.live;
    if (!live || !this.server || this.over) return false;
    let session: AgentTestSession;
    try {
      session = await this.server.api.read(live.sessionId);
    } catch {
      return false; // A missed read changes nothing; the next one, or the next turn, will tell.
    }
    if (this.live?.sessionId !== session.sessionId || this.over) return true;
    this.applySession(session);
    if (session.status === 'ended') this.showEnded(session);
    else this.render();
    return true;
  }

  typeInstead(): void {
    this.typeBecause('chosen', null);
  }

  speakInstead(): void {
    if (!this.listener.supported) return;
    this.input = { kind: 'voice', handsFree: this.handsFree, pressed: false };
    if (this.handsFree && this.isLive()) this.listener.listen();
    this.render();
  }

  setHandsFree(handsFree: boolean): void {
    if (this.input.kind !== 'voice') return;
    this.handsFree = handsFree;
    this.input = { kind: 'voice', handsFree, pressed: false };
    if (handsFree && this.isLive()) this.listener.listen();
    else this.listener.stop();
    this.render();
  }

  talkStart(): void {
    if (this.input.kind !== 'voice' || this.input.handsFree || this.input.pressed) return;
    if (!this.isLive()) return;
    // Pressing to talk is the clearest barge-in there is.
    this.bargeIn();
    this.input = { ...this.input, pressed: true };
    this.listener.press();
    this.render();
  }

  talkEnd(): void {
    if (this.input.kind !== 'voice' || !this.input.pressed) return;
    this.input = { ...this.input, pressed: false };
    this.listener.release();
    this.render();
  }

  // A getter, so a check after an await is not narrowed by one before it.
  private get over(): boolean {
    return this.phase === 'ended';
  }

  private isLive(): boolean {
    return this.live?.status === 'live' && this.phase !== 'ended' && this.phase !== 'ready';
  }

  private heardInterim(text: string): void {
    this.interim = text;
    if (text !== '' && this.speaker.busy && !this.isEcho(text, false)) this.bargeIn();
    this.render();
  }

  /**
   * Whether recognition heard the agent itself through the speakers: words of what it is saying,
   * or, for a final result arriving just after it stopped, a phrase of three words or more from it
   * (shorter replies like 'yes' must get through).
   */
  private isEcho(text: string, final: boolean): boolean {
    const saying = this.speaker.busy;
    const justSaid = final && Date.now() - this.lastSpokenAt < ECHO_TAIL_MS && wordCount(text) >= 3;
    if (!saying && !justSaid) return false;
    const agentText =
      this.exchange?.agent?.text ??
      this.committed.findLast((turn) => turn.speaker === 'agent')?.text ??
      '';
    return saysPhrase(agentText, text);
  }

  private bargeIn(): void {
    if (this.exchange) this.exchange.silenced = true;
    this.speaker.cancel();
  }

  private typeBecause(
    reason: 'unsupported' | 'microphone-refused' | 'chosen',
    problem: string | null,
  ) {
    this.listener.stop();
    this.input = { kind: 'typed', reason };
    this.interim = '';
    if (problem !== null) this.problem = problem;
    this.render();
  }

  /** Sends the next waiting words once nothing else is in flight. */
  private pump(): void {
    if (this.exchange || this.ending || !this.isLive() || this.phase === 'connecting') return;
    const next = this.queued.shift();
    if (next) void this.say(next);
  }

  private async say(words: Queued): Promise<void> {
    const live = this.live;
    const server = this.server;
    if (!live || !server) return;
    const exchange: Exchange = {
      user: { id: words.id, speaker: 'user', text: words.text, at: words.at, workflows: [] },
      agent: null,
      silenced: false,
      controller: new AbortController(),
    };
    this.exchange = exchange;
    this.speaker.cancel();
    this.workflowNotice = null;
    this.problem = null;
    // A passive agent's words without a wake word go to the server (it keeps them) but get no answer.
    this.phase =
      this.agent && agentIsCalled(this.agent, words.text) ? 'thinking' : 'waiting-wake-word';
    this.render();

    let stream: ReadableStream<Uint8Array>;
    try {
      stream = await server.api.say(live.sessionId, words.text, exchange.controller.signal);
    } catch (error) {
      if (this.exchange !== exchange) return;
      // Refused before streaming: the server kept nothing, so neither does the transcript.
      this.exchange = null;
      if (error instanceof ApiError && error.status === 409) return this.endedElsewhere(error);
      this.problem = errorMessage(error);
      return this.answered();
    }

    let complete = false;
    try {
      for await (const event of readEventStream(stream)) {
        // Ended or left meanwhile: leaving the loop cancels the download.
        if (this.exchange !== exchange) return;
        complete = this.onEvent(exchange, event) || complete;
      }
    } catch {
      if (this.exchange !== exchange) return;
    }
    if (this.exchange !== exchange) return;
    if (!complete) this.problem = ANSWER_CUT_OFF;
    this.commit(exchange);
    if (this.live?.status === 'ended') return this.showEnded(this.live);
    this.render();
    this.answered();
  }

  /** One event of the answer; true once the answer is over (done or failed). */
  private onEvent(exchange: Exchange, { event, data }: ServerEvent): boolean {
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return false;
    }
    switch (event) {
      case 'turn': {
        const { turn, answering } = payload as { turn: AgentTestTurn; answering: boolean };
        exchange.user = answering ? turnView(turn) : { ...turnView(turn), unanswered: true };
        if (this.agent?.mode === 'passive')
          this.resting = answering ? 'listening' : 'waiting-wake-word';
        this.phase = answering ? 'thinking' : 'waiting-wake-word';
        break;
      }
      case 'delta': {
        const { text } = payload as { text: string };
        const agent = this.agentTurn(exchange);
        exchange.agent = { ...agent, text: agent.text + text };
        this.phase = 'speaking';
        if (!exchange.silenced) this.speaker.push(text);
        break;
      }
      case 'workflow': {
        const { name } = payload as { name: string };
        const agent = this.agentTurn(exchange);
        exchange.agent = { ...agent, workflows: [...agent.workflows, { name }] };
        this.workflowNotice = `Workflow “${name}” started`;
        break;
      }
      case 'done': {
        const done = payload as { turn: AgentTestTurn | null; session: AgentTestSession };
        if (done.turn) exchange.agent = turnView(done.turn);
        this.applySession(done.session);
        this.render();
        return true;
      }
      case 'error': {
        const { message } = payload as { message: string };
        // Nothing of a failed answer is kept, so nothing of it stays on screen or in the air.
        exchange.agent = null;
        this.speaker.cancel();
        this.problem = message;
        this.render();
        return true;
      }
      default:
        return false;
    }
    this.render();
    return false;
  }

  private agentTurn(exchange: Exchange): AgentTestTurnView {
    return (
      exchange.agent ?? {
        id: `${exchange.user.id}-answer`,
        speaker: 'agent',
        text: '',
        at: new Date().toISOString(),
        streaming: true,
        workflows: [],
      }
    );
  }

  private commit(exchange: Exchange): void {
    this.committed = [...this.committed, exchange.user];
    if (exchange.agent) this.committed.push({ ...exchange.agent, streaming: false });
    if (this.exchange === exchange) this.exchange = null;
  }

  /** An answer's stream is over: the next words go, or the agent finishes saying this one. */
  private answered(): void {
    if (this.queued.length > 0) return this.pump();
    if (this.phase === 'speaking') return this.afterSpeech();
    this.rest();
  }

  private afterSpeech(): void {
    void this.speaker.finish().then(() => {
      this.lastSpokenAt = Date.now();
      if (this.exchange === null && this.phase === 'speaking') this.rest();
    });
  }

  private rest(): void {
    if (!this.isLive()) return;
    this.phase = this.resting;
    this.render();
    this.pump();
  }

  /** 409: the server ended the session before these words; it says why when read. */
  private async endedElsewhere(error: ApiError): Promise<void> {
    const read = await this.refresh();
    if (this.over) return;
    if (!read) return this.showEnded(null);
    // Read as live after all (it cannot end and come back): say what failed and go on.
    this.problem = errorMessage(error);
    this.rest();
  }

  private applySession(session: AgentTestSession): void {
    const before = this.live;
    this.live = session;
    if (
      !before ||
      before.minutesCharged !== session.minutesCharged ||
      before.status !== session.status
    ) {
      this.server?.charged();
    }
  }

  /** Stops speech, the answer in flight and the waiting words. */
  private interrupt(): void {
    this.bargeIn();
    const exchange = this.exchange;
    if (exchange) {
      this.commit(exchange);
      exchange.controller.abort();
    }
    this.queued = [];
  }

  private stopActivity(): void {
    this.interrupt();
    this.listener.stop();
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.interim = '';
    if (this.input.kind === 'voice') this.input = { ...this.input, pressed: false };
  }

  /** The session is over; `session` says why and what it cost (null: the server could not be asked). */
  private showEnded(session: AgentTestSession | null): void {
    this.stopActivity();
    const known = session ?? this.live;
    const reason = session?.endReason ?? null;
    const durationMs =
      session?.endedAt != null
        ? Date.parse(session.endedAt) - Date.parse(session.startedAt)
        : Date.now() - this.startedAt;
    this.ended = {
      message:
        session && reason
          ? agentTestEndMessage(reason, session.idleMinutes)
          : AGENT_TEST_SESSION_ENDED_MESSAGE,
      outOfCredits: reason === 'credits',
      durationMs: Math.max(0, durationMs),
      minutesCharged: known?.minutesCharged ?? 0,
      creditsCharged: known?.creditsCharged ?? 0,
    };
    this.phase = 'ended';
    this.render();
  }

  private meter(): AgentTestMeter | null {
    const live = this.live;
    if (!live) return null;
    return {
      elapsedMs: this.ended ? this.ended.durationMs : Math.max(0, Date.now() - this.startedAt),
      minutesCharged: live.minutesCharged,
      creditsCharged: live.creditsCharged,
      credits: live.credits,
    };
  }

  private snapshot(): AgentSessionState {
    const turns = [...this.committed];
    if (this.exchange) {
      turns.push(this.exchange.user);
      if (this.exchange.agent) turns.push(this.exchange.agent);
    }
    for (const { id, text, at } of this.queued) {
      turns.push({ id, speaker: 'user', text, at, workflows: [] });
    }
    return {
      phase: this.phase,
      input: this.input,
      interim: this.interim,
      turns,
      meter: this.meter(),
      ended: this.ended,
      workflowNotice: this.workflowNotice,
      problem: this.problem,
    };
  }

  private render(): void {
    this.state = this.snapshot();
    this.changes.notify();
  }
}

/**
 * The session for the page's lifetime. It ends when the page unmounts (leaving inside the app) and,
 * with a keepalive request, on pagehide (the tab closing, or navigating elsewhere); a page restored
 * from the back/forward cache reads it again to show that it ended.
 */
export function useAgentSession(
  create: () => AgentSession,
  server: SessionServer,
): [AgentSessionState, AgentSession] {
  const [session] = useState(create);
  useEffect(() => session.connect(server), [session, server]);
  useEffect(() => {
    session.attach();
    const leave = () => session.leave();
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void session.refresh();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      // StrictMode's rehearsal unmount comes before any start, so this ends nothing then.
      session.detach();
    };
  }, [session]);
  return [useSyncExternalStore(session.subscribe, session.getState, session.getState), session];
}
