import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { onValueChange: fn() },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Voice" className="w-48">
        <SelectValue placeholder="Select a voice" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Voices</SelectLabel>
          <SelectItem value="male">Male</SelectItem>
          <SelectItem value="female">Female</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectItem value="robot" disabled>
          Robot (coming soon)
        </SelectItem>
      </SelectContent>
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = {
  args: { defaultValue: 'male' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Voice' })).toHaveTextContent('Male');
  },
};

export const Open: Story = {
  args: { defaultValue: 'female', defaultOpen: true },
  /*
   * While open, Radix hides the rest of the page with aria-hidden and traps focus in the
   * listbox, so hidden controls cannot be reached; axe cannot see the trap and reports them.
   */
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async () => {
    await expect(await screen.findByRole('option', { name: 'Female' })).toHaveAttribute(
      'data-state',
      'checked',
    );
  },
};

export const Choosing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Voice' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('female');
    await expect(canvas.getByRole('combobox')).toHaveTextContent('Female');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'male' } };

export const Matrix: Story = {
  render: () => (
    <div className="flex gap-4">
      {(
        [
          ['Placeholder', undefined, false, 'default'],
          ['Value', 'male', false, 'default'],
          ['Small', 'female', false, 'sm'],
          ['Disabled', 'male', true, 'default'],
        ] as const
      ).map(([name, value, disabled, size]) => (
        <Select key={name} defaultValue={value} disabled={disabled}>
          <SelectTrigger aria-label={name} size={size} className="w-36">
            <SelectValue placeholder="Select a voice" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="male">Male</SelectItem>
            <SelectItem value="female">Female</SelectItem>
          </SelectContent>
        </Select>
      ))}
    </div>
  ),
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };
