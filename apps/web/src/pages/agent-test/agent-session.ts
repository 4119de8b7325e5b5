/**
 * A live test session with an agent: the server's session, the phases the screen shows, the meter
 * and the end, tying together the user's input (user-input.ts), the agent's speech
 * (agent-speech.ts) and what was said (transcript.ts). Kept outside React (the page subscribes with
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
import { ApiError, errorMessage } from '@convene/api-client';
import { agentIsCalled } from '@convene/domain/agent-test';
import { visibleText } from '@convene/domain/text';
import type {
  AgentTestEnded,
  AgentTestPhase,
  AgentTestScreenProps,
} from '@convene/ui/screens/agent-test/agent-test-types';
import { changeListeners } from '../../lib/change-listeners';
import { readEventStream, type ServerEvent } from '../../lib/event-stream';
import type { AgentTestApi, AgentTestSession } from './agent-test-api';
import { AgentSpeech, type SpeakerPort } from './agent-speech';
import { chargesChanged, sessionEnded, sessionMeter } from './session-meter';
import type { ListenerEvents } from './speech-recognition';
import { Transcript, type Exchange, type Queued } from './transcript';
import { UserInput, type ListenerPort } from './user-input';

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

/** The meter reads the session again this often: charges, and an end the server decided. */
export const REFRESH_MS = 15_000;
const TICK_MS = 1000;
/** The contract's limit on a turn's text. */
const MAX_TURN_LENGTH = 2000;
const ANSWER_CUT_OFF = 'The answer was cut off. Say it again, or type it.';

export class AgentSession {
  private state: AgentSessionState;
  private readonly changes = changeListeners();
  private readonly input: UserInput;
  private readonly speech: AgentSpeech;
  private readonly transcript = new Transcript();
  private server: SessionServer | null = null;
  private attached = false;

  private agent: SessionAgent | null = null;
  /** The session as the server last described it. */
  private live: AgentTestSession | null = null;
  /** When the start answered, by this clock: the meter ticks from it whatever the server's clock says. */
  private startedAt = 0;
  private phase: AgentTestPhase = 'ready';
  private resting: 'listening' | 'waiting-wake-word' = 'listening';
  private ended: AgentTestEnded | null = null;
  private workflowNotice: string | null = null;
  private problem: string | null = null;
  private endAfterStart = false;
  private ending = false;
  private timers: ReturnType<typeof setInterval>[] = [];

  constructor(
    speaker: SpeakerPort,
    listen: (events: ListenerEvents) => ListenerPort,
    private readonly newKey: () => string = () => crypto.randomUUID(),
  ) {
    this.speech = new AgentSpeech(speaker);
    this.input = new UserInput(listen, {
      isLive: () => this.isLive(),
      heardInterim: (text) => {
        if (this.speech.interruptedBy(text, this.transcript.lastAgentText())) this.bargeIn();
        this.render();
      },
      heardFinal: (text) => {
        if (!this.speech.isEcho(text, true, this.transcript.lastAgentText())) this.send(text);
      },
      bargeIn: () => this.bargeIn(),
      failed: (problem) => void (this.problem = problem),
      changed: () => this.render(),
    });
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
    this.transcript.clear();
    this.ended = null;
    this.problem = null;
    this.workflowNotice = null;
    this.endAfterStart = false;
    this.resting = agent.mode === 'passive' ? 'waiting-wake-word' : 'listening';
    this.phase = 'connecting';
    this.input.begin();
    this.render();

    let session: AgentTestSession;
    try {
      session = await server.api.start(agent.agentId, this.newKey());
    } catch (error) {
      if (!this.attached) return;
      this.input.stop();
      this.phase = 'ready';
      this.transcript.dropQueued();
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
    this.transcript.started(session.turns);
    this.timers = [
      setInterval(() => this.render(), TICK_MS),
      setInterval(() => void this.refresh(), REFRESH_MS),
    ];
    this.phase = this.resting;
    if (this.endAfterStart) return this.end();
    const greeting = session.turns[0];
    if (greeting?.speaker === 'agent') {
      this.phase = 'speaking';
      this.speech.say(greeting.text);
      this.afterSpeech();
    }
    this.render();
    // Words said or typed while it started go now (interrupting the greeting, as any words do).
    this.pump();
  }

  /** The user's words, typed or recognised. */
  send(text: string): void {
    // Longer text than the contract takes is cut rather than refused with a 400; text of nothing
    // visible (a zero-width space) is no turn, as the server finds it.
    const trimmed = visibleText(text).slice(0, MAX_TURN_LENGTH);
    if (trimmed === '' || this.phase === 'ready' || this.phase === 'ended') return;
    this.bargeIn();
    this.transcript.queue(trimmed);
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
    this.input.typeInstead();
  }

  speakInstead(): void {
    this.input.speakInstead();
  }

  setHandsFree(handsFree: boolean): void {
    this.input.setHandsFree(handsFree);
  }

  talkStart(): void {
    this.input.talkStart();
  }

  talkEnd(): void {
    this.input.talkEnd();
  }

  // A getter, so a check after an await is not narrowed by one before it.
  private get over(): boolean {
    return this.phase === 'ended';
  }

  private isLive(): boolean {
    return this.live?.status === 'live' && this.phase !== 'ended' && this.phase !== 'ready';
  }

  private bargeIn(): void {
    const exchange = this.transcript.exchange;
    if (exchange) exchange.silenced = true;
    this.speech.stop();
  }

  /** Sends the next waiting words once nothing else is in flight. */
  private pump(): void {
    if (this.transcript.exchange || this.ending || !this.isLive() || this.phase === 'connecting')
      return;
    const next = this.transcript.next();
    if (next) void this.say(next);
  }

  private async say(words: Queued): Promise<void> {
    const live = this.live;
    const server = this.server;
    if (!live || !server) return;
    const exchange = this.transcript.open(words);
    this.speech.stop();
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
      if (this.transcript.exchange !== exchange) return;
      // Refused before streaming: the server kept nothing, so neither does the transcript.
      this.transcript.drop(exchange);
      if (error instanceof ApiError && error.status === 409) return this.endedElsewhere(error);
      this.problem = errorMessage(error);
      return this.answered();
    }

    let complete = false;
    try {
      for await (const event of readEventStream(stream)) {
        // Ended or left meanwhile: leaving the loop cancels the download.
        if (this.transcript.exchange !== exchange) return;
        complete = this.onEvent(exchange, event) || complete;
      }
    } catch {
      if (this.transcript.exchange !== exchange) return;
    }
    if (this.transcript.exchange !== exchange) return;
    if (!complete) this.problem = ANSWER_CUT_OFF;
    this.transcript.commit(exchange);
    if (this.live?.status === 'ended') return this.showEnded(this.live);
    this.render();
    this.answered();
  }

  /** One event of the answer; true once the answer is over (done or failed). */
  private onEvent(exchange: Exchange, event: ServerEvent): boolean {
    const answer = exchange.receive(event);
    switch (answer?.event) {
      case 'turn':
        if (this.agent?.mode === 'passive')
          this.resting = answer.answering ? 'listening' : 'waiting-wake-word';
        this.phase = answer.answering ? 'thinking' : 'waiting-wake-word';
        break;
      case 'delta':
        this.phase = 'speaking';
        if (!exchange.silenced) this.speech.say(answer.text);
        break;
      case 'workflow':
        this.workflowNotice = `Workflow “${answer.name}” started`;
        break;
      case 'done':
        this.applySession(answer.session);
        this.render();
        return true;
      case 'error':
        // Nothing of a failed answer is kept, so none of it is said either.
        this.speech.stop();
        this.problem = answer.message;
        this.render();
        return true;
      default:
        return false;
    }
    this.render();
    return false;
  }

  /** An answer's stream is over: the next words go, or the agent finishes saying this one. */
  private answered(): void {
    if (this.transcript.waiting) return this.pump();
    if (this.phase === 'speaking') return this.afterSpeech();
    this.rest();
  }

  private afterSpeech(): void {
    this.speech.finish(() => {
      if (this.transcript.exchange === null && this.phase === 'speaking') this.rest();
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
    if (chargesChanged(before, session)) this.server?.charged();
  }

  /** Stops speech, the answer in flight and the waiting words. */
  private interrupt(): void {
    this.bargeIn();
    this.transcript.interrupt();
  }

  private stopActivity(): void {
    this.interrupt();
    this.input.stop();
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /** The session is over; `session` says why and what it cost (null: the server could not be asked). */
  private showEnded(session: AgentTestSession | null): void {
    this.stopActivity();
    this.ended = sessionEnded(session, this.live, this.startedAt);
    this.phase = 'ended';
    this.render();
  }

  private snapshot(): AgentSessionState {
    return {
      phase: this.phase,
      input: this.input.mode,
      interim: this.input.interim,
      turns: this.transcript.turns(),
      meter: sessionMeter(this.live, this.startedAt, this.ended),
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
