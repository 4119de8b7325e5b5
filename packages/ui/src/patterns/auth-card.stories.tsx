import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { AuthCard, AuthField } from './auth-card';

/** A one-field account form: the card, a field (with its hint or error) and the submit button. */
function AccountForm({
  busy,
  error,
  onSubmit,
}: {
  busy: boolean;
  error?: string;
  onSubmit: () => void;
}) {
  return (
    <AuthCard
      title="Forgot password"
      description="We will e-mail you a link to choose a new one."
      submit={{
        onSubmit: (event) => {
          event.preventDefault();
          onSubmit();
        },
        label: 'Send link',
        busyLabel: 'Sending...',
        busy,
      }}
      footer="Remembered it? Sign in instead."
    >
      <AuthField
        id="email"
        label="E-mail"
        type="email"
        hint="The address you signed up with."
        error={error}
      />
    </AuthCard>
  );
}

const meta = {
  title: 'Patterns/AuthCard',
  component: AccountForm,
  args: { busy: false, onSubmit: fn() },
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'The address you signed up with.',
    );
  },
};

export const FieldError: Story = {
  args: { error: 'Enter your e-mail address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toBeInvalid();
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};
