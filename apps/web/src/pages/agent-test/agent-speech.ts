/**
 * The agent's voice in a session: its greeting and answers said as they arrive, stopped when the
 * user talks over it, and told apart from the user's words when the microphone hears it.
 */
import { saysPhrase } from '@convene/domain/agent-test';
import type { Speaker } from './speech-synthesis';

export type SpeakerPort = Pick<Speaker, 'push' | 'finish' | 'cancel' | 'busy'>;

/** Recognition's last words arrive a moment after speech stops; that long, the agent's own words are still echo. */
const ECHO_TAIL_MS = 1500;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export class AgentSpeech {
  private lastSpokenAt = -Infinity;

  constructor(private readonly speaker: SpeakerPort) {}

  /** Whether anything is being said or waits to be. */
  get busy(): boolean {
    return this.speaker.busy;
  }

  /** More words to say, as they stream. */
  say(text: string): void {
    this.speaker.push(text);
  }

  /** Stops at once and forgets what waits to be said. */
  stop(): void {
    this.speaker.cancel();
  }

  /** Says the rest, then notes when it stopped (its echo may follow) and calls `then`. */
  finish(then: () => void): void {
    void this.speaker.finish().then(() => {
      this.lastSpokenAt = Date.now();
      then();
    });
  }

  /** Whether words heard so far are the user talking over the agent, not its own echo. */
  interruptedBy(interim: string, agentText: string): boolean {
    return interim !== '' && this.speaker.busy && !this.isEcho(interim, false, agentText);
  }

  /**
   * Whether recognition heard the agent itself through the speakers: words of what it is saying
   * (`agentText`), or, for a final result arriving just after it stopped, a phrase of three words or
   * more from it (shorter replies like 'yes' must get through).
   */
  isEcho(heard: string, final: boolean, agentText: string): boolean {
    const saying = this.speaker.busy;
    const justSaid =
      final && Date.now() - this.lastSpokenAt < ECHO_TAIL_MS && wordCount(heard) >= 3;
    if (!saying && !justSaid) return false;
    return saysPhrase(agentText, heard);
  }
}
