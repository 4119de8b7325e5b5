/**
 * Speech cleaned of what a reader skips: fillers ("um", "uh", "you know," used as one), false
 * starts and stutters ("let let me", "I I think", "S so", "th w we're"), and the discourse
 * markers that open or close a spoken sentence ("Okay, so", "..., yeah."). Only words are taken
 * out, never added or changed, so a cleaned sentence is still what was said.
 */

/** Sounds that carry no words. */
const FILLERS = new Set([
  'um',
  'umm',
  'uh',
  'uhm',
  'uhh',
  'erm',
  'er',
  'eh',
  'ehm',
  'ah',
  'hmm',
  'hm',
  'mm',
  'mmm',
  'mhm',
  'mm-hmm',
  'uh-huh',
  'hm-hmm',
  'huh',
  // An adverb, but one that says nothing ("Basically, the case is plastic").
  'basically',
]);
/** Agreement said in passing: a filler inside a sentence ("the yeah, the normalisation"). */
const AGREEMENT = new Set(['yeah', 'yep', 'yup']);
/** Words that open a spoken sentence without adding to it. */
const OPENERS = new Set([
  'so',
  'okay',
  'ok',
  "'kay",
  'yeah',
  'yep',
  'yes',
  'well',
  'alright',
  'oh',
  'anyway',
  'and',
  'but',
]);
/** Opens a sentence only when set off by a comma ("Right, ..." but "right now ..."). */
const COMMA_OPENERS = new Set(['right', 'now', 'actually', 'look', 'listen']);
/** Words that trail a spoken sentence after a comma, or dangle at its end. */
const CLOSERS = new Set(['yeah', 'okay', 'ok', 'right', 'so', 'and', 'or', 'but', 'though', 'yep']);
/** Words before "kind of" or "sort of" that make it a kind ("a kind of", "what sort of"). */
const KIND_OF = new Set(
  'a an the this that these those what which some any every each one another different same other our your their its my'.split(
    ' ',
  ),
);
/** Short words a false start could be mistaken for, as the start of the next word ("a an", "to today"). */
const SHORT_WORDS = new Set(
  (
    'a an as at be by do go he if in is it me my no of on or so to up us we ' +
    'all and any are but can for had has her him his how its may new not now one our out own ' +
    'see she the too two use was way who why yes you'
  ).split(' '),
);
/** Short words without a vowel that are words, not cut-off sounds. */
const VOWELLESS_WORDS = new Set(['by', 'my', 'why', 'mr', 'mrs', 'ms', 'dr', 'st', 'shh', 'nth']);

/** The longest run of words said twice over that is taken for a restart. */
const MAX_REPEAT = 12;

interface Token {
  /** The token as written, punctuation included. */
  text: string;
  /** Its word in lower case, without the punctuation around it. */
  word: string;
}

const STOPS = /[.?!]+$/;

function tokenize(text: string): Token[] {
  return text
    .replace(/\s+(?=['’](?:s|re|ve|ll|d|m|t)\b)/giu, '')
    .replace(/\s+(?=n['’]t\b)/giu, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => ({
      text: token,
      word: token
        .toLowerCase()
        .replace(/’/g, "'")
        .replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ''),
    }));
}

/**
 * Takes the token out, handing a full stop or question mark it carried to the word before it
 * (as `asStop` when given: a tag's "you know?" leaves a statement).
 */
function drop(tokens: Token[], index: number, asStop?: string): void {
  const [removed] = tokens.splice(index, 1);
  const carried = removed?.text.match(STOPS)?.[0];
  const stop = carried && (asStop ?? carried);
  const previous = tokens[index - 1];
  // "We need, like, a screen": the filler's commas go with it.
  if (previous && /,$/.test(previous.text) && /,$/.test(removed?.text ?? ''))
    tokens[index - 1] = { ...previous, text: previous.text.slice(0, -1) };
  if (stop && previous && !STOPS.test(previous.text))
    tokens[index - 1] = { ...previous, text: previous.text.replace(/[,;:]+$/, '') + stop };
}

/** A capital letter alone, as in a spelled-out name ("H M M", "plan B"). */
const isCapital = (token: Token | undefined) => !!token && /^\p{Lu}$/u.test(token.text);

function isFragment(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  const { word } = token;
  if (word === '') return !/[\p{L}\p{N}]/u.test(token.text);
  if (/-$/.test(token.text)) return true;
  const spelled = isCapital(token) && (isCapital(tokens[index - 1]) || isCapital(next));
  if (spelled) return false;
  // "th", "Sh", "w": cut off before a vowel was said.
  const vowelless =
    /^[a-z]{1,3}$/.test(word) && !/[aeiouy]/.test(word) && !VOWELLESS_WORDS.has(word);
  if (vowelless && (token.text === word || (word.length > 1 && !/[A-Z]/.test(token.text.slice(1)))))
    return true;
  if (next === undefined || !/^\p{L}{1,3}$/u.test(word) || next.word.length <= word.length)
    return false;
  // "i is", "S so", "con conceptual": the start of the word said next, not a word of its own.
  const single = word.length === 1 && token.text.replace(/[^\p{L}]/gu, '') !== 'I' && word !== 'a';
  return next.word.startsWith(word) && (single || (word.length > 1 && !SHORT_WORDS.has(word)));
}

/** Whether `tokens` from `at` repeat the `size` words right before them. */
function repeats(tokens: readonly Token[], at: number, size: number): boolean {
  if (at < size || at + size > tokens.length) return false;
  for (let offset = 0; offset < size; offset++)
    if (tokens[at - size + offset]!.word !== tokens[at + offset]!.word) return false;
  return true;
}

const endsClause = (token: Token | undefined) => token === undefined || /[,;:]$/.test(token.text);

/** How many words from `index` are a filler or a false start; 0 when the word is meant. */
function fillerLength(tokens: readonly Token[], index: number): number {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  const before = tokens[index - 1]?.word ?? '';
  if (
    FILLERS.has(token.word) ||
    (AGREEMENT.has(token.word) && tokens.length > 1) ||
    isFragment(tokens, index) ||
    // "like" set off by commas.
    (token.word === 'like' && /,$/.test(token.text) && endsClause(tokens[index - 1]))
  )
    return 1;
  if (next === undefined) return 0;
  // "sort of" and "kind of" as hedges ("it's sort of easy"), not as kinds ("a kind of lizard").
  if ((token.word === 'sort' || token.word === 'kind') && next.word === 'of')
    return KIND_OF.has(before) || /,$/.test(token.text) ? 0 : 2;
  // "you know" and "I mean" at the start or set off by a comma; "I mean" also going on with what
  // is meant, but not saying what something means ("what I mean is", "I mean it").
  const phrase =
    (token.word === 'you' && next.word === 'know') || (token.word === 'i' && next.word === 'mean');
  const setOff =
    (index === 0 || endsClause(tokens[index - 1])) &&
    (/[,.?!]$/.test(next.text) || index + 2 === tokens.length);
  const meaning =
    token.word === 'i' &&
    !/^(?:what|do|you)$/.test(before) &&
    !/^(?:it|that|to|what|by|is)$/.test(tokens[index + 2]?.word ?? '');
  return phrase && (setOff || meaning) ? 2 : 0;
}

function removeFillers(tokens: Token[]): void {
  for (let index = 0; index < tokens.length;) {
    const length = fillerLength(tokens, index);
    if (length === 0) {
      index++;
      continue;
    }
    // A two-word filler ending a question makes it a statement: "..., you know?"
    for (let count = 0; count < length; count++) drop(tokens, index, length > 1 ? '.' : undefined);
    // The word before may now be a false start of the next one ("tha tha that's").
    index = Math.max(0, index - 1);
  }
}

function removeStutters(tokens: Token[]): void {
  // "we we've", "it it's": a word said again with its contraction.
  for (let index = tokens.length - 2; index >= 0; index--) {
    const next = tokens[index + 1]!.word;
    if (next.includes("'") && next.slice(0, next.indexOf("'")) === tokens[index]!.word)
      tokens.splice(index, 1);
  }
  for (let index = 1; index < tokens.length; index++)
    for (let size = Math.min(MAX_REPEAT, index); size >= 1; size--)
      if (repeats(tokens, index, size)) {
        // The first saying goes; the second keeps the punctuation the sentence goes on with.
        tokens.splice(index - size, size);
        index = Math.max(0, index - size - 1);
        break;
      }
}

function removeOpenersAndClosers(tokens: Token[]): void {
  while (tokens.length > 1) {
    const [first] = tokens;
    if (OPENERS.has(first!.word) || (COMMA_OPENERS.has(first!.word) && /,$/.test(first!.text)))
      tokens.shift();
    else break;
  }
  while (tokens.length > 1) {
    const last = tokens.at(-1)!;
    const before = tokens.at(-2)!;
    if (
      !CLOSERS.has(last.word) ||
      (!/,$/.test(before.text) && !/^(?:and|or|but|so)$/.test(last.word))
    )
      break;
    drop(tokens, tokens.length - 1);
  }
}

/** The sentence without fillers, stutters and false starts; '' when nothing but those was said. */
export function cleanSpeech(sentence: string): string {
  const tokens = tokenize(sentence);
  removeFillers(tokens);
  removeStutters(tokens);
  removeOpenersAndClosers(tokens);
  const text = tokens
    .map((token) => token.text)
    .join(' ')
    .replace(/^[\s,;:.…-]+/, '')
    .replace(/[,;:]+(?=\s*[.?!]*$)/, '')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}
