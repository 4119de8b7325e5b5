/**
 * Meeting notes drawn from the transcript alone, for the embedded language model: every item is
 * a sentence someone said (or the clause of it that carries the point), cleaned of fillers and
 * false starts, picked by how people settle things, commit to work and leave questions open, and
 * the summary by the meeting's topics (notes/). Nothing is reworded, so nothing can be invented;
 * a cue the extractor misses leaves an item out rather than making one up.
 */
import type { ActionItem, MeetingNotes, NoteItem } from './meeting-notes.js';
import { actionItemReader } from './notes/action-items.js';
import { findDecisions } from './notes/decisions.js';
import { openQuestionReader } from './notes/open-questions.js';
import { peopleOf } from './notes/people.js';
import { isSmallTalk, sentencesOf, sharedCount, unique, type Sentence } from './notes/sentences.js';
import { summary } from './notes/summary.js';
import type { MeetingNotesInput } from './port.js';

/** Shorter sentences ("Will do.", "Can you hear me?") say too little to stand alone as an item. */
const MIN_ITEM_WORDS = 4;
/**
 * Work said again in the same turn, sharing this many of its words ("I'll save a copy of this. I'll
 * save a copy and the minutes in the shared folder."), is one task: the later, fuller saying.
 */
const SAME_WORK_WORDS = 2;

const sameWork = (earlier: Sentence, later: Sentence) =>
  earlier.turn === later.turn && sharedCount(earlier.topics, later.topics) >= SAME_WORK_WORDS;

export function extractMeetingNotes(input: Pick<MeetingNotesInput, 'lines'>): MeetingNotes {
  const sentences = sentencesOf(input);
  const { decisions, readFrom } = findDecisions(sentences);
  const actionItem = actionItemReader(sentences, peopleOf(sentences));
  const openQuestion = openQuestionReader(sentences);
  const actionItems: ActionItem[] = [];
  // The sentence the last action item was read from.
  let lastWork: Sentence | null = null;
  const openQuestions: NoteItem[] = [];
  // A sentence is one kind of item at most: a decision before work, work before a question.
  for (const sentence of sentences) {
    if (readFrom.has(sentence.index) || sentence.words < MIN_ITEM_WORDS || isSmallTalk(sentence))
      continue;
    const work = actionItem(sentence);
    if (work) {
      if (lastWork && actionItems.at(-1)!.owner === work.owner && sameWork(lastWork, sentence))
        actionItems.pop();
      actionItems.push(work);
      lastWork = sentence;
      continue;
    }
    const open = openQuestion(sentence);
    if (open) openQuestions.push(open);
  }
  return {
    summary: summary(sentences),
    decisions: unique(decisions),
    actionItems: unique(actionItems),
    openQuestions: unique(openQuestions),
  };
}
