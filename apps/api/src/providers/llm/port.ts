/** The language model behind Magic (improve-prompt) and Ask AI: embedded by default, any OpenAI-compatible server by configuration. */

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerInput {
  question: string;
  /** Passages to answer from (knowledge chunks, transcript excerpts, notes), most relevant first. */
  context: readonly string[];
  /** The conversation so far, oldest first. */
  history: readonly ChatMessage[];
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

export interface MeetingNotesInput {
  /** The transcript in the order it was said. */
  lines: readonly TranscriptLine[];
}

export interface LanguageModel {
  /** The user's prompt rewritten in the brief's format; throws PromptValidationError when blank. */
  improvePrompt(prompt: string, brief: AgentBriefFormat): Promise<string>;
  /** An answer to the question drawn from the context. */
  answer(input: AnswerInput): Promise<string>;
  /** The meeting's notes as markdown in the product's format (meeting-notes.ts). */
  writeMeetingNotes(input: MeetingNotesInput): Promise<string>;
}

/** The caller's input is unusable (a blank prompt); a 4xx, not a model failure. */
export class PromptValidationError extends Error {
  override name = 'PromptValidationError';
}

/** The model could not be reached or answered unusably; a 502-style failure. */
export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
}

export const BLANK_PROMPT_MESSAGE = 'Prompt is required';

export function requirePrompt(prompt: string): string {
  const trimmed = prompt.trim();
  if (!trimmed) throw new PromptValidationError(BLANK_PROMPT_MESSAGE);
  return trimmed;
}
