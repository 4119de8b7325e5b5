import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Textarea } from './textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Prompt', placeholder: "Describe the agent's role, goals and tone." },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithCounter: Story = {
  args: { maxLength: 120, 'aria-label': 'Greeting Message' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('0/120')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'Hi everyone');
    await expect(canvas.getByText('11/120')).toBeVisible();
  },
};

export const CounterAtLimit: Story = {
  render: function Render(args) {
    const [name, setName] = useState('A'.repeat(50));
    return (
      <Textarea
        {...args}
        aria-label="Agent name"
        maxLength={50}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'more');
    await expect(canvas.getByRole('textbox')).toHaveValue('A'.repeat(50));
    await expect(canvas.getByText('50/50')).toBeVisible();
  },
};

/** A chat box keeps its limit without a count. */
export const LimitWithoutCounter: Story = {
  args: { maxLength: 5, counter: false, 'aria-label': 'Message' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'Hello there');
    await expect(canvas.getByRole('textbox')).toHaveValue('Hello');
    await expect(canvas.queryByText('5/5')).toBeNull();
  },
};

export const SixRows: Story = { args: { rows: 6 } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Run the daily standup.' } };
export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-3">
      <Textarea aria-label="Empty" placeholder="Empty" />
      <Textarea aria-label="Counter" maxLength={120} defaultValue="With a counter" />
      <Textarea aria-label="Disabled" disabled defaultValue="Disabled" />
      <Textarea aria-label="Invalid" aria-invalid defaultValue="Invalid" />
    </div>
  ),
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };
