import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ResetPasswordScreen } from './reset-password-screen';

const meta = {
  title: 'Screens/Auth/Reset Password Form',
  component: ResetPasswordScreen,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAccessibleDescription('At least 8 characters.');
    await userEvent.type(password, 'a-brand-new-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'a-brand-new-secret' });
  },
};

export const FieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters.');
    await expect(password).toHaveFocus();
  },
};

export const FieldErrorsDark: Story = { ...FieldErrors, globals: { theme: 'dark' } };

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Changing password...' })).toBeDisabled();
  },
};

export const InvalidLink: Story = {
  args: { outcome: 'invalid-link' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'This reset link does not work' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Changed: Story = {
  args: { outcome: 'changed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const ChangedDark: Story = { ...Changed, globals: { theme: 'dark' } };
