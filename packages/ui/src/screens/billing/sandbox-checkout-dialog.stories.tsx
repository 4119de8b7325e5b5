import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';

import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

const meta = {
  title: 'Screens/Billing/SandboxCheckoutDialog',
  component: SandboxCheckoutDialog,
  args: {
    open: true,
    title: 'Pro plan',
    amount: 1199,
    billingNote: 'monthly',
    busy: null,
    onPay: fn(),
    onFail: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SandboxCheckoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkout = () => screen.findByRole('dialog', { name: 'Checkout' });

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await checkout());
    await expect(dialog.getByText('Sandbox: no money moves')).toBeVisible();
    await expect(await checkout()).toHaveAccessibleDescription(
      'Sandbox: no money moves This checkout is simulated: no card is charged. Pay completes the payment, Fail declines it.',
    );
    await expect(dialog.getByText('Pro plan')).toBeVisible();
    await expect(dialog.getByText('₹1,199')).toBeVisible();
    await expect(dialog.getByText('monthly')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Pay ₹1,199' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Fail' }));
    await expect(args.onFail).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    // The callbacks decide; the dialog stays as its props say.
    await expect(await checkout()).toBeVisible();
  },
};

export const OpenDark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await checkout()).toBeVisible();
  },
};

export const CreditsPurchase: Story = {
  args: { title: '2 credits', amount: 758, billingNote: undefined },
  play: async () => {
    const dialog = within(await checkout());
    await expect(dialog.getByText('2 credits')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay ₹758' })).toBeEnabled();
    await expect(dialog.queryByText('monthly')).toBeNull();
  },
};

export const Paying: Story = {
  args: { busy: 'pay' },
  play: async ({ args, userEvent }) => {
    const dialog = within(await checkout());
    const pay = dialog.getByRole('button', { name: 'Pay ₹1,199' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Fail' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    // Escape cannot abandon a payment being reported.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Failing: Story = {
  args: { busy: 'fail' },
  play: async () => {
    const dialog = within(await checkout());
    await expect(dialog.getByRole('button', { name: 'Fail' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Pay ₹1,199' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async () => {
    const dialog = await checkout();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
