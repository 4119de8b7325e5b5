import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from '../components/button';
import { ConfirmButton, ConfirmDialog, destructiveOutline } from './confirm-dialog';

const meta = {
  title: 'Patterns/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Remove Bina Rao from Acme Research?',
    description: 'They lose access at once.',
    keepLabel: 'Keep',
    confirmLabel: 'Remove',
    onConfirm: fn(),
    children: (
      <Button variant="outline" className={destructiveOutline}>
        Remove Bina Rao
      </Button>
    ),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmOrKeep: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bina Rao' }));
    const dialog = await screen.findByRole('dialog', { name: args.title });
    await expect(dialog).toHaveAccessibleDescription(args.description);
    // Focus starts on the safe choice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bina Rao' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** ConfirmButton: the outlined destructive button that asks first, then calls `onConfirm`. */
export const ConfirmButtonAsksFirst: Story = {
  render: (args) => (
    <ConfirmButton {...args} size="sm" aria-label="Remove Bina Rao">
      Remove
    </ConfirmButton>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bina Rao' }));
    await expect(await screen.findByRole('dialog', { name: args.title })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** ConfirmButton while its step runs: a spinner, and it waits. */
export const ConfirmButtonBusy: Story = {
  render: (args) => (
    <ConfirmButton {...args} size="sm" busy aria-label="Remove Bina Rao">
      Remove
    </ConfirmButton>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove Bina Rao' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
