import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT_PATH } from '../../src/config.js';
import { loadContract } from '../../src/http/contract-document.js';

interface FeatureFile {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

const featuresDir = path.join(path.dirname(DEFAULT_CONTRACT_PATH), 'features');

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

const ROOT = `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /thing:
    $ref: 'features/things.yaml#/paths/~1thing'
components:
  schemas:
    Name: { type: string }
`;

/** A feature whose one operation answers with `answer`; `schemas` are its own. */
function thingsFeature(answer: string, schemas: string): string {
  return `paths:
  /thing:
    get:
      responses:
        '200':
          description: A thing.
          content:
            application/json:
              schema:
                $ref: '${answer}'
components:
  schemas:
${schemas}
`;
}

const THING = `    Thing:
      type: object
      properties:
        name:
          $ref: '../openapi.yaml#/components/schemas/Name'`;

describe('loadContract', () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function contractFiles(feature: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'convene-contract-'));
    made.push(dir);
    mkdirSync(path.join(dir, 'features'));
    writeFileSync(path.join(dir, 'openapi.yaml'), ROOT);
    writeFileSync(path.join(dir, 'features', 'things.yaml'), feature);
    return path.join(dir, 'openapi.yaml');
  }

  it("holds every feature file's paths and schemas, with every $ref local", async () => {
    const contract = await loadContract(DEFAULT_CONTRACT_PATH);
    const files = readdirSync(featuresDir).filter((file) => file.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(0);
    // The lint reaches a feature file only through $refs: a path the root does not list, or a
    // schema nothing refers to, would be left out of the contract without a word.
    for (const file of files) {
      const feature = parseYaml(readFileSync(path.join(featuresDir, file), 'utf8')) as FeatureFile;
      for (const route of Object.keys(feature.paths ?? {})) {
        expect(Object.keys(contract.paths), `${file}: ${route}`).toContain(route);
      }
      for (const name of Object.keys(feature.components?.schemas ?? {})) {
        expect(Object.keys(contract.components.schemas ?? {}), `${file}: ${name}`).toContain(name);
      }
    }
    expect(refsIn(contract).filter((ref) => !ref.startsWith('#/'))).toEqual([]);
  });

  it("inlines a feature's path and lifts its schemas beside the root's, under their own names", async () => {
    const contract = await loadContract(
      contractFiles(thingsFeature('#/components/schemas/Thing', THING)),
    );
    expect(contract.paths['/thing']).toHaveProperty('get');
    expect(contract.components.schemas).toEqual({
      Name: { type: 'string' },
      Thing: { type: 'object', properties: { name: { $ref: '#/components/schemas/Name' } } },
    });
    expect(refsIn(contract.paths)).toEqual(['#/components/schemas/Thing']);
  });

  it('refuses a $ref that points nowhere', async () => {
    const root = contractFiles(thingsFeature('#/components/schemas/Missing', THING));
    await expect(loadContract(root)).rejects.toThrow(/does not bundle/);
  });

  it("refuses a feature's schema named like a different one of the root", async () => {
    // The bundle would rename one of the two, and the client types would change with it.
    const root = contractFiles(
      thingsFeature('#/components/schemas/Name', '    Name: { type: integer }'),
    );
    await expect(loadContract(root)).rejects.toThrow(/does not bundle/);
  });
});
