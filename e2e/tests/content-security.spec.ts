/** Every page works under the Content-Security-Policy: no script, style or request is blocked. */
import { expect, test, type Page } from '@playwright/test';
import { bearerToken, importMeetingDirectly, signUp } from './fixtures';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records the page's CSP violations from its first script on, and console reports of them. */
async function recordViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      reported.push(message.text());
  });
  return reported;
}

async function visitAll(page: Page, routes: readonly string[], reported: string[]) {
  const violations: string[] = [];
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self'");
    await expect(page.locator('main, [data-slot="dashboard-shell"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => window.cspViolations ?? []);
    violations.push(...seen.map((violation) => `${route}: ${violation}`));
  }
  expect([...violations, ...reported]).toEqual([]);
}

test('public pages run under the policy with no violation', async ({ page }) => {
  const reported = await recordViolations(page);
  await visitAll(page, PUBLIC_ROUTES, reported);
});

test('signed-in pages, menus and dark mode run under the policy with no violation', async ({
  page,
}) => {
  const reported = await recordViolations(page);
  const account = await signUp(page);
  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  await visitAll(page, SIGNED_IN_ROUTES, reported);
});

test('the meeting page, its charts and a download run under the policy with no violation', async ({
  page,
}) => {
  const reported = await recordViolations(page);
  await signUp(page);
  const { botId } = await importMeetingDirectly(page.request, await bearerToken(page), 'Review');
  await visitAll(page, [`/bot/${encodeURIComponent(botId)}`], reported);
  await expect(page.locator('[data-slot="meeting-statistics-charts"]')).toBeVisible();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'WebVTT subtitles (.vtt)' }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/\.vtt$/);
  const seen = await page.evaluate(() => window.cspViolations ?? []);
  expect([...seen, ...reported]).toEqual([]);
});
