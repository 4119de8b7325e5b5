import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Badge } from './badge';
import { Button } from './button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Credit Balance</CardTitle>
        <CardDescription>Each credit = 1 hour of usage</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold">12.5 credits</p>
      </CardContent>
      <CardFooter>
        <Button className="w-full">Buy credits</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Credit Balance')).toHaveAttribute('data-slot', 'card-title');
  },
};

export const WithAction: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Pro</CardTitle>
        <CardDescription>₹1,199 monthly</CardDescription>
        <CardAction>
          <Badge variant="info">POPULAR</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="text-sm">3 hours of AI conversational time per month</CardContent>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: () => (
    <Card>
      <CardContent className="text-sm">Bots take about 30 seconds to join a meeting.</CardContent>
    </Card>
  ),
};

export const Matrix: Story = {
  decorators: [
    (Story) => (
      <div className="grid max-w-4xl grid-cols-3 gap-4">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Header only</CardTitle>
          <CardDescription>Title and description</CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader className="border-b">
          <CardTitle>Bordered header</CardTitle>
          <CardAction>
            <Badge variant="success">Active</Badge>
          </CardAction>
        </CardHeader>
        <CardContent className="text-sm">Content below a bordered header.</CardContent>
      </Card>
      <Card>
        <CardContent className="text-sm">Content and a bordered footer.</CardContent>
        <CardFooter className="border-t">
          <Button variant="outline" size="sm">
            View
          </Button>
        </CardFooter>
      </Card>
    </>
  ),
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };
