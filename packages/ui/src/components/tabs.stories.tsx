import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'transcript' },
  render: (args) => (
    <Tabs {...args} className="max-w-md">
      <TabsList>
        <TabsTrigger value="transcript">Transcript</TabsTrigger>
        <TabsTrigger value="notes">Notes</TabsTrigger>
        <TabsTrigger value="participants" disabled>
          Participants
        </TabsTrigger>
      </TabsList>
      <TabsContent value="transcript" className="text-sm">
        Priya: Let&apos;s start the standup.
      </TabsContent>
      <TabsContent value="notes" className="text-sm">
        Action items: update the sprint board.
      </TabsContent>
      <TabsContent value="participants" className="text-sm">
        3 participants
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Transcript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent("Let's start the standup.");
  },
};

export const Switching: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Notes' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Action items');
  },
};

export const DisabledTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Participants' })).toBeDisabled();
  },
};
