import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { SignInScreen } from './sign-in-screen';

const meta = {
  title: 'Screens/Auth/Sign In Form',
  component: SignInScreen,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: 'correct horse',
    });
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** The form says what is missing next to each field, not in the browser's bubbles. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.com.',
    );
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Enter your password.',
    );
  },
};

export const FieldErrorsDark: Story = { ...FieldErrors, globals: { theme: 'dark' } };

export const EmailVerified: Story = {
  args: { notice: 'Your e-mail address is verified. Sign in to continue.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your e-mail address is verified.');
  },
};

export const TooManyAttempts: Story = {
  args: { error: 'Too many attempts. Try again in 15 minutes.', defaultEmail: 'asha@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 15 minutes.',
    );
  },
};

export const Busy: Story = {
  args: { busy: true, defaultEmail: 'asha@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'Invalid email or password', defaultEmail: 'asha@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

export const ErrorDark: Story = { ...Error, globals: { theme: 'dark' } };
