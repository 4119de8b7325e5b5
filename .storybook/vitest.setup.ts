import { afterEach, expect, inject } from 'vitest';
import { page, server } from 'vitest/browser';

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

/** Fixed-position or portalled content (dialogs, menus, toasts) lies outside the story frame's box. */
function rendersOutsideFrame(frame: Element): boolean {
  const portalled = Array.from(document.body.children).some(
    (child) =>
      !child.contains(frame) &&
      child.tagName !== 'SCRIPT' &&
      child.tagName !== 'STYLE' &&
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
  const height = window.innerHeight;
  const maxHeight = inject('maxScreenshotHeight');
  let viewportHeight = height;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const contentHeight = document.documentElement.scrollHeight;
    if (contentHeight <= viewportHeight) return;
    if (contentHeight > maxHeight) {
      throw new Error(
        `Story ${storyId} is ${contentHeight}px tall; screenshots cover at most ${maxHeight}px (maxScreenshotHeight in packages/ui/vitest.config.ts).`,
      );
    }
    viewportHeight = contentHeight;
    await page.viewport(width, viewportHeight);
    await nextFrame();
  }
  throw new Error(
    `Story ${storyId} keeps growing with the viewport, so it has no full height to screenshot.`,
  );
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
  } finally {
    // The next story in this file must start from the configured viewport, whatever happened above.
    const { width, height } = server.config.browser.viewport;
    if (window.innerWidth !== width || window.innerHeight !== height)
      await page.viewport(width, height);
  }
});
