import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { OptionSelect, SelectField, selectOptions } from './select-field';

const ROLES = { 'org:member': 'Member', 'org:admin': 'Admin' } as const;
type Role = keyof typeof ROLES;
const ROLE_OPTIONS = selectOptions(Object.keys(ROLES) as Role[], (role) => ROLES[role]);

const meta = {
  title: 'Patterns/SelectField',
  component: SelectField<Role>,
  args: {
    label: 'Role',
    options: ROLE_OPTIONS,
    value: 'org:member',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField<Role>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dark = { theme: 'dark' } as const;

/**
 * Radix hides everything outside the open listbox, so hidden controls cannot be reached; axe cannot
 * see the trap and reports them.
 */
const openListbox = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** The label names the select; choosing hands back the option's value. */
export const Choosing: Story = {
  parameters: openListbox,
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveTextContent('Member');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('org:admin');
  },
};

/** Nothing chosen yet: the placeholder. */
export const Placeholder: Story = {
  args: { label: 'Voice', value: null, placeholder: 'Browser default' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Voice' })).toHaveTextContent(
      'Browser default',
    );
  },
};

/** A line under the select that describes it. */
export const WithHint: Story = {
  args: { hint: 'Admins can invite and remove members.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'Admins can invite and remove members.',
    );
  },
};

/** The field's problem takes the hint's place, and marks the select invalid. */
export const WithError: Story = {
  args: { hint: 'Admins can invite and remove members.', error: 'Choose a role.', value: null },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveAccessibleDescription('Choose a role.');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Admins can invite and remove members.')).toBeNull();
  },
};

/** While the choice is saved: a spinner before it, and the select waits. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Role' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toBeDisabled();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Dark: Story = {
  args: { hint: 'Admins can invite and remove members.' },
  globals: dark,
};

/** Without a label of its own: a table row's control, named by aria-label. */
export const OptionSelectInARow: Story = {
  render: (args) => (
    <OptionSelect
      size="sm"
      className="w-32"
      aria-label="Role of Ada Lovelace"
      options={args.options}
      value={args.value}
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role of Ada Lovelace' })).toHaveTextContent(
      'Member',
    );
  },
};
