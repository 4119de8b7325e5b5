import { describe, expect, it } from 'vitest';
import { visibleText } from './text';

describe('visible text', () => {
  it('drops white space and invisible characters at either end', () => {
    expect(visibleText('  Priya \n')).toBe('Priya');
    expect(visibleText('\u200B\u200B')).toBe('');
    expect(visibleText('\uFEFF Sales assistant\u200B ')).toBe('Sales assistant');
  });

  it('keeps what is inside, a joined emoji included', () => {
    expect(visibleText('Team 👩‍💻 bot')).toBe('Team 👩‍💻 bot');
    expect(visibleText('a\u200Bb')).toBe('a\u200Bb');
  });
});
