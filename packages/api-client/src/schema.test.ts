import { readFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { expect, test } from 'vitest';

const contract = new URL('../../../openapi/openapi.yaml', import.meta.url);
const committed = new URL('./schema.d.ts', import.meta.url);

test('the committed schema.d.ts is what `npm run generate` makes of openapi.yaml', async () => {
  // The options the openapi-typescript CLI passes when no flag is given.
  const ast = await openapiTS(contract, { defaultNonNullable: false, silent: true });
  const generated = `${COMMENT_HEADER}${astToString(ast)}`;
  const onDisk = await readFile(committed, 'utf8');
  expect(onDisk, 'src/schema.d.ts is stale: run `npm run generate -w @convene/api-client`').toBe(
    generated,
  );
  // Generating from the whole contract takes seconds, more on two cores busy with other suites.
}, 60_000);
