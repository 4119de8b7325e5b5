import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CONTACT_EMAIL } from '../../lib/contact';
import { PrivacyPolicyScreen } from './privacy-policy-screen';

const meta = {
  title: 'Screens/Privacy Policy',
  component: PrivacyPolicyScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyPolicyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('15 September 2025')).toHaveAttribute('dateTime', '2025-09-15');
    await expect(
      canvas.getByRole('heading', { name: /Meeting recordings and participants/ }),
    ).toBeVisible();
    await expect(canvas.getByText(/aged 18 and over/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
  },
};
