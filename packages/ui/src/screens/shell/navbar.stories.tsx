import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { UserButton } from '../auth/user-button';
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

const userButton = <UserButton name="Asha Rao" email="asha@example.com" onSignOut={fn()} />;

/** Signed in: the way back into the app, and the account menu, instead of Login and Register. */
export const SignedIn: Story = {
  args: { userButton },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('button', { name: 'Account menu for Asha Rao' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Register' })).toBeNull();
  },
};

export const SignedInDark: Story = { ...SignedIn, globals: { theme: 'dark' } };

/** The open panel hangs below the bar, so the screenshot takes the whole window. */
const wholeWindow = { screenshot: { viewport: true } };

export const SolutionsOpen: Story = {
  parameters: wholeWindow,
  args: { solutionsOpen: true, onSolutionsOpenChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Solutions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'AI Scrum Manager' })).toHaveAttribute(
      'href',
      '/solutions/ai-scrum-manager',
    );
  },
};

export const OpensSolutions: Story = {
  play: async ({ canvas, userEvent }) => {
    const solutions = canvas.getByRole('button', { name: 'Solutions' });
    await expect(canvas.queryByRole('link', { name: 'AI Scrum Manager' })).toBeNull();
    await userEvent.click(solutions);
    await expect(canvas.getByRole('link', { name: 'AI Scrum Manager' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: 'AI Scrum Manager' })).toBeNull();
    await expect(solutions).toHaveFocus();
  },
};

const phone = { globals: { viewport: { value: 'phone', isRotated: false } } } as const;

/** On a phone only the logo and the menu button fit; everything else is in the menu. */
export const PhoneSignedOut: Story = {
  ...phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Solutions' })).toBeNull();
  },
};

export const PhoneMenuOpen: Story = {
  ...phone,
  parameters: wholeWindow,
  args: { menuOpen: true, onMenuOpenChange: fn() },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu' });
    for (const [name, href] of [
      ['AI Scrum Manager', '/solutions/ai-scrum-manager'],
      ['Pricing', '/pricing'],
      ['Login', '/login'],
      ['Register', '/register'],
    ] as const) {
      await expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const PhoneOpensMenu: Story = {
  ...phone,
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await expect(canvas.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    await expect(menuButton).toHaveFocus();
  },
};

export const PhoneSignedInMenuOpen: Story = {
  ...phone,
  parameters: wholeWindow,
  args: { menuOpen: true, onMenuOpenChange: fn(), userButton },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account menu for Asha Rao' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(within(menu).queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

/** At 360 px the bar keeps the logo, the account menu and the menu button; Dashboard is in the menu. */
export const SmallPhoneSignedIn: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  args: { userButton },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account menu for Asha Rao' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const SmallPhoneSignedInDark: Story = {
  ...SmallPhoneSignedIn,
  globals: { viewport: { value: 'smallPhone', isRotated: false }, theme: 'dark' },
};
