/**
 * The user's side of a session: their voice, hands-free or push-to-talk, with the words heard so
 * far; or typing, when speech is unsupported, the microphone refused, recognition failed or the
 * user chose it. Speak instead goes back to the voice.
 */
import type { AgentTestInput } from '@convene/ui/screens/agent-test/agent-test-types';
import type { ListenerEvents, SpeechListener } from './speech-recognition';

export type ListenerPort = Pick<
  SpeechListener,
  'supported' | 'listen' | 'press' | 'release' | 'stop'
>;

/** What the input needs of the session. */
export interface InputSession {
  /** Whether the session is live, so listening may start. */
  isLive(): boolean;
  /** The words heard so far ('' once there are none), already kept as `interim`. */
  heardInterim(text: string): void;
  /** One thing the user said, complete. */
  heardFinal(text: string): void;
  /** The user talks over the agent. */
  bargeIn(): void;
  /** Recognition failed: what to show. */
  failed(problem: string): void;
  /** What the screen shows changed. */
  changed(): void;
}

export class UserInput {
  private current: AgentTestInput;
  private heard = '';
  private handsFree = true;
  private readonly listener: ListenerPort;

  constructor(
    listen: (events: ListenerEvents) => ListenerPort,
    private readonly session: InputSession,
  ) {
    this.listener = listen({
      interim: (text) => {
        this.heard = text;
        session.heardInterim(text);
      },
      final: (text) => session.heardFinal(text),
      refused: () => this.typeBecause('microphone-refused', null),
      // Typed, with Speak instead to try again: such failures (the speech service's network) pass.
      failed: (reason) => this.typeBecause('chosen', reason),
    });
    this.current = this.listener.supported
      ? { kind: 'voice', handsFree: true, pressed: false }
      : { kind: 'typed', reason: 'unsupported' };
  }

  get mode(): AgentTestInput {
    return this.current;
  }

  /** The words heard so far of what is being said. */
  get interim(): string {
    return this.heard;
  }

  /** The session is starting: hands-free listens now, while it connects, rather than after the greeting. */
  begin(): void {
    if (this.current.kind === 'voice' && this.current.handsFree) this.listener.listen();
  }

  /** The session stopped (or never started): nothing more is heard. */
  stop(): void {
    this.listener.stop();
    this.heard = '';
    if (this.current.kind === 'voice') this.current = { ...this.current, pressed: false };
  }

  typeInstead(): void {
    this.typeBecause('chosen', null);
  }

  speakInstead(): void {
    if (!this.listener.supported) return;
    this.current = { kind: 'voice', handsFree: this.handsFree, pressed: false };
    if (this.handsFree && this.session.isLive()) this.listener.listen();
    this.session.changed();
  }

  setHandsFree(handsFree: boolean): void {
    if (this.current.kind !== 'voice') return;
    this.handsFree = handsFree;
    this.current = { kind: 'voice', handsFree, pressed: false };
    if (handsFree && this.session.isLive()) this.listener.listen();
    else this.listener.stop();
    this.session.changed();
  }

  talkStart(): void {
    if (this.current.kind !== 'voice' || this.current.handsFree || this.current.pressed) return;
    if (!this.session.isLive()) return;
    // Pressing to talk is the clearest barge-in there is.
    this.session.bargeIn();
    this.current = { ...this.current, pressed: true };
    this.listener.press();
    this.session.changed();
  }

  talkEnd(): void {
    if (this.current.kind !== 'voice' || !this.current.pressed) return;
    this.current = { ...this.current, pressed: false };
    this.listener.release();
    this.session.changed();
  }

  private typeBecause(reason: 'microphone-refused' | 'chosen', problem: string | null): void {
    this.listener.stop();
    this.current = { kind: 'typed', reason };
    this.heard = '';
    if (problem !== null) this.session.failed(problem);
    this.session.changed();
  }
}
