/**
 * WCAG asks a focus indicator for at least 3:1 against what surrounds it. The story tests move the
 * keyboard focus through every story in both themes and measure the indicator each element shows.
 */
import { contrastRatio, over, shadowColours, type Rgba } from '../packages/ui/src/lib/contrast';

export const MIN_FOCUS_CONTRAST = 3;

let canvasContext: CanvasRenderingContext2D | null = null;

/**
 * Colours already resolved: each resolution reads a pixel back from the canvas, and a story's
 * controls and their ancestors repeat a few dozen colours thousands of times over a run.
 */
const resolved = new Map<string, Rgba>();

/** Any CSS colour (oklch, color-mix results, named) in sRGB, as the browser paints it. */
export function toRgba(css: string): Rgba {
  const known = resolved.get(css);
  if (known) return known;
  canvasContext ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!canvasContext) throw new Error('No 2D canvas to resolve colours with.');
  canvasContext.clearRect(0, 0, 1, 1);
  canvasContext.fillStyle = '#00000000';
  canvasContext.fillStyle = css;
  canvasContext.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = canvasContext.getImageData(0, 0, 1, 1).data;
  const rgba = { r, g, b, a: a / 255 };
  resolved.set(css, rgba);
  return rgba;
}

/** The opaque colour behind an element: its own and its ancestors' backgrounds over the page's. */
function backgroundBehind(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = toRgba(getComputedStyle(node).backgroundColor);
    if (colour.a > 0) layers.push(colour);
    if (colour.a === 1) break;
  }
  const page = document.documentElement.classList.contains('dark')
    ? { r: 0, g: 0, b: 0, a: 1 }
    : { r: 255, g: 255, b: 255, a: 1 };
  return layers.reduceRight((bottom, top) => over(top, bottom), page);
}

export interface FocusProblem {
  element: string;
  contrast: number;
}

function describe(element: Element): string {
  const name =
    element.getAttribute('aria-label') ||
    (element.textContent ?? '').trim().slice(0, 40) ||
    element.getAttribute('name') ||
    '';
  return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`;
}

/**
 * The best contrast the focused element's indicator reaches: its outline, or the strongest colour
 * of its box-shadow ring, each painted over the background around the element (the indicator
 * lies outside the element's own fill). Null when it shows no indicator at all.
 */
export function focusIndicatorContrast(element: Element): number | null {
  const style = getComputedStyle(element);
  const surround = backgroundBehind(element.parentElement ?? element);
  const candidates: string[] = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
    candidates.push(style.outlineColor);
  candidates.push(...shadowColours(style.boxShadow));
  const contrasts = candidates
    .map(toRgba)
    .filter((colour) => colour.a > 0)
    .map((colour) => contrastRatio(over(colour, surround), surround));
  return contrasts.length > 0 ? Math.max(...contrasts) : null;
}

export function focusProblem(element: Element): FocusProblem | null {
  const contrast = focusIndicatorContrast(element) ?? 1;
  return contrast >= MIN_FOCUS_CONTRAST
    ? null
    : { element: describe(element), contrast: Math.round(contrast * 100) / 100 };
}
