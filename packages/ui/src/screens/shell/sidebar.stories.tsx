import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Sidebar } from './sidebar';

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: {
    open: true,
    onOpenChange: fn(),
    onSignOut: fn(),
    currentPath: '/dashboard',
    credits: 12.5,
    plan: 'free',
    hasActiveOrganisation: false,
    organisationRole: null,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemNames = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('a')).map((link) => link.textContent?.trim());

export const OpenFreePlan: Story = {
  play: async ({ canvas, canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="plan-badge"]');
    await expect(badge).toHaveTextContent('Free Plan');
    await expect(badge).toHaveAttribute('data-variant', 'secondary');
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    await expect(itemNames(nav)).toEqual([
      'Dashboard',
      'AI Agents',
      'Meeting Bots',
      'Calendar',
      'Workflows',
      'Templates',
      'Billing',
      'Organizations',
      'Settings',
    ]);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'AI Agents' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const FocusMovesIntoSidebar: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('complementary', { name: 'Sidebar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Convene' })).toHaveFocus();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector('[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(sidebar).not.toBeVisible();
  },
};

export const ClosesOnOverlayClick: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const overlay = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar-overlay"]');
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('link', { name: 'AI Agents' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesOnNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Billing' });
    // The story has no router: keep the browser on the story while checking the close call.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ActiveNestedRoute: Story = {
  args: { currentPath: '/bot/bot_7f3a9c' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Meeting Bots' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SignOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const ProPlan: Story = {
  args: { plan: 'pro' },
  play: async ({ canvasElement, canvas }) => {
    const badge = canvasElement.querySelector('[data-slot="plan-badge"]');
    await expect(badge).toHaveTextContent('Pro Plan');
    await expect(badge).toHaveAttribute('data-variant', 'info');
    await expect(canvas.getByRole('link', { name: 'Organizations' })).toBeVisible();
  },
};

export const TeamsMember: Story = {
  args: { plan: 'teams', hasActiveOrganisation: true, organisationRole: 'org:member' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="plan-badge"]')).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Organizations' })).toBeNull();
  },
};

export const TeamsAdmin: Story = {
  args: {
    plan: 'teams',
    hasActiveOrganisation: true,
    organisationRole: 'org:admin',
    currentPath: '/admin',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Organizations' })).toBeNull();
  },
};

const creditsBadge = (root: HTMLElement) =>
  root.querySelector('[data-slot="credits-balance"] [data-slot="badge"]');

export const CreditsZero: Story = {
  args: { credits: 0 },
  play: async ({ canvasElement }) => {
    const badge = creditsBadge(canvasElement);
    await expect(badge).toHaveTextContent('0 credits');
    await expect(badge).toHaveAttribute('data-variant', 'destructive');
  },
};

export const CreditsOne: Story = {
  args: { credits: 1 },
  play: async ({ canvasElement }) => {
    const badge = creditsBadge(canvasElement);
    await expect(badge).toHaveTextContent('1 credit');
    await expect(badge).not.toHaveTextContent('credits');
    await expect(badge).toHaveAttribute('data-variant', 'success');
  },
};

export const CreditsTwelveAndAHalf: Story = {
  args: { credits: 12.5 },
  play: async ({ canvasElement }) => {
    const badge = creditsBadge(canvasElement);
    await expect(badge).toHaveTextContent('12.5 credits');
    await expect(badge).toHaveAttribute('data-variant', 'success');
  },
};

export const ProPlanDark: Story = {
  args: { plan: 'pro', credits: 0 },
  globals: { theme: 'dark' },
};
