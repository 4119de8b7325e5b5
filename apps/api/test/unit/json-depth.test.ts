import { describe, expect, it } from 'vitest';
import { jsonNestsWithin } from '../../src/text/json-depth.js';

describe('how deep a JSON text nests', () => {
  it('counts arrays and objects inside each other, not those side by side', () => {
    expect(jsonNestsWithin('{"a":[1,{"b":[]}]}', 4)).toBe(true);
    expect(jsonNestsWithin('{"a":[1,{"b":[]}]}', 3)).toBe(false);
    expect(jsonNestsWithin(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(true);
    expect(jsonNestsWithin('"just a string"', 0)).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsWithin('{"text":"[[[[{{{{"}', 1)).toBe(true);
    expect(jsonNestsWithin(String.raw`{"text":"a \"[[[\" b"}`, 1)).toBe(true);
    expect(jsonNestsWithin(String.raw`{"path":"C:\\"}`, 1)).toBe(true);
    expect(jsonNestsWithin(String.raw`{"path":"C:\\","x":[[]]}`, 2)).toBe(false);
  });

  it('stops at the first level past the limit of a flood of brackets', () => {
    expect(jsonNestsWithin('['.repeat(5_000_000), 64)).toBe(false);
  });
});
