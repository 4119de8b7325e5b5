import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ForgotPasswordScreen } from './forgot-password-screen';

const meta = {
  title: 'Screens/Auth/Forgot Password Form',
  component: ForgotPasswordScreen,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'asha@example.com' });
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const FieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(email).toHaveFocus();
  },
};

export const FieldErrorsDark: Story = { ...FieldErrors, globals: { theme: 'dark' } };

export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

/** The same words whether or not an account uses the address. */
export const Sent: Story = {
  args: { sentTo: 'asha@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If an account uses asha@example.com, we have sent it a link to choose a new password. The link works for one hour.',
    );
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const SentDark: Story = { ...Sent, globals: { theme: 'dark' } };

export const TooManyAttempts: Story = {
  args: { error: 'Too many attempts. Try again in 12 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 12 minutes.',
    );
  },
};
