import { expect, test } from '@playwright/test';
import { signUp } from './fixtures';

test('signing out and reloading at once finds the person signed out, and the old token refused', async ({
  page,
}) => {
  const account = await signUp(page);
  const token = await page.evaluate(() => window.localStorage.getItem('convene:auth-token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  // The reload follows the click in the same task: nothing the click started has had time to run.
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('menuitem', { name: 'Sign out' })
    .evaluate((item) => {
      (item as HTMLElement).click();
      window.location.reload();
    })
    .catch(() => {
      // The reload may tear down the page before evaluate reports back.
    });
  await reloaded;
  await expect(page).toHaveURL(/\/(login)?$/);
  const stored = await page.evaluate(() => window.localStorage.getItem('convene:auth-token'));
  expect(stored).toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL('/login');

  // The revocation was sent with keepalive, so the reload did not cut it off.
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })
      ).status(),
    )
    .toBe(401);
});
