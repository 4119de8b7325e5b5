/**
 * ROUGE-N F (Lin, 2004) as QMSum reports it: lowercase word tokens (letters and digits, so "don't"
 * is "don" and "t"), n-grams counted with clipping (an n-gram found twice in the reference matches
 * at most twice), and the F1 of the matched share of each side. No stemming, no stop words dropped.
 */

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function nGrams(words: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let start = 0; start + n <= words.length; start++) {
    const gram = words.slice(start, start + n).join(' ');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** ROUGE-N F of a candidate text against a reference; 0 when either has no n-gram. */
export function rougeF(candidate: string, reference: string, n: number): number {
  const made = nGrams(tokens(candidate), n);
  const wanted = nGrams(tokens(reference), n);
  let overlap = 0;
  for (const [gram, count] of made) overlap += Math.min(count, wanted.get(gram) ?? 0);
  const madeTotal = [...made.values()].reduce((sum, count) => sum + count, 0);
  const wantedTotal = [...wanted.values()].reduce((sum, count) => sum + count, 0);
  if (overlap === 0 || madeTotal === 0 || wantedTotal === 0) return 0;
  const precision = overlap / madeTotal;
  const recall = overlap / wantedTotal;
  return (2 * precision * recall) / (precision + recall);
}
