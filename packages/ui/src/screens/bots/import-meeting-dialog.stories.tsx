import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { MEETING_IMPORT_MAX_BYTES, MEETING_IMPORT_TOO_LARGE } from '@convene/domain/meeting-import';

import { ImportMeetingDialog } from './import-meeting-dialog';

const meta = {
  title: 'Screens/Bots/ImportMeetingDialog',
  component: ImportMeetingDialog,
  args: { open: true, onOpenChange: fn(), onImport: fn(), busy: false, error: null },
} satisfies Meta<typeof ImportMeetingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const WEBVTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Priya Raman>Morning all.\n';

/** A file that says it is `size` bytes without allocating them. */
function sizedFile(name: string, size: number): File {
  const file = new File([WEBVTT], name, { type: 'text/vtt' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const Empty: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Import a meeting' });
    await expect(dialog).toHaveTextContent('WebVTT file (.vtt) from Zoom, Teams or Meet');
    await expect(screen.getByText('Choose a transcript file')).toBeVisible();
    await expect(screen.getByLabelText('Meeting name')).toHaveValue('');
    // Nothing chosen yet: the dialog says so instead of importing.
    await userEvent.type(screen.getByLabelText('Meeting name'), 'Standup');
    await userEvent.click(screen.getByRole('button', { name: 'Import meeting' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a transcript file to import',
    );
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

export const EmptyDark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Import a meeting' })).toBeVisible();
  },
};

export const FileChosen: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Import a meeting' });
    const file = sizedFile('Quarterly planning with the design team and friends.vtt', 2_457_600);
    await userEvent.upload(screen.getByLabelText('Transcript file'), file);
    // The name and size show once, in the picker.
    await expect(screen.getAllByText(file.name)).toHaveLength(1);
    await expect(screen.getByText('2.34 MB')).toBeVisible();
    // The default name is the file's without its extension, cut to 50 characters.
    await expect(screen.getByLabelText('Meeting name')).toHaveValue(
      'Quarterly planning with the design team and friend',
    );
    await userEvent.type(screen.getByLabelText('Date'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Time'), '0930');
    await userEvent.click(screen.getByRole('button', { name: 'Import meeting' }));
    await expect(args.onImport).toHaveBeenCalledWith({
      file,
      name: 'Quarterly planning with the design team and friend',
      startedAt: new Date('2026-11-20T09:30').toISOString(),
    });
  },
};

export const FileChosenPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Import a meeting' });
    await userEvent.upload(
      screen.getByLabelText('Transcript file'),
      sizedFile('Standup 20 November.srt', 184_320),
    );
    await expect(screen.getByText('180 KB')).toBeVisible();
    await expect(screen.getByLabelText('Meeting name')).toHaveValue('Standup 20 November');
  },
};

export const FileTooLarge: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Import a meeting' });
    const input = screen.getByLabelText<HTMLInputElement>('Transcript file');
    await userEvent.upload(input, sizedFile('All hands.vtt', MEETING_IMPORT_MAX_BYTES + 1));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MEETING_IMPORT_TOO_LARGE);
    // The selection is cleared: nothing is shown as chosen and nothing can be imported.
    await expect(input.files).toHaveLength(0);
    await expect(screen.queryByText('All hands.vtt')).toBeNull();
    await expect(screen.getByText('Choose a transcript file')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

export const FileTooLargeDark: Story = { ...FileTooLarge, globals: { theme: 'dark' } };

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Import a meeting' });
    await expect(screen.getByRole('button', { name: 'Importing...' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(screen.getByLabelText('Meeting name')).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'The file has no transcript lines we could read' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Import a meeting' });
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'The file has no transcript lines we could read',
    );
  },
};

export const ServerErrorDark: Story = { ...ServerError, globals: { theme: 'dark' } };
