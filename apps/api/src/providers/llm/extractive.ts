/**
 * The embedded language model: no network, no weights, deterministic. It restructures the user's
 * own prompt into an agent brief and answers questions by quoting the most relevant sentences of
 * the context, so it can never state anything that is not in what it was given.
 */
import { splitSentences } from '../../text/sentences.js';
import { meaningfulTerms } from '../../text/terms.js';
import { renderMeetingNotes } from './meeting-notes.js';
import { extractMeetingNotes } from './meeting-notes-extract.js';
import { extractPassageAnswer } from './passage-answer-extract.js';
import {
  requirePrompt,
  type AgentBriefFormat,
  type AnswerInput,
  type LanguageModel,
  type MeetingNotesInput,
  type PassageAnswer,
  type PassageAnswerInput,
  type WorkflowTrigger,
  type WorkflowTriggerInput,
} from './port.js';
import { findTriggersByWords } from './condition-match.js';

export const NOTHING_FOUND_ANSWER =
  "I couldn't find anything about that in the available information.";
/** Sentences quoted at most in one answer. */
const ANSWER_SENTENCES = 3;

export class ExtractiveLlm implements LanguageModel {
  async improvePrompt(prompt: string, brief: AgentBriefFormat): Promise<string> {
    return brief.fromPrompt(requirePrompt(prompt));
  }

  /** History is not needed: each answer quotes the context for the question as asked. */
  async answer({ question, context }: AnswerInput): Promise<string> {
    const terms = meaningfulTerms(question);
    if (terms.size === 0) return NOTHING_FOUND_ANSWER;
    // A longer question must match more than one of its words, so a lone common word does not pass as an answer.
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
    if (scored.length === 0) return NOTHING_FOUND_ANSWER;
    const seen = new Set<string>();
    return scored
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .filter(({ sentence }) => !seen.has(sentence) && seen.add(sentence))
      .slice(0, ANSWER_SENTENCES)
      .sort((a, b) => a.position - b.position)
      .map(({ sentence }) => sentence)
      .join(' ');
  }

  /** The passages that best match the question, quoted (passage-answer-extract.ts); history is not needed. */
  async answerFromPassages(input: PassageAnswerInput): Promise<PassageAnswer> {
    return extractPassageAnswer(input);
  }

  /** Sentences said in the meeting, sorted into the notes' sections (meeting-notes-extract.ts). */
  async writeMeetingNotes(input: MeetingNotesInput): Promise<string> {
    return renderMeetingNotes(extractMeetingNotes(input));
  }

  async findWorkflowTriggers(input: WorkflowTriggerInput): Promise<WorkflowTrigger[]> {
    return findTriggersByWords(input);
  }
}
