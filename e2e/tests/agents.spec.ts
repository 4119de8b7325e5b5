import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  bearerToken,
  createAgentDirectly,
  expectSidebarCredits,
  postAgent,
  signUp,
  subscribeToTeams,
} from './fixtures';

/** SPEC sections 5 and 8, word for word. */
const CREATED = 'Conversational AI Agent created successfully!';
const CREATE_FAILED = 'Failed to create AI agent. Please try again.';
const FREE_PLAN_LIMIT = 'Free plan allows up to 2 AI agents.';
const FILE_TOO_LARGE = 'File size should not exceed 7MB';
const DELETE_NOT_AVAILABLE = 'Delete not available on Free plan';
const INSUFFICIENT_CREDITS = 'Insufficient credits (min 0.5 required)';
const PROMPT_IMPROVED = 'Prompt improved successfully!';
const PROMPT_ALREADY_CLEAR = 'Already clear: nothing to change';

/** One byte over the 7 MB (7340032 bytes) limit. */
const OVER_SIZE_BYTES = 7 * 1024 * 1024 + 1;

/** A one-page PDF with the given lines and a correct cross-reference table, so a PDF reader opens it as is. */
function makePdf(lines: string[]): Buffer {
  const content = `BT /F1 11 Tf 14 TL 56 780 Td ${lines.map((line) => `(${line}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface AgentDraft {
  name: string;
  greeting: string;
  prompt: string;
}

async function listAgentsDirectly(request: APIRequestContext, authorization: string) {
  const response = await request.get('/api/ai-agent/list', { headers: { authorization } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { agents: { agentId: string; agentName: string }[] }).agents;
}

async function fillAgent(page: Page, agent: AgentDraft) {
  await page.getByLabel('Name', { exact: true }).fill(agent.name);
  await page.getByLabel('Greeting Message').fill(agent.greeting);
  await page.getByLabel('Prompt', { exact: true }).fill(agent.prompt);
}

test.describe('AI agents journeys', () => {
  test('a free user creates two agents (one with a PDF), sees them on /agents and the dashboard, and meets the limit', async ({
    page,
  }) => {
    test.slow();
    await signUp(page);
    // The first load asked for the Free plan's 0.5 credit (SPEC section 4, On app load).
    await expectSidebarCredits(page, '0.5 credits');

    await page.goto('/agents');
    await expect(page.getByText('No AI agents found')).toBeVisible();
    await expect(
      page.getByText(
        'Create your first AI agent to start building intelligent conversational experiences',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'New AI Agent' }).click();
    await expect(page).toHaveURL('/agents/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create AI Agent' })).toBeVisible();

    const standup: AgentDraft = {
      name: 'Standup Manager',
      greeting: 'Good morning team, let us start the standup.',
      prompt:
        'Ask each person what they did yesterday, what they will do today and what blocks them.',
    };
    const submit = page.getByRole('button', { name: 'Create AI Agent' });
    await expect(submit).toBeDisabled();
    await fillAgent(page, standup);
    await expect(page.getByText(`${standup.name.length}/50`)).toBeVisible();
    const pdf = makePdf(['Sprint 42 goal: ship the billing page.', 'Standup is at 10:00 IST.']);
    await page.getByLabel('Knowledge File').setInputFiles({
      name: 'sprint-notes.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    // The name once, with its size in bytes or KB.
    await expect(page.getByText('sprint-notes.pdf')).toHaveCount(1);
    await expect(page.getByText(/^[\d,]+(\.\d+)? (B|KB)$/)).toBeVisible();
    await submit.click();
    await expect(page.getByText(CREATED)).toBeVisible();
    // A panel leads to the new agent and to its test page...
    const createdPanel = page.getByRole('region', { name: `${standup.name} is ready` });
    await expect(createdPanel).toBeVisible();
    await expect(createdPanel.getByRole('link', { name: 'Open agent' })).toHaveAttribute(
      'href',
      /^\/agents\/[0-9a-f-]+\/edit$/,
    );
    await expect(createdPanel.getByRole('link', { name: 'Test Agent' })).toHaveAttribute(
      'href',
      /\/agent-test\?agentId=[0-9a-f-]+&userId=/,
    );
    // ...above the form, which starts over: empty, male voice, active mode.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('');
    await expect(page.getByText('sprint-notes.pdf')).toBeHidden();
    await expect(page.getByLabel('Voice')).toHaveText('Male');
    await expect(page.getByRole('radio', { name: 'Active' })).toBeChecked();
    await expect(page.getByText(CREATED)).toBeHidden();

    // A passive agent with a female voice, wake words and no file.
    const retro: AgentDraft = {
      name: 'Retro Facilitator',
      greeting: 'Welcome to the retrospective.',
      prompt: 'Collect what went well and what to improve.',
    };
    await fillAgent(page, retro);
    await page.getByLabel('Voice').click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.getByRole('radio', { name: 'Passive' }).check();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Wake Words').fill(' hey retro , , convene ');
    await page.getByRole('button', { name: 'Workflows' }).click();
    await page.getByRole('checkbox', { name: /Create a ticket/ }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Workflows' })).toHaveText('Create a ticket');
    await submit.click();
    await expect(page.getByText(CREATED)).toBeVisible();

    // Two agents on the free plan: a third is refused in the form, said before anything is typed...
    await expect(page.getByText(FREE_PLAN_LIMIT)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Knowledge File')).toBeDisabled();
    await expect(submit).toBeDisabled();

    // ...and the new agent is one click away.
    await page
      .getByRole('region', { name: `${retro.name} is ready` })
      .getByRole('link', { name: 'Open agent' })
      .click();
    await expect(page).toHaveURL(/\/agents\/[0-9a-f-]+\/edit$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(retro.name);
    await expect(page.getByRole('radio', { name: 'Passive' })).toBeChecked();

    // ...on /agents the cards show, Delete is closed on Free, and the Free plan's 0.5 credit opens Test Agent...
    await page.goto('/agents');
    const cards = page.getByRole('list', { name: 'AI agents' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const retroCard = cards.filter({ hasText: retro.name });
    await expect(retroCard.getByText('PASSIVE', { exact: true })).toBeVisible();
    await expect(retroCard.getByText('FEMALE', { exact: true })).toBeVisible();
    const standupCard = cards.filter({ hasText: standup.name });
    await expect(standupCard.getByText('ACTIVE', { exact: true })).toBeVisible();
    await expect(standupCard.getByText('MALE', { exact: true })).toBeVisible();
    await expect(standupCard.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(standupCard.getByText(DELETE_NOT_AVAILABLE)).toBeVisible();
    await expect(standupCard.getByRole('link', { name: 'Test Agent' })).toHaveAttribute(
      'href',
      /\/agent-test\?agentId=/,
    );
    await expect(standupCard.getByText(INSUFFICIENT_CREDITS)).toBeHidden();

    // ...and by the server, even when the browser is bypassed.
    const authorization = await bearerToken(page);
    const third = await postAgent(page.request, authorization);
    expect(third.status()).toBe(403);
    expect(await third.json()).toMatchObject({ success: false, error: FREE_PLAN_LIMIT });
    const refusedDelete = await page.request.delete(
      `/api/ai-agent/delete/${(await listAgentsDirectly(page.request, authorization))[0]!.agentId}`,
      { headers: { authorization } },
    );
    expect(refusedDelete.status()).toBe(403);

    // The dashboard counts and lists them.
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: standup.name })).toBeVisible();
    await expect(page.getByRole('link', { name: retro.name })).toBeVisible();

    // The test page shows the stored settings, knowledge file included.
    const agents = await listAgentsDirectly(page.request, authorization);
    const standupId = agents.find((agent) => agent.agentName === standup.name)!.agentId;
    await page.goto(`/agent-test?agentId=${encodeURIComponent(standupId)}&userId=me`);
    await expect(page.getByRole('heading', { level: 2, name: standup.name })).toBeVisible();
    await page.getByRole('button', { name: 'Greeting and prompt' }).click();
    await expect(page.getByText(standup.prompt)).toBeVisible();
    await expect(page.getByText(/^sprint-notes\.pdf \(/)).toBeVisible();
    const retroId = agents.find((agent) => agent.agentName === retro.name)!.agentId;
    await page.goto(`/agent-test?agentId=${encodeURIComponent(retroId)}&userId=me`);
    const settings = page.locator('[data-slot="agent-test-settings"]');
    await expect(settings.getByText('hey retro', { exact: true })).toBeVisible();
    await expect(settings.getByText('convene', { exact: true })).toBeVisible();
    await expect(settings.getByText('Create a ticket', { exact: true })).toBeVisible();
  });

  test('over-size and wrong-type knowledge files are refused in the browser and by the server', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/agents/create');
    const fileInput = page.getByLabel('Knowledge File');

    await fileInput.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(OVER_SIZE_BYTES, 0x20),
    });
    await expect(page.getByText(FILE_TOO_LARGE)).toBeVisible();
    await expect(fileInput).toHaveValue('');

    await fileInput.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ binary'),
    });
    await expect(page.getByText('Only .txt, .pdf, .json, .csv files are accepted')).toBeVisible();
    await expect(fileInput).toHaveValue('');

    // A renamed binary passes the browser's look at the name; the server reads the content and refuses it,
    // and nothing the user typed is lost.
    const draft: AgentDraft = { name: 'Renamed', greeting: 'Hi', prompt: 'Use the file.' };
    await fillAgent(page, draft);
    await fileInput.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    });
    await page.getByRole('button', { name: 'Create AI Agent' }).click();
    await expect(page.getByText(CREATE_FAILED)).toBeVisible();
    // The server's reason goes with the spec's message, so the user knows what to fix.
    await expect(page.getByText('The file is not a valid PDF')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(draft.name);
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(draft.prompt);
    await expect(page.getByText('notes.pdf')).toBeVisible();

    const authorization = await bearerToken(page);
    const tooLarge = await postAgent(page.request, authorization, {
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([makePdf(['padding']), Buffer.alloc(OVER_SIZE_BYTES, 0x20)]).subarray(
        0,
        OVER_SIZE_BYTES,
      ),
    });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ success: false, error: FILE_TOO_LARGE });
    const wrongType = await postAgent(page.request, authorization, {
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ binary'),
    });
    expect(wrongType.status()).toBe(422);
    expect(await listAgentsDirectly(page.request, authorization)).toEqual([]);
  });

  test('a template prefills the form and Magic improves the prompt', async ({ page }) => {
    await signUp(page);
    const authorization = await bearerToken(page);
    const response = await page.request.get('/api/shared-agent/templates', {
      headers: { authorization },
    });
    expect(response.status()).toBe(200);
    const [template] = (
      (await response.json()) as {
        agents: {
          name: string;
          greetingMessage: string | null;
          prompt: string | null;
          voice: string | null;
          mode: string | null;
        }[];
      }
    ).agents;
    expect(template).toBeDefined();

    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Agent Templates' })).toBeVisible();
    // The cards preview the markdown prompts as plain text.
    const templateList = page.getByRole('list', { name: 'AI agent templates' });
    await expect(templateList.getByRole('listitem').first()).toBeVisible();
    await expect(templateList).not.toContainText('## ');
    await page
      .getByRole('list', { name: 'AI agent templates' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: template!.name, exact: true }) })
      .getByRole('button', { name: 'Use Template' })
      .click();
    await expect(page).toHaveURL('/agents/create');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(template!.name);
    await expect(page.getByLabel('Greeting Message')).toHaveValue(template!.greetingMessage ?? '');
    const prompt = page.getByLabel('Prompt', { exact: true });
    await expect(prompt).toHaveValue(template!.prompt ?? '');
    await expect(page.getByLabel('Voice')).toHaveText(
      template!.voice === 'female' ? 'Female' : 'Male',
    );
    await expect(page.getByRole('radio', { name: 'Active' })).toBeChecked({
      checked: template!.mode !== 'passive',
    });

    const draft = 'help the team run standups, keep it short';
    await prompt.fill(draft);
    const magic = page.getByRole('button', { name: 'Magic', exact: true });
    await magic.click();
    await expect(page.getByText(PROMPT_IMPROVED)).toBeVisible();
    await expect(prompt).not.toHaveValue(draft);
    await expect(prompt).not.toHaveValue('');
    const improved = await prompt.inputValue();

    // Asked again, Magic has nothing to add and changes nothing.
    await magic.click();
    await expect(page.getByText(PROMPT_ALREADY_CLEAR)).toBeVisible();
    await expect(prompt).toHaveValue(improved);

    // Undo Magic brings back exactly what was typed.
    await page.getByRole('button', { name: 'Undo Magic' }).click();
    await expect(prompt).toHaveValue(draft);
    await expect(page.getByRole('button', { name: 'Undo Magic' })).toBeHidden();
  });

  test('an agent is edited from its card: new name and a replaced knowledge file', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/agents/create');
    await fillAgent(page, {
      name: 'Planning Helper',
      greeting: 'Hello, shall we plan the sprint?',
      prompt: 'Help the team plan the sprint and keep the scope honest.',
    });
    await page.getByLabel('Knowledge File').setInputFiles({
      name: 'old-plan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Sprint 41 planning happens on Monday.'),
    });
    await page.getByRole('button', { name: 'Create AI Agent' }).click();
    await expect(page.getByText(CREATED)).toBeVisible();

    await page.goto('/agents');
    await page.getByRole('link', { name: 'Edit Planning Helper' }).click();
    await expect(page).toHaveURL(/\/agents\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit AI Agent' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Planning Helper');
    await expect(page.getByText('Current: old-plan.txt')).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Sprint Planner');
    await page.getByLabel('Knowledge File').setInputFiles({
      name: 'new-plan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Sprint 42 planning happens on Tuesday.'),
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('AI agent saved.')).toBeVisible();
    await expect(page).toHaveURL('/agents');
    await expect(page.getByRole('heading', { level: 2, name: 'Sprint Planner' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Planning Helper' })).toBeHidden();

    await page.getByRole('link', { name: 'Edit Sprint Planner' }).click();
    await expect(page.getByText('Current: new-plan.txt')).toBeVisible();
  });

  test('an unknown agent id on the edit page says so', async ({ page }) => {
    await signUp(page);
    await page.goto('/agents/00000000-0000-4000-8000-000000000000/edit');
    await expect(page.getByRole('alert')).toContainText('AI agent not found');
  });
  test('an agent already deleted in another tab leaves the list when deleted here', async ({
    page,
  }) => {
    await signUp(page);
    // Deleting needs a paid plan.
    await subscribeToTeams(page);
    const authorization = await bearerToken(page);
    const agent = await createAgentDirectly(page.request, authorization);
    await page.goto('/agents');
    const card = page
      .getByRole('list', { name: 'AI agents' })
      .getByRole('listitem')
      .filter({ hasText: agent.agentName });
    await expect(card).toBeVisible();

    // The other tab deletes it first.
    const deleted = await page.request.delete(`/api/ai-agent/delete/${agent.agentId}`, {
      headers: { authorization },
    });
    expect(deleted.status()).toBe(200);

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('AI agent not found')).toBeVisible();
    await expect(card).toBeHidden();
  });
});
