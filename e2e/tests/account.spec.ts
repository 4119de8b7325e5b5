import { expect, test } from '@playwright/test';
import { signIn, signOut, signUp } from './fixtures';

test.describe('account journeys', () => {
  test('sign up lands on the dashboard with the welcome and both empty states', async ({
    page,
  }) => {
    const account = await signUp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${account.name}` }),
    ).toBeVisible();
    await expect(page.getByText('No AI Agents', { exact: true })).toBeVisible();
    await expect(page.getByText('Get started by creating your first AI agent.')).toBeVisible();
    await expect(page.getByText('No Meeting Bots', { exact: true })).toBeVisible();
    await expect(page.getByText('Get started by creating your first meeting bot.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Create AI Agent/ })).toHaveAttribute(
      'href',
      '/agents',
    );
    await expect(page.getByRole('link', { name: /Create Meeting Bot/ })).toHaveAttribute(
      'href',
      '/bots',
    );
    await expect(page.locator('[data-slot="footer"]')).toBeVisible();
  });

  test('a signed-out visitor of /dashboard is sent to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await page.goto('/bot/some-bot');
    await expect(page).toHaveURL('/login');
  });

  test('a signed-in visitor of /login or /register is sent to /dashboard', async ({ page }) => {
    await signUp(page);
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/register');
    await expect(page).toHaveURL('/dashboard');
  });

  test('the sidebar closes on an overlay click and on navigation', async ({ page }) => {
    await signUp(page);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar).toContainText('Free Plan');
    await page.locator('[data-slot="sidebar-overlay"]').click({ position: { x: 900, y: 400 } });
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await sidebar.getByRole('link', { name: 'AI Agents' }).click();
    await expect(page).toHaveURL('/agents');
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Agents' })).toBeVisible();
    await expect(page.getByText('Manage your intelligent AI meeting delegates')).toBeVisible();
  });

  test('sign out goes to / and the account can sign in again', async ({ page }) => {
    const account = await signUp(page);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');

    await signIn(page, account);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${account.name}` }),
    ).toBeVisible();
    await signOut(page, account);
  });

  test('a wrong password is refused on /login', async ({ page }) => {
    const account = await signUp(page);
    await signOut(page, account);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a new account is asked to verify its e-mail, and the local inbox link verifies it', async ({
    page,
  }) => {
    await signUp(page);
    const notice = page.locator('[data-slot="email-verification-notice"]');
    await expect(notice.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    const link = notice.getByRole('link', { name: 'View message in local inbox' });
    await expect(link).toHaveAttribute('target', '_blank');
    const verificationUrl = await link.getAttribute('href');
    expect(verificationUrl).toContain('/verify-email');
    await page.goto(verificationUrl ?? '');
    await expect(page).toHaveURL('/dashboard?email-verified=1');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' }),
    ).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('the verification link opened where nobody is signed in says the address is verified', async ({
    page,
    browser,
  }) => {
    await signUp(page);
    const link = page
      .locator('[data-slot="email-verification-notice"]')
      .getByRole('link', { name: 'View message in local inbox' });
    const verificationUrl = (await link.getAttribute('href')) ?? '';
    const elsewhere = await (await browser.newContext()).newPage();
    await elsewhere.goto(verificationUrl);
    await expect(elsewhere).toHaveURL('/login?email-verified=1');
    await expect(elsewhere.getByRole('status')).toHaveText(
      'Your e-mail address is verified. Sign in to continue.',
    );
    await elsewhere.context().close();
  });

  test('the dashboard toasts at the top centre when the user details cannot be loaded', async ({
    page,
  }) => {
    await signUp(page);
    await page.route('**/api/user', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Database unavailable' } }),
    );
    await page.reload();
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'center');
    await expect(toaster.getByText('Failed to load dashboard data.')).toBeVisible();
  });

  test('signed-in pages show Loading app... while authentication loads', async ({ page }) => {
    await signUp(page);
    let release = () => {};
    const sessionHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/get-session', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Loading app...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  });

  test('an address under /workflows that the built-in editor does not have says Page not found', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/workflows/builder/new');
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});
