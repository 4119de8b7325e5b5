import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { CHROME_LAUNCH_FLAGS, chromePath } from '../../chromium';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(packageDir, '../..');
const storybookDir = path.join(repoRoot, '.storybook');

// Never fall back to a downloaded browser or skip the story tests: the system Chromium is the one baselines were made with.
const executablePath = chromePath();

/*
 * Screenshot baselines change only through `npm run test:update-screenshots` (vitest --update).
 * Otherwise a missing baseline fails instead of being written, locally and in CI alike.
 */
const updateScreenshots = process.argv.includes('--update') || process.argv.includes('-u');

/** What a story sees as its window; the setup file grows the height to the content before each screenshot. */
const storyViewport = { width: 1200, height: 900 };
/** Tallest story the screenshots cover; a taller one fails rather than being cut off. */
const maxScreenshotHeight = 6000;

export default defineConfig({
  test: {
    update: updateScreenshots ? 'all' : 'none',
    projects: [
      {
        test: {
          name: 'unit',
          root: packageDir,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // Storybook's stories globs are relative to the repository (they include apps/web), so this project is rooted there.
        root: repoRoot,
        plugins: [storybookTest({ configDir: storybookDir })],
        optimizeDeps: {
          // Pre-bundled up front so Vite never reloads the page in the middle of a run.
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'radix-ui',
            'class-variance-authority',
            'clsx',
            'tailwind-merge',
            'lucide-react',
            'sonner',
            'react-markdown',
            'remark-gfm',
            '@tanstack/react-table',
            '@tanstack/react-virtual',
            'recharts',
            'storybook/test',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: [path.join(storybookDir, 'vitest.setup.ts')],
          // A file's first story also waits for its modules to be transformed on a cold cache: the
          // bot detail screen's (markdown, virtual list, the charts' chunk) took 28-30 s in CI.
          testTimeout: 60_000,
          provide: { maxScreenshotHeight },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              /*
               * The orchestrator scales the story iframe down to fit the browser window (Playwright's default is 1280x720),
               * and screenshots are taken at that scale. A window as wide as the stories and as tall as the tallest screenshot
               * keeps the scale at 1 however far the setup file grows the iframe.
               */
              contextOptions: {
                viewport: { width: storyViewport.width, height: maxScreenshotHeight },
              },
              launchOptions: {
                executablePath,
                args: CHROME_LAUNCH_FLAGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: storyViewport,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                /*
                 * Same browser build and bundled font: renders differ between runs by at most one colour level on a few
                 * anti-aliased pixels. 0.01 absorbs that, yet fails a three-level tint shift (oklch lightness 0.97 -> 0.96)
                 * that 0.1, 0.05 and 0.02 all let through.
                 */
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0.001 },
                resolveScreenshotPath: ({ arg, browserName, ext }) =>
                  path.join(packageDir, '__screenshots__', `${arg}-${browserName}${ext}`),
                resolveDiffPath: ({ arg, browserName, ext }) =>
                  path.join(packageDir, '.vitest-attachments', `${arg}-${browserName}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
