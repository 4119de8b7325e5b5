/**
 * What was said in a session, as the screen shows it: the turns the server kept, the words being
 * answered with the answer so far, and the words waiting their turn (the server takes one at a time).
 */
import type { AgentTestTurnView } from '@convene/ui/screens/agent-test/agent-test-types';
import type { ServerEvent } from '../../lib/event-stream';
import type { AgentTestSession, AgentTestTurn } from './agent-test-api';

/** Words said or typed, not yet sent. */
export interface Queued {
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

/** An event of an answer's stream, as the session acts on it. */
export type AnswerEvent =
  /** The server kept the words; `answering`: the agent answers them. */
  | { event: 'turn'; answering: boolean }
  /** More words of the answer. */
  | { event: 'delta'; text: string }
  | { event: 'workflow'; name: string }
  /** The answer is over; the session as it stands after it (charged, maybe ended). */
  | { event: 'done'; session: AgentTestSession }
  | { event: 'error'; message: string };

/** The user's words sent and the answer to them as it streams. */
export class Exchange {
  user: AgentTestTurnView;
  agent: AgentTestTurnView | null = null;
  /** The user spoke over the answer: the rest of it is shown, not said. */
  silenced = false;
  readonly controller = new AbortController();

  constructor({ id, text, at }: Queued) {
    this.user = { id, speaker: 'user', text, at, workflows: [] };
  }

  /**
   * Takes one event of the answer's stream into the turns, and says what it was (null for one it
   * does not know, or cannot read).
   */
  receive({ event, data }: ServerEvent): AnswerEvent | null {
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return null;
    }
    switch (event) {
      case 'turn': {
        const { turn, answering } = payload as { turn: AgentTestTurn; answering: boolean };
        this.user = answering ? turnView(turn) : { ...turnView(turn), unanswered: true };
        return { event, answering };
      }
      case 'delta': {
        const { text } = payload as { text: string };
        const agent = this.agentTurn();
        this.agent = { ...agent, text: agent.text + text };
        return { event, text };
      }
      case 'workflow': {
        const { name } = payload as { name: string };
        const agent = this.agentTurn();
        this.agent = { ...agent, workflows: [...agent.workflows, { name }] };
        return { event, name };
      }
      case 'done': {
        const done = payload as { turn: AgentTestTurn | null; session: AgentTestSession };
        if (done.turn) this.agent = turnView(done.turn);
        return { event, session: done.session };
      }
      case 'error': {
        const { message } = payload as { message: string };
        // Nothing of a failed answer is kept.
        this.agent = null;
        return { event, message };
      }
      default:
        return null;
    }
  }

  private agentTurn(): AgentTestTurnView {
    return (
      this.agent ?? {
        id: `${this.user.id}-answer`,
        speaker: 'agent',
        text: '',
        at: new Date().toISOString(),
        streaming: true,
        workflows: [],
      }
    );
  }
}

export class Transcript {
  private committed: AgentTestTurnView[] = [];
  private current: Exchange | null = null;
  private queued: Queued[] = [];
  private localIds = 0;

  /** The exchange in flight; an answer's events act only while theirs is this one. */
  get exchange(): Exchange | null {
    return this.current;
  }

  get waiting(): boolean {
    return this.queued.length > 0;
  }

  /** A session starting: nothing said yet. */
  clear(): void {
    this.committed = [];
    this.queued = [];
  }

  /** The session started with these turns (the greeting). */
  started(turns: readonly AgentTestTurn[]): void {
    this.committed = turns.map(turnView);
  }

  /** Words to send once those before them are answered. */
  queue(text: string): void {
    this.queued.push({ id: `local-${++this.localIds}`, text, at: new Date().toISOString() });
  }

  next(): Queued | undefined {
    return this.queued.shift();
  }

  dropQueued(): void {
    this.queued = [];
  }

  /** These words are sent: their exchange is the one in flight. */
  open(words: Queued): Exchange {
    this.current = new Exchange(words);
    return this.current;
  }

  /** Forgets the exchange in flight, as if its words had never been sent. */
  drop(exchange: Exchange): void {
    if (this.current === exchange) this.current = null;
  }

  commit(exchange: Exchange): void {
    this.committed = [...this.committed, exchange.user];
    if (exchange.agent) this.committed.push({ ...exchange.agent, streaming: false });
    if (this.current === exchange) this.current = null;
  }

  /** Keeps what was shown of the answer in flight, stops it, and drops the waiting words. */
  interrupt(): void {
    const exchange = this.current;
    if (exchange) {
      this.commit(exchange);
      exchange.controller.abort();
    }
    this.queued = [];
  }

  /** What the agent is saying, or said last. */
  lastAgentText(): string {
    return (
      this.current?.agent?.text ??
      this.committed.findLast((turn) => turn.speaker === 'agent')?.text ??
      ''
    );
  }

  turns(): AgentTestTurnView[] {
    const turns = [...this.committed];
    if (this.current) {
      turns.push(this.current.user);
      if (this.current.agent) turns.push(this.current.agent);
    }
    for (const { id, text, at } of this.queued) {
      turns.push({ id, speaker: 'user', text, at, workflows: [] });
    }
    return turns;
  }
}
