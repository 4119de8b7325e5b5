/**
 * The contract is openapi/openapi.yaml plus the feature files it joins by $ref. Every reader takes
 * it from here as one document, bundled by Redocly the way the lint and the client type generator
 * see it: path items inlined, each feature's schemas under components with their own names, so
 * every $ref left is local and a reader needs no file of its own.
 */
import { readFileSync } from 'node:fs';
import { bundle, createConfig, parseYaml } from '@redocly/openapi-core';

/** The bundled contract as parsed: each reader narrows it to the parts it reads. */
export interface ContractDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Partial<Record<'schemas' | 'responses' | 'parameters', Record<string, unknown>>>;
}

type Components = Record<string, Record<string, unknown> | undefined>;

function componentKeys(components: Components | undefined): string[] {
  return Object.entries(components ?? {}).flatMap(([kind, named]) =>
    Object.keys(named ?? {}).map((name) => `${kind}/${name}`),
  );
}

const bundles = new Map<string, Promise<ContractDocument>>();

/**
 * Bundled once per process and file (about 0.7 s of CPU each time; the test suites start hundreds
 * of servers); each caller gets its own copy, since the route registration annotates what it reads.
 */
export async function loadContract(rootPath: string): Promise<ContractDocument> {
  let bundled = bundles.get(rootPath);
  if (!bundled) {
    bundled = bundleContract(rootPath);
    bundled.catch(() => bundles.delete(rootPath));
    bundles.set(rootPath, bundled);
  }
  return structuredClone(await bundled);
}

async function bundleContract(rootPath: string): Promise<ContractDocument> {
  const result = await bundle({ ref: rootPath, config: await createConfig({}) });
  const problems = result.problems.map(
    (problem) => `${problem.message} (${problem.location[0]?.pointer ?? rootPath})`,
  );
  // Two files naming different components alike make the bundle rename one without a problem
  // (e.g. to `schemas-Name`), which would change the client types: every name must be a file's.
  const declared = new Set(
    [...result.fileDependencies].flatMap((file) =>
      componentKeys(
        (parseYaml(readFileSync(file, 'utf8')) as { components?: Components }).components,
      ),
    ),
  );
  const bundled = result.bundle.parsed as ContractDocument;
  for (const key of componentKeys(bundled.components)) {
    if (!declared.has(key))
      problems.push(`${key} is named by no file: two components share its name`);
  }
  if (problems.length > 0) {
    throw new Error(`The contract at ${rootPath} does not bundle: ${problems.join('; ')}`);
  }
  return bundled;
}
