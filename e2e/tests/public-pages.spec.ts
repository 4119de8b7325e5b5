import { expect, test, type Page } from '@playwright/test';

async function expectLink(page: Page, name: string | RegExp, href: string) {
  await expect(
    page.getByRole('link', { name, exact: typeof name === 'string' }).first(),
  ).toHaveAttribute('href', href);
}

async function expectNewTab(page: Page, name: string) {
  const link = page.getByRole('link', { name });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

test.describe('public pages', () => {
  test('landing: hero, four capabilities, features, closing call to action, Watch Demo in a new tab', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your AI teammate for every meeting' }),
    ).toBeVisible();
    // The picture of the meeting page, in the theme the visitor sees.
    const picture = page.getByRole('img', {
      name: 'The meeting page: notes, the transcript and Ask AI answering a question with its sources',
    });
    const shown = () =>
      picture.evaluate((image: HTMLImageElement) =>
        image.complete && image.naturalWidth > 0 ? image.currentSrc : '',
      );
    await expect(picture).toBeVisible();
    await expect.poll(shown).toContain('meeting-page-light-');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(shown).toContain('meeting-page-dark-');
    for (const capability of [
      'Smart Knowledge Base',
      'Tool Integration',
      'AI Meeting Delegates',
      'Intelligent Meeting Joiners',
    ]) {
      await expect(page.getByRole('heading', { name: capability })).toBeVisible();
      await expectLink(page, capability, '/dashboard');
    }
    await expect(
      page.getByRole('heading', { name: 'Built for how teams really meet' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Ready to delegate your next meeting?' }),
    ).toBeVisible();
    await expectLink(page, 'Get Started', '/dashboard');
    await expectLink(page, 'Create your first agent', '/dashboard');
    await expectLink(page, 'Get Started Free', '/dashboard');
    await expectNewTab(page, 'Watch Demo');
  });

  test('navbar: logo, Solutions dropdown, Pricing, Login and Register', async ({ page }) => {
    await page.goto('/pricing');
    const navbar = page.locator('[data-slot="navbar"]');
    await expect(navbar.getByRole('link', { name: 'Convene' })).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(navbar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(navbar.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await navbar.getByRole('button', { name: 'Solutions' }).click();
    await navbar.getByRole('link', { name: 'AI Scrum Manager' }).click();
    await expect(page).toHaveURL('/solutions/ai-scrum-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Scrum Manager' })).toBeVisible();
  });

  test('footer: quick links, contact, video channel, professional network and the current year', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('[data-slot="footer"]');
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    for (const [name, href] of [
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-and-conditions'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
  });

  test('pricing: title, subtitle, plans with prices in rupees and badges', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing · Convene');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose Your Perfect Plan' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Simple, transparent pricing that grows with you. Compare features and find the right fit.',
      ),
    ).toBeVisible();
    const main = page.getByRole('main');
    for (const text of ['Free', 'Pro', 'Teams', '₹1,199', '₹2,399', 'POPULAR', 'Best Value']) {
      await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
    }
    // Organisations are a Teams feature: Free and Pro show a dash.
    await expect(main.getByText('—', { exact: true })).toHaveCount(2);
    await expect(main.getByText('Not included', { exact: true })).toHaveCount(2);
  });

  test('AI scrum manager: Try It Free to /login, Start Free to /register, Watch Demo in a new tab', async ({
    page,
  }) => {
    await page.goto('/solutions/ai-scrum-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Scrum Manager' })).toBeVisible();
    await expectLink(page, 'Try It Free', '/login');
    await expectLink(page, 'Start Free', '/register');
    await expectNewTab(page, 'Watch Demo');
    await expect(
      page.getByText('No credit card required • Free forever plan available'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Start Free' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('privacy policy and terms: legal text last updated 2025-09-15, for ages 18 and over', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('time[datetime="2025-09-15"]')).toBeVisible();
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.locator('time[datetime="2025-09-15"]')).toBeVisible();
    await expect(page.getByText(/18 and over/).first()).toBeVisible();
  });

  test('login and register link to each other and stay put for a signed-out visitor', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('an unknown path shows Page not found', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expect(page).toHaveTitle('Page not found · Convene');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('[data-slot="footer"]')).toBeVisible();
  });
});
