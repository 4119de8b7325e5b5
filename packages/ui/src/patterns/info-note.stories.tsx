import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { InfoNote } from './info-note';

const meta = {
  title: 'Patterns/InfoNote',
  component: InfoNote,
  args: { children: 'Your organisation admin manages your plan and billing.' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfoNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its icon is decoration: the words alone are read. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = canvasElement.querySelector('p');
    await expect(note?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(note).toHaveTextContent(/^Your organisation admin/);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** Appearing while the page is open: a status, heard when it shows. */
export const Status: Story = {
  args: {
    role: 'status',
    children: 'Your meeting data is still processing. Please check back after some time.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/still processing/);
  },
};

/** A long line wraps beside the icon, which stays at the first line. */
export const Wrapping: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-60">
        <Story />
      </div>
    ),
  ],
};
