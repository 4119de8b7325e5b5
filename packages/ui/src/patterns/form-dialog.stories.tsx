import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from '../components/button';
import { Input } from '../components/input';
import { Label } from '../components/label';
import { DialogForm, FormDialog, useDialogBusy } from './form-dialog';

function Form() {
  const busy = useDialogBusy();
  return (
    <DialogForm
      onSubmit={(event) => event.preventDefault()}
      submitLabel="Rename"
      busyLabel="Renaming..."
    >
      <div className="grid gap-2">
        <Label htmlFor="meeting-name">Meeting name</Label>
        <Input id="meeting-name" defaultValue="Weekly sync" disabled={busy} />
      </div>
    </DialogForm>
  );
}

const meta = {
  title: 'Patterns/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Rename meeting',
    description: 'The new name shows on the meeting and its bot.',
    children: <Form />,
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } } as const;
const dark = { theme: 'dark' } as const;

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename meeting' });
    await expect(dialog).toHaveAccessibleDescription(args.description as string);
    // The form is named by the dialog's title when it is given no label of its own.
    await expect(screen.getByRole('form', { name: 'Rename meeting' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While the request is in flight nothing closes it, and Cancel is locked with the fields. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('button', { name: 'Renaming...' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { error: 'A meeting with this name already exists.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'A meeting with this name already exists.',
    );
  },
};

export const ErrorPhone: Story = { ...Error, globals: phone };

export const ErrorDark: Story = { ...Error, globals: dark };

/** Opened by its own trigger. */
export const WithTrigger: Story = {
  args: {
    open: undefined,
    trigger: <Button variant="outline">Rename</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.getByLabelText('Meeting name')).toHaveFocus());
  },
};
