import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';

import { MeetingExportMenu } from './meeting-export-menu';

const meta = {
  title: 'Screens/Bots/MeetingExportMenu',
  component: MeetingExportMenu,
  args: { onExport: fn(), exporting: null, hasNotes: true, hasTranscript: true },
  /*
   * While the menu is open Radix hides the rest of the page with aria-hidden and traps focus in
   * the menu, so the hidden trigger cannot be reached; axe cannot see the trap and reports it.
   */
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  decorators: [
    (Story) => (
      <div className="flex min-h-96 justify-end p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MeetingExportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const TRANSCRIPT_ITEMS = [
  'Plain text (.txt)',
  'Markdown (.md)',
  'SubRip subtitles (.srt)',
  'WebVTT subtitles (.vtt)',
  'JSON (.json)',
];

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const menu = within(await screen.findByRole('menu'));
    const items = menu.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      ...TRANSCRIPT_ITEMS,
      'Markdown (.md)',
    ]);
    for (const item of items) await expect(item).not.toHaveAttribute('data-disabled');
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

export const ExportsSubtitles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'WebVTT subtitles (.vtt)' }));
    await expect(args.onExport).toHaveBeenCalledWith('vtt');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const ExportsNotes: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const notes = within(await screen.findByRole('group', { name: 'Notes' }));
    await userEvent.click(notes.getByRole('menuitem', { name: 'Markdown (.md)' }));
    await expect(args.onExport).toHaveBeenCalledWith('notes');
  },
};

/** A meeting without notes yet: the transcript can be exported, the notes cannot. */
export const OpenWithoutNotes: Story = {
  args: { hasNotes: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const notes = within(await screen.findByRole('group', { name: 'Notes' }));
    const item = notes.getByRole('menuitem', { name: 'Markdown (.md)' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    const transcript = within(screen.getByRole('group', { name: 'Transcript' }));
    await expect(
      transcript.getByRole('menuitem', { name: 'Plain text (.txt)' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** Nothing to export: no transcript and no notes. */
export const NothingToExport: Story = {
  args: { hasNotes: false, hasTranscript: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

/** A download is running: the button says so, and the open menu shows which file and takes no other choice. */
export const Busy: Story = {
  args: { exporting: 'srt' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Exporting...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    const menu = within(await screen.findByRole('menu'));
    for (const item of menu.getAllByRole('menuitem')) {
      await expect(item).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(
      within(menu.getByRole('menuitem', { name: /SubRip/ })).getByRole('status'),
    ).toBeInTheDocument();
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const BusyDark: Story = { ...Busy, globals: { theme: 'dark' } };
