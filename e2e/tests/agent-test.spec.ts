/**
 * Talking to an agent on /agent-test with typed input (headless Chromium has no microphone): the
 * greeting, an answer from the knowledge file, a workflow its condition runs, the end of the
 * session with its duration and cost, and the credits charged for its one started minute.
 */
import { expect, test, type Page } from '@playwright/test';
import { bearerToken, expectSidebarCredits, signUp, startReceiver } from './fixtures';

const GREETING = 'Hi, I am Nova. Ask me about orders and refunds.';
const POLICY =
  'Refunds are issued within 14 days of a return. Orders above 50 euros ship free. ' +
  'Our support line is open from 9 to 5 on weekdays.';

/** The agent with a knowledge file and a ticket workflow, made through the API. */
async function agentWithTicketWorkflow(page: Page, receiverUrl: string): Promise<string> {
  const authorization = await bearerToken(page);
  const created = await page.request.post('/api/workflows', {
    headers: { authorization },
    data: {
      name: 'Create ticket',
      description: 'Files a support ticket.',
      conditions: ['someone asks to open a ticket'],
      actions: [
        { type: 'webhook', url: `${receiverUrl}/ticket`, bodyTemplate: '{"quote": "{{quote}}"}' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { workflow } = (await created.json()) as {
    workflow: {
      id: string;
      name: string;
      description: string;
      key: string;
      trigger_conditions: { conditions: string[] };
    };
  };
  const agent = await page.request.post('/api/ai-agent/create', {
    headers: { authorization },
    multipart: {
      name: 'Nova',
      greetingMessage: GREETING,
      prompt: 'You answer customer questions about orders.',
      type: 'audio-agent',
      voice: 'female',
      mode: 'active',
      wakeWords: '',
      workflows: JSON.stringify([
        {
          id: workflow.id,
          name: workflow.name,
          description: workflow.description,
          key: workflow.key,
          conditions: workflow.trigger_conditions.conditions,
        },
      ]),
      file: { name: 'refund-policy.txt', mimeType: 'text/plain', buffer: Buffer.from(POLICY) },
    },
  });
  expect(agent.status()).toBe(201);
  return ((await agent.json()) as { agent: { agentId: string } }).agent.agentId;
}

test.describe('talking to an agent', () => {
  test.describe.configure({ timeout: 120_000 });

  test('typed: greeting, an answer from the knowledge file, a workflow run, the end and its cost', async ({
    page,
    context,
  }) => {
    const receiver = await startReceiver();
    try {
      // Headless Chromium has no microphone: the page is tried as a browser without speech recognition.
      await context.addInitScript(() => {
        const speechless = window as unknown as Record<string, unknown>;
        delete speechless.SpeechRecognition;
        delete speechless.webkitSpeechRecognition;
      });
      await signUp(page);
      await expectSidebarCredits(page, '0.5 credits');
      await agentWithTicketWorkflow(page, receiver.url);

      // Test Agent opens the agent's test page in a new tab.
      await page.goto('/agents');
      const opened = page.waitForEvent('popup');
      await page.getByRole('link', { name: 'Test Agent' }).click();
      const tab = await opened;
      await expect(tab).toHaveURL(/\/agent-test\?agentId=/);
      await expect(tab.getByRole('heading', { level: 2, name: 'Nova' })).toBeVisible();

      await tab.getByRole('button', { name: 'Start talking' }).click();
      const conversation = tab.getByRole('log');
      await expect(conversation.getByText(GREETING)).toBeVisible();
      await expect(
        tab.getByText(
          'This browser has no speech recognition, so you type and the agent answers aloud.',
        ),
      ).toBeVisible();

      const message = tab.getByLabel('Message');
      await message.fill('When are refunds issued?');
      await message.press('Enter');
      await expect(
        conversation.getByText('Refunds are issued within 14 days of a return.'),
      ).toBeVisible();

      await message.fill('Please open a ticket for my broken order.');
      await tab.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(conversation.getByText(/Ran workflow: Create ticket/)).toBeVisible();
      await expect
        .poll(() => receiver.bodies)
        .toContainEqual({
          quote: 'Please open a ticket for my broken order.',
        });

      await tab.getByRole('button', { name: 'End test' }).click();
      await expect(tab.getByText('You ended the test.')).toBeVisible();
      const summary = tab.locator('[data-slot="agent-test-summary"]');
      await expect(summary.getByText('Minutes charged')).toBeVisible();
      await expect(summary.getByText('0.02 credits')).toBeVisible();
      await expect(message).toBeHidden();

      // One started minute of the Free plan's 0.5 credit is charged, once.
      await tab.close();
      await page.reload();
      await expectSidebarCredits(page, '0.48 credits');
      await page.goto('/workflows');
      await expect(
        page
          .getByText(/Agent test · /)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    } finally {
      receiver.server.close();
    }
  });
});
