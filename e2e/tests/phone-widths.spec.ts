/** Phones: no page is wider than the screen, from 360 to 414 px, signed out and signed in. */
import { expect, test, type Page } from '@playwright/test';
import {
  bearerToken,
  importMeetingDirectly,
  postMeetingBot,
  signUp,
  signUpWithAgent,
  tomorrowAtTen,
} from './fixtures';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes';

const PHONE_WIDTHS = [360, 390, 414] as const;

/** Every route at every width; the failures are collected so one run names them all. */
async function expectNoSidewaysScroll(page: Page, routes: readonly string[]): Promise<void> {
  const tooWide: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main, [data-slot="dashboard-shell"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
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
  // 36 page loads, each waiting for the network to go quiet: over a minute on a busy machine.
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
