import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Free' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'destructive', 'outline', 'success', 'info'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free')).toHaveAttribute('data-variant', 'default');
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Member' } };
export const Destructive: Story = { args: { variant: 'destructive', children: '0 credits' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Host' } };
export const Success: Story = { args: { variant: 'success', children: '12.5 credits' } };
export const Info: Story = { args: { variant: 'info', children: 'Pro' } };
export const AsLink: Story = {
  args: { asChild: true, children: <a href="/billing">Upgrade</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'data-slot',
      'badge',
    );
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>default</Badge>
      <Badge variant="secondary">secondary</Badge>
      <Badge variant="destructive">destructive</Badge>
      <Badge variant="outline">outline</Badge>
      <Badge variant="success">success</Badge>
      <Badge variant="info">info</Badge>
    </div>
  ),
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };
