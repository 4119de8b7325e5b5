import { expect, test } from '@playwright/test';

const PRIVACY_CHUNK = /\/assets\/privacy-policy-[^/]+\.js$/;

test.describe('a page whose code fails to download', () => {
  test('reloads once at its destination and then shows', async ({ page }) => {
    let aborted = 0;
    await page.route(PRIVACY_CHUNK, async (route) => {
      if (aborted > 0) return route.continue();
      aborted += 1;
      return route.abort();
    });
    await page.goto('/');
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page
      .locator('[data-slot="footer"]')
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveURL('/privacy-policy');
    expect(aborted).toBe(1);
    expect(loads).toBe(1);
  });

  test('does not reload forever when the reload does not help', async ({ page }) => {
    let aborted = 0;
    await page.route(PRIVACY_CHUNK, async (route) => {
      aborted += 1;
      return route.abort();
    });
    await page.goto('/privacy-policy');
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
    expect(aborted).toBe(2);
  });
});
