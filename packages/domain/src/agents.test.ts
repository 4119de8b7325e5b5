import { describe, expect, it } from 'vitest';
import { parseWakeWords } from './agents';

describe('wake words', () => {
  it('splits on commas, trims each and drops empty entries', () => {
    expect(parseWakeWords(' hey convene, scrum bot ,,  ,assistant ')).toEqual([
      'hey convene',
      'scrum bot',
      'assistant',
    ]);
    expect(parseWakeWords(' , ,')).toEqual([]);
    expect(parseWakeWords('')).toEqual([]);
  });
});
