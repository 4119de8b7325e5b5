import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { beforeAll, describe, expect, it } from 'vitest';
import { classGroupsInUse, pruneClassGroups, scanClassCandidates } from './tailwind-merge-groups';

type Merge = (classes: string) => string;

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const stylesheet = fileURLToPath(import.meta.resolve('@convene/ui/globals.css'));
const tailwindMergeSource = fileURLToPath(import.meta.resolve('tailwind-merge'));

/** tailwind-merge's twMerge as the build ships it with only `keep` class groups. */
async function prunedTwMerge(keep: ReadonlySet<string>): Promise<Merge> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'tailwind-merge-')), 'pruned.mjs');
  const source = await readFile(tailwindMergeSource, 'utf8');
  // Without the source map comment: the map sits beside the original only.
  await writeFile(file, pruneClassGroups(source, keep).replace(/^\/\/# sourceMappingURL=.*$/m, ''));
  const pruned = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { twMerge: Merge };
  return pruned.twMerge;
}

/** Pairs of the classes whose merge differs between the two. */
function differences(classes: readonly string[], merge: Merge): string[] {
  const differing: string[] = [];
  for (const first of classes) {
    for (const second of classes) {
      const pair = `${first} ${second}`;
      if (merge(pair) !== twMerge(pair)) differing.push(pair);
    }
  }
  return differing;
}

describe('tailwind-merge pruned to the class groups in use', () => {
  let candidates: string[];
  let keep: Set<string>;
  let classes: string[];

  beforeAll(async () => {
    candidates = await scanClassCandidates(stylesheet, webRoot);
    keep = classGroupsInUse(candidates);
    // The candidates tailwind-merge knows as Tailwind classes (the others it never merges).
    classes = candidates.filter((candidate) => twMerge(`${candidate} ${candidate}`) === candidate);
  }, 60_000);

  it('finds the classes of packages/ui and apps/web', () => {
    expect(candidates).toEqual(expect.arrayContaining(['min-h-svh', 'text-muted-foreground']));
    expect(keep.has('p')).toBe(true);
    expect(keep.has('skew-x')).toBe(false);
  });

  // Some half a million merges each way, growing with the square of the app's classes: under a
  // minute alone, several beside the story tests and journeys on two cores.
  it(
    'merges every pair of the app’s classes as the full tailwind-merge does',
    { timeout: 300_000 },
    async () => {
      expect(differences(classes, await prunedTwMerge(keep))).toEqual([]);
    },
  );

  it('would tell if a group in use were cut', async () => {
    const withoutPadding = new Set([...keep].filter((group) => group !== 'p'));
    expect((await prunedTwMerge(withoutPadding))('p-2 p-4')).not.toBe(twMerge('p-2 p-4'));
  });
});
