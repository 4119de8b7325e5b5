/**
 * The embedded language model: no network, no weights, deterministic. It restructures the user's
 * own prompt into an agent brief and answers questions by quoting the most relevant sentences of
 * the context, so it can never state anything that is not in what it was given.
 */
import { splitSentences } from '../../text/sentences.js';
import { meaningfulTerms } from '../../text/terms.js';
import { noteClock, renderMeetingNotes } from './meeting-notes.js';
import { extractMeetingNotes } from './meeting-notes-extract.js';
import { extractPassageAnswer } from './passage-answer-extract.js';
import {
  requirePrompt,
  type AgentBriefFormat,
  type AgentReplyEvent,
  type AgentReplyInput,
  type LanguageModel,
  type MeetingNotesInput,
  type PassageAnswer,
  type PassageAnswerInput,
  type WorkflowTrigger,
  type WorkflowTriggerInput,
} from './port.js';
import { findTriggersByWords, matchCondition } from './condition-match.js';

export const NOTHING_FOUND_ANSWER =
  "I couldn't find anything about that in the available information.";
/** Sentences quoted at most in one answer. */
const ANSWER_SENTENCES = 3;

/** Words of a reply sent at a time: small enough for speech to start on the first. */
const PIECE_WORDS = 4;

/**
 * The context's sentences most relevant to the question, in context order; null when none is.
 * A longer question must match more than one of its words, so a lone common word does not pass.
 */
function quoteContext(question: string, context: readonly string[]): string | null {
  const terms = meaningfulTerms(question);
  if (terms.size === 0) return null;
  const needed = Math.max(1, Math.ceil(terms.size / 3));
  const sentences = context.flatMap((passage) => passage.split(/\n+/).flatMap(splitSentences));
  const scored = sentences
    .map((sentence, position) => {
      const words = meaningfulTerms(sentence);
      let score = 0;
      for (const term of terms) if (words.has(term)) score++;
      return { sentence, position, score };
    })
    .filter((candidate) => candidate.score >= needed);
  if (scored.length === 0) return null;
  const seen = new Set<string>();
  return scored
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .filter(({ sentence }) => !seen.has(sentence) && seen.add(sentence))
    .slice(0, ANSWER_SENTENCES)
    .sort((a, b) => a.position - b.position)
    .map(({ sentence }) => sentence)
    .join(' ');
}

/** 'A', 'A and B', 'A, B and C', each quoted. */
function listed(names: readonly string[]): string {
  const quoted = names.map((name) => `“${name}”`);
  return quoted.length <= 1
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** The text in pieces of a few words that join back into it exactly. */
function spokenPieces(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let start = 0; start < words.length; start += PIECE_WORDS)
    pieces.push(words.slice(start, start + PIECE_WORDS).join(''));
  return pieces;
}

export class ExtractiveLlm implements LanguageModel {
  async improvePrompt(prompt: string, brief: AgentBriefFormat): Promise<string> {
    return brief.fromPrompt(requirePrompt(prompt));
  }

  /**
   * The tools whose conditions the utterance meets (by their words) run, and the answer quotes the
   * knowledge for the utterance as said: never a word of its own beyond saying which workflows it
   * started, or in one short sentence that it found nothing. The prompt is an instruction, never
   * an answer, so it is not quoted. History is not needed. Streamed a few words at a time.
   */
  async *agentReply({
    knowledge,
    utterance,
    tools,
  }: AgentReplyInput): AsyncIterable<AgentReplyEvent> {
    const started: string[] = [];
    for (const tool of tools) {
      const match = matchCondition(tool.conditions, utterance);
      if (!match) continue;
      started.push(tool.name);
      yield { type: 'tool', toolId: tool.id, words: match.words.join(' ') };
    }
    const quoted = quoteContext(utterance, knowledge);
    const text = [
      started.length > 0 ? `I've started ${listed(started)}.` : null,
      quoted ?? (started.length > 0 ? null : NOTHING_FOUND_ANSWER),
    ]
      .filter((part): part is string => part !== null)
      .join(' ');
    for (const piece of spokenPieces(text)) yield { type: 'text', text: piece };
  }

  /** The passages that best match the question, quoted (passage-answer-extract.ts); history is not needed. */
  async answerFromPassages(input: PassageAnswerInput): Promise<PassageAnswer> {
    return extractPassageAnswer(input);
  }

  /** Sentences said in the meeting, sorted into the notes' sections (meeting-notes-extract.ts). */
  async writeMeetingNotes(input: MeetingNotesInput): Promise<string> {
    return renderMeetingNotes(extractMeetingNotes(input), noteClock(input.timeZone, input.lines));
  }

  async findWorkflowTriggers(input: WorkflowTriggerInput): Promise<WorkflowTrigger[]> {
    return findTriggersByWords(input);
  }
}
