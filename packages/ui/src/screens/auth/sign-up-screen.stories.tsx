import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { SignUpScreen } from './sign-up-screen';

const meta = {
  title: 'Screens/Auth/Sign Up Form',
  component: SignUpScreen,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Asha Rao');
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'correct horse',
    });
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const ShortPassword: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Asha Rao');
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

/** Nothing filled in: each field says what it needs, and focus goes to the first. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
  },
};

export const FieldErrorsDark: Story = { ...FieldErrors, globals: { theme: 'dark' } };

export const TooManyAttempts: Story = {
  args: { error: 'Too many attempts. Try again in 15 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 15 minutes.',
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'User already exists. Use another email.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'User already exists. Use another email.',
    );
  },
};
