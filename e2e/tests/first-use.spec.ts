/**
 * A brand-new account's first use, through the dashboard's getting-started checklist: the sample
 * meeting asked a question (counting the clicks from sign-up to the first answer), an agent made
 * and heard on the test page by typing (headless Chromium has no microphone), a bot sent from the
 * dashboard's form once credits allow, a teammate invited, and the checklist gone once all is done.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount } from './fixtures';

const SAMPLE_NAME = 'Sample: Mobile app launch planning';
const SAMPLE_NOTICE = 'This is a sample meeting, made up to show what a meeting looks like.';
const INSUFFICIENT_CREDITS = 'Insufficient credits to create a bot. You need at least 0.5 credit.';
const BOT_CREATED = 'Meeting Bot created successfully!';

/** The dashboard's getting-started checklist. */
const checklist = (page: Page): Locator => page.getByRole('region', { name: 'Get started' });
const sendForm = (page: Page): Locator =>
  page.getByRole('region', { name: 'Send a bot to a meeting' });

async function progressIs(page: Page, progress: string) {
  await page.goto('/dashboard');
  await expect(checklist(page).getByText(progress, { exact: true })).toBeVisible();
}

test.describe('first use', () => {
  // Sign-up, a subscription (10 s wait, then a reload), an agent test and a bot: a long journey.
  test.describe.configure({ timeout: 240_000 });

  test('a new account walks the getting-started checklist from 0 of 5 to done', async ({
    page,
    context,
  }) => {
    // Headless Chromium has no microphone: the test page is used as a browser without speech recognition.
    await context.addInitScript(() => {
      const speechless = window as unknown as Record<string, unknown>;
      delete speechless.SpeechRecognition;
      delete speechless.webkitSpeechRecognition;
    });

    // Every click a person makes from signing up to the first answer on the sample meeting.
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };

    const account = newAccount();
    await page.goto('/register');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await click(page.getByRole('button', { name: 'Create account' }));
    await expect(page).toHaveURL('/dashboard');
    await expect(checklist(page).getByText('0 of 5 done', { exact: true })).toBeVisible();
    // The e-mail notice arrives with the session and moves the page down: click once it is there.
    await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toBeVisible();
    // The sample is not the user's bot: the dashboard neither counts nor lists it.
    await expect(page.getByText('No Meeting Bots', { exact: true })).toBeVisible();

    // (d) The sample meeting, straight from the checklist, asked a question.
    await click(checklist(page).getByRole('link', { name: 'Open the sample meeting' }));
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_NAME })).toBeVisible();
    await expect(page.getByText('Sample', { exact: true })).toBeVisible();
    await expect(page.getByText(SAMPLE_NOTICE)).toBeVisible();
    const chat = page.getByRole('region', { name: 'Ask AI', exact: true });
    await chat.getByLabel('Your question').fill('What was decided about the launch date?');
    await click(chat.getByRole('button', { name: 'Send' }));
    await expect(
      chat.getByText(/launch date moves to Tuesday the eleventh of March/).first(),
    ).toBeVisible();
    expect(clicks).toBe(3);
    test.info().annotations.push({
      type: 'clicks from sign-up to the first Ask AI answer',
      description: String(clicks),
    });

    // (a) An agent, from the checklist's link.
    await progressIs(page, '1 of 5 done');
    await checklist(page).getByRole('link', { name: 'Create an agent' }).click();
    await expect(page).toHaveURL('/agents/create');
    await page.getByLabel('Name', { exact: true }).fill('Launch Helper');
    await page.getByLabel('Greeting Message').fill('Hi, I am here to help with the launch.');
    await page
      .getByLabel('Prompt', { exact: true })
      .fill('You help the team plan the mobile app launch.');
    await page.getByRole('button', { name: 'Create AI Agent' }).click();
    await expect(page.getByText('Conversational AI Agent created successfully!')).toBeVisible();

    // (b) Heard on the test page, by typing.
    await progressIs(page, '2 of 5 done');
    await checklist(page).getByRole('link', { name: 'Test your agent' }).click();
    await expect(page).toHaveURL(/\/agent-test\?agentId=/);
    await expect(page.getByRole('heading', { level: 2, name: 'Launch Helper' })).toBeVisible();
    await page.getByRole('button', { name: 'Start talking' }).click();
    const conversation = page.getByRole('log');
    await expect(conversation.getByText('Hi, I am here to help with the launch.')).toBeVisible();
    const message = page.getByLabel('Message');
    await message.fill('What should we do first?');
    await message.press('Enter');
    await expect(conversation.getByText('What should we do first?')).toBeVisible();
    await page.getByRole('button', { name: 'End test' }).click();
    await expect(page.getByText('You ended the test.')).toBeVisible();

    // (c) The dashboard's form: the test's started minute left less than 0.5 credit, which it says.
    await progressIs(page, '3 of 5 done');
    await sendForm(page)
      .getByLabel('Paste a Meet, Zoom or Teams link')
      .fill('https://meet.google.com/abc-defg-hij');
    await expect(sendForm(page).getByText(INSUFFICIENT_CREDITS)).toBeVisible();
    await expect(sendForm(page).getByRole('button', { name: 'Send' })).toBeDisabled();
    // Teams (which the invitation needs anyway) brings credits: verified e-mail first, then the plan.
    const verification = page
      .locator('[data-slot="email-verification-notice"]')
      .getByRole('link', { name: 'View message in local inbox' });
    await page.goto((await verification.getAttribute('href')) ?? '');
    await expect(page).toHaveURL('/dashboard?email-verified=1');
    await sendForm(page).getByRole('link', { name: 'Buy credits' }).click();
    await expect(page).toHaveURL('/billing');
    await page.getByRole('button', { name: 'Subscribe to Teams' }).click();
    const checkout = page.getByRole('dialog').filter({ hasText: 'Sandbox: no money moves' });
    await checkout.getByRole('button', { name: 'Pay ₹2,399' }).click();
    await expect(page.getByText('Subscription activated successfully')).toBeVisible({
      timeout: 30_000,
    });
    await page.waitForEvent('load');

    await page.goto('/dashboard');
    await expect(sendForm(page).getByRole('combobox', { name: 'Agent' })).toHaveText(
      'Launch Helper',
    );
    await sendForm(page)
      .getByLabel('Paste a Meet, Zoom or Teams link')
      .fill('meet.google.com/abc-defg-hij');
    await expect(sendForm(page).getByText('Google Meet meeting abc-defg-hij')).toBeVisible();
    await sendForm(page).getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(BOT_CREATED)).toBeVisible();
    await expect(page).toHaveURL(/\/bot\/[^/]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Meeting on \d{1,2} \w{3}$/ }),
    ).toBeVisible();

    // (e) A teammate invited, from the organisation the Teams plan allows.
    await progressIs(page, '4 of 5 done');
    await page.getByRole('button', { name: 'Select organization' }).click();
    await page.getByRole('menuitem', { name: 'Create organization' }).click();
    await page.getByLabel('Organization name').fill('Launch Crew');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(
      page.getByRole('button', { name: 'Switch organization, current: Launch Crew' }),
    ).toBeVisible();
    await checklist(page).getByRole('link', { name: 'Invite a teammate' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Launch Crew' })).toBeVisible();
    const teammate = newAccount();
    await page.getByLabel('Email', { exact: true }).fill(teammate.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${teammate.email}`)).toBeVisible();

    // Every step done: the checklist is gone, and the bot sent is the dashboard's one bot.
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Recent Meeting Bots' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Meeting on / })).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);
  });
});
