import { expect, test } from '@playwright/test';
import { newAccount, signIn, signUp } from './fixtures';

interface Outbox {
  messages: { subject: string; url: string }[];
}

test('forgot password: the e-mailed link sets a new password, ends every session, and works once', async ({
  page,
  browser,
}) => {
  const account = await signUp(page);
  const oldToken = await page.evaluate(() => window.localStorage.getItem('convene:auth-token'));
  expect(oldToken).toBeTruthy();
  const asOldSession = { authorization: `Bearer ${oldToken}` };

  // Someone on another browser, signed out, asks for the link.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/login');
  await elsewhere.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(elsewhere).toHaveURL('/forgot-password');
  await elsewhere.getByRole('button', { name: 'Send reset link' }).click();
  await expect(elsewhere.getByLabel('Email')).toHaveAccessibleDescription(
    'Enter your e-mail address.',
  );
  await elsewhere.getByLabel('Email').fill(account.email);
  await elsewhere.getByRole('button', { name: 'Send reset link' }).click();
  await expect(elsewhere.getByRole('status')).toContainText(`If an account uses ${account.email}`);

  const outbox = (await (
    await page.request.get('/api/mail/outbox', { headers: asOldSession })
  ).json()) as Outbox;
  const mail = outbox.messages.find((message) => message.subject === 'Reset your Convene password');
  expect(mail?.url).toContain('/reset-password?token=');
  const link = mail?.url ?? '';

  await elsewhere.goto(link);
  await elsewhere.getByLabel('New password', { exact: true }).fill('short');
  await elsewhere.getByRole('button', { name: 'Change password' }).click();
  await expect(elsewhere.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    'Password must be at least 8 characters.',
  );
  const newPassword = 'difference-engine-1822';
  await elsewhere.getByLabel('New password', { exact: true }).fill(newPassword);
  await elsewhere.getByRole('button', { name: 'Change password' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

  expect((await page.request.get('/api/user', { headers: asOldSession })).status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL('/login');

  await elsewhere.getByRole('link', { name: 'Sign in' }).click();
  await signIn(elsewhere, { ...account, password: newPassword });

  // The link worked once.
  await elsewhere.goto(link);
  await elsewhere.getByLabel('New password', { exact: true }).fill('yet-another-secret');
  await elsewhere.getByRole('button', { name: 'Change password' }).click();
  await expect(
    elsewhere.getByRole('heading', { name: 'This reset link does not work' }),
  ).toBeVisible();
  await elsewhere.context().close();
});

test('after ten wrong passwords for one e-mail, the sign-in form says when to try again', async ({
  page,
  baseURL,
}) => {
  const account = newAccount();
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const answer = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseURL ?? '' },
      data: { email: account.email, password: 'not-the-password' },
    });
    expect(answer.status()).toBe(401);
  }
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Try again in 15 minutes.');
});
