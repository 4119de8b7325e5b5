import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CONTACT_EMAIL } from '../../lib/contact';
import { Footer, PROFESSIONAL_NETWORK_URL, VIDEO_CHANNEL_URL } from './footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: { year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const quickLinks = canvas.getByRole('navigation', { name: 'Quick Links' });
    await expect(quickLinks).toBeVisible();
    for (const [name, href] of [
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-and-conditions'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    for (const [name, href] of [
      ['YouTube', VIDEO_CHANNEL_URL],
      ['LinkedIn', PROFESSIONAL_NETWORK_URL],
    ]) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByText('© 2026 Convene')).toBeVisible();
  },
};
