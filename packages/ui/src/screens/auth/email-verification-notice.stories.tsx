import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { EmailVerificationNotice, EmailVerifiedNotice } from './email-verification-notice';

const meta = {
  title: 'Screens/Auth/Email Verification Notice',
  component: EmailVerificationNotice,
  args: { email: 'asha@example.com', onResend: fn() },
} satisfies Meta<typeof EmailVerificationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend e-mail' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Resending: Story = {
  args: { resending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Resent: Story = {
  args: { resent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verification e-mail sent.');
  },
};

export const ResendRefused: Story = {
  args: { error: 'Too many attempts. Try again in 15 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 15 minutes.',
    );
  },
};

export const ResendRefusedDark: Story = { ...ResendRefused, globals: { theme: 'dark' } };

export const WithLocalInbox: Story = {
  args: { outboxMessageHref: '/api/dev/outbox/msg_01' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View message in local inbox' });
    await expect(link).toHaveAttribute('href', '/api/dev/outbox/msg_01');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const WithLocalInboxDark: Story = { ...WithLocalInbox, globals: { theme: 'dark' } };

/** Where the verification link lands: the address is confirmed. */
export const Verified: Story = {
  render: () => <EmailVerifiedNotice />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your e-mail address is verified.');
  },
};

export const VerifiedDark: Story = { ...Verified, globals: { theme: 'dark' } };
