import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../components/button';
import { isPopularPlan, PlanComparisonTable } from './plan-comparison-table';

const meta = {
  title: 'Patterns/PlanComparisonTable',
  component: PlanComparisonTable,
} satisfies Meta<typeof PlanComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prices and features only: no row of buttons under the plans. */
export const Plans: Story = {
  play: async ({ canvas }) => {
    const [, free, pro, teams] = canvas.getAllByRole('columnheader');
    await expect(free).toHaveTextContent('Free₹0always free');
    await expect(pro).toHaveTextContent('ProPOPULAR₹1,199monthly');
    await expect(teams).toHaveTextContent('TeamsBest Value₹2,399per user per month');
    const organisations = canvas.getByRole('row', {
      name: /Organisations with admins and members/,
    });
    await expect(within(organisations).getAllByText('Not included')).toHaveLength(2);
    await expect(canvas.queryByText('Choose a plan')).toBeNull();
  },
};

export const PlansDark: Story = { ...Plans, globals: { theme: 'dark' } };

/** Each page's own button under each plan, the popular one filled. */
export const WithActions: Story = {
  args: {
    renderAction: (plan) => (
      <Button variant={isPopularPlan(plan) ? 'default' : 'outline'} className="w-full">
        Choose {plan.name}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a plan')).toBeInTheDocument();
    for (const name of ['Free', 'Pro', 'Teams']) {
      await expect(canvas.getByRole('button', { name: `Choose ${name}` })).toBeVisible();
    }
  },
};

/** A phone scrolls the plans sideways inside the table; the page stays as wide as the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const container = canvasElement.querySelector('[data-slot="table-container"]');
    await expect(container?.scrollWidth).toBeGreaterThan(container?.clientWidth ?? 0);
  },
};
