import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Card, CardContent, CardHeader, CardTitle } from '../components/card';
import { AgentField, AgentSettings, CreatedDate } from './agent-details';

/** The parts together, as an agent card lays them out. */
function AgentDetails({ mode, voice }: { mode: string | null; voice: string | null }) {
  return (
    <Card className="max-w-sm gap-5">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Scrum Standup Manager</h2>
        </CardTitle>
        <CreatedDate iso="2026-11-21T04:30:00.000Z" />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <AgentField label="Greeting">
          <p className="text-sm">Good morning team! I&apos;m here to run today&apos;s standup.</p>
        </AgentField>
        <AgentSettings mode={mode} voice={voice} />
      </CardContent>
    </Card>
  );
}

const meta = {
  title: 'Patterns/AgentDetails',
  component: AgentDetails,
  args: { mode: 'active', voice: 'female' },
} satisfies Meta<typeof AgentDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('21 Nov 2026')).toHaveAttribute(
      'datetime',
      '2026-11-21T04:30:00.000Z',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Greeting' })).toBeVisible();
    await expect(canvas.getByText('ACTIVE')).toBeVisible();
    await expect(canvas.getByText('FEMALE')).toBeVisible();
  },
};

export const MissingSettings: Story = {
  args: { mode: null, voice: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('N/A')).toHaveLength(2);
  },
};
