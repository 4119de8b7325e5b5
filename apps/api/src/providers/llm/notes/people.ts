/** Who a sentence names or speaks to: how an action item asked of someone finds its owner. */
import type { Sentence } from './sentences.js';

/** A speaker's name as people address them: the full name and its first word, without "(simulated)". */
function addressForms(speaker: string): string[] {
  const name = speaker.replace(/\(.*?\)/g, '').trim();
  const first = name.split(/\s+/)[0];
  return [...new Set([name, first].filter((form): form is string => !!form && form.length > 1))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface People {
  /** The participant the sentence names, other than its speaker; null when none. */
  namedIn(sentence: Sentence): string | null;
  /** The participant whose name (in any address form) is exactly `name`, or null. */
  byName(name: string): string | null;
  /** Address forms of every participant, as a regex alternation (longest first). */
  names: string;
}

export function peopleOf(sentences: readonly Sentence[]): People {
  const speakers = [...new Set(sentences.map((sentence) => sentence.speaker))];
  const forms = speakers.flatMap((speaker) =>
    addressForms(speaker).map((form) => ({
      speaker,
      form,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`, 'u'),
    })),
  );
  return {
    namedIn: (sentence) =>
      forms.find(
        ({ speaker, pattern }) => speaker !== sentence.speaker && pattern.test(sentence.plain),
      )?.speaker ?? null,
    byName: (name) => forms.find(({ form }) => form === name)?.speaker ?? null,
    names: forms
      .map(({ form }) => form)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
  };
}

/** "Priya, can you ..." or "... by Friday, Priya?": someone addressed who may never have spoken. */
const ADDRESSED = /^(\p{Lu}[\p{L}'-]+),\s|,\s(\p{Lu}[\p{L}'-]+)[?.!]$/u;
const NOT_A_NAME = new Set(
  (
    'So Okay Ok Yes Yeah No Well Right Now And But Also Then Alright Sure Great Thanks Please ' +
    'Everyone Everybody Guys Team Folks All Actually Honestly Again Today Tomorrow Sorry Look Listen'
  ).split(' '),
);

export function addressedName(text: string): string | null {
  const match = ADDRESSED.exec(text);
  const name = match?.[1] ?? match?.[2];
  return name !== undefined && !NOT_A_NAME.has(name) ? name : null;
}
