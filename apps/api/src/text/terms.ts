/** The words of a text that carry its meaning, lightly stemmed: what the embedded language model compares. */

/** Words too common to say what a text is about (the simulator avoids them as topics too). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if then of to in on at by for with from about into over after before as is are was were be been being ' +
    'do does did doing have has had having can could will would shall should may might must i me my we our us you your he she ' +
    'it its they them their this that these those there here what which who whom whose when where why how any some all each ' +
    'not no so than too very just also please tell know let get got say said give show anything something much many more most'
  ).split(' '),
);

/** Light stemming so price, prices, priced and pricing meet. */
function stem(word: string): string {
  let stemmed = word.replace(/'s$/, '');
  if (stemmed.length > 4 && stemmed.endsWith('ies')) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (stemmed.length > 5 && stemmed.endsWith('ing')) stemmed = stemmed.slice(0, -3);
  else if (stemmed.length > 4 && stemmed.endsWith('ed')) stemmed = stemmed.slice(0, -2);
  else if (stemmed.length > 3 && stemmed.endsWith('s') && !stemmed.endsWith('ss'))
    stemmed = stemmed.slice(0, -1);
  if (stemmed.length > 4 && stemmed.endsWith('e')) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** The text's stemmed words, without stop words and single letters. */
export function meaningfulTerms(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.filter((word) => !STOP_WORDS.has(word) && word.length > 1).map(stem));
}
