import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast as sonnerToast } from 'sonner';
import { expect, screen, waitFor } from 'storybook/test';

import { Toaster, toast, TOAST_LIMIT } from './toaster';

/*
 * Each story raises its toasts in play and hovers them: sonner pauses its timers while the
 * pointer is over the toasts, so even the 2-second success toast holds still for the screenshot.
 */
const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  parameters: { screenshot: { viewport: true } },
  beforeEach: () => () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

async function holdStill(message: string) {
  const shown = await screen.findByText(message);
  const list = shown.closest('[data-sonner-toaster]');
  await expect(list).toHaveAttribute('data-y-position', 'top');
  await expect(list).toHaveAttribute('data-x-position', 'center');
  return shown;
}

export const Success: Story = {
  play: async ({ userEvent }) => {
    toast.success('Meeting Bot created successfully!');
    await userEvent.hover(await holdStill('Meeting Bot created successfully!'));
  },
};

export const ErrorToast: Story = {
  play: async ({ userEvent }) => {
    toast.error('Failed to create meeting bot. Please try again.');
    await userEvent.hover(await holdStill('Failed to create meeting bot. Please try again.'));
  },
};

export const Blank: Story = {
  play: async ({ userEvent }) => {
    toast('Your meeting data is still processing. Please check back after some time.');
    await userEvent.hover(
      await holdStill('Your meeting data is still processing. Please check back after some time.'),
    );
  },
};

export const Loading: Story = {
  play: async ({ userEvent }) => {
    toast.loading("Processing your subscription… Please don't close or refresh the page.");
    await userEvent.hover(
      await holdStill("Processing your subscription… Please don't close or refresh the page."),
    );
  },
};

export const Custom: Story = {
  play: async ({ userEvent }) => {
    toast.custom(() => (
      <div className="rounded-md border bg-popover px-4 py-3 text-sm text-popover-foreground shadow-md">
        Subscription activated successfully
      </div>
    ));
    await userEvent.hover(await holdStill('Subscription activated successfully'));
  },
};

export const LoadingThenSuccess: Story = {
  play: async ({ userEvent }) => {
    const id = toast.loading('Creating Bot...');
    await holdStill('Creating Bot...');
    toast.success('Meeting Bot created successfully!', { id });
    await userEvent.hover(await holdStill('Meeting Bot created successfully!'));
    await expect(screen.queryByText('Creating Bot...')).toBeNull();
  },
};

export const KeepsAtMostTwenty: Story = {
  play: async ({ userEvent }) => {
    for (let index = 1; index <= TOAST_LIMIT + 5; index += 1) toast(`Notification ${index}`);
    await userEvent.hover(await holdStill(`Notification ${TOAST_LIMIT + 5}`));
    await expect(sonnerToast.getToasts()).toHaveLength(TOAST_LIMIT);
    await waitFor(() => expect(screen.queryByText('Notification 5')).toBeNull());
  },
};
