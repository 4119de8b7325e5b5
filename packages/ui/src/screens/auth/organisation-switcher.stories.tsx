import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { OrganisationSwitcher } from './organisation-switcher';

const meta = {
  title: 'Screens/Auth/Organisation Switcher',
  component: OrganisationSwitcher,
  args: {
    organisations: [
      { id: 'org_acme', name: 'Acme Robotics' },
      { id: 'org_globex', name: 'Globex Studios' },
    ],
    activeOrganisationId: 'org_acme',
    onSelect: fn(),
    onCreate: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof OrganisationSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Switch organization, current: Acme Robotics' }),
    ).toBeVisible();
  },
};

export const Open: Story = {
  args: { open: true, onOpenChange: fn() },
  play: async ({ args, userEvent }) => {
    await expect(
      await screen.findByRole('menuitemradio', { name: 'Acme Robotics' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(screen.getByRole('menuitemradio', { name: 'Globex Studios' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(screen.queryByText(/Personal account/i)).toBeNull();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Globex Studios' }));
    await expect(args.onSelect).toHaveBeenCalledWith('org_globex');
  },
};

export const CreateOrganisation: Story = {
  args: { open: true, onOpenChange: fn() },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Create organization' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const NoActiveOrganisation: Story = {
  args: { activeOrganisationId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Select organization' })).toBeVisible();
  },
};
