import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { parseAst, type Plugin } from 'vite';

/**
 * tailwind-merge (packages/ui's cn()) ships the class groups of every Tailwind utility, most of
 * which the app never writes: some 6 kB gzip on every page. The build keeps the groups that
 * recognise a class of the app's sources. A class is classified by the first group that
 * recognises it, so groups that recognise none of the app's classes never decide anything for them
 * and merging stays the same (build/tailwind-merge-groups.test.ts checks it).
 */

/** Every class-like string of the sources the stylesheet names, found as Tailwind finds them. */
export async function scanClassCandidates(stylesheet: string, root: string): Promise<string[]> {
  const base = path.dirname(stylesheet);
  const compiler = await compile(await readFile(stylesheet, 'utf8'), {
    base,
    onDependency: () => {},
  });
  // As @tailwindcss/vite: automatic detection (root null) scans the Vite root.
  const detected =
    compiler.root === 'none'
      ? []
      : [{ ...(compiler.root ?? { base: root, pattern: '**/*' }), negated: false }];
  return new Scanner({ sources: [...detected, ...compiler.sources] }).scan();
}

/** The names of tailwind-merge's default class groups that recognise at least one candidate. */
export function classGroupsInUse(candidates: readonly string[]): Set<string> {
  const config = getDefaultConfig();
  const recognises = (merge: (classes: string) => string, candidate: string) =>
    merge(`${candidate} ${candidate}`) === candidate;
  const fullMerge = createTailwindMerge(() => config);
  const classes = candidates.filter((candidate) => recognises(fullMerge, candidate));
  const inUse = new Set<string>();
  for (const [name, definitions] of Object.entries(config.classGroups)) {
    const merge = createTailwindMerge(() => ({
      ...config,
      classGroups: { [name]: definitions },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    if (classes.some((candidate) => recognises(merge, candidate))) inUse.add(name);
  }
  return inUse;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function propertyName(property: Node): string | undefined {
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

function findClassGroups(node: Node, found: Node[]): Node[] {
  if (
    node.type === 'Property' &&
    propertyName(node) === 'classGroups' &&
    (node.value as Node).type === 'ObjectExpression'
  )
    found.push(node.value as Node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) findClassGroups(child, found);
    }
  }
  return found;
}

/** tailwind-merge's module source with only the `keep` class groups in its default config. */
export function pruneClassGroups(code: string, keep: ReadonlySet<string>): string {
  const found = findClassGroups(parseAst(code) as unknown as Node, []);
  // A different layout after an upgrade must not go unnoticed, nor cut the wrong object.
  if (found.length !== 1)
    throw new Error(`Expected one classGroups object in tailwind-merge, found ${found.length}.`);
  const [groups] = found as [Node];
  const kept = (groups.properties as Node[]).filter((property) => {
    const name = propertyName(property);
    if (name === undefined)
      throw new Error('tailwind-merge has a class group without a plain name.');
    return keep.has(name);
  });
  const object = `{${kept.map((property) => code.slice(property.start, property.end)).join(',')}}`;
  return code.slice(0, groups.start) + object + code.slice(groups.end);
}

const tailwindMergeBuild = /[\\/]tailwind-merge[\\/]dist[\\/]bundle-mjs\.mjs$/;

/** Prunes tailwind-merge's class groups to those the classes of `stylesheet`'s sources need. */
export function tailwindMergeGroups(stylesheet: string): Plugin {
  let keep: Set<string> | undefined;
  return {
    name: 'convene:tailwind-merge-groups',
    apply: 'build',
    async configResolved(config) {
      keep = classGroupsInUse(await scanClassCandidates(stylesheet, config.root));
    },
    transform: {
      filter: { id: tailwindMergeBuild },
      handler(code) {
        if (keep === undefined) throw new Error('The class groups in use were not scanned.');
        return { code: pruneClassGroups(code, keep), map: null };
      },
    },
  };
}
