import { expect, test, type Page } from '@playwright/test';
import { bearerToken, newAccount, signUp, subscribeToTeams } from './fixtures';

/** Opens the verification link the e-mail notice points at, as the person would from the inbox. */
async function verifyEmail(page: Page) {
  const link = page
    .locator('[data-slot="email-verification-notice"]')
    .getByRole('link', { name: 'View message in local inbox' });
  await page.goto((await link.getAttribute('href')) ?? '');
  await expect(page).toHaveURL('/dashboard?email-verified=1');
}

async function chooseRole(page: Page, name: string, role: 'Admin' | 'Member') {
  await page.getByRole('combobox', { name: `Role of ${name}` }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await expect(
    page.getByText(`${name} is now ${role === 'Admin' ? 'an Admin' : 'a Member'}`),
  ).toBeVisible();
}

test.describe('organisations journeys', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an admin invites a colleague, who reads the mail, signs up, accepts on /organizations and shows in /admin; roles change both ways; a plain member gets no data', async ({
    page,
    browser,
  }) => {
    const admin = await signUp(page);
    await verifyEmail(page);
    await subscribeToTeams(page);

    await page.getByRole('button', { name: 'Select organization' }).click();
    await page.getByRole('menuitem', { name: 'Create organization' }).click();
    await page.getByLabel('Organization name').fill('Acme Research');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(
      page.getByRole('button', { name: 'Switch organization, current: Acme Research' }),
    ).toBeVisible();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Research' })).toBeVisible();
    const colleague = newAccount();
    await page.getByLabel('Email', { exact: true }).fill(colleague.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Revoke invitation to ${colleague.email}` }),
    ).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    await signUp(other, colleague);
    await verifyEmail(other);
    const authorization = await bearerToken(other);
    const outbox = (await (
      await other.request.get('/api/mail/outbox', { headers: { authorization } })
    ).json()) as { messages: { subject: string; url: string }[] };
    const mail = outbox.messages.find(
      (message) => message.subject === 'You are invited to join Acme Research on Convene',
    );
    expect(mail?.url).toContain('/organizations?invitationId=');
    await other.goto(new URL(mail?.url ?? '/').pathname + new URL(mail?.url ?? '/').search);
    await expect(other.getByText('From your e-mail link')).toBeVisible();
    await other.getByRole('button', { name: 'Accept invitation to Acme Research' }).click();
    await expect(other.getByText('Invitation accepted')).toBeVisible();
    await expect(other.getByText('No invitations', { exact: true })).toBeVisible();

    await page.reload();
    const members = page.getByRole('table', { name: 'Members' });
    await expect(members.getByText(colleague.email).first()).toBeAttached();
    await expect(
      page.getByRole('button', { name: `Revoke invitation to ${colleague.email}` }),
    ).toHaveCount(0);
    await chooseRole(page, colleague.name, 'Admin');
    await chooseRole(page, colleague.name, 'Member');

    // The colleague, a plain member, opens /admin: nothing of the organisation reaches them.
    const orgReads: number[] = [];
    other.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/org/'))
        orgReads.push(response.status());
    });
    await other.goto('/admin');
    await expect(other.getByText('Only organisation admins can see this page.')).toBeVisible();
    await expect(other.getByText(admin.email)).toHaveCount(0);
    expect(orgReads.every((status) => status === 403)).toBe(true);
    await context.close();
  });
});
