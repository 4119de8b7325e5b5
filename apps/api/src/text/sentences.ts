/** Plain-text helpers shared by the agent brief and the embedded language model. */

/** A full stop that ends an abbreviation or an initial rather than a sentence. */
const ABBREVIATION =
  /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|incl|esp|mr|mrs|ms|dr|prof|st|no|[a-z])\.$/i;

/** Sentences, cut after . ! ? unless the full stop ends an abbreviation such as "e.g.". */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const piece of text.split(/(?<=[.!?।。])\s+/)) {
    const previous = sentences.at(-1);
    if (previous !== undefined && ABBREVIATION.test(previous))
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}

/** The first `max` words of `text`, marked with an ellipsis when cut. */
export function firstWords(text: string, max: number): string {
  const words = text.split(/\s+/);
  return words.length <= max ? text : `${words.slice(0, max).join(' ')}…`;
}
