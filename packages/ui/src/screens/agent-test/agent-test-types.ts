/**
 * What the /agent-test screen shows: the agent, where the session is, the conversation and the
 * controls. The container in apps/web decides all of it (speech, the server's stream); the screen
 * only renders. Shared by the screen, its stories and the container.
 */

/** The agent's settings the test page shows (a subset of the API's AiAgent). */
export interface TestedAgent {
  agentName: string;
  createdAt: string;
  greetingMsg: string;
  prompt: string;
  mode: string | null;
  voice: string | null;
  wakeWords: readonly string[];
  workflows: readonly { id: string; name: string }[];
  knowledgeFile: { name: string; size: number } | null;
}

/**
 * Where the session is:
 * - `ready`: not started; Start talking (disabled, with the SPEC's hint, without credits).
 * - `connecting`: the session is starting (and the microphone asked for).
 * - `listening`: the agent waits for the user (active mode, or a passive agent already called).
 * - `waiting-wake-word`: a passive agent listens only for one of its wake words.
 * - `thinking`: the user's words were sent; no word of the answer yet.
 * - `speaking`: the answer is arriving and/or being spoken; speaking stops it (barge-in).
 * - `ended`: the session is over (see `ended`).
 */
export type AgentTestPhase =
  'ready' | 'connecting' | 'listening' | 'waiting-wake-word' | 'thinking' | 'speaking' | 'ended';

/**
 * How the user talks:
 * - `voice`: speech recognition works; `handsFree` listens all the time, otherwise push-to-talk.
 * - `typed`: typing only, with why: the browser has no speech recognition, the microphone was
 *   refused, or the user chose to type.
 */
export type AgentTestInput =
  | { kind: 'voice'; handsFree: boolean; /** Push-to-talk is held down now. */ pressed: boolean }
  | { kind: 'typed'; reason: 'unsupported' | 'microphone-refused' | 'chosen' };

export interface AgentTestWorkflowRunView {
  name: string;
}

export interface AgentTestTurnView {
  id: string;
  speaker: 'user' | 'agent';
  text: string;
  /** ISO time it was said. */
  at: string;
  /** The agent's answer still arriving. */
  streaming?: boolean;
  /** A user's turn a passive agent did not answer (no wake word in it). */
  unanswered?: boolean;
  /** Workflows the agent's answer ran. */
  workflows: readonly AgentTestWorkflowRunView[];
}

/** The live session's meter. */
export interface AgentTestMeter {
  /** Time since the session started, ms. */
  elapsedMs: number;
  minutesCharged: number;
  creditsCharged: number;
  /** The user's balance now. */
  credits: number;
}

export interface AgentTestEnded {
  /** The page's sentence for why it ended (agentTestEndMessage in @convene/domain/agent-test). */
  message: string;
  /** True when credits ran out: the ended panel offers Buy credits (/billing). */
  outOfCredits: boolean;
  durationMs: number;
  minutesCharged: number;
  creditsCharged: number;
}

/** A voice of the browser's speech synthesis the user may choose. */
export interface AgentTestVoiceOption {
  id: string;
  label: string;
}

export interface AgentTestScreenProps {
  /** The agent as stored; null while loading, on error, or without an agentId. */
  agent: TestedAgent | null;
  /** While the agent is being fetched: 'Loading AI agent...'. */
  loading?: boolean;
  /** Why the agent could not be loaded (not found, network). */
  error?: string | null;
  phase: AgentTestPhase;
  /** Below 0.5 credit: Start talking is disabled with 'Insufficient credits (min 0.5 required)'. */
  insufficientCredits: boolean;
  input: AgentTestInput;
  /** Words recognised so far of what the user is saying (interim results); '' when none. */
  interim: string;
  turns: readonly AgentTestTurnView[];
  /** Null before the session starts. */
  meter: AgentTestMeter | null;
  /** Set once the session is over. */
  ended: AgentTestEnded | null;
  /** The workflow the last answer ran, announced once ('Workflow "Create ticket" started'); null when none. */
  workflowNotice: string | null;
  /** Why something failed (the session could not start, an answer failed); shown as an alert. */
  problem: string | null;
  voices: readonly AgentTestVoiceOption[];
  /** The chosen voice's id; null for the browser's default. */
  voiceId: string | null;
  onVoiceChange(voiceId: string): void;
  onStart(): void;
  onEnd(): void;
  /** Typed text (the form clears itself after sending). */
  onSend(text: string): void;
  /** Push-to-talk pressed (pointer down or Space held on the button) and released. */
  onTalkStart(): void;
  onTalkEnd(): void;
  onHandsFreeChange(handsFree: boolean): void;
  /** Switch between typing and speaking (when speech is possible). */
  onTypeInstead(): void;
  onSpeakInstead(): void;
}
