import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Input } from './input';
import { Label } from './label';

const meta = {
  title: 'Components/Label',
  component: Label,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInput: Story = {
  render: () => (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor="meeting-url">Meeting URL</Label>
      <Input id="meeting-url" placeholder="https://meet.google.com/abc-defg-hij" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Meeting URL'));
    await expect(canvas.getByRole('textbox', { name: 'Meeting URL' })).toHaveFocus();
  },
};

export const DisabledField: Story = {
  render: () => (
    <div className="grid max-w-sm gap-2">
      <Input id="bot-name" className="peer order-2" disabled defaultValue="Weekly sync" />
      <Label htmlFor="bot-name" className="order-1">
        Bot Name
      </Label>
    </div>
  ),
};
