import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaveIcon } from 'lucide-react';
import { expect, fn } from 'storybook/test';

import { Button } from '../components/button';
import { SubmitArea } from './submit-area';

const meta = {
  title: 'Patterns/SubmitArea',
  component: SubmitArea,
  args: {
    label: 'Save name',
    busyLabel: 'Saving...',
    busy: false,
    align: 'start',
    button: { icon: <SaveIcon aria-hidden /> },
  },
  decorators: [
    (Story) => (
      <form
        aria-label="Change your name"
        className="grid max-w-md gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SubmitArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } } as const;
const dark = { theme: 'dark' } as const;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Save name' });
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveAttribute('type', 'submit');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Saving...' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's refusal above the button, which it describes. */
export const Error: Story = {
  args: { error: 'Too many attempts. Try again in 15 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 15 minutes.',
    );
    await expect(canvas.getByRole('button', { name: 'Save name' })).toHaveAccessibleDescription(
      'Too many attempts. Try again in 15 minutes.',
    );
  },
};

export const Disabled: Story = {
  args: { button: { icon: <SaveIcon aria-hidden />, disabled: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save name' })).toBeDisabled();
  },
};

/** A dialog's footer: Cancel beside the submit, under it on phones. */
export const WithCancel: Story = {
  args: {
    align: 'end',
    label: 'Create',
    busyLabel: 'Creating...',
    button: undefined,
    cancel: (
      <Button type="button" variant="outline" onClick={fn()}>
        Cancel
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  },
};

export const WithCancelPhone: Story = { ...WithCancel, globals: phone };

export const ErrorPhone: Story = { ...Error, globals: phone };

export const ErrorDark: Story = { ...Error, globals: dark };

export const BusyDark: Story = { ...Busy, globals: dark };
