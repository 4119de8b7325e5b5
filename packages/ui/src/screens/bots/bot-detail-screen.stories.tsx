import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { BotDetailScreen } from './bot-detail-screen';
import {
  answeredConversation,
  fullMeeting,
  HOSTILE_NOTES,
  meetingWith as meeting,
  sampleMeeting,
  THREE_HOUR_SEGMENTS,
  threeHourMeeting,
} from './meeting-fixtures';

const PROCESSING = 'Your meeting data is still processing. Please check back after some time.';

const meta = {
  title: 'Screens/Bots/BotDetailScreen',
  component: BotDetailScreen,
  args: {
    details: fullMeeting,
    loading: false,
    error: null,
    messages: [],
    thinking: false,
    onAsk: fn(),
    onExport: fn(),
    exporting: null,
  },
  // The charts' chunk is fetched before the story renders, so a busy machine's first fetch of it
  // (the charting library is large) does not eat the time a story waits for them to be drawn.
  loaders: [() => import('./meeting-statistics-charts')],
} satisfies Meta<typeof BotDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** The statistics charts load in their own chunk: wait for them to be drawn before the screenshot. */
const statisticsDrawn = (canvasElement: HTMLElement) =>
  waitFor(
    () =>
      expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
    { timeout: 10_000 },
  );

/** The transcript rows in the DOM: with virtualisation, only those in and near the view. */
const renderedSegments = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-segment]'));

export const FullMeeting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to meeting bots' })).toHaveAttribute(
      'href',
      '/bots',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Quarterly budget review' }),
    ).toBeVisible();
    await expect(canvas.getByText('bot_8d2f61b3')).toBeVisible();
    // A finished meeting shows no live status and no processing note.
    await expect(canvas.queryByText('Done')).toBeNull();
    await expect(canvas.queryByText(PROCESSING)).toBeNull();

    const info = section(canvasElement, 'Meeting Info');
    await expect(info.getByText('abc-defg-hij')).toBeVisible();
    await expect(info.getByText('Google Meet')).toBeVisible();
    await expect(info.getByText('20/11/2026, 09:59')).toBeVisible();

    // Priya is listed twice by the API and shown once.
    const people = section(canvasElement, 'Participants');
    await expect(people.getByRole('list', { name: '4 participants' })).toBeVisible();
    await expect(people.getAllByRole('listitem')).toHaveLength(4);
    await expect(people.getByText('4')).toBeVisible();

    const notes = section(canvasElement, 'Meeting Notes');
    await expect(notes.getByRole('table')).toBeVisible();
    await expect(notes.getByRole('checkbox', { name: 'Done' })).toBeDisabled();
    await expect(notes.getByRole('link', { name: 'arjun@acme.test' })).toHaveAttribute(
      'href',
      'mailto:arjun@acme.test',
    );
    await expect(notes.getByText('pending approval').tagName).toBe('DEL');

    const transcript = section(canvasElement, 'Meeting Transcript');
    await expect(transcript.getByText('12 segments')).toBeVisible();
    await expect(transcript.getAllByText('Host')).not.toHaveLength(0);
    await expect(renderedSegments(canvasElement)[0]).toHaveTextContent('Priya Sharma');

    await expect(canvas.getByText('Start a conversation with the AI...')).toBeVisible();
  },
};

export const FullMeetingDark: Story = { ...FullMeeting, globals: { theme: 'dark' } };

export const FullMeetingPhone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  args: { details: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading bot details...');
    await expect(canvas.getByRole('link', { name: 'Back to meeting bots' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { details: null, error: 'Failed to load bot details.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load bot details.');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadFailedDark: Story = { ...LoadFailed, globals: { theme: 'dark' } };

export const Processing: Story = {
  args: {
    details: meeting({ status: 'processing', processed: false }, { notes: null, transcript: [] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText(PROCESSING)).toBeVisible();
  },
};

export const ProcessingDark: Story = { ...Processing, globals: { theme: 'dark' } };

export const StillInTheCall: Story = {
  args: {
    details: meeting(
      { status: 'in_call', processed: false, simulated: true },
      { notes: null, transcript: fullMeeting.transcript.slice(0, 4) },
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(canvas.getByText('In call')).toBeVisible();
    await expect(canvas.getByText('Simulated')).toBeVisible();
    await expect(canvas.getByText(PROCESSING)).toBeVisible();
    await expect(canvas.getByText('4 segments')).toBeVisible();
  },
};

export const FailedBot: Story = {
  args: {
    details: meeting(
      { status: 'failed', failure_reason: 'waiting_room_timeout', processed: false, join_at: null },
      { notes: null, transcript: [], participants: [] },
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Failed')).toHaveAccessibleDescription(
      'Nobody admitted the bot from the waiting room in time.',
    );
    // Its data will never come, so it is not said to be processing.
    await expect(canvas.queryByText(PROCESSING)).toBeNull();
    await expect(section(canvasElement, 'Meeting Info').getByText('N/A')).toBeVisible();
  },
};

export const Imported: Story = {
  args: { details: meeting({ imported: true, meeting_url: null, join_at: null, agentId: null }) },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(canvas.getByText('Imported')).toBeVisible();
    await expect(section(canvasElement, 'Meeting Info').getAllByText('N/A')).toHaveLength(3);
  },
};

export const NoTranscript: Story = {
  args: { details: meeting({}, { transcript: [] }) },
  play: async ({ canvasElement }) => {
    const transcript = section(canvasElement, 'Meeting Transcript');
    await expect(transcript.getByText('No transcript available')).toBeVisible();
    await expect(transcript.queryByRole('searchbox')).toBeNull();
  },
};

export const NoParticipants: Story = {
  args: { details: meeting({}, { participants: [] }) },
  play: async ({ canvasElement }) => {
    await statisticsDrawn(canvasElement);
    const people = section(canvasElement, 'Participants');
    await expect(people.getByText('No participant available')).toBeVisible();
    await expect(people.getByText('0')).toBeVisible();
  },
};

export const NoNotes: Story = {
  args: { details: meeting({}, { notes: { content: '  ' } }) },
  play: async ({ canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(
      section(canvasElement, 'Meeting Notes').getByText('No meeting notes available'),
    ).toBeVisible();
  },
};

export const SearchWithMatches: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await statisticsDrawn(canvasElement);
    const transcript = section(canvasElement, 'Meeting Transcript');
    await userEvent.type(
      transcript.getByRole('searchbox', { name: 'Search transcript' }),
      'TRAVEL',
    );
    await expect(transcript.getByText('2 of 12 segments match')).toBeVisible();
    await waitFor(() =>
      expect(renderedSegments(canvasElement).map((row) => row.dataset.segment)).toEqual(['5', '7']),
    );
    const marks = Array.from(canvasElement.querySelectorAll('mark'), (mark) => mark.textContent);
    await expect(marks).toEqual(['travel', 'travel']);
  },
};

export const SearchWithMatchesDark: Story = { ...SearchWithMatches, globals: { theme: 'dark' } };

export const SearchWithoutMatches: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await statisticsDrawn(canvasElement);
    const transcript = section(canvasElement, 'Meeting Transcript');
    await userEvent.type(transcript.getByRole('searchbox'), 'invoice');
    await expect(transcript.getByText('0 of 12 segments match')).toBeVisible();
    await expect(transcript.getByText('No transcript segments match “invoice”')).toBeVisible();
    await expect(
      transcript.getByRole('img', { name: 'A magnifying glass finding nothing' }),
    ).toBeVisible();
    await expect(renderedSegments(canvasElement)).toHaveLength(0);

    await userEvent.clear(transcript.getByRole('searchbox'));
    await expect(transcript.getByText('12 segments')).toBeVisible();
  },
};

/** The no-match state's own button clears the search. */
export const SearchWithoutMatchesCleared: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const transcript = section(canvasElement, 'Meeting Transcript');
    await userEvent.type(transcript.getByRole('searchbox'), 'invoice');
    await userEvent.click(transcript.getByRole('button', { name: 'Clear search' }));
    await expect(transcript.getByRole('searchbox')).toHaveValue('');
    await expect(transcript.getByText('12 segments')).toBeVisible();
    await statisticsDrawn(canvasElement);
  },
};

/** The no-match state as it stays on screen: its picture, and a button that clears the search. */
export const SearchWithoutMatchesShown: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await statisticsDrawn(canvasElement);
    const transcript = section(canvasElement, 'Meeting Transcript');
    await userEvent.type(transcript.getByRole('searchbox'), 'invoice');
    await expect(
      transcript.getByRole('img', { name: 'A magnifying glass finding nothing' }),
    ).toBeVisible();
    await expect(transcript.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const SearchWithoutMatchesShownDark: Story = {
  ...SearchWithoutMatchesShown,
  globals: { theme: 'dark' },
};

export const SearchWithoutMatchesShownSmallPhone: Story = {
  ...SearchWithoutMatchesShown,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

const SAMPLE_NOTICE = 'This is a sample meeting, made up to show what a meeting looks like.';

/** The account's sample meeting: marked 'Sample', with the line that says it is made up. */
export const SampleMeeting: Story = {
  args: {
    details: sampleMeeting,
  },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(canvas.getByText('Sample', { exact: true })).toBeVisible();
    await expect(canvas.getByText(SAMPLE_NOTICE)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your question' })).toBeVisible();
  },
};

export const SampleMeetingDark: Story = { ...SampleMeeting, globals: { theme: 'dark' } };

export const SampleMeetingSmallPhone: Story = {
  ...SampleMeeting,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(canvas.getByText(SAMPLE_NOTICE)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ThreeHourMeeting: Story = {
  args: { details: threeHourMeeting() },
  play: async ({ canvasElement, userEvent }) => {
    await statisticsDrawn(canvasElement);
    const transcript = section(canvasElement, 'Meeting Transcript');
    await expect(transcript.getByText(`${THREE_HOUR_SEGMENTS} segments`)).toBeVisible();
    // Virtualised: a few dozen rows at most are in the page, not 1,500.
    await expect(renderedSegments(canvasElement).length).toBeLessThan(40);

    await userEvent.click(
      transcript.getByRole('button', { name: 'Show 10:00:00 in the transcript' }),
    );
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-segment', '0'));

    await userEvent.type(transcript.getByRole('searchbox'), 'outage');
    await expect(transcript.getByText(/^\d+ of 1500 segments match$/)).toBeVisible();
    for (const row of renderedSegments(canvasElement)) {
      await expect(row.textContent?.toLowerCase()).toContain('outage');
    }
  },
};

export const ChatEmpty: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await statisticsDrawn(canvasElement);
    const chat = section(canvasElement, 'Ask AI');
    await expect(chat.getByText('Start a conversation with the AI...')).toBeVisible();
    const question = chat.getByRole('textbox', { name: 'Your question' });
    // No longer than the server takes.
    await expect(question).toHaveAttribute('maxlength', '2000');

    // A blank question is ignored, by Enter and by the button.
    await userEvent.type(question, '   {Enter}');
    await userEvent.click(chat.getByRole('button', { name: 'Send' }));
    await expect(args.onAsk).not.toHaveBeenCalled();

    // Enter sends the trimmed question and empties the box.
    await userEvent.clear(question);
    await userEvent.type(question, '  What did we decide about travel?  {Enter}');
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
    await expect(args.onAsk).toHaveBeenCalledWith('What did we decide about travel?');
    await expect(question).toHaveValue('');

    await userEvent.type(question, 'Who owns the budget?');
    await userEvent.click(chat.getByRole('button', { name: 'Send' }));
    await expect(args.onAsk).toHaveBeenLastCalledWith('Who owns the budget?');
  },
};

export const Thinking: Story = {
  args: { messages: answeredConversation.slice(0, 1), thinking: true },
  play: async ({ canvasElement, userEvent, args }) => {
    await statisticsDrawn(canvasElement);
    const chat = section(canvasElement, 'Ask AI');
    await expect(chat.getByText('You')).toBeVisible();
    await expect(chat.getByRole('status')).toHaveTextContent('Thinking...');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(
      chat.getByRole('textbox', { name: 'Your question' }),
      'And hiring?{Enter}',
    );
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

export const AnsweredWithCitations: Story = {
  args: { messages: answeredConversation },
  play: async ({ canvasElement, userEvent }) => {
    await statisticsDrawn(canvasElement);
    const chat = section(canvasElement, 'Ask AI');
    const transcript = section(canvasElement, 'Meeting Transcript');
    await expect(chat.getByText('AI')).toBeVisible();
    await expect(chat.getByText('capped at the current level').tagName).toBe('STRONG');

    const sources = chat.getByRole('list', { name: 'Sources' });
    const [priya, mei] = within(sources).getAllByRole('button');
    await expect(mei).toHaveTextContent('Mei Lin 10:01:11');

    await userEvent.click(mei!);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-segment', '7'));
    await expect(document.activeElement).toHaveAttribute('data-focused', 'true');

    // A citation of a segment the search hides clears the search to show it.
    await userEvent.type(transcript.getByRole('searchbox'), 'contractors');
    await expect(transcript.getByText('2 of 12 segments match')).toBeVisible();
    await userEvent.click(priya!);
    await expect(transcript.getByRole('searchbox')).toHaveValue('');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-segment', '5'));
    await expect(canvasElement.querySelectorAll('[data-focused]')).toHaveLength(1);
  },
};

export const AnsweredWithCitationsDark: Story = {
  ...AnsweredWithCitations,
  globals: { theme: 'dark' },
};

export const HostileNotes: Story = {
  args: { details: meeting({}, { notes: { content: HOSTILE_NOTES } }) },
  play: async ({ canvasElement }) => {
    await statisticsDrawn(canvasElement);
    const notes = section(canvasElement, 'Meeting Notes');
    const markdown = canvasElement.querySelector('[data-slot="markdown"]');
    await expect(markdown?.querySelector('script, iframe, img, div[style]')).toBeNull();
    await expect(markdown?.querySelector('[onerror], [onclick]')).toBeNull();
    await expect(notes.queryByRole('link', { name: 'Open the report' })).toBeNull();
    await expect(notes.getByText('Open the report').getAttribute('href')).toBeNull();
    await expect(notes.getByRole('link', { name: 'https://acme.test/report' })).toHaveAttribute(
      'href',
      'https://acme.test/report',
    );
    await expect('__notesScriptRan' in window).toBe(false);
  },
};

export const ExportsTranscript: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(
      within(document.body).getByRole('menuitem', { name: 'WebVTT subtitles (.vtt)' }),
    );
    await expect(args.onExport).toHaveBeenCalledWith('vtt');
  },
};

export const Exporting: Story = {
  args: { exporting: 'notes' },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Exporting...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NothingToExport: Story = {
  args: { details: meeting({}, { transcript: [], notes: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};
