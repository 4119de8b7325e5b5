import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PricingScreen } from './pricing-screen';

const meta = {
  title: 'Screens/Pricing',
  component: PricingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Choose Your Perfect Plan' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Simple, transparent pricing that grows with you. Compare features and find the right fit.',
      ),
    ).toBeVisible();
    const [, free, pro, teams] = canvas.getAllByRole('columnheader');
    await expect(free).toHaveTextContent('Free₹0always free');
    await expect(pro).toHaveTextContent('ProPOPULAR₹1,199monthly');
    await expect(teams).toHaveTextContent('TeamsBest Value₹2,399per user per month');
    const organisations = canvas.getByRole('row', {
      name: /Organisations with admins and members/,
    });
    await expect(within(organisations).getAllByText('Not included')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Get started with Pro' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** A phone scrolls the plans sideways inside the table; the page itself stays as wide as the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const container = canvasElement.querySelector('[data-slot="table-container"]');
    await expect(container?.scrollWidth).toBeGreaterThan(container?.clientWidth ?? 0);
  },
};
