/**
 * A meeting followed live on its page (the short simulator timings of playwright.config.ts): lines
 * arrive while the bot is in the call, people appear as they join, Ask AI answers from what was
 * just said, the agent answers live when called (and Listen plays it here), and after the end the
 * final transcript holds every line once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearerToken, expectSidebarCredits, postAgent, postMeetingBot, signUp } from './fixtures';

declare global {
  interface Window {
    /** Every transcript line the page showed (speaker, time and words). */
    linesSeen?: string[];
    /** Lines the page showed twice at once. */
    linesDoubled?: string[];
    /** Lines the page first showed while the bot's status read 'In call'. */
    linesSeenInCall?: string[];
    /** Every state the agent strip showed, in order. */
    agentStates?: string[];
  }
}

const MEET_LINK = 'https://meet.google.com/abc-defg-hij';

function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

interface Details {
  bot: { status: string; processed: boolean };
  transcript: {
    participant: { name: string };
    words: { text: string; start_timestamp: { absolute: string | null } }[];
  }[];
}

const wordsOf = (segment: Details['transcript'][number]) =>
  segment.words.map((word) => word.text).join(' ');

test('a meeting followed live: lines before the end, people joining, Ask AI on what was just said, the agent answering, and the final transcript whole', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await expectSidebarCredits(page, '0.5 credits');
  const authorization = await bearerToken(page);
  // What the agent knows, which the simulated meeting asks it about.
  const madeAgent = await postAgent(page.request, authorization, {
    name: 'sprint.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'The sprint demo is on Friday at four. The release train leaves every Thursday morning.',
    ),
  });
  expect(madeAgent.status()).toBe(201);
  const { agent } = (await madeAgent.json()) as { agent: { agentId: string; agentName: string } };
  const created = await postMeetingBot(page.request, authorization, {
    name: 'Live standup',
    meetingUrl: MEET_LINK,
    agentId: agent.agentId,
  });
  expect(created.status()).toBe(201);
  const { bot } = (await created.json()) as { bot: { botId: string } };
  const details = async (): Promise<Details> =>
    (await (
      await page.request.get(`/api/meeting-bot/${encodeURIComponent(bot.botId)}`, {
        headers: { authorization },
      })
    ).json()) as Details;

  // Each line the page shows and each state of the agent, noted as they appear: the list only
  // renders the lines in view, and follows the newest, so a line or state may be gone by the time
  // the test looks.
  await page.addInitScript(() => {
    window.linesSeen = [];
    window.linesDoubled = [];
    window.linesSeenInCall = [];
    window.agentStates = [];
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[data-segment]')].map((line) =>
        (line as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      );
      const inCall =
        document.querySelector('[data-slot="bot-status-badge"]')?.textContent?.trim() === 'In call';
      shown.forEach((text, index) => {
        if (shown.indexOf(text) !== index) window.linesDoubled!.push(text);
        if (text && !window.linesSeen!.includes(text)) {
          window.linesSeen!.push(text);
          if (inCall) window.linesSeenInCall!.push(text);
        }
      });
      const state = document.querySelector('[data-slot="live-agent-state"]')?.textContent?.trim();
      if (state && window.agentStates!.at(-1) !== state) window.agentStates!.push(state);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`/bot/${encodeURIComponent(bot.botId)}`);
  const transcript = card(page, 'Meeting Transcript');
  const status = page.locator('[data-slot="bot-status-badge"]').first();

  // In the call, the stream is live and lines arrive while the meeting goes on.
  await expect(transcript.locator('[data-slot="live-transcript-status"]')).toContainText('Live', {
    timeout: 30_000,
  });
  const standup = transcript.getByText(/Let's start the standup/);
  await expect(standup).toBeVisible({ timeout: 20_000 });
  await expect(status).toHaveText('In call');
  await expect(card(page, 'Participants').getByText('Sam (simulated)')).toBeVisible();

  // Listen (off until asked for) plays each clip the bot plays, fetched with the user's token.
  const strip = page.getByRole('region', { name: `${agent.agentName}, the agent in the call` });
  await expect(strip).toBeVisible();
  const clips: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/meeting-bot/speech/')) clips.push(response.status());
  });
  const listen = strip.getByRole('switch', { name: 'Listen to the agent' });
  await expect(listen).not.toBeChecked();
  await listen.click();
  await expect(listen).toBeChecked();

  // Ask AI about a line said moments ago, while the bot is still in the call.
  const seen = () => page.evaluate(() => window.linesSeen ?? []);
  await expect
    .poll(async () =>
      (await seen()).some((line) => line.includes('I am fixing the flaky sign-in test')),
    )
    .toBe(true);
  await expect(status).toHaveText('In call');
  const input = card(page, 'Ask AI').getByRole('textbox', { name: 'Your question' });
  await input.fill('What is Sam fixing today?');
  await input.press('Enter');
  const answer = card(page, 'Ask AI')
    .locator('[data-slot="chat-message"][data-role="assistant"]')
    .last();
  await expect(answer).toContainText(/flaky sign-in test/, { timeout: 30_000 });

  // The agent, called by name, prepares an answer and says it in the call: its words, from what it
  // knows, are the bot's own line, shown before the end; Listen played them here.
  await expect
    .poll(
      async () =>
        (await page.evaluate(() => window.agentStates ?? [])).some((state) =>
          /Preparing an answer…|Speaking/.test(state),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(
      async () =>
        (await page.evaluate(() => window.linesSeenInCall ?? [])).some((line) =>
          /sprint demo|release train/.test(line),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect.poll(() => clips, { timeout: 30_000 }).toContain(200);
  expect(clips.every((clip) => clip === 200)).toBe(true);
  await expect(strip.locator('[data-slot="listen-problem"]')).toHaveCount(0);

  // After the end the processed transcript takes over: every line seen live is in it, once.
  await expect(card(page, 'Meeting Notes').getByText('No meeting notes available')).toBeHidden({
    timeout: 60_000,
  });
  await expect(transcript.locator('[data-slot="live-transcript-status"]')).toHaveCount(0);
  const final = await details();
  expect(final.bot.processed).toBe(true);
  // The same words twice are the same line only when said by the same person at the same moment.
  const finalLines = final.transcript.map(
    (segment) =>
      `${segment.participant.name} ${segment.words[0]?.start_timestamp.absolute} ${wordsOf(segment)}`,
  );
  expect(finalLines.filter((line, index) => finalLines.indexOf(line) !== index)).toEqual([]);
  await expect(transcript.getByRole('status').filter({ hasText: /segments/ })).toHaveText(
    `${final.transcript.length} segments`,
  );
  expect(await page.evaluate(() => window.linesDoubled ?? [])).toEqual([]);
  const linesSeen = await seen();
  expect(linesSeen.length).toBeGreaterThan(3);
  for (const line of linesSeen)
    expect(
      final.transcript.some((segment) => line.endsWith(wordsOf(segment))),
      line,
    ).toBe(true);
});
