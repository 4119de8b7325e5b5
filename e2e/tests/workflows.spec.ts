import { expect, test, type Page } from '@playwright/test';
import { bearerToken, signUp, startReceiver } from './fixtures';

/** A new workflow's form filled in: 'Ticket request', one condition and a webhook, not yet created. */
async function fillTicketRequest(page: Page): Promise<void> {
  await page.goto('/workflows/new');
  await page.getByLabel('Name', { exact: true }).fill('Ticket request');
  await page.getByLabel('Condition 1', { exact: true }).fill('someone asks for a ticket');
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await page.getByLabel('URL', { exact: true }).fill('https://example.com/hook');
}

test.describe('workflow journeys', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the workflows page learns that no builder is configured without an error in the console', async ({
    page,
  }) => {
    await signUp(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const token = page.waitForResponse((response) =>
      response.url().endsWith('/api/user/workflow-token'),
    );
    await page.goto('/workflows');
    expect((await token).status()).toBe(200);
    await expect(page.getByRole('link', { name: 'New workflow' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a double click on Create workflow creates one workflow', async ({ page }) => {
    await signUp(page);
    const authorization = await bearerToken(page);
    await fillTicketRequest(page);
    await page.getByRole('button', { name: 'Create workflow' }).dblclick();
    await expect(page.getByText('Workflow created')).toBeVisible();
    await expect(page).toHaveURL(/\/workflows\/[0-9a-f-]{36}$/);

    const listed = await page.request.get('/api/user/workflows', { headers: { authorization } });
    const { workflows } = (await listed.json()) as { workflows: { name: string }[] };
    expect(workflows.filter((workflow) => workflow.name === 'Ticket request')).toHaveLength(1);
  });

  test('a deleted workflow stays busy until the list is read back, so it is not offered again', async ({
    page,
  }) => {
    await signUp(page);
    await fillTicketRequest(page);
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await expect(page.getByText('Workflow created')).toBeVisible();

    await page.goto('/workflows');
    const remove = page.getByRole('button', { name: 'Delete Ticket request' });
    await expect(remove).toBeEnabled();
    // The list is read back slowly, as on a busy server.
    await page.route('**/api/user/workflows', async (route) => {
      await new Promise((done) => setTimeout(done, 3_000));
      await route.fallback();
    });
    await remove.click();
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.ok(),
    );
    await page.getByRole('button', { name: 'Delete workflow' }).click();
    await deleted;
    // Until the list no longer has it, the card cannot be deleted a second time.
    await expect(remove).toBeDisabled({ timeout: 1_000 });
    await expect(page.getByText('Workflow deleted')).toBeVisible();
    await expect(remove).toHaveCount(0);
  });

  test('a double click on Test run in the editor runs the workflow once and spends one action', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      await signUp(page);
      const authorization = await bearerToken(page);
      const created = await page.request.post('/api/workflows', {
        headers: { authorization },
        data: {
          name: 'Ticket request',
          description: '',
          conditions: ['someone asks for a ticket'],
          actions: [{ type: 'webhook', url: `${receiver.url}/hook`, bodyTemplate: '{}' }],
        },
      });
      expect(created.status()).toBe(201);
      const { workflow } = (await created.json()) as { workflow: { id: string } };
      const testRuns: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/test-run')) testRuns.push(request.url());
      });

      await page.goto(`/workflows/${workflow.id}`);
      await page.getByRole('button', { name: 'Test run' }).dblclick();
      await expect(page.locator('[data-slot="test-run-result"]')).toContainText('Succeeded');
      expect(testRuns).toHaveLength(1);
      const user = await page.request.get('/api/user', { headers: { authorization } });
      const { credits } = (
        (await user.json()) as {
          user: { credits: { workflowActions: { used: number } } };
        }
      ).user;
      expect(credits.workflowActions.used).toBe(1);
    } finally {
      receiver.server.close();
    }
  });

  test('a webhook workflow runs when a simulated meeting says its condition; with no actions left a run is refused and says why', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      await signUp(page);
      await page.goto('/workflows');
      await page.getByRole('link', { name: 'New workflow' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Review request');
      await page
        .getByLabel('Condition 1', { exact: true })
        .fill('someone asks to review the schema change');
      await page.getByRole('button', { name: 'Add webhook' }).click();
      await page.getByLabel('URL', { exact: true }).fill(`${receiver.url}/hook`);
      await page
        .getByLabel('JSON body', { exact: true })
        .fill('{"text": "{{speaker}}: {{quote}}"}');
      await page.getByRole('button', { name: 'Create workflow' }).click();
      await expect(page.getByText('Workflow created')).toBeVisible();
      await expect(page).toHaveURL(/\/workflows\/[0-9a-f-]{36}$/);

      await page.goto('/agents/create');
      await page.getByLabel('Name', { exact: true }).fill('Review agent');
      await page.getByLabel('Greeting Message').fill('Hello, I am listening.');
      await page.getByLabel('Prompt', { exact: true }).fill('Listen for review requests.');
      await page.getByRole('button', { name: 'Workflows' }).click();
      await page.getByRole('checkbox', { name: /Review request/ }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Create AI Agent' }).click();
      await expect(page.getByText('Conversational AI Agent created successfully!')).toBeVisible();

      await page.goto('/bots/create');
      await page.getByLabel('Bot Name').fill('Standup');
      await page.getByLabel('Meeting URL').fill('https://meet.google.com/abc-defg-hij');
      await page.getByLabel('Select AI Agent').click();
      await page.getByRole('option', { name: 'Review agent' }).click();
      await page.getByRole('button', { name: 'Create Meeting Bot' }).click();
      await expect(page.getByText('Meeting Bot created successfully!')).toBeVisible();

      // The simulated meeting's Alex asks for a review of the schema change.
      await expect.poll(() => receiver.bodies.length, { timeout: 90_000 }).toBe(1);
      expect(JSON.stringify(receiver.bodies[0])).toMatch(/schema change/);
      await page.goto('/workflows');
      const runs = page.getByRole('table', { name: 'Workflow runs' });
      await expect(runs.getByText('Succeeded').filter({ visible: true }).first()).toBeVisible();
      await expect(runs.getByText(/review schema change/).filter({ visible: true })).toBeVisible();

      // The Free plan's ten actions: one spent by the meeting, nine by test runs, then refused.
      const testRun = page.getByRole('button', { name: 'Test run Review request' });
      for (let run = 0; run < 9; run += 1) {
        await testRun.click();
        await expect(page.getByText('Review request ran').first()).toBeVisible();
        await expect(testRun).toBeEnabled();
      }
      await testRun.click();
      await expect(page.getByText(/^No workflow actions left/).first()).toBeVisible();
      expect(receiver.bodies).toHaveLength(10);
      await page.reload();
      await expect(page.getByRole('link', { name: 'Buy workflow executions' })).toHaveAttribute(
        'href',
        '/billing',
      );
    } finally {
      receiver.server.close();
    }
  });
});
