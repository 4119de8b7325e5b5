import { describe, expect, it } from 'vitest';

import { contrastRatio, oklchToSrgb, over, shadowColours } from './contrast';

const white = { r: 255, g: 255, b: 255, a: 1 };
const black = { r: 0, g: 0, b: 0, a: 1 };

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('matches the WCAG figures for known greys', () => {
    // #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrastRatio({ r: 118, g: 118, b: 118, a: 1 }, white)).toBeCloseTo(4.54, 2);
    // #949494 on white is about 3:1.
    expect(contrastRatio({ r: 148, g: 148, b: 148, a: 1 }, white)).toBeCloseTo(3.03, 2);
  });
});

describe('over', () => {
  it('mixes a translucent colour into the one below it', () => {
    expect(over({ ...black, a: 0.5 }, white)).toEqual({ r: 128, g: 128, b: 128, a: 1 });
    expect(over({ ...black, a: 0 }, white)).toEqual(white);
  });
});

describe('shadowColours', () => {
  it('lists the colours of a box-shadow list, whatever their notation', () => {
    expect(
      shadowColours(
        'rgba(0, 0, 0, 0) 0px 0px 0px 0px, oklch(0.55 0.2 262) 0px 0px 0px 3px, #0000000d 0px 1px 2px 0px',
      ),
    ).toEqual(['rgba(0, 0, 0, 0)', 'oklch(0.55 0.2 262)', '#0000000d']);
    expect(shadowColours('none')).toEqual([]);
  });
});

describe('oklchToSrgb', () => {
  it('converts oklch to 8-bit sRGB, with its alpha', () => {
    expect(oklchToSrgb('oklch(1 0 0)')).toEqual({
      colour: { r: 255, g: 255, b: 255, a: 1 },
      inGamut: true,
    });
    expect(oklchToSrgb('oklch(0 0 0)')?.colour).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    // CSS Color 4's oklch() for sRGB red.
    expect(oklchToSrgb('oklch(62.8% 0.2577 29.23)')?.colour).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(oklchToSrgb('oklch(1 0 0 / 10%)')?.colour.a).toBeCloseTo(0.1, 5);
    expect(oklchToSrgb('oklch(0.5 0.2 262 / 0.5)')?.colour.a).toBe(0.5);
  });

  it('says when sRGB cannot show the colour, and ignores other notations', () => {
    expect(oklchToSrgb('oklch(0.95 0.1 282)')?.inGamut).toBe(false);
    expect(oklchToSrgb('rgb(0 0 0)')).toBeNull();
  });
});
