/**
 * The colour tokens in globals.css meet WCAG AA in both themes: 4.5:1 for text on its
 * background, 3:1 for the focus ring against the surfaces a focused control sits on.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { contrastRatio, oklchToSrgb, over, type Rgba } from '../lib/contrast';

const css = readFileSync(new URL('./globals.css', import.meta.url), 'utf8');

/** The custom properties declared in the first rule with this selector. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No ${selector} rule in globals.css`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map(
    Array.from(body.matchAll(/--([\w-]+):\s*([^;]+);/g), ([, name = '', value = '']) => [
      name,
      value.trim(),
    ]),
  );
}

const light = declarations(':root');
// The dark theme overrides the light tokens; what it leaves alone is inherited.
const THEMES = { light, dark: new Map([...light, ...declarations('.dark')]) } as const;
type Theme = keyof typeof THEMES;

const PAGE: Record<Theme, Rgba> = {
  light: { r: 255, g: 255, b: 255, a: 1 },
  dark: { r: 0, g: 0, b: 0, a: 1 },
};

function token(theme: Theme, name: string): Rgba {
  const value = THEMES[theme].get(name);
  const parsed = value ? oklchToSrgb(value) : null;
  if (!parsed) throw new Error(`--${name} in the ${theme} theme is not an oklch() colour`);
  return parsed.colour;
}

/** A token as painted: a translucent one (borders, inputs) over the page's background. */
function painted(theme: Theme, name: string): Rgba {
  return over(token(theme, name), over(token(theme, 'background'), PAGE[theme]));
}

/** Text (or an icon standing for text) and the token it is painted on. */
const TEXT_PAIRS: readonly (readonly [string, string])[] = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  // Links and primary-coloured icons.
  ['primary', 'background'],
  ['primary', 'card'],
  ['brand-subtle-foreground', 'brand-subtle'],
  ['brand-subtle-foreground', 'background'],
  // The marketing pages' openings fade from the brand tint into the page.
  ['foreground', 'brand-subtle'],
  ['muted-foreground', 'brand-subtle'],
  ['secondary-foreground', 'secondary'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['accent-foreground', 'accent'],
  ['destructive-foreground', 'destructive'],
  ['success-foreground', 'success'],
  ['info-foreground', 'info'],
  // The Live pill and the reconnecting notice: coloured text on their tints, and on cards.
  ['live', 'live-subtle'],
  ['live', 'card'],
  ['warning', 'warning-subtle'],
  ['warning', 'card'],
];

/** Surfaces a focused control sits on: its ring must stand out from each. */
const RING_SURFACES = ['background', 'card', 'popover', 'muted', 'secondary', 'brand-subtle'];

/** Every token measured here; the browser paints them as computed only inside the sRGB gamut. */
const MEASURED = new Set([...TEXT_PAIRS.flat(), 'ring', ...RING_SURFACES]);

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  it('declares the measured tokens in oklch within the sRGB gamut', () => {
    const outside = Array.from(MEASURED)
      .map((name) => `--${name}: ${THEMES[theme].get(name)}`)
      .filter((declaration) => !oklchToSrgb(declaration.split(': ')[1] ?? '')?.inGamut);
    expect(outside).toEqual([]);
  });

  it.each(TEXT_PAIRS)('has 4.5:1 for --%s on --%s', (text, surface) => {
    const ratio = contrastRatio(painted(theme, text), painted(theme, surface));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it.each(RING_SURFACES)('has 3:1 for the focus ring on --%s', (surface) => {
    const ratio = contrastRatio(painted(theme, 'ring'), painted(theme, surface));
    expect(ratio).toBeGreaterThanOrEqual(3);
  });
});
