/**
 * The meeting page (/bot/{botId}): a finished simulated meeting read, searched, asked about and
 * downloaded; one followed live to its end (the short simulator timings of playwright.config.ts);
 * Ask AI's failures; a meeting imported on /bots; another user's meeting.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import {
  DESIGN_REVIEW_VTT,
  bearerToken,
  expectSidebarCredits,
  importMeetingDirectly,
  postMeetingBot,
  signOut,
  signUp,
  signUpWithAgent,
} from './fixtures';

/** SPEC sections 2 and 8, word for word. */
const LOAD_ERROR = 'Failed to load bot details.';
const AI_FAILED = 'Error: Could not get AI response.';
const NO_RESPONSE = 'No response';
const SEARCH = 'Search transcript...';
const STILL_PROCESSING =
  'Your meeting data is still processing. Please check back after some time.';

declare global {
  interface Window {
    /** Set once on a page; still there later means the page was never reloaded. */
    sameMeetingPage?: boolean;
    /** How many times the still-processing toast appeared on this page. */
    processingToasts?: number;
  }
}

const MEET_LINK = 'https://meet.google.com/abc-defg-hij';

function botCard(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Meeting bots' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** One of the page's titled cards, a region named by its heading. */
function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

function transcript(page: Page): Locator {
  return card(page, 'Meeting Transcript');
}

function chat(page: Page): Locator {
  return card(page, 'Ask AI');
}

/** The file a click downloads, with its name and its text. */
async function download(page: Page, click: () => Promise<void>) {
  const downloaded: Promise<Download> = page.waitForEvent('download');
  await click();
  const file = await downloaded;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** Opens the Export menu and picks a file from it. */
async function exportFile(page: Page, pick: (menu: Page) => Locator) {
  return download(page, async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await pick(page).click();
  });
}

/** SubRip cues: a number, then `hh:mm:ss,mmm --> hh:mm:ss,mmm`, then text; start before end. */
function srtCues(text: string): { start: number; end: number; text: string }[] {
  const ms = (t: string) => {
    const [h, m, rest] = t.split(':');
    const [s, milli] = rest!.split(',');
    return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(milli);
  };
  return text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((block) => {
      const [index, timing, ...lines] = block.split('\n');
      expect(index).toMatch(/^\d+$/);
      const match = timing?.match(/^(\d{2}:\d{2}:\d{2},\d{3}) --> (\d{2}:\d{2}:\d{2},\d{3})$/);
      expect(match, `cue timing in ${JSON.stringify(block)}`).not.toBeNull();
      return { start: ms(match![1]!), end: ms(match![2]!), text: lines.join('\n') };
    });
}

test.describe('meeting page journeys', () => {
  test('after a simulated meeting the user reads it, searches it, asks about it, downloads it and sees its statistics', async ({
    page,
  }) => {
    test.slow();
    const { authorization, agent } = await signUpWithAgent(page);
    const botName = 'Release standup';
    const created = await postMeetingBot(page.request, authorization, {
      name: botName,
      meetingUrl: MEET_LINK,
      agentId: agent.agentId,
    });
    expect(created.status()).toBe(201);

    await page.goto('/bots');
    const botCardOnList = botCard(page, botName);
    await expect(botCardOnList.locator('[data-slot="bot-status-badge"]')).toHaveText('Done', {
      timeout: 90_000,
    });
    await botCardOnList.getByRole('link', { name: `View ${botName}` }).click();
    await expect(page).toHaveURL(/\/bot\/[^/]+$/);
    const botId = decodeURIComponent(page.url().split('/bot/')[1]!);
    await expect(page).toHaveTitle(`${botName} · Convene`);

    // Header, meeting info, participants and notes.
    await expect(page.getByRole('link', { name: 'Back to meeting bots' })).toHaveAttribute(
      'href',
      '/bots',
    );
    await expect(page.getByRole('heading', { level: 1, name: botName })).toBeVisible();
    await expect(page.getByText(botId, { exact: false }).first()).toBeVisible();
    await expect(card(page, 'Meeting Info').getByText('abc-defg-hij')).toBeVisible();
    const participants = card(page, 'Participants');
    await expect(participants.getByText('Priya (simulated)')).toBeVisible();
    await expect(participants.getByText('Sam (simulated)')).toBeVisible();
    await expect(
      card(page, 'Meeting Notes')
        .getByText(/simulat/i)
        .first(),
    ).toBeVisible();

    // Search: only the segments that say it, with the words marked (the list is virtual: the
    // count is what the transcript says of itself, the rows are those on screen).
    const counted = transcript(page).getByRole('status');
    await expect(counted).toHaveText(/^\d+ segments$/);
    const allSegments = Number((await counted.textContent())!.split(' ')[0]);
    expect(allSegments).toBeGreaterThan(3);
    await expect(transcript(page).getByText(/billing page/)).toBeVisible();
    const search = transcript(page).getByRole('searchbox', { name: 'Search transcript' });
    await expect(search).toHaveAttribute('placeholder', SEARCH);
    await search.fill('THURSDAY');
    await expect(counted).toHaveText(new RegExp(`^\\d+ of ${allSegments} segments match$`));
    const matching = Number((await counted.textContent())!.split(' ')[0]);
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(allSegments);
    const rows = transcript(page).getByRole('listitem');
    await expect(rows).toHaveCount(matching);
    for (const row of await rows.all()) await expect(row).toContainText(/thursday/i);
    await expect(transcript(page).locator('mark').first()).toHaveText(/^thursday$/i);
    await expect(transcript(page).getByText(/billing page/)).toBeHidden();
    await search.fill('');
    await expect(counted).toHaveText(`${allSegments} segments`);

    // Ask AI: one question for a double Enter, the question at once, then the answer and its sources.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ask-ai/') && request.method() === 'POST')
        asked.push(request.postData() ?? '');
    });
    const question = 'When do we release?';
    const input = chat(page).getByRole('textbox', { name: 'Your question' });
    await input.fill(`  ${question}  `);
    await input.press('Enter');
    await input.press('Enter');
    await expect(chat(page).getByText(question, { exact: true })).toBeVisible();
    const answer = chat(page).locator('[data-slot="chat-message"][data-role="assistant"]').last();
    await expect(answer).toBeVisible({ timeout: 30_000 });
    await expect(chat(page).getByText('Thinking...')).toBeHidden();
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!)).toEqual({
      userQuery: question,
      botId,
      agentId: agent.agentId,
    });
    await expect(answer.getByText(AI_FAILED)).toHaveCount(0);

    // A citation leads into the transcript: its segment is focused, and it says what was quoted.
    const citation = answer.locator('[data-slot="citation"]').first();
    await expect(citation).toBeVisible();
    const quote = ((await citation.locator('q').textContent()) ?? '').trim();
    expect(quote).not.toBe('');
    await citation.click();
    const focused = transcript(page).locator('[data-segment]:focus');
    await expect(focused).toHaveCount(1);
    await expect(focused).toBeInViewport();
    await expect(focused).toContainText(quote);

    // The conversation is kept: after a reload it is still there.
    await page.reload();
    await expect(chat(page).getByText(question, { exact: true })).toBeVisible();
    await expect(
      chat(page).locator('[data-slot="chat-message"][data-role="assistant"]'),
    ).toHaveCount(1);

    // Downloads: the transcript as SubRip with real cue timings, and the notes as markdown.
    const srt = await exportFile(page, (menu) =>
      menu.getByRole('menuitem', { name: 'SubRip subtitles (.srt)' }),
    );
    expect(srt.name).toMatch(/^release-standup-\d{4}-\d{2}-\d{2}-transcript\.srt$/);
    const cues = srtCues(srt.text);
    expect(cues.length).toBeGreaterThan(3);
    for (const cue of cues) expect(cue.end).toBeGreaterThan(cue.start);
    expect(cues.map((cue) => cue.text).join('\n')).toContain('Thursday');
    // The notes' item comes after the transcript's items, one of which is markdown too.
    const notes = await exportFile(page, (menu) =>
      menu.getByRole('menuitem', { name: 'Markdown (.md)' }).last(),
    );
    expect(notes.name).toMatch(/^release-standup-\d{4}-\d{2}-\d{2}-notes\.md$/);
    expect(notes.text).toMatch(/simulat/i);

    // Statistics: each speaker's share of the meeting, and its charts (loaded on their own).
    const statistics = page.locator('[data-slot="meeting-statistics"]');
    await expect(statistics.getByRole('heading', { name: 'Meeting statistics' })).toBeVisible();
    const perSpeaker = statistics.getByRole('region', { name: 'Statistics per speaker' });
    await expect(perSpeaker.getByText('Priya (simulated)')).toBeVisible();
    await expect(perSpeaker.getByText('Sam (simulated)')).toBeVisible();
    await expect(
      statistics.getByRole('img', { name: 'Talk time per speaker, as in the table above' }),
    ).toBeVisible();
  });

  test('a meeting still in progress: told once that its data is processing, then followed live to its notes, and the credits it cost shown', async ({
    page,
  }) => {
    test.slow();
    const { authorization, agent } = await signUpWithAgent(page);
    const botName = 'Live standup';
    const created = await postMeetingBot(page.request, authorization, {
      name: botName,
      meetingUrl: MEET_LINK,
      agentId: agent.agentId,
    });
    expect(created.status()).toBe(201);
    const { bot } = (await created.json()) as { bot: { botId: string } };

    // Counted from before the first read: every time the toast is put on screen.
    await page.addInitScript((text) => {
      window.processingToasts = 0;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            // A toast comes alone, or inside the toaster's list when it is the first.
            const toasts = [node, ...node.querySelectorAll('[data-sonner-toast]')].filter(
              (element) => element.matches('[data-sonner-toast]'),
            );
            for (const toast of toasts)
              if (toast.textContent?.includes(text)) window.processingToasts! += 1;
          }
      }).observe(document, { childList: true, subtree: true });
    }, STILL_PROCESSING);
    await page.goto(`/bot/${encodeURIComponent(bot.botId)}`);
    await expect(page.locator('[data-sonner-toast]').getByText(STILL_PROCESSING)).toBeVisible();
    await page.evaluate(() => (window.sameMeetingPage = true));

    // The notes arrive by themselves once the meeting is done and processed.
    await expect(card(page, 'Meeting Notes').getByText('No meeting notes available')).toBeHidden({
      timeout: 90_000,
    });
    await expect(card(page, 'Participants').getByText('Priya (simulated)')).toBeVisible();
    expect(await page.evaluate(() => window.sameMeetingPage)).toBe(true);
    expect(await page.evaluate(() => window.processingToasts)).toBe(1);

    // Settled, the page stops reading it.
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/meeting-bot/${bot.botId}`)) reads.push(request.url());
    });
    await page.waitForTimeout(6_000);
    expect(reads).toEqual([]);
    // The sidebar shows the credits after the call (0.5 less one started minute).
    await expectSidebarCredits(page, '0.48 credits');
  });

  test('a meeting imported from a .vtt file on /bots opens on its own page with its transcript', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/bots');
    await page.getByRole('button', { name: 'Import meeting' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Transcript file').setInputFiles({
      name: 'design-review.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(DESIGN_REVIEW_VTT),
    });
    await expect(dialog.getByLabel('Meeting name')).toHaveValue('design-review');
    await dialog.getByLabel('Meeting name').fill('Design review');
    const imports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/meeting-bot/import')) imports.push(request.url());
    });
    // A double click uploads once.
    await dialog.getByRole('button', { name: 'Import meeting' }).dblclick();

    await expect(page).toHaveURL(/\/bot\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Design review' })).toBeVisible();
    expect(imports).toHaveLength(1);
    await expect(transcript(page).getByText(/Decision: we use Postgres/)).toBeVisible();
    await expect(card(page, 'Participants').getByText('Linus Pauling')).toBeVisible();
    // The notes come once the import is processed; the page follows it there by itself.
    await expect(card(page, 'Meeting Notes').getByText('No meeting notes available')).toBeHidden({
      timeout: 30_000,
    });

    // The list has it too.
    await page.getByRole('link', { name: 'Back to meeting bots' }).click();
    await expect(botCard(page, 'Design review')).toBeVisible();

    // The same file again (as after a reload mid-upload) makes no second meeting: the dialog says why.
    await page.getByRole('button', { name: 'Import meeting' }).click();
    await dialog.getByLabel('Transcript file').setInputFiles({
      name: 'design-review.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(DESIGN_REVIEW_VTT),
    });
    await dialog.getByRole('button', { name: 'Import meeting' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'You imported this file already, as the meeting “Design review”.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(botCard(page, 'Design review')).toHaveCount(1);
  });

  test('an empty answer says No response; a failed one says so, and asking too fast also toasts why', async ({
    page,
  }) => {
    await signUp(page);
    const { botId } = await importMeetingDirectly(page.request, await bearerToken(page), 'Review');
    // The server's answers are stood in for: the page's handling of each is what is under test.
    const answers = [
      { status: 200, body: { success: true, answer: '   ', citations: [] } },
      { status: 500, body: { success: false, error: 'The language model failed' } },
      { status: 429, body: { success: false, error: 'Too many questions. Wait a minute.' } },
    ];
    let asked = 0;
    // The second answer waits until the test has seen the page wait for it.
    let answerSecond = () => {};
    const secondAnswered = new Promise<void>((resolve) => (answerSecond = resolve));
    await page.route('**/api/ask-ai/', async (route) => {
      asked += 1;
      const { status, body } = answers.shift()!;
      if (asked === 2) await secondAnswered;
      await route.fulfill({ status, json: body });
    });
    await page.goto(`/bot/${encodeURIComponent(botId)}`);
    const input = chat(page).getByRole('textbox', { name: 'Your question' });
    const assistant = chat(page).locator('[data-slot="chat-message"][data-role="assistant"]');

    // Blank after trimming: nothing is asked.
    await input.fill('   ');
    await input.press('Enter');
    await expect(chat(page).getByText('Start a conversation with the AI...')).toBeVisible();

    await input.fill('Who chose Postgres?');
    await input.press('Enter');
    await expect(assistant.nth(0).getByText(NO_RESPONSE, { exact: true })).toBeVisible();
    // A double click on Send asks once; the page says it is thinking meanwhile.
    await input.fill('And why?');
    await chat(page).getByRole('button', { name: 'Send' }).dblclick();
    await expect(chat(page).getByText('Thinking...')).toBeVisible();
    await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled();
    answerSecond();
    await expect(assistant.nth(1).getByText(AI_FAILED, { exact: true })).toBeVisible();
    await input.fill('Anything else?');
    await input.press('Enter');
    await expect(assistant.nth(2).getByText(AI_FAILED, { exact: true })).toBeVisible();
    await expect(page.getByText('Too many questions. Wait a minute.')).toBeVisible();
    expect(asked).toBe(3);
    // The user's questions stay, each before its answer.
    await expect(chat(page).locator('[data-slot="chat-message"]')).toHaveCount(6);
  });

  test("another user's meeting is not found: the page says it failed, the API answers 404", async ({
    page,
  }) => {
    const owner = await signUp(page);
    const ownerToken = await bearerToken(page);
    const { botId } = await importMeetingDirectly(page.request, ownerToken, 'Private review');
    const id = encodeURIComponent(botId);
    const own = await page.request.get(`/api/meeting-bot/${id}`, {
      headers: { authorization: ownerToken },
    });
    expect(own.status()).toBe(200);
    await signOut(page, owner);

    await signUp(page);
    const otherToken = await bearerToken(page);
    await page.goto(`/bot/${encodeURIComponent(botId)}`);
    await expect(page.getByText(LOAD_ERROR)).toBeVisible();
    await expect(page.getByText('Private review')).toHaveCount(0);

    const headers = { authorization: otherToken };
    const answers = await Promise.all([
      page.request.get(`/api/meeting-bot/${id}`, { headers }),
      page.request.get(`/api/ask-ai/conversation/${id}`, { headers }),
      page.request.post('/api/ask-ai/', {
        headers,
        data: { userQuery: 'What was decided?', botId, agentId: '' },
      }),
      page.request.get(`/api/meeting-bot/export/${id}?format=txt`, { headers }),
      page.request.get(`/api/meeting-bot/export/${id}?format=notes`, { headers }),
    ]);
    expect(answers.map((answer) => answer.status())).toEqual([404, 404, 404, 404, 404]);
  });
});
