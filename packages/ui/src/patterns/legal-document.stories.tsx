import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LegalDocument } from './legal-document';

const meta = {
  title: 'Patterns/LegalDocument',
  component: LegalDocument,
  args: {
    title: 'Cookie Notice',
    introduction: 'This notice explains the few cookies Convene sets and why.',
    sections: [
      {
        heading: 'Cookies we set',
        blocks: [
          'We set only the cookies the service needs:',
          ['A session cookie that keeps you signed in.', 'A cookie that remembers your theme.'],
        ],
      },
      { heading: 'Changes', blocks: ['We will say here when this notice changes.'] },
    ],
    contactEmail: 'privacy@convene.example',
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NumberedSections: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie Notice' })).toBeVisible();
    await expect(canvas.getByText('15 September 2025')).toHaveAttribute('datetime', '2025-09-15');
    await expect(
      canvas.getByRole('heading', { level: 2, name: '1. Cookies we set' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2. Changes' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'privacy@convene.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@convene.example',
    );
  },
};
