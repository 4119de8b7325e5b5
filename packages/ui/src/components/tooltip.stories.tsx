import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { Button } from './button';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { defaultOpen: true },
  render: (args) => (
    <div className="pt-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <span tabIndex={0} className="inline-block">
            <Button variant="destructive" disabled>
              Delete
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>Delete not available on Free plan</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Delete not available on Free plan',
    );
  },
};

export const OnFocus: Story = {
  args: { defaultOpen: false },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Delete not available on Free plan',
    );
  },
};
