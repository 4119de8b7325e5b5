import { describe, expect, it } from 'vitest';

import { NAME_AVATAR_PALETTE, nameAvatarColor, nameInitial } from './avatar';

describe('nameAvatarColor', () => {
  it('gives the same name the same colour every time, ignoring case and outer spaces', () => {
    expect(nameAvatarColor('Priya Sharma')).toBe(nameAvatarColor('Priya Sharma'));
    expect(nameAvatarColor(' priya sharma ')).toBe(nameAvatarColor('Priya Sharma'));
  });

  it('spreads different names over the palette', () => {
    const names = ['Priya', 'Arjun', 'Lena', 'Kwame', 'Sofia', 'Hiro', 'Zara', 'Diego', 'Mia'];
    const colours = new Set(names.map(nameAvatarColor));
    expect(colours.size).toBeGreaterThan(4);
    for (const colour of colours) expect(NAME_AVATAR_PALETTE).toContain(colour);
  });
});

describe('nameInitial', () => {
  it('is the upper-cased first letter, or ? for a blank name', () => {
    expect(nameInitial('priya')).toBe('P');
    expect(nameInitial('  émile')).toBe('É');
    expect(nameInitial('   ')).toBe('?');
  });
});
