/**
 * Which of a meeting's speakers a question names. Transcripts label speakers by name ("Hon. Navdeep
 * Bains"), by name and role ("Right Hon. Justin Trudeau (Prime Minister)") or by role alone
 * ("Project Manager", "Professor C"); people ask about them by surname ("What did Bains say"), by
 * role ("the prime minister", "the user interface designer") or by a letter ("What did C think").
 */
import { STOP_WORDS } from '../text/terms.js';

/** Titles that come with names but say nothing about who is meant. */
const TITLES: ReadonlySet<string> = new Set(
  'hon honourable honorable mr mrs ms mx miss dr prof sir dame lord lady right rt the am mp mla mep jr sr'.split(
    ' ',
  ),
);

/** Nouns that follow a role without changing who is meant ("the marketing expert"). */
const ROLE_NOUNS: ReadonlySet<string> = new Set(
  'designer expert manager lead head director officer engineer representative rep member specialist person guy'.split(
    ' ',
  ),
);

/** A label's words as people would say them. */
export const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}'’]+/u).filter(Boolean);

/** One person's label without what it adds in brackets: "Hon. Deb Schulte (Minister of Seniors)" is Hon. Deb Schulte. */
export const personOf = (label: string) => label.replace(/\s*\(.*$/s, '').trim() || label;

const base = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/(?<=\w{3})s$/, '');

interface Phrase {
  words: string[];
  /** The name itself, rather than a role or a constituency given in brackets. */
  isName: boolean;
}

/** The label's name and each bracketed part ("(Minister of Seniors)"), without titles and small words. */
function phrasesOf(label: string): Phrase[] {
  const meaningful = (text: string) =>
    wordsOf(text).filter((word) => !TITLES.has(word.toLowerCase()));
  const phrases: Phrase[] = [{ words: meaningful(personOf(label)), isName: true }];
  for (const bracket of label.matchAll(/\(([^()]*)/g))
    phrases.push({
      words: meaningful(bracket[1]!).filter((word) => !STOP_WORDS.has(word.toLowerCase())),
      isName: false,
    });
  return phrases.filter((phrase) => phrase.words.length > 0);
}

/**
 * The positions of the question's words that name this phrase, or none: every long word of it in
 * any case ("the industrial designer", "Minister of Seniors"), and for a name also one of its words
 * written as a name ("Bains") or its letter ("C", "PhD B"), never the question's first word.
 */
function namingWords(phrase: Phrase, words: readonly string[]): number[] {
  const asked = words.map(base);
  const long = phrase.words.filter((word) => word.length > 2);
  const positions = long.map((word) => asked.indexOf(base(word)));
  const named =
    long.length > 0 && positions.every((position) => position >= 0)
      ? [
          ...positions,
          ...positions
            .map((position) => position + 1)
            .filter((next) => ROLE_NOUNS.has(asked[next] ?? '')),
        ]
      : [];
  if (!phrase.isName) return named;
  for (const word of phrase.words) {
    const position = words.findIndex(
      (written, index) => index > 0 && written.replace(/['’]s$/, '') === word,
    );
    if (position < 0) continue;
    const isLetter = word.length <= 2 && /^\p{Lu}+$/u.test(word) && word !== 'I';
    const isName = word.length > 2 && /^\p{Lu}/u.test(word);
    if (isLetter || isName) named.push(position);
  }
  return [...new Set(named)];
}

/** Verbs that come before the one asked about: "What did Priya say", "Why was the chair against it". */
const AUXILIARIES: ReadonlySet<string> = new Set(
  'did does do was were is are has have had will would can could should'.split(' '),
);

/**
 * Whether the question asks what the person said or did ("What did the professor think",
 * "Marketing's presentation"), rather than about them ("Who will pair with Jonas?").
 */
function isSubject(words: readonly string[], positions: ReadonlySet<number>): boolean {
  const first = Math.min(...positions);
  const last = Math.max(...positions);
  if (/['’]s$/i.test(words[last]!)) return true;
  const before = words[first - 1]?.toLowerCase() === 'the' ? first - 2 : first - 1;
  return AUXILIARIES.has(words[before]?.toLowerCase() ?? '');
}

export interface NamedSpeakers {
  /** Every label of each person named. */
  speakers: string[];
  /** The positions of the question's words (wordsOf) that named them. */
  words: Set<number>;
}

export function namedSpeakers(question: string, labels: readonly string[]): NamedSpeakers {
  const words = wordsOf(question);
  const byPerson = new Map<string, Set<number>>();
  for (const label of new Set(labels))
    for (const phrase of phrasesOf(label)) {
      const positions = namingWords(phrase, words);
      if (positions.length === 0) continue;
      const person = personOf(label);
      const named = byPerson.get(person) ?? new Set<number>();
      for (const position of positions) named.add(position);
      byPerson.set(person, named);
    }
  // A word several people share ("Bill", "PhD") names none of them.
  const claims = new Map<number, number>();
  for (const positions of byPerson.values())
    for (const position of positions) claims.set(position, (claims.get(position) ?? 0) + 1);
  const persons = new Set<string>();
  const used = new Set<number>();
  for (const [person, positions] of byPerson) {
    if (![...positions].some((position) => claims.get(position) === 1)) continue;
    if (!isSubject(words, positions)) continue;
    persons.add(person);
    for (const position of positions) used.add(position);
  }
  return {
    speakers: [...new Set(labels)].filter((label) => persons.has(personOf(label))),
    words: used,
  };
}
