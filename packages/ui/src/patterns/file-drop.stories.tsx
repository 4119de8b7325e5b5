import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Label } from '../components/label';
import { FileDrop } from './file-drop';

/** A field around the zone that keeps .txt files up to 1 KB, as a form would. */
function TextFileField({
  disabled = false,
  initialFile = null,
  onChoose,
}: {
  disabled?: boolean;
  initialFile?: { name: string; size: number } | null;
  onChoose: (file: File | null) => void;
}) {
  const [file, setFile] = useState(initialFile);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex max-w-md flex-col gap-2">
      <Label htmlFor="notes-file">Notes file</Label>
      <FileDrop
        id="notes-file"
        accept=".txt"
        hint=".txt, up to 1 KB"
        file={file}
        error={error}
        disabled={disabled}
        onChoose={(chosen) => {
          onChoose(chosen);
          const problem =
            chosen && (chosen.size > 1024 || !chosen.name.endsWith('.txt'))
              ? 'Only .txt files up to 1 KB'
              : null;
          setError(problem);
          setFile(problem ? null : chosen);
          return problem === null;
        }}
        onRemove={() => setFile(null)}
      />
    </div>
  );
}

const meta = {
  title: 'Patterns/FileDrop',
  component: TextFileField,
  args: { onChoose: fn() },
} satisfies Meta<typeof TextFileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Notes file');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.txt');
    await expect(input).toHaveAccessibleDescription('.txt, up to 1 KB');
    await expect(canvas.getByText('Drag and drop a file, or click to choose')).toBeVisible();
  },
};

export const Chosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Notes file');
    const file = new File(['a'.repeat(70)], 'agenda.txt', { type: 'text/plain' });
    await userEvent.upload(input, file);
    await expect(args.onChoose).toHaveBeenCalledWith(file);
    await expect(canvas.getAllByText('agenda.txt')).toHaveLength(1);
    await expect(canvas.getByText('70 B')).toBeVisible();
    await expect(input.files?.[0]).toBe(file);
  },
};

export const Refused: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Notes file');
    await userEvent.upload(input, new File(['a'.repeat(2048)], 'long.txt'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only .txt files up to 1 KB');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Only .txt files up to 1 KB .txt, up to 1 KB');
    await expect(input.files).toHaveLength(0);
  },
};

export const RefusedDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(
      canvas.getByLabelText('Notes file'),
      new File(['a'.repeat(2048)], 'long.txt'),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only .txt files up to 1 KB');
  },
};

export const Removed: Story = {
  args: { initialFile: { name: 'agenda.txt', size: 1536 } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1.5 KB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove agenda.txt' }));
    await expect(canvas.queryByText('agenda.txt')).toBeNull();
    await expect(canvas.getByText('Drag and drop a file, or click to choose')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Notes file')).toBeDisabled();
  },
};

export const ChosenDark: Story = {
  args: { initialFile: { name: 'quarterly-planning-notes.txt', size: 1_572_864 } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
  },
};
