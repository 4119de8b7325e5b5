/**
 * The account menu and the Settings page as a person uses them: the menu names them in full and
 * leads into the app, the public navbar leads back, a new name shows at once, a new password
 * signs in, the theme changes from the menu, and a deleted account lands on '/' signed out and
 * cannot sign in again; the time zone comes from the browser at first sign-in and changes there.
 */
import { expect, test, type Page } from '@playwright/test';
import { bearerToken, signIn, signOut, signUp, type Account } from './fixtures';

function openAccountMenu(page: Page, name: string) {
  return page.getByRole('button', { name: `Account menu for ${name}` }).click();
}

test('the account menu, a new name and password, the theme, and deleting the account', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const signedUp = await signUp(page);

  // The menu: who is signed in, in full, and where to go.
  await openAccountMenu(page, signedUp.name);
  const menu = page.getByRole('menu');
  await expect(menu.getByText(signedUp.name, { exact: true })).toBeVisible();
  await expect(menu.getByText(signedUp.email, { exact: true })).toBeVisible();
  for (const [name, href] of [
    ['Dashboard', '/dashboard'],
    ['Billing', '/billing'],
    ['Settings', '/settings'],
  ] as const)
    await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // A new name shows in the menu at once; a double click sends it once.
  const account: Account = { ...signedUp, name: `${signedUp.name} Byron` };
  const nameChanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/update-user')) nameChanges.push(request.url());
  });
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByRole('button', { name: 'Save name' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Your name is saved.' })).toBeVisible();
  expect(nameChanges).toHaveLength(1);
  await openAccountMenu(page, account.name);
  await expect(page.getByRole('menu').getByText(account.name, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // A wrong current password is refused; the right one changes it.
  const newPassword = 'difference-engine-1822';
  await page.getByLabel('Current password').fill('not-the-password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('form', { name: 'Change your password' }).getByRole('alert'),
  ).toBeVisible();
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password is changed.' }),
  ).toBeVisible();
  // This tab stays signed in on the session the change gave it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await signOut(page, account);
  account.password = newPassword;
  await signIn(page, account);

  // Signed in, the public pages lead back into the app.
  await page.goto('/pricing');
  const navbar = page.locator('[data-slot="navbar"]');
  await expect(navbar.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await navbar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');

  // The theme, from the menu.
  await openAccountMenu(page, account.name);
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.keyboard.press('Escape');

  // Deleting the account: confirmed by typing, then signed out on '/'.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/^Type DELETE or/).fill(account.email);
  await confirm.click();
  await expect(page).toHaveURL('/');
  await expect(navbar.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');

  // The account is gone: signing in again fails.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test.describe('in London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test("takes the browser's time zone at first sign-in, and changes it in Settings", async ({
    page,
  }) => {
    await signUp(page);
    const authorization = await bearerToken(page);
    const zone = async () => {
      const details = await page.request.get('/api/user', { headers: { authorization } });
      return ((await details.json()) as { user: { timeZone: string | null } }).user.timeZone;
    };
    await expect.poll(zone).toBe('Europe/London');

    await page.goto('/settings');
    const select = page.getByRole('combobox', { name: 'Time zone' });
    await expect(select).toHaveText('Europe/London');
    await select.click();
    await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your time zone is saved.' }),
    ).toBeVisible();
    expect(await zone()).toBe('Asia/Tokyo');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveText('Asia/Tokyo');
  });
});
