/** The language model behind Magic (improve-prompt) and Ask AI: embedded by default, any OpenAI-compatible server by configuration. */

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The brief a prompt is rewritten into: the product's format (the agents feature's), not the model's. */
export interface AgentBriefFormat {
  /** The section headings, in order. */
  readonly sections: readonly string[];
  /** The brief made from the prompt's own sentences alone, for a model that writes nothing of its own. */
  fromPrompt(prompt: string): string;
}

/** One thing said in the meeting: by whom, when (ISO, null when the provider gave no time) and what. */
export interface TranscriptLine {
  speaker: string;
  at: string | null;
  text: string;
}

/** Workflows and their conditions, and the meeting said in lines, for finding which were met. */
export interface WorkflowTriggerInput {
  workflows: readonly { id: string; conditions: readonly string[] }[];
  lines: readonly TranscriptLine[];
}

/** A workflow whose condition was met: where (the line's index) and in which words. */
export interface WorkflowTrigger {
  workflowId: string;
  line: number;
  words: string;
}

export interface MeetingNotesInput {
  /** The transcript in the order it was said. */
  lines: readonly TranscriptLine[];
  /** The meeting owner's IANA time zone, which the notes write times in. */
  timeZone: string;
}

/** One passage a question is answered from; passages are numbered from 1 in the order given. */
export interface Passage {
  /** Who said it; null for a document's text (an agent's knowledge). */
  speaker: string | null;
  /** When it was said (ISO), null for a document or an unknown time. */
  at: string | null;
  text: string;
  /** Said right after the passage listed before it: the two belong to one excerpt of the meeting. */
  followsPrevious: boolean;
  /**
   * Where the passage comes among the moments found to answer the question (0: cite it first), or
   * null for what was said around them.
   */
  moment: number | null;
}

export interface PassageAnswerInput {
  question: string;
  /** The question asks for a discussion summed up ("summarise …", "what did … say about …"), not one fact. */
  summary: boolean;
  /** Excerpts of the meeting in the order said, then documents' passages, best first. */
  passages: readonly Passage[];
  /** The conversation so far, oldest first. */
  history: readonly ChatMessage[];
  /** What to answer, word for word, when the passages do not answer the question. */
  nothingFound: string;
  /** The meeting owner's IANA time zone, which the answer writes times in. */
  timeZone: string;
}

/** A passage an answer drew on, and the words of it that it drew on. */
export interface PassageCitation {
  /** The passage's number (1-based). */
  passage: number;
  /** Words of the passage's text; pieces that were not contiguous are joined by ` … `. */
  quote: string;
}

export interface PassageAnswer {
  /** Markdown citing passages as `[n]`; numbers that are not passages have been taken out. */
  text: string;
  /** Each passage cited, once, in the order first cited. */
  citations: PassageCitation[];
}

/** A workflow an agent may run while it talks: a tool the model may call. */
export interface AgentTool {
  id: string;
  name: string;
  description: string;
  /** When it should run, in the user's words. */
  conditions: readonly string[];
}

export interface AgentReplyInput {
  agent: {
    name: string;
    /** The agent's own instructions (its system prompt). */
    prompt: string;
  };
  /** The agent's knowledge passages that match what was said, most relevant first. */
  knowledge: readonly string[];
  /** The conversation so far, oldest first; the agent's turns are `assistant`. */
  history: readonly ChatMessage[];
  /** What the user just said. */
  utterance: string;
  tools: readonly AgentTool[];
}

/** A piece of an agent's reply as the model produces it: words to say, or a tool to run. */
export type AgentReplyEvent =
  | { type: 'text'; text: string }
  | { type: 'tool'; toolId: string; /** The words that called for it. */ words: string };

export interface LanguageModel {
  /** The user's prompt rewritten in the brief's format; throws PromptValidationError when blank. */
  improvePrompt(prompt: string, brief: AgentBriefFormat): Promise<string>;
  /** An answer drawn only from the numbered passages, citing them as `[n]`. */
  answerFromPassages(input: PassageAnswerInput): Promise<PassageAnswer>;
  /** The meeting's notes as markdown in the product's format (meeting-notes.ts). */
  writeMeetingNotes(input: MeetingNotesInput): Promise<string>;
  /**
   * The agent's spoken reply to the utterance, streamed as it is produced: its words in pieces,
   * and the tools (its workflows) it decided to run, each at most once.
   */
  agentReply(input: AgentReplyInput): AsyncIterable<AgentReplyEvent>;
  /** Which workflows' conditions the meeting met, each once, at the first line that met it. */
  findWorkflowTriggers(input: WorkflowTriggerInput): Promise<WorkflowTrigger[]>;
}

/** The caller's input is unusable (a blank prompt); a 4xx, not a model failure. */
export class PromptValidationError extends Error {
  override name = 'PromptValidationError';
}

/** The model could not be reached or answered unusably; a 502-style failure. */
export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
}

/** What the user is told when the model failed (its own words may carry its server's details). */
export const LANGUAGE_MODEL_UNAVAILABLE = 'The language model is not available. Please try again.';

export const BLANK_PROMPT_MESSAGE = 'Prompt is required';

export function requirePrompt(prompt: string): string {
  const trimmed = prompt.trim();
  if (!trimmed) throw new PromptValidationError(BLANK_PROMPT_MESSAGE);
  return trimmed;
}
