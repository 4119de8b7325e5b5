/** Phones: no page is wider than the screen, from 360 to 414 px, signed out and signed in. */
import { expect, test, type Page } from '@playwright/test';
import {
  bearerToken,
  expectSidebarCredits,
  importMeetingDirectly,
  newAccount,
  postMeetingBot,
  signUp,
  signUpWithAgent,
  subscribeToTeams,
  tomorrowAtTen,
} from './fixtures';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes';

const PHONE_WIDTHS = [360, 390, 414] as const;

/**
 * Every route at every width; the failures are collected so one run names them all. Each page is
 * loaded once, at the narrowest width, then widened: the layout follows the width through CSS and
 * media queries, and a page load waiting for a quiet network costs seconds on two busy cores.
 */
async function expectNoSidewaysScroll(page: Page, routes: readonly string[]): Promise<void> {
  const tooWide: string[] = [];
  for (const route of routes) {
    for (const [index, width] of PHONE_WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 800 });
      if (index === 0) {
        await page.goto(route);
        await expect(page.locator('main, [data-slot="dashboard-shell"]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      // Two frames: the resize's media queries and any render they set off have laid out.
      const documentWidth = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)),
            ),
          ),
      );
      if (documentWidth > width)
        tooWide.push(`${route} at ${width} px is ${documentWidth} px wide`);
    }
  }
  expect(tooWide).toEqual([]);
}

test('public pages fit phone screens', async ({ page }) => {
  await expectNoSidewaysScroll(page, PUBLIC_ROUTES);
});

test('signed-in pages fit phone screens', async ({ page }) => {
  // 13 page loads, each waiting for the network to go quiet: a minute on a busy machine.
  test.slow();
  await signUp(page);
  await expectNoSidewaysScroll(page, SIGNED_IN_ROUTES);
});

test('the meeting bots pages fit phone screens with a bot on them', async ({ page }) => {
  const { authorization, agent } = await signUpWithAgent(page);
  // The longest name a bot may have (50), and its id, on a phone-wide card.
  const created = await postMeetingBot(page.request, authorization, {
    name: 'Quarterly planning review with the platform teams.',
    meetingUrl:
      'https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjA4ZTk5YjMtYmQ5Ny00YjFk%40thread.v2/0',
    agentId: agent.agentId,
    scheduleAt: tomorrowAtTen().scheduleAt,
  });
  expect(created.status()).toBe(201);
  await expectNoSidewaysScroll(page, ['/bots', '/bots/create', '/dashboard']);
});

test('the meeting page fits phone screens with a transcript, notes and statistics on it', async ({
  page,
}) => {
  await signUp(page);
  const authorization = await bearerToken(page);
  const { botId } = await importMeetingDirectly(
    page.request,
    authorization,
    'Quarterly planning review with the platform teams.',
  );
  await expectNoSidewaysScroll(page, [`/bot/${encodeURIComponent(botId)}`]);
});

test('long words a person may type (a one-word name, a link in a prompt) wrap on phone screens', async ({
  page,
}) => {
  // Six page loads waiting for a quiet network, after an account, an agent, a bot and a workflow.
  test.slow();
  await signUp(page, { ...newAccount(), name: 'Hubert Wolfeschlegelsteinhausenbergerdorff' });
  await expectSidebarCredits(page, '0.5 credits');
  const authorization = await bearerToken(page);
  const plan = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit';
  const created = await page.request.post('/api/ai-agent/create', {
    headers: { authorization },
    multipart: {
      name: 'CustomerSuccessEscalationAssistantEMEA',
      greetingMessage: `Hello, the plan is at ${plan}`,
      prompt: `Answer from the plan at ${plan} and nothing else.`,
      type: 'audio-agent',
      voice: 'female',
      mode: 'active',
      wakeWords: '',
    },
  });
  expect(created.status()).toBe(201);
  const { agent } = (await created.json()) as { agent: { agentId: string } };
  const bot = await postMeetingBot(page.request, authorization, {
    name: 'WeeklySyncPlatformInfrastructureTeam',
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    agentId: agent.agentId,
    scheduleAt: tomorrowAtTen().scheduleAt,
  });
  expect(bot.status()).toBe(201);
  const { botId } = ((await bot.json()) as { bot: { botId: string } }).bot;
  const workflow = await page.request.post('/api/workflows', {
    headers: { authorization },
    data: {
      name: 'notify_oncall_engineering_manager_on_escalation',
      description: `Posts the quote to ${plan}`,
      conditions: ['someone asks to escalate'],
      actions: [{ type: 'webhook', url: 'https://example.com/hook', bodyTemplate: '{}' }],
    },
  });
  expect(workflow.status()).toBe(201);
  await expectNoSidewaysScroll(page, [
    '/dashboard',
    '/agents',
    `/agents/${agent.agentId}/edit`,
    `/agent-test?agentId=${agent.agentId}`,
    `/bot/${encodeURIComponent(botId)}`,
    '/workflows',
  ]);
});

test('an organisation named in one long word fits phone screens on /admin', async ({ page }) => {
  await signUp(page);
  // Organisations are the Teams plan's.
  await subscribeToTeams(page);
  const authorization = await bearerToken(page);
  // The auth server's own routes, as the organisation switcher calls them (from the app's origin).
  const headers = { authorization, origin: new URL(page.url()).origin };
  const created = await page.request.post('/api/auth/organization/create', {
    headers,
    data: { name: 'Donaudampfschifffahrtsgesellschaft', slug: `ddsg-${Date.now()}` },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const active = await page.request.post('/api/auth/organization/set-active', {
    headers,
    data: { organizationId: id },
  });
  expect(active.status()).toBe(200);
  await expectNoSidewaysScroll(page, ['/admin']);
});

test('the organisation switcher keeps the account menu on a phone screen', async ({ page }) => {
  const account = await signUp(page);
  await subscribeToTeams(page);
  await page.getByRole('button', { name: 'Select organization' }).click();
  await page.getByRole('menuitem', { name: 'Create organization' }).click();
  await page.getByLabel('Organization name').fill('Acme Research and Development');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const switcher = page.getByRole('button', {
    name: 'Switch organization, current: Acme Research and Development',
  });
  await expect(switcher).toBeVisible();

  await expectNoSidewaysScroll(page, ['/dashboard']);
  await expect(switcher).toBeInViewport({ ratio: 1 });
  await expect(
    page.getByRole('button', { name: `Account menu for ${account.name}` }),
  ).toBeInViewport({ ratio: 1 });
});
