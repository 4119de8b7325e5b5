import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Card, CardHeader } from '../components/card';
import { CardGrid } from './card-grid';

interface Sample {
  id: string;
  name: string;
}

const SampleGrid = CardGrid<Sample>;

const meta = {
  title: 'Patterns/CardGrid',
  component: SampleGrid,
  args: {
    label: 'Meeting bots',
    items: [
      { id: 'b1', name: 'Weekly sync' },
      { id: 'b2', name: 'Client kickoff' },
      { id: 'b3', name: 'Design review' },
      { id: 'b4', name: 'Retro' },
    ],
    itemKey: (item) => item.id,
    loadingLabel: 'Loading meeting bots...',
    empty: {
      title: 'No meeting bots found',
      description: 'Create your first meeting bot to automate your meeting assistance.',
    },
    children: (item) => (
      <Card className="w-full">
        <CardHeader>
          <h2 className="text-lg font-semibold">{item.name}</h2>
        </CardHeader>
      </Card>
    ),
  },
} satisfies Meta<typeof SampleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Meeting bots' });
    await expect(list.querySelectorAll('li')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading meeting bots...')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Failed to load meeting bots' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load meeting bots');
    await expect(canvas.queryByText('No meeting bots found')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No meeting bots found')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
