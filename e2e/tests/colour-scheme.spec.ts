/** The colour scheme follows the system until the person chooses one, and the choice is remembered. */
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './fixtures';

const html = (page: Page) => page.locator('html');

async function chooseTheme(page: Page, accountName: string, theme: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: `Account menu for ${accountName}` }).click();
  await page.getByRole('menuitemradio', { name: theme }).click();
  await page.keyboard.press('Escape');
}

test('dark is chosen in the account menu, survives a reload, and System follows the system', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const account = await signUp(page);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await chooseTheme(page, account.name, 'Dark');
  await expect(html(page)).toHaveClass(/\bdark\b/);

  // Painted before the app's code runs, so the page never flashes light.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.goto('/agents');
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await chooseTheme(page, account.name, 'System');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await chooseTheme(page, account.name, 'Light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test('a signed-out visitor gets the system preference from the first frame', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
});
