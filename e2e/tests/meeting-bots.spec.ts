/**
 * Meeting bots on the embedded simulator, with the short timings the e2e server runs it at
 * (playwright.config.ts: joins 2 s after its time, greets 1 s later, the meeting lasts 20 s).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  bearerToken,
  createAgentDirectly,
  expectSidebarCredits,
  postMeetingBot,
  signUp,
  signUpWithAgent,
  tomorrowAtTen,
} from './fixtures';

/** SPEC sections 2, 5 and 8, word for word. */
const BOT_CREATED = 'Meeting Bot created successfully!';
const BOT_DELETED = 'Bot deleted successfully';
const INSUFFICIENT_CREDITS = 'Insufficient credits to create a bot. You need at least 0.5 credit.';
const NO_BOTS = 'No meeting bots found';
const NO_BOTS_HINT = 'Create your first meeting bot to automate your meeting assistance.';
/** Every account's made-up meeting (packages/domain/src/onboarding.ts). */
const SAMPLE_NAME = 'Sample: Mobile app launch planning';
const SAMPLE_NOTICE = 'This is a sample meeting, made up to show what a meeting looks like.';
const deleteConfirmation = (name: string) => `Are you sure you want to delete bot "${name}"?`;

/** The bot lifecycle's labels in order (packages/domain/src/meeting-bots.ts). */
const LIFECYCLE = [
  'Scheduled',
  'Joining',
  'Waiting room',
  'In call',
  'Ended',
  'Processing',
  'Done',
];

const MEET_LINK = 'https://meet.google.com/abc-defg-hij';
/** A Zoom lookalike: zoom.us is only a subdomain of example.com here. */
const ZOOM_LOOKALIKE = 'https://zoom.us.example.com/j/123456789';
const PLATFORMS = 'Google Meet, Zoom or Microsoft Teams';
/** The refusal of packages/domain/src/meeting-links.ts, which form and server share. */
const LINK_REFUSAL =
  'Enter a Google Meet, Zoom or Microsoft Teams meeting link, for example https://meet.google.com/abc-defg-hij.';

/** The free plan's 0.5 credit less one started minute of call, as the sidebar shows it. */
const AFTER_ONE_MINUTE = '0.48 credits';

declare global {
  interface Window {
    /** Set once on a page; still there later means the page was never reloaded. */
    sameBotsPage?: boolean;
  }
}

interface MeetingBot {
  botId: string;
  botName: string;
  status: string;
  isScheduled: boolean;
  scheduleAt: string | null;
  failureReason: string | null;
  joinedAt: string | null;
  leftAt: string | null;
  creditsCharged: number;
  simulated: boolean;
  sample: boolean;
}

interface BotDetails {
  bot: {
    id: string;
    bot_name: string;
    agentId: string;
    processed: boolean;
    join_at: string | null;
    meeting_url: { meeting_id: string; platform: string } | null;
  };
  transcript: {
    participant: { name: string; is_host: boolean };
    words: { text: string; start_timestamp: { absolute: string | null } }[];
  }[];
  participants: { participant: { name: string } }[];
  notes: { content: string } | null;
}

/** The user's own bots, without the sample meeting every account is given. */
async function listBots(page: Page, authorization: string): Promise<MeetingBot[]> {
  const response = await page.request.get('/api/meeting-bot/list', { headers: { authorization } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { bots: MeetingBot[] }).bots.filter((bot) => !bot.sample);
}

async function fillBot(page: Page, bot: { name: string; meetingUrl: string; agentName: string }) {
  await page.getByLabel('Bot Name').fill(bot.name);
  await page.getByLabel('Meeting URL').fill(bot.meetingUrl);
  await page.getByLabel('Select AI Agent').click();
  await page.getByRole('option', { name: bot.agentName }).click();
}

function botCard(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Meeting bots' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/**
 * The statuses a card's badge shows, in the order it shows them, until it shows `last` or Failed.
 * Read often enough to see every status the list itself shows (it refreshes every few seconds).
 */
async function watchStatuses(card: Locator, last: string, timeoutMs: number): Promise<string[]> {
  const badge = card.locator('[data-slot="bot-status-badge"]');
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = ((await badge.textContent()) ?? '').trim();
    if (status && seen.at(-1) !== status) seen.push(status);
    if (status === last || status === 'Failed') break;
    await card.page().waitForTimeout(150);
  }
  return seen;
}

test.describe('meeting bots journeys', () => {
  test('a new user with the free 0.5 credit sends a bot to a Meet call and watches it to Done; its transcript, participants and notes are stored and the call is charged', async ({
    page,
  }) => {
    test.slow();
    await signUp(page);
    await expectSidebarCredits(page, '0.5 credits');

    const agent = {
      name: 'Standup Manager',
      greeting: 'Good morning team, let us start the standup.',
      prompt:
        'Ask each person what they did yesterday, what they will do today and what blocks them.',
    };
    await page.goto('/agents/create');
    await page.getByLabel('Name', { exact: true }).fill(agent.name);
    await page.getByLabel('Greeting Message').fill(agent.greeting);
    await page.getByLabel('Prompt', { exact: true }).fill(agent.prompt);
    await page.getByRole('button', { name: 'Create AI Agent' }).click();
    await expect(page.getByText('Conversational AI Agent created successfully!')).toBeVisible();

    // A new account has only its sample meeting, marked as made up.
    await page.goto('/bots');
    const sample = botCard(page, SAMPLE_NAME);
    await expect(sample.getByText('Sample', { exact: true })).toBeVisible();
    await expect(sample.getByText(SAMPLE_NOTICE)).toBeVisible();
    // The e-mail notice arrives with the session and moves the page down: click once it is there.
    await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toBeVisible();
    await page.getByRole('link', { name: 'New meeting Bot' }).click();
    await expect(page).toHaveURL('/bots/create');

    const submit = page.getByRole('button', { name: 'Create Meeting Bot' });
    await expect(submit).toBeDisabled();
    const botName = 'Standup notes';
    await fillBot(page, { name: botName, meetingUrl: MEET_LINK, agentName: agent.name });
    await expect(page.getByText(`${botName.length}/50`)).toBeVisible();
    await submit.click();
    await expect(page.getByText(BOT_CREATED)).toBeVisible();
    // The app leaves the form for the list, where the new bot is followed.
    await expect(page).toHaveURL('/bots');

    // The list follows the bot by itself: the page is never reloaded.
    await page.evaluate(() => (window.sameBotsPage = true));
    const card = botCard(page, botName);
    await expect(card).toBeVisible();
    await expect(card.getByText('Simulated', { exact: true })).toBeVisible();
    const seen = await watchStatuses(card, 'Done', 90_000);
    expect(seen.at(-1)).toBe('Done');
    // Forwards only, through the call: 20 s, over twice the list's 5 s refresh, so it shows.
    expect(seen).toContain('In call');
    const order = seen.map((status) => LIFECYCLE.indexOf(status));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(await page.evaluate(() => window.sameBotsPage)).toBe(true);
    await expect(card.getByRole('button', { name: `Delete ${botName}` })).toHaveCount(0);
    // With no bot active any more the list stops asking (it asked every 5 s while one was).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/meeting-bot/list')) asked.push(request.url());
    });
    await page.waitForTimeout(6_000);
    expect(asked).toEqual([]);

    const authorization = await bearerToken(page);
    const [bot] = await listBots(page, authorization);
    expect(bot).toMatchObject({
      botName,
      status: 'done',
      isScheduled: false,
      failureReason: null,
      simulated: true,
    });
    expect(bot!.joinedAt).not.toBeNull();
    expect(bot!.leftAt).not.toBeNull();
    // Twenty seconds in the call are one started minute: 1/60 credit.
    expect(bot!.creditsCharged).toBeCloseTo(1 / 60, 6);
    const botId = bot!.botId;
    // Only a scheduled bot can be deleted, also when the browser is bypassed.
    const refusedDelete = await page.request.delete(
      `/api/meeting-bot/delete/${encodeURIComponent(botId)}`,
      { headers: { authorization } },
    );
    expect(refusedDelete.status()).toBe(409);
    expect(await refusedDelete.json()).toMatchObject({
      success: false,
      error: 'Only scheduled bots can be deleted',
    });

    const response = await page.request.get(`/api/meeting-bot/${encodeURIComponent(botId)}`, {
      headers: { authorization },
    });
    expect(response.status()).toBe(200);
    const details = (await response.json()) as BotDetails;
    expect(details.bot).toMatchObject({
      id: botId,
      bot_name: botName,
      processed: true,
      meeting_url: { meeting_id: 'abc-defg-hij', platform: 'google_meet' },
    });
    expect(details.transcript.length).toBeGreaterThan(0);
    const words = details.transcript.flatMap((segment) => segment.words);
    expect(words.length).toBeGreaterThan(0);
    // Word-level absolute timestamps, inside the bot's time in the call.
    const joined = Date.parse(bot!.joinedAt!);
    const left = Date.parse(bot!.leftAt!);
    for (const word of words) {
      const at = Date.parse(word.start_timestamp.absolute ?? '');
      expect(at).toBeGreaterThanOrEqual(joined);
      expect(at).toBeLessThanOrEqual(left);
    }
    // The agent spoke its greeting.
    const spoken = details.transcript
      .map((segment) => segment.words.map((word) => word.text).join(' '))
      .join('\n');
    expect(spoken).toContain(agent.greeting);
    expect(details.participants.length).toBeGreaterThan(0);
    // The simulated meeting says it is simulated, in its participants and in its notes.
    expect(details.participants.map((p) => p.participant.name).join('\n')).toMatch(/simulat/i);
    expect(details.notes?.content ?? '').toMatch(/simulat/i);

    // The dashboard's Recent Meeting Bots shows it, and the call was charged.
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Recent Meeting Bots' }),
    ).toBeVisible();
    const recent = page.getByRole('listitem').filter({ hasText: botName });
    await expect(recent.getByText(`Bot ID: ${botId}`)).toBeVisible();
    await expect(recent.locator('[data-slot="bot-status-badge"]')).toHaveText('Done');
    await expectSidebarCredits(page, AFTER_ONE_MINUTE);
  });

  test('a bot scheduled for tomorrow holds 0.5 credit until it is deleted', async ({ page }) => {
    const { authorization, agent } = await signUpWithAgent(page);

    await page.goto('/bots/create');
    const botName = 'Sprint review';
    await fillBot(page, { name: botName, meetingUrl: MEET_LINK, agentName: agent.agentName });
    const tomorrow = tomorrowAtTen();
    await page.getByRole('switch', { name: 'Schedule this meeting' }).click();
    await page.getByLabel('Date', { exact: true }).fill(tomorrow.date);
    await page.getByLabel('Time', { exact: true }).fill(tomorrow.time);
    // A hurried double click sends one request: both clicks land before the button shows as busy.
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/meeting-bot/create'))
        creates.push(request.url());
    });
    await page.getByRole('button', { name: 'Create Meeting Bot' }).dblclick();
    await expect(page.getByText(BOT_CREATED)).toBeVisible();
    expect(creates).toHaveLength(1);

    const bots = await listBots(page, authorization);
    expect(bots).toHaveLength(1);
    const [bot] = bots;
    expect(bot).toMatchObject({ botName, status: 'scheduled', isScheduled: true });
    expect(Date.parse(bot!.scheduleAt ?? '')).toBe(Date.parse(tomorrow.scheduleAt));

    await page.goto('/bots');
    const card = botCard(page, botName);
    await expect(card.locator('[data-slot="bot-status-badge"]')).toHaveText('Scheduled');
    await expect(card.getByText(bot!.botId)).toBeVisible();
    await expect(card.getByRole('link', { name: `View ${botName}` })).toHaveAttribute(
      'href',
      `/bot/${bot!.botId}`,
    );
    await expectSidebarCredits(page, '0 credits');

    page.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('confirm');
      expect(dialog.message()).toBe(deleteConfirmation(botName));
      await dialog.accept();
    });
    await card.getByRole('button', { name: `Delete ${botName}` }).click();
    await expect(page.getByText(BOT_DELETED)).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await listBots(page, authorization)).toEqual([]);
    await expectSidebarCredits(page, '0.5 credits');

    // The sample meeting can be deleted too, though it is done; then the list is empty and acts.
    page.once('dialog', (dialog) => dialog.accept());
    await botCard(page, SAMPLE_NAME)
      .getByRole('button', { name: `Delete ${SAMPLE_NAME}` })
      .click();
    // The first deletion's toast may still be showing beside this one's.
    await expect(page.getByText(BOT_DELETED).last()).toBeVisible();
    await expect(page.getByText(NO_BOTS, { exact: true })).toBeVisible();
    await expect(page.getByText(NO_BOTS_HINT)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a bot' })).toHaveAttribute(
      'href',
      '/bots/create',
    );
    await page.getByRole('button', { name: 'Import a meeting' }).click();
    await expect(page.getByRole('dialog', { name: 'Import a meeting' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Not given again.
    await page.reload();
    await expect(page.getByText(NO_BOTS, { exact: true })).toBeVisible();
  });

  test('a second bot while the first holds the only 0.5 credit is refused', async ({ page }) => {
    const { authorization, agent } = await signUpWithAgent(page);
    const first = await postMeetingBot(page.request, authorization, {
      name: 'First bot',
      meetingUrl: MEET_LINK,
      agentId: agent.agentId,
      scheduleAt: tomorrowAtTen().scheduleAt,
    });
    expect(first.status()).toBe(201);

    // The form says so at once, and points to where credits are bought...
    await page.goto('/bots/create');
    await expect(page.getByText(INSUFFICIENT_CREDITS)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(page.getByRole('button', { name: 'Create Meeting Bot' })).toBeDisabled();

    // ...and the server refuses it too, creating nothing.
    const second = await postMeetingBot(page.request, authorization, {
      name: 'Second bot',
      meetingUrl: 'https://teams.live.com/meet/9876543210123',
      agentId: agent.agentId,
    });
    expect(second.status()).toBe(402);
    expect(await second.json()).toMatchObject({ success: false, error: INSUFFICIENT_CREDITS });
    const bots = await listBots(page, authorization);
    expect(bots.map((bot) => bot.botName)).toEqual(['First bot']);
  });

  test('a bot already deleted in another tab leaves the list when deleted here', async ({
    page,
  }) => {
    const { authorization, agent } = await signUpWithAgent(page);
    const botName = 'Planning sync';
    const created = await postMeetingBot(page.request, authorization, {
      name: botName,
      meetingUrl: MEET_LINK,
      agentId: agent.agentId,
      scheduleAt: tomorrowAtTen().scheduleAt,
    });
    expect(created.status()).toBe(201);
    const { bot } = (await created.json()) as { bot: MeetingBot };
    await page.goto('/bots');
    const card = botCard(page, botName);
    await expect(card).toBeVisible();

    // The other tab deletes it first.
    const deleted = await page.request.delete(`/api/meeting-bot/delete/${bot.botId}`, {
      headers: { authorization },
    });
    expect(deleted.status()).toBe(200);

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: `Delete ${botName}` }).click();
    await expect(page.getByText('Meeting bot not found')).toBeVisible();
    // At once, not at the list's next read a few seconds later.
    await expect(card).toHaveCount(0, { timeout: 1_000 });
  });

  test('a Zoom lookalike link is refused in the browser and by the server', async ({ page }) => {
    await signUp(page);
    const authorization = await bearerToken(page);
    const agent = await createAgentDirectly(page.request, authorization);

    await page.goto('/bots/create');
    await fillBot(page, {
      name: 'Lookalike',
      meetingUrl: ZOOM_LOOKALIKE,
      agentName: agent.agentName,
    });
    const meetingUrl = page.getByLabel('Meeting URL');
    await expect(meetingUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(LINK_REFUSAL)).toBeVisible();
    // Submitting (Enter in the field) sends nothing and keeps what was typed.
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/meeting-bot/create')) creates.push(request.url());
    });
    await meetingUrl.press('Enter');
    await expect(page.getByText(LINK_REFUSAL)).toBeVisible();
    await expect(meetingUrl).toHaveValue(ZOOM_LOOKALIKE);
    await expect(page.getByText(BOT_CREATED)).toBeHidden();
    expect(creates).toEqual([]);

    // A real Zoom link with the same meeting number is recognised by the same form.
    await meetingUrl.fill('https://us02web.zoom.us/j/123456789?pwd=abc123');
    await expect(meetingUrl).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(LINK_REFUSAL)).toBeHidden();
    await expect(page.getByText('Zoom meeting 123456789')).toBeVisible();

    const refused = await postMeetingBot(page.request, authorization, {
      name: 'Lookalike',
      meetingUrl: ZOOM_LOOKALIKE,
      agentId: agent.agentId,
    });
    expect(refused.status()).toBe(400);
    const body = (await refused.json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toContain(PLATFORMS);
    expect(await listBots(page, authorization)).toEqual([]);
    await expectSidebarCredits(page, '0.5 credits');
  });
});
