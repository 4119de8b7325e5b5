/**
 * The language of a text, as the Postgres text search configuration that stems it ('english',
 * 'german', 'hindi', …), so a meeting held in German is searched with German stems. Told from the
 * script the text is written in, and for Latin script from its most common short words; English
 * when it is unclear, as most meetings here are.
 */

export const DEFAULT_LANGUAGE = 'english';

/** Scripts that one of Postgres's configurations reads, by a letter of the script. */
const SCRIPTS: readonly { letters: RegExp; language: string }[] = [
  { letters: /\p{Script=Devanagari}/u, language: 'hindi' },
  { letters: /\p{Script=Tamil}/u, language: 'tamil' },
  { letters: /\p{Script=Arabic}/u, language: 'arabic' },
  { letters: /\p{Script=Greek}/u, language: 'greek' },
  { letters: /\p{Script=Cyrillic}/u, language: 'russian' },
  { letters: /\p{Script=Armenian}/u, language: 'armenian' },
  { letters: /\p{Script=Hebrew}/u, language: 'yiddish' },
];

/**
 * Each Latin-script language's commonest words, which nearly every paragraph of it has. Norwegian
 * shares too many of them with Danish to be told apart; Danish stems it closely.
 */
const COMMON_WORDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    english: 'the and is are was to of in that it you we this have with for not what be',
    german: 'der die das und ist nicht ich wir sie es ein eine mit auf den dem zu auch wie',
    french: 'le la les et est des une un que qui pas nous vous il elle dans pour sur ce',
    spanish: 'el la los las y es que de en un una por para con no lo se como pero',
    italian: 'il lo la gli le e è che di un una per non con sono questo anche ma',
    portuguese: 'o a os as e é que de em um uma para com não se mas por isso',
    dutch: 'de het een en is dat niet ik wij we van op voor met zijn ook maar',
    swedish: 'och att det som är jag inte en på med för har vi de till men',
    danish: 'og at det som er jeg ikke en på med for har vi de til men',
    finnish: 'ja on ei se että hän mutta kun niin tai myös ole oli ovat',
    turkish: 've bir bu da de ne için ile ama çok daha gibi var olarak',
    indonesian: 'dan yang di ini itu dengan untuk tidak dari ada kami kita akan',
    romanian: 'și este în că nu cu pe la un o sunt din pentru care',
    hungarian: 'a az és hogy nem egy is van ez de meg már csak',
  }).map(([language, words]) => [language, new Set(words.split(' '))]),
);

/** Words read at most: the start of a long meeting tells its language. */
const SAMPLE_WORDS = 3000;
/** The winning language's common words must make up this share of the text, and beat the next by this factor. */
const MIN_SHARE = 0.05;
const MIN_LEAD = 1.25;

export function detectLanguage(text: string): string {
  const sample = text.slice(0, SAMPLE_WORDS * 8);
  const letters = sample.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return DEFAULT_LANGUAGE;
  for (const { letters: script, language } of SCRIPTS) {
    const written = letters.filter((letter) => script.test(letter)).length;
    if (written > letters.length / 2) return language;
  }
  const words = (sample.toLowerCase().match(/\p{L}+/gu) ?? []).slice(0, SAMPLE_WORDS);
  const counts = Object.entries(COMMON_WORDS)
    .map(([language, common]) => ({
      language,
      found: words.filter((word) => common.has(word)).length,
    }))
    .sort((a, b) => b.found - a.found);
  const [first, second] = counts;
  if (!first || first.found < MIN_SHARE * words.length) return DEFAULT_LANGUAGE;
  if (second && first.found < MIN_LEAD * second.found) return DEFAULT_LANGUAGE;
  return first.language;
}
