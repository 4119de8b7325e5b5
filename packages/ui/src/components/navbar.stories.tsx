import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { UserButton } from '../screens/auth/user-button';
import { Navbar } from './navbar';

const meta = {
  title: 'Components/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Convene' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const SignedIn: Story = {
  args: {
    userButton: <UserButton name="Asha Rao" email="asha@example.com" onSignOut={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account menu for Asha Rao' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Register' })).toBeNull();
  },
};

export const SolutionsOpen: Story = {
  args: { solutionsOpen: true, onSolutionsOpenChange: fn() },
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'AI Scrum Manager' })).toHaveAttribute(
      'href',
      '/solutions/ai-scrum-manager',
    );
  },
};

export const OpensSolutions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Solutions' }));
    await expect(await screen.findByRole('menuitem', { name: 'AI Scrum Manager' })).toBeVisible();
  },
};
