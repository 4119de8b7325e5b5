/**
 * A meeting followed live on its page (the short simulator timings of playwright.config.ts): lines
 * arrive while the bot is in the call, people appear as they join, Ask AI answers from what was
 * just said, the agent answers live when called, and after the end the final transcript holds every
 * line once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearerToken, expectSidebarCredits, postAgent, postMeetingBot, signUp } from './fixtures';

declare global {
  interface Window {
    /** Every transcript line the page showed (speaker, time and words). */
    linesSeen?: string[];
    /** Lines the page showed twice at once. */
    linesDoubled?: string[];
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

  // Each line the page shows, noted as it appears (the list only renders the lines in view).
  await page.addInitScript(() => {
    window.linesSeen = [];
    window.linesDoubled = [];
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[data-segment]')].map((line) =>
        (line as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      );
      shown.forEach((text, index) => {
        if (shown.indexOf(text) !== index) window.linesDoubled!.push(text);
        if (text && !window.linesSeen!.includes(text)) window.linesSeen!.push(text);
      });
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

  // The agent, called by name, answers in the call: its state and words show as it speaks.
  const strip = page.getByRole('region', { name: `${agent.agentName}, the agent in the call` });
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('switch', { name: 'Listen to the agent' })).not.toBeChecked();
  await expect(strip.locator('[data-slot="live-agent-state"]')).toHaveText(
    /Preparing an answer…|Speaking/,
    { timeout: 20_000 },
  );
  // Its answer, from what it knows, is heard in the call (the bot's own line) before the end.
  await expect(transcript.getByText(/sprint demo|release train/).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(status).toHaveText('In call');

  // Ask AI about a line said moments ago, while the bot is still in the call.
  await expect(transcript.getByText(/I am fixing the flaky sign-in test/)).toBeVisible({
    timeout: 20_000,
  });
  const input = card(page, 'Ask AI').getByRole('textbox', { name: 'Your question' });
  await input.fill('What is Sam fixing today?');
  await input.press('Enter');
  const answer = card(page, 'Ask AI')
    .locator('[data-slot="chat-message"][data-role="assistant"]')
    .last();
  await expect(answer).toContainText(/flaky sign-in test/, { timeout: 30_000 });

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
  const { seen, doubled } = await page.evaluate(() => ({
    seen: window.linesSeen ?? [],
    doubled: window.linesDoubled ?? [],
  }));
  expect(doubled).toEqual([]);
  expect(seen.length).toBeGreaterThan(3);
  for (const line of seen)
    expect(
      final.transcript.some((segment) => line.endsWith(wordsOf(segment))),
      line,
    ).toBe(true);
});
