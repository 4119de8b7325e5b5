/** Colour arithmetic of WCAG 2: contrast ratios of sRGB colours and alpha compositing. */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => Math.round(t * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** Colour functions and hex colours inside a computed box-shadow list. */
export function shadowColours(boxShadow: string): string[] {
  if (boxShadow === 'none') return [];
  return (
    boxShadow.match(/(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)|#[0-9a-f]{3,8}\b/gi) ?? []
  );
}

/** sRGB's transfer function: a linear-light channel (0-1) as an 8-bit value. */
function encode(linear: number): number {
  const c = Math.min(1, Math.max(0, linear));
  return Math.round((c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055) * 255);
}

const OKLCH =
  /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)(?:deg)?\s*(?:\/\s*([\d.]+)(%?))?\s*\)$/i;

/**
 * An `oklch(L C H [/ alpha])` colour as the design tokens write it, in 8-bit sRGB; null for any
 * other notation. `inGamut` is false when sRGB cannot show it and the channels were clipped.
 */
export function oklchToSrgb(css: string): { colour: Rgba; inGamut: boolean } | null {
  const match = OKLCH.exec(css.trim());
  if (!match) return null;
  const [, l = '0', lPercent, c = '0', h = '0', alpha, alphaPercent] = match;
  const lightness = Number(l) / (lPercent ? 100 : 1);
  const hue = (Number(h) * Math.PI) / 180;
  const a = Number(c) * Math.cos(hue);
  const b = Number(c) * Math.sin(hue);
  // OKLab to linear sRGB (Björn Ottosson's matrices).
  const lms = [
    lightness + 0.3963377774 * a + 0.2158037573 * b,
    lightness - 0.1055613458 * a - 0.0638541728 * b,
    lightness - 0.0894841775 * a - 1.291485548 * b,
  ].map((value) => value ** 3) as [number, number, number];
  const [lc, mc, sc] = lms;
  const linear = [
    4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
    -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
    -0.0041960863 * lc - 0.7034186147 * mc + 1.707614701 * sc,
  ] as const;
  const tolerance = 1e-4;
  return {
    colour: {
      r: encode(linear[0]),
      g: encode(linear[1]),
      b: encode(linear[2]),
      a: alpha === undefined ? 1 : Number(alpha) / (alphaPercent ? 100 : 1),
    },
    inGamut: linear.every((value) => value >= -tolerance && value <= 1 + tolerance),
  };
}
