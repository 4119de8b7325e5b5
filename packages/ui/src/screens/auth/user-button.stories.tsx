import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';

import { UserButton } from './user-button';

const LONG_EMAIL = 'asha.rao.operations-and-research@convene-customer-success.example.com';

const meta = {
  title: 'Screens/Auth/User Button',
  component: UserButton,
  args: { name: 'Asha Rao', email: 'asha@example.com', onSignOut: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof UserButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const smallPhone = { viewport: { value: 'smallPhone', isRotated: false } } as const;

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
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Billing', '/billing'],
      ['Settings', '/settings'],
    ] as const)
      await expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', href);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** The whole address shows, wrapped over lines rather than cut. */
export const LongEmail: Story = {
  args: {
    open: true,
    onOpenChange: fn(),
    name: 'Asha Rao-Venkataraman Subramaniam',
    email: LONG_EMAIL,
    colourScheme: 'system',
    onColourSchemeChange: fn(),
  },
  play: async () => {
    const menu = await screen.findByRole('menu');
    const address = within(menu).getByText(LONG_EMAIL);
    await expect(address).toBeVisible();
    // Nothing is clipped: the text fits inside its own box.
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};

export const LongEmailSmallPhone: Story = {
  ...LongEmail,
  globals: smallPhone,
};

export const LongEmailSmallPhoneDark: Story = {
  ...LongEmail,
  globals: { ...smallPhone, theme: 'dark' },
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
    await expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  },
};
