/** Phones: no page is wider than the screen, from 360 to 414 px, signed out and signed in. */
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './fixtures';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes';

const PHONE_WIDTHS = [360, 390, 414] as const;

/** Every route at every width; the failures are collected so one run names them all. */
async function expectNoSidewaysScroll(page: Page, routes: readonly string[]): Promise<void> {
  const tooWide: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main, [data-slot="dashboard-shell"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (documentWidth > width)
        tooWide.push(`${route} at ${width} px is ${documentWidth} px wide`);
    }
  }
  expect(tooWide).toEqual([]);
}

test('public pages fit phone screens', async ({ page }) => {
  await expectNoSidewaysScroll(page, PUBLIC_ROUTES);
});

test('signed-in pages fit phone screens', async ({ page }) => {
  await signUp(page);
  await expectNoSidewaysScroll(page, SIGNED_IN_ROUTES);
});
