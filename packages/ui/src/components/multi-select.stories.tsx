import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { Label } from './label';
import { MultiSelect, type MultiSelectOption } from './multi-select';

const workflows: MultiSelectOption[] = [
  { value: 'jira', label: 'Create Jira ticket', description: 'Opens a ticket from an action item' },
  { value: 'notion', label: 'Update Notion page', description: 'Appends the meeting notes' },
  { value: 'gmail', label: 'Send follow-up e-mail', description: 'Mails a summary to attendees' },
  { value: 'slack', label: 'Post to Slack', description: 'Shares the summary in a channel' },
  { value: 'calendar', label: 'Schedule follow-up', description: 'Books the next meeting' },
];

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  args: {
    id: 'workflows',
    options: workflows,
    value: [],
    onValueChange: fn(),
    placeholder: 'Select workflows',
    listMaxHeight: 150,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="grid max-w-sm gap-2">
        <Label htmlFor="workflows">Workflows</Label>
        <MultiSelect
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Workflows' })).toHaveTextContent(
      'Select workflows',
    );
  },
};

export const WithSelection: Story = { args: { value: ['jira', 'gmail'] } };

export const Open: Story = {
  args: { value: ['notion'], defaultOpen: true },
  play: async () => {
    const list = await screen.findByRole('list');
    // The list scrolls once it is taller than listMaxHeight.
    await expect(list).toHaveStyle({ maxHeight: '150px' });
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(screen.getByRole('checkbox', { name: /Update Notion page/ })).toBeChecked();
  },
};

export const Choosing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Workflows' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Create Jira ticket/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Post to Slack/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['jira', 'slack']);
    await userEvent.click(screen.getByRole('checkbox', { name: /Create Jira ticket/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['slack']);
  },
};

export const NoOptions: Story = {
  args: { options: [], defaultOpen: true },
  play: async () => {
    await expect(await screen.findByText('No options available')).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true, value: ['jira'] } };

const matrix = [
  { id: 'matrix-empty', label: 'Empty', value: [] },
  { id: 'matrix-selected', label: 'Selected', value: ['jira', 'notion', 'gmail'] },
  { id: 'matrix-disabled', label: 'Disabled', value: ['slack'], disabled: true },
  { id: 'matrix-invalid', label: 'Invalid', value: [], invalid: true },
];

export const Matrix: Story = {
  render: () => (
    <div className="grid max-w-sm gap-3">
      {matrix.map((entry) => (
        <div key={entry.id} className="grid gap-1">
          <Label htmlFor={entry.id}>{entry.label}</Label>
          <MultiSelect
            id={entry.id}
            options={workflows}
            value={entry.value}
            disabled={entry.disabled}
            aria-invalid={entry.invalid}
            onValueChange={() => {}}
          />
        </div>
      ))}
    </div>
  ),
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };
