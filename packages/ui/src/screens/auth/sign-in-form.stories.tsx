import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Screens/Auth/Sign In Form',
  component: SignInForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignInForm>;

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
