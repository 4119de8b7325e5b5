import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { UserButton } from './user-button';

const meta = {
  title: 'Screens/Auth/User Button',
  component: UserButton,
  args: { name: 'Asha Rao', email: 'asha@example.com', onSignOut: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof UserButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Account menu for Asha Rao' }),
    ).toHaveTextContent('A');
  },
};

export const Open: Story = {
  args: { open: true, onOpenChange: fn() },
  play: async ({ args, userEvent }) => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Asha Rao');
    await expect(menu).toHaveTextContent('asha@example.com');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const ThemeChoice: Story = {
  args: { open: true, onOpenChange: fn(), colourScheme: 'system', onColourSchemeChange: fn() },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('menuitemradio', { name: 'System' })).toBeChecked();
    await expect(screen.getByRole('menuitemradio', { name: 'Light' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.onColourSchemeChange).toHaveBeenCalledWith('dark');
    // Choosing a theme keeps the menu open.
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

export const ThemeChoiceDark: Story = {
  args: { open: true, onOpenChange: fn(), colourScheme: 'dark', onColourSchemeChange: fn() },
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  },
};
