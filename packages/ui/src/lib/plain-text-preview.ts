/**
 * Prompts and greetings are written in markdown, but a card has room for a few lines of plain
 * text: the marks ('## Role', '- You are…', '**bold**', links) would only be noise there.
 */

/** Sentence or clause punctuation a line may already end with; no separator is added after it. */
const ENDS_WITH_PUNCTUATION = /[.!?:;,…]$/;

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)(\s+#+)?\s*$/;
/** The '===' or '---' line under a setext heading, and a thematic break. */
const UNDERLINE_OR_RULE = /^\s{0,3}([=\-*_])(\s*\1){2,}\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
const QUOTE = /^\s{0,3}>\s?/;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s+\S+/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** Backslash-escaped marks stand in the Unicode private use area while the marks around them go. */
const PRIVATE_USE = 0xe000;
const hideEscapes = (text: string) =>
  text.replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, (_escape, mark: string) =>
    String.fromCharCode(PRIVATE_USE + mark.charCodeAt(0)),
  );
const restoreEscapes = (text: string) =>
  text.replace(/[\ue000-\ue07f]/g, (hidden) =>
    String.fromCharCode(hidden.charCodeAt(0) - PRIVATE_USE),
  );

/** Inline marks: images and links become their text, emphasis and code their content. */
function stripInline(text: string): string {
  return restoreEscapes(
    hideEscapes(text)
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/`+([^`]+)`+/g, '$1')
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
      .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '$1')
      // Underscores inside words (snake_case) are not emphasis.
      .replace(/(^|[^\w])_(?=\S)(.+?)(?<=\S)_(?![\w])/g, '$1$2')
      // A run of dots reads as one ellipsis, so a cut never ends in '....'.
      .replace(/\.{3,}|…+/g, '…'),
  );
}

type Block = { kind: 'heading' | 'item' | 'text'; text: string };

function blocks(markdown: string): Block[] {
  const result: Block[] = [];
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      result.push({ kind: 'text', text: line });
      continue;
    }
    if (UNDERLINE_OR_RULE.test(line) || LINK_DEFINITION.test(line) || TABLE_DIVIDER.test(line))
      continue;
    const unquoted = line.replace(QUOTE, '');
    const heading = HEADING.exec(unquoted);
    const item = LIST_ITEM.exec(unquoted);
    const [kind, text] = heading
      ? (['heading', heading[1] ?? ''] as const)
      : item
        ? (['item', item[1] ?? ''] as const)
        : (['text', unquoted.replace(/^\s*\||\|\s*$/g, '').replace(/\s*\|\s*/g, ' ')] as const);
    const plain = stripInline(text).trim();
    if (plain !== '') result.push({ kind, text: plain });
  }
  return result;
}

/**
 * Markdown as one line of plain text: headings end with ':' and list items are kept apart with
 * ';' (unless they end with punctuation of their own), whitespace collapses to single spaces.
 */
export function markdownToPlainText(markdown: string): string {
  const parts = blocks(markdown);
  return parts
    .map(({ kind, text }, index) => {
      if (ENDS_WITH_PUNCTUATION.test(text)) return text;
      if (kind === 'heading') return `${text}:`;
      if (kind === 'item' && parts[index + 1]?.kind === 'item') return `${text};`;
      return text;
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Trailing punctuation and spaces a cut would leave before its '…'. */
const DANGLING = /[\s.,;:!?…\-–—]+$/;

/**
 * A card's preview of markdown text: plain text (see markdownToPlainText), at most `maxLength`
 * characters, cut at a word boundary and ended with a single '…' when it was cut.
 */
export function plainTextPreview(markdown: string, maxLength: number): string {
  const text = markdownToPlainText(markdown);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  // One long word (a URL) is cut inside rather than dropped whole.
  const atWord = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(DANGLING, '')}…`;
}
