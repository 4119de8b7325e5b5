import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TermsAndConditionsScreen } from './terms-and-conditions-screen';

const meta = {
  title: 'Screens/Terms and Conditions',
  component: TermsAndConditionsScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsAndConditionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' }),
    ).toBeVisible();
    await expect(canvas.getByText('15 September 2025')).toHaveAttribute('dateTime', '2025-09-15');
    await expect(canvas.getByText(/aged 18 and over/)).toBeVisible();
    await expect(canvas.getByText(/governed by the laws of India/)).toBeVisible();
    await expect(canvas.getByText(/Indian rupees \(INR\)/)).toBeVisible();
    await expect(
      canvas.getByText(/solely responsible for informing all meeting participants/),
    ).toBeVisible();
  },
};
