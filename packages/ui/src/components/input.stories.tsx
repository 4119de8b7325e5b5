import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Input } from './input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { 'aria-label': 'Bot Name', placeholder: 'e.g. Standup bot' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Bot Name' });
    await userEvent.type(input, 'Sprint planning');
    await expect(input).toHaveValue('Sprint planning');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Weekly sync' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'not a url', 'aria-label': 'Meeting URL' },
};

export const File: Story = { args: { type: 'file', 'aria-label': 'Knowledge File' } };

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-3">
      <Input aria-label="Empty" placeholder="Placeholder" />
      <Input aria-label="Filled" defaultValue="Filled" />
      <Input aria-label="Disabled" disabled defaultValue="Disabled" />
      <Input aria-label="Invalid" aria-invalid defaultValue="Invalid" />
      <Input aria-label="File" type="file" />
    </div>
  ),
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };
