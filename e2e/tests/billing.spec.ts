import { expect, test, type Page } from '@playwright/test';
import { bearerToken, expectSidebarCredits, postAgent, signUp } from './fixtures';

/** SPEC sections 4 and 8, word for word. */
const PROCESSING = 'Processing your subscription… Please don’t close or refresh the page.';
const ACTIVATED = 'Subscription activated successfully';
const CANCELLED = 'Subscription cancelled successfully';
const SANDBOX = 'Sandbox: no money moves';

const balanceCard = (page: Page) => page.locator('[data-slot="credit-balance-card"]');
const workflowCard = (page: Page) => page.locator('[data-slot="workflow-executions-card"]');
const sandboxCheckout = (page: Page) => page.getByRole('dialog').filter({ hasText: SANDBOX });

/** Pays in the sandbox checkout, which says plainly that no money moves. */
async function payInSandbox(page: Page, amount: string) {
  const checkout = sandboxCheckout(page);
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(checkout).toBeHidden();
}

test.describe('billing journeys (sandbox checkout)', () => {
  // Subscribing waits 10 s after the payment before verifying (SPEC section 4), then reloads.
  test.describe.configure({ timeout: 120_000 });

  test('subscribes to Pro, buys credits and workflow executions, and cancels while keeping Pro until the period ends', async ({
    page,
    request,
  }) => {
    await signUp(page);
    await page.goto('/billing');
    await expect(balanceCard(page).getByText('Each credit = 1 hour of usage')).toBeVisible();
    await expect(balanceCard(page).getByText('₹399 per credit')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
    await payInSandbox(page, '₹1,199');
    await expect(page.getByText(PROCESSING)).toBeVisible();
    await expect(page.getByText(ACTIVATED)).toBeVisible({ timeout: 20_000 });
    // The page reloads 2 s after the success, and shows the live plan.
    await page.waitForEvent('load');
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    await expect(balanceCard(page).getByText('₹379 per credit')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Free Forever' })).toBeDisabled();
    // The 0.5 free credit of sign-up, and Pro's 3.
    await expectSidebarCredits(page, '3.5 credits');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(
      page.getByRole('complementary', { name: 'Sidebar' }).locator('[data-slot="plan-badge"]'),
    ).toHaveText('Pro Plan');
    await page.keyboard.press('Escape');

    // Pro unlocks what Free does not: a third agent, and deleting agents.
    const authorization = await bearerToken(page);
    for (let made = 0; made < 3; made += 1)
      expect((await postAgent(request, authorization)).status()).toBeLessThan(300);
    await page.goto('/agents');
    const deletes = page.getByRole('button', { name: /Delete/ });
    await expect(deletes).toHaveCount(3);
    await expect(deletes.first()).toBeEnabled();

    await page.goto('/billing');
    await page.getByLabel('Credits to buy').fill('2');
    await expect(balanceCard(page).getByText('Total: ₹758')).toBeVisible();
    await page.getByRole('button', { name: 'Buy credits' }).click();
    await payInSandbox(page, '₹758');
    await expect(page.getByText('Added 2 credits')).toBeVisible();
    await expect(page.locator('[data-slot="credit-balance"]')).toHaveText('5.5 credits');

    await page.getByLabel('Credits to spend').fill('2');
    await expect(workflowCard(page).getByText("You'll get 1,000 executions")).toBeVisible();
    await workflowCard(page).getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(page.getByText('You now have 2 workflow credits')).toBeVisible();
    await expect(page.locator('[data-slot="credit-balance"]')).toHaveText('3.5 credits');
    const history = page.locator('[data-slot="credit-history"]');
    await expect(history.getByText('Workflow executions bought')).toBeVisible();
    await expect(history.getByText(/Credits bought/)).toBeVisible();
    await expect(history.getByText(/Plan allowance/)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Cancel subscription', exact: true }).click();
    await expect(page.getByText(CANCELLED)).toBeVisible();
    await page.waitForEvent('load');
    // Still Pro until the period ends, and never charged again.
    await expect(page.getByText(/^Ends on \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
    await expect(balanceCard(page).getByText('₹379 per credit')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  });

  test('a failed payment changes nothing and says so', async ({ page }) => {
    await signUp(page);
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
    const checkout = sandboxCheckout(page);
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByText(/^Payment failed: .* Nothing has changed\.$/)).toBeVisible();
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(checkout).toBeHidden();
    await expect(page.getByText(PROCESSING)).toHaveCount(0);

    await page.getByRole('button', { name: 'Buy credits' }).click();
    await sandboxCheckout(page).getByRole('button', { name: 'Fail' }).click();
    await expect(
      page.getByText(/^Payment failed: .* Nothing has changed\.$/).first(),
    ).toBeVisible();
    await sandboxCheckout(page).getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(page.locator('[data-slot="credit-balance"]')).toHaveText('0.5 credits');
    await expect(
      page.locator('[data-slot="credit-history"]').getByText('Credits bought'),
    ).toHaveCount(0);
  });
});
