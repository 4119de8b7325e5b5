import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { TextField, type TextFieldProps } from './text-field';

const meta = {
  title: 'Patterns/TextField',
  component: TextField,
  args: { label: 'Name', value: '', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the form: the value is held, so typing shows as it would. */
function Typed(args: TextFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TextField
      {...args}
      value={value}
      onValueChange={(typed) => {
        args.onValueChange?.(typed);
        setValue(typed);
      }}
    />
  );
}

/** The label names the input; each change hands back the whole value. */
export const Typing: Story = {
  render: (args) => <Typed {...args} />,
  args: { placeholder: 'e.g. Weekly sync' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).not.toHaveAccessibleDescription();
    await userEvent.type(input, 'Standup');
    await expect(input).toHaveValue('Standup');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Standup');
  },
};

/** A line under the input on what to type, which describes it. */
export const WithHint: Story = {
  args: { label: 'Wake Words', hint: 'Comma separated', value: 'hey convene' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Wake Words' })).toHaveAccessibleDescription(
      'Comma separated',
    );
  },
};

/** Counted: how much of the limit the value holds, read with the input. */
export const Counted: Story = {
  render: (args) => <Typed {...args} />,
  args: { maxLength: 100, counted: true, value: 'Weekly sync notes' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAccessibleDescription('17/100');
    await userEvent.type(input, '!');
    await expect(input).toHaveAccessibleDescription('18/100');
  },
};

/** The problem, in place of the hint: the input is invalid and described by it and the count. */
export const Invalid: Story = {
  args: {
    maxLength: 100,
    counted: true,
    hint: 'Letters, digits and dashes',
    error: 'Bot name is required',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('0/100 Bot name is required');
    await expect(canvas.queryByText('Letters, digits and dashes')).toBeNull();
  },
};

/** While its form's request runs, the field cannot be changed. */
export const Disabled: Story = {
  args: { value: 'Weekly sync', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

/** Dark, invalid and counted: the problem stays readable. */
export const Dark: Story = {
  args: { maxLength: 100, counted: true, error: 'Bot name is required' },
  globals: { theme: 'dark' },
};
