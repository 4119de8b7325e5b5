import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { CreateOrganisationDialog } from './create-organisation-dialog';

const meta = {
  title: 'Screens/Auth/Create Organisation Dialog',
  component: CreateOrganisationDialog,
  args: { open: true, onOpenChange: fn(), onCreate: fn() },
} satisfies Meta<typeof CreateOrganisationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' });
    await expect(dialog).toBeVisible();
    await userEvent.type(screen.getByLabelText('Organization name'), '  Acme Robotics ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Acme Robotics');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'An organization with this name already exists.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'An organization with this name already exists.',
    );
  },
};
