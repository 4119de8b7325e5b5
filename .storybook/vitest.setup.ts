import { afterEach, expect, inject } from 'vitest';
import { page, server, userEvent } from 'vitest/browser';
import { focusProblem } from './focus-contrast';

declare module 'vitest' {
  export interface ProvidedContext {
    maxScreenshotHeight: number;
  }
}

/*
 * Deterministic rendering for screenshots: no animations or transitions (Radix and sonner
 * would otherwise be captured mid-fade), no blinking caret, and a page at least as tall as
 * the viewport so centred overlays are inside the capture.
 */
const determinism = document.createElement('style');
determinism.textContent = `
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
  }
  body { min-height: 100vh; }
`;
document.head.append(determinism);

interface StoryTestContext {
  task: { meta: { storyId?: string }; result?: { errors?: unknown[] } };
  story?: { parameters: { screenshot?: { viewport?: boolean } } };
}

/**
 * Fixed-position or portalled content (dialogs, menus, toasts) lies outside the story frame's box.
 * Hidden helpers a library leaves in <body> (the charts' off-screen text-measuring span) are not content.
 */
function rendersOutsideFrame(frame: Element): boolean {
  const portalled = Array.from(document.body.children).some(
    (child) =>
      !child.contains(frame) &&
      child.tagName !== 'SCRIPT' &&
      child.tagName !== 'STYLE' &&
      child.getAttribute('aria-hidden') !== 'true' &&
      child.getBoundingClientRect().height > 0,
  );
  if (portalled) return true;
  return Array.from(frame.querySelectorAll('*')).some(
    (element) => getComputedStyle(element).position === 'fixed',
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/*
 * Screenshots are clipped to the story iframe, so a page taller than the viewport would be compared only above the
 * fold. Grows the iframe to the page's height (again if the page grows with it, as vh-sized layouts do).
 */
async function fitViewportToContent(storyId: string): Promise<void> {
  // A story may have chosen its own viewport (a phone): keep its width.
  const width = window.innerWidth;
  const maxHeight = inject('maxScreenshotHeight');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    // Two frames first: a render the story's last step set off (a live list following its newest
    // line) may still grow the page, and a new viewport applies only once the frame has laid out.
    await nextFrame();
    await nextFrame();
    const contentHeight = document.documentElement.scrollHeight;
    if (contentHeight <= window.innerHeight) return;
    if (contentHeight > maxHeight) {
      throw new Error(
        `Story ${storyId} is ${contentHeight}px tall; screenshots cover at most ${maxHeight}px (maxScreenshotHeight in packages/ui/vitest.config.ts).`,
      );
    }
    await page.viewport(width, contentHeight);
  }
  throw new Error(
    `Story ${storyId} keeps growing with the viewport, so it has no full height to screenshot.`,
  );
}

/** Roving-focus groups: they take the focus first and hand it to their current item. */
const COMPOSITE_ROLES = new Set(['tablist', 'menu', 'menubar', 'listbox', 'radiogroup', 'toolbar']);

/** Roles whose elements take focus by arrow keys (tabindex -1) yet are interactive. */
const ARROW_KEY_ROLES = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'tab']);

/**
 * Controls only: Radix's focus guards hand focus straight on, a roving-focus group that keeps the
 * focus itself is a container (its items are checked), and so is a dialog or panel focused
 * programmatically (tabindex -1).
 */
function isControl(element: Element): boolean {
  if (element.hasAttribute('data-radix-focus-guard')) return false;
  if (COMPOSITE_ROLES.has(element.getAttribute('role') ?? '')) return false;
  if (element instanceof HTMLElement && element.tabIndex >= 0) return true;
  return ARROW_KEY_ROLES.has(element.getAttribute('role') ?? '');
}

/** Enough key presses to reach every control of the busiest screen. */
const MAX_TAB_STOPS = 40;

/**
 * Moves the keyboard focus through the story (so :focus-visible applies, as for a keyboard user)
 * and lists every indicator below 3:1, in the light and the dark theme. The key presses, each a
 * round trip to the browser, are made once, in the story's theme. The other theme is then switched
 * on once (a switch restyles the whole page) and each control is focused again from the script,
 * which shows the indicator as a key press would since the last focus came from the keyboard.
 */
async function focusIndicatorProblems(): Promise<string[]> {
  const root = document.documentElement;
  const wasDark = root.classList.contains('dark');
  const themes = wasDark ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  const problems: string[] = [];
  const measure = (control: Element, theme: string) => {
    const problem = focusProblem(control);
    if (problem) problems.push(`${theme}: ${problem.element} at ${problem.contrast}:1`);
  };
  try {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const visited = new Set<Element>();
    const controls: HTMLElement[] = [];
    for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
      await userEvent.tab();
      let focused = document.activeElement;
      if (COMPOSITE_ROLES.has(focused?.getAttribute('role') ?? '')) {
        await nextFrame();
        focused = document.activeElement;
      }
      if (!focused || focused === document.body || visited.has(focused)) break;
      visited.add(focused);
      if (!isControl(focused) || !(focused instanceof HTMLElement)) continue;
      measure(focused, themes[0]);
      controls.push(focused);
    }
    root.classList.toggle('dark', themes[1] === 'dark');
    for (const control of controls) {
      control.focus();
      if (document.activeElement === control) measure(control, themes[1]);
    }
  } finally {
    root.classList.toggle('dark', wasDark);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }
  return problems;
}

// After the story has rendered and its play function and axe check passed, compare it with its baseline.
afterEach(async (context) => {
  const { task, story } = context as unknown as StoryTestContext;
  const storyId = task.meta.storyId;
  if (!storyId || task.result?.errors?.length) return;

  await document.fonts.ready;
  const frame = document.querySelector('[data-testid="story-frame"]');
  if (!frame) throw new Error(`Story ${storyId} rendered no story frame to screenshot.`);

  const target =
    story?.parameters.screenshot?.viewport || rendersOutsideFrame(frame) ? document.body : frame;
  try {
    await fitViewportToContent(storyId);
    await expect
      .element(page.elementLocator(target))
      .toMatchScreenshot(storyId, { screenshotOptions: { animations: 'disabled', caret: 'hide' } });
    // After the screenshot, which shows the story as its play function left it.
    expect(await focusIndicatorProblems(), `focus indicators below 3:1 in ${storyId}`).toEqual([]);
  } finally {
    // The next story in this file must start from the configured viewport, whatever happened above.
    const { width, height } = server.config.browser.viewport;
    if (window.innerWidth !== width || window.innerHeight !== height)
      await page.viewport(width, height);
  }
});
