/**
 * What is embedded for a transcript segment: its speaker and words, a short one with the turns
 * around it, cut to a safe length, with the hash that says when it must be embedded again.
 */
import { describe, expect, it } from 'vitest';
import { segmentTexts, SEGMENT_TEXT_MAX_CHARS, textHash } from '../../src/embeddings/texts.js';

describe('what is embedded for a transcript segment', () => {
  const segment = (ordinal: number, speakerName: string, content: string) => ({
    ordinal,
    speakerName,
    content,
  });

  it('is the speaker and the words; a short one takes in the turns around it', () => {
    const texts = segmentTexts([
      segment(0, 'Priya', 'Should we move the launch to March so the export fix ships first?'),
      segment(1, 'Tom', 'Agreed.'),
      segment(2, 'Aisha', 'Then I will tell the customers on Monday.'),
    ]);
    expect(texts.map((text) => text.text)).toEqual([
      'Priya: Should we move the launch to March so the export fix ships first?',
      'Priya: Should we move the launch to March so the export fix ships first?\nTom: Agreed.\nAisha: Then I will tell the customers on Monday.',
      'Aisha: Then I will tell the customers on Monday.',
    ]);
    expect(texts.map((text) => text.ordinal)).toEqual([0, 1, 2]);
    expect(texts[1]!.hash).toBe(textHash(texts[1]!.text));
    expect(new Set(texts.map((text) => text.hash)).size).toBe(3);
  });

  it('is cut to a safe length, and a neighbour given to a short one to a few hundred characters', () => {
    const monologue = Array.from({ length: 600 }, (_, index) => `word${index}`).join(' ');
    const [long, short] = segmentTexts([segment(0, 'Priya', monologue), segment(1, 'Tom', 'Yes.')]);
    expect(long!.text).toHaveLength(SEGMENT_TEXT_MAX_CHARS);
    expect(short!.text.startsWith('Priya: …word')).toBe(true);
    expect(short!.text.endsWith('\nTom: Yes.')).toBe(true);
    expect(short!.text.length).toBeLessThan(350);
  });
});
