import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

let accounts = 0;

/** A new account for each journey, so journeys never share state. */
export function newAccount(): Account {
  accounts += 1;
  const id = `${Date.now().toString(36)}-${process.pid}-${accounts}`;
  return {
    name: `Ada Lovelace ${accounts}`,
    email: `ada-${id}@example.com`,
    password: 'analytical-engine-1843',
  };
}

export async function signUp(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');
  return account;
}

export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** Signs out through the user button's menu, which lands on '/'. */
export async function signOut(page: Page, account: Account): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
}

/** The credits the sidebar shows at its bottom, read the way a person does: by opening it. */
export async function expectSidebarCredits(page: Page, credits: string): Promise<void> {
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(
    sidebar.locator('[data-slot="credits-balance"]').getByText(credits, { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
}

/** A live Teams plan through the sandbox checkout, so the organisation switcher shows. */
export async function subscribeToTeams(page: Page): Promise<void> {
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Subscribe to Teams' }).click();
  const checkout = page.getByRole('dialog').filter({ hasText: 'Sandbox: no money moves' });
  await checkout.getByRole('button', { name: 'Pay ₹2,399' }).click();
  await expect(page.getByText('Subscription activated successfully')).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForEvent('load');
}

/** The bearer token the page sends with its API calls, read off the agents list request. */
export async function bearerToken(page: Page): Promise<string> {
  const listed = page.waitForRequest((request) => request.url().endsWith('/api/ai-agent/list'));
  await page.goto('/agents');
  const authorization = (await listed).headers().authorization ?? '';
  expect(authorization).toMatch(/^Bearer \S+$/);
  return authorization;
}

/** POST ai-agent/create straight to the server, as a client that skips the browser's checks would. */
export function postAgent(
  request: APIRequestContext,
  authorization: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
) {
  return request.post('/api/ai-agent/create', {
    headers: { authorization },
    multipart: {
      name: 'Direct Agent',
      greetingMessage: 'Hello from the API',
      prompt: 'Answer questions about the sprint.',
      type: 'audio-agent',
      voice: 'male',
      mode: 'active',
      wakeWords: '',
      ...(file ? { file } : {}),
    },
  });
}

/** An agent for journeys about something else (meeting bots), made through the API. */
export async function createAgentDirectly(
  request: APIRequestContext,
  authorization: string,
): Promise<{ agentId: string; agentName: string }> {
  const response = await postAgent(request, authorization);
  expect(response.status()).toBe(201);
  return ((await response.json()) as { agent: { agentId: string; agentName: string } }).agent;
}

/**
 * A new user holding the Free plan's 0.5 credit (asked for on the first load), with their token and
 * an agent made through the API: where the bot journeys start.
 */
export async function signUpWithAgent(
  page: Page,
): Promise<{ authorization: string; agent: { agentId: string; agentName: string } }> {
  await signUp(page);
  await expectSidebarCredits(page, '0.5 credits');
  const authorization = await bearerToken(page);
  return { authorization, agent: await createAgentDirectly(page.request, authorization) };
}

export interface MeetingBotDraft {
  name: string;
  meetingUrl: string;
  agentId: string;
  /** ISO date-time; absent for a bot that joins now. */
  scheduleAt?: string;
}

/** POST meeting-bot/create straight to the server, as a client that skips the browser's checks would. */
export function postMeetingBot(
  request: APIRequestContext,
  authorization: string,
  bot: MeetingBotDraft,
) {
  return request.post('/api/meeting-bot/create', { headers: { authorization }, data: bot });
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * Tomorrow at 10:00 on this machine's clock, which the browser shares: the values a person types
 * into the date and time inputs, and the same moment as the API takes it.
 */
export function tomorrowAtTen(): { date: string; time: string; scheduleAt: string } {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  at.setHours(10, 0, 0, 0);
  return {
    date: `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`,
    time: '10:00',
    scheduleAt: at.toISOString(),
  };
}

/** A short design review as Zoom, Teams and Meet export it (WebVTT with voice tags), for the import journeys. */
export const DESIGN_REVIEW_VTT = `WEBVTT

00:00:00.000 --> 00:00:04.000
<v Grace Hopper>Welcome to the design review. Today we pick the database.

00:00:04.500 --> 00:00:09.000
<v Linus Pauling>I propose Postgres because the whole team already knows it.

00:00:09.500 --> 00:00:12.000
<v Grace Hopper>Decision: we use Postgres for the new service.
`;

/** POST meeting-bot/import straight to the server: a meeting with data, no credits and no waiting. */
export async function importMeetingDirectly(
  request: APIRequestContext,
  authorization: string,
  name: string,
): Promise<{ botId: string; botName: string }> {
  const response = await request.post('/api/meeting-bot/import', {
    headers: { authorization },
    multipart: {
      file: {
        name: 'design-review.vtt',
        mimeType: 'text/vtt',
        buffer: Buffer.from(DESIGN_REVIEW_VTT),
      },
      name,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { bot: { botId: string; botName: string } }).bot;
}

/** A local receiver the workflow's webhook calls, recording each body. */
export async function startReceiver(): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString() || 'null'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, server };
}
