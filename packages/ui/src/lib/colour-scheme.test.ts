import { describe, expect, it } from 'vitest';

import { isDarkScheme, parseColourScheme } from './colour-scheme';

describe('parseColourScheme', () => {
  it('keeps the three choices and reads anything else as system', () => {
    expect(parseColourScheme('light')).toBe('light');
    expect(parseColourScheme('dark')).toBe('dark');
    expect(parseColourScheme('system')).toBe('system');
    expect(parseColourScheme(null)).toBe('system');
    expect(parseColourScheme('DARK')).toBe('system');
    expect(parseColourScheme('')).toBe('system');
  });
});

describe('isDarkScheme', () => {
  it('follows an explicit choice whatever the system prefers', () => {
    expect(isDarkScheme('dark', false)).toBe(true);
    expect(isDarkScheme('light', true)).toBe(false);
  });

  it('follows the system when the choice is system', () => {
    expect(isDarkScheme('system', true)).toBe(true);
    expect(isDarkScheme('system', false)).toBe(false);
  });
});
