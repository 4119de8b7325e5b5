import { describe, expect, it } from 'vitest';
import { JsonTooDeep, parseJsonInPieces } from '../../src/text/json-in-pieces.js';
import { servedWhile } from './fixtures/served.js';

describe('parseJsonInPieces', () => {
  it('reads what JSON.parse reads, as JSON.parse reads it', async () => {
    for (const text of [
      '{"a":1,"a":2}',
      '[1,2,{"b":[null,true,"x\\u00e9\\ud83d\\ude00"]}]',
      ' 42 ',
      '"text"',
      'null',
      '1e400',
      '{"__proto__":{"x":1},"y":2}',
    ])
      expect(await parseJsonInPieces(text, 64)).toStrictEqual(JSON.parse(text));
    const parsed = (await parseJsonInPieces('{"__proto__":{"x":1}}', 64)) as object;
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('refuses what JSON.parse refuses', async () => {
    for (const text of ['', '  ', '{"a":1} x', '{}{}', '[1,2', '[1,]', "{'a':1}", 'NaN'])
      await expect(parseJsonInPieces(text, 64), text).rejects.toThrow();
  });

  it('refuses JSON nested deeper than allowed as it reads it, and reads what nests that deep', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    await expect(parseJsonInPieces(nested(3), 3)).resolves.toEqual([[[]]]);
    await expect(parseJsonInPieces(nested(4), 3)).rejects.toThrow(JsonTooDeep);
    await expect(parseJsonInPieces('['.repeat(3_000_000), 64)).rejects.toThrow(JsonTooDeep);
  });

  it('serves other work between its pieces', async () => {
    const text = JSON.stringify(Array.from({ length: 40_000 }, (_, id) => ({ id, name: 'x' })));
    const { result, served } = await servedWhile(parseJsonInPieces(text, 64));
    expect(result).toHaveLength(40_000);
    // 800 KB read 64 KB at a time.
    expect(served).toBeGreaterThanOrEqual(12);
  });
});
