/**
 * The embedded model's way of telling when a workflow's condition was said: a condition's
 * significant words, found in what one speaker said, trigger it. Most of them must be there (three of four,
 * say), so 'open a ticket' matches 'could you open tickets for both bugs' but not 'the ticket
 * queue is long'.
 */
import type { WorkflowTrigger, WorkflowTriggerInput } from './port.js';

const STOPWORDS = new Set(
  `a an and are as asks ask asked at be been but by can could do does for from has have how i if in
  into is it its me my of on or our please says say should so some someone somebody that the their
  them then there these they this to up us wants want was we were what when whenever where which
  who will with would you your anyone anybody something`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-case words without a plural or -ing tail, so 'tickets' and 'ticket' meet. */
function stem(word: string): string {
  return word.replace(/(ing|es|s)$/, '') || word;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function conditionKeywords(condition: string): string[] {
  return [
    ...new Set(
      words(condition)
        .filter((word) => word.length > 2 && !STOPWORDS.has(word))
        .map(stem),
    ),
  ];
}

export interface TriggerMatch {
  /** The condition that matched. */
  condition: string;
  /** The words said that matched it. */
  words: string[];
}

/** The first condition `said` meets, with the words that met it; null when none does. */
export function matchCondition(conditions: readonly string[], said: string): TriggerMatch | null {
  const spoken = words(said);
  const stems = new Map(spoken.map((word) => [stem(word), word]));
  for (const condition of conditions) {
    const keywords = conditionKeywords(condition);
    if (keywords.length === 0) continue;
    const found = keywords.filter((keyword) => stems.has(keyword));
    const needed = Math.max(1, Math.ceil(keywords.length * 0.75));
    if (found.length >= needed)
      return { condition, words: found.map((keyword) => stems.get(keyword) ?? keyword) };
  }
  return null;
}

/** Each workflow whose condition a line meets, at the first such line, with the words that met it. */
export function findTriggersByWords(input: WorkflowTriggerInput): WorkflowTrigger[] {
  const triggers: WorkflowTrigger[] = [];
  for (const workflow of input.workflows) {
    for (const [line, said] of input.lines.entries()) {
      const match = matchCondition(workflow.conditions, said.text);
      if (!match) continue;
      triggers.push({ workflowId: workflow.id, line, words: match.words.join(' ') });
      break;
    }
  }
  return triggers;
}
