/**
 * The meeting page (/bot/{botId}) while the bot is in the call: the transcript as people speak,
 * the words not final yet, the stream's state, and the agent with its Listen switch. Stories that
 * stream render the page through `LiveMeetingPage`, whose lines their play functions send.
 */
import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { BotDetailScreen, type BotDetailScreenProps } from './bot-detail-screen';
import {
  fullMeeting,
  laterLine,
  LISTEN_BLOCKED,
  liveMeeting,
  liveView,
  NOVA_CAPTION,
  NOVA_SPEECH_FAILED,
} from './meeting-fixtures';
import type { LiveMeetingView, LivePartial, MeetingDetails, MeetingSegment } from './meeting-types';

/** What the web app's container does as the stream speaks: a final line, new partials, the end. */
type FeedEvent =
  | { type: 'line'; segment: MeetingSegment; partials?: readonly LivePartial[] }
  | { type: 'end'; details: MeetingDetails };

const feed = new EventTarget();
const send = (event: FeedEvent) => feed.dispatchEvent(new CustomEvent('feed', { detail: event }));

/** The screen as the container drives it: each line goes into `details.transcript`. */
function LiveMeetingPage(props: BotDetailScreenProps) {
  const [details, setDetails] = useState(props.details);
  const [live, setLive] = useState(props.live ?? null);
  useEffect(() => {
    const onFeed = (message: Event) => {
      const event = (message as CustomEvent<FeedEvent>).detail;
      if (event.type === 'end') {
        setDetails(event.details);
        setLive(null);
        return;
      }
      const speaker = event.segment.participant.name;
      setDetails((previous) =>
        previous
          ? {
              ...previous,
              transcript: [...previous.transcript, event.segment],
              participants: previous.participants.some(
                ({ participant }) => participant.name === speaker,
              )
                ? previous.participants
                : [...previous.participants, { participant: { name: speaker } }],
            }
          : previous,
      );
      const partials = event.partials;
      if (partials) setLive((previous) => previous && { ...previous, partials });
    };
    feed.addEventListener('feed', onFeed);
    return () => feed.removeEventListener('feed', onFeed);
  }, []);
  return <BotDetailScreen {...props} details={details} live={live} />;
}

const view = (fields: Partial<LiveMeetingView> = {}): LiveMeetingView => ({
  ...liveView,
  onListenChange: fn(),
  ...fields,
});

const agent = (fields: Partial<NonNullable<LiveMeetingView['agent']>>) =>
  view({ agent: { ...liveView.agent!, ...fields } });

const meta = {
  title: 'Screens/Bots/LiveMeeting',
  component: BotDetailScreen,
  args: {
    details: liveMeeting(6),
    live: view(),
    loading: false,
    error: null,
    messages: [],
    thinking: false,
    onAsk: fn(),
    onExport: fn(),
    exporting: null,
  },
  loaders: [() => import('./meeting-statistics-charts')],
} satisfies Meta<typeof BotDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const statisticsDrawn = (canvasElement: HTMLElement) =>
  waitFor(
    () =>
      expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
    { timeout: 10_000 },
  );

/** The element that scrolls the transcript. */
const viewport = (canvasElement: HTMLElement) => {
  const found = canvasElement.querySelector<HTMLElement>(
    '[aria-label="Transcript"] [data-slot="scroll-area-viewport"]',
  );
  if (!found) throw new Error('No transcript scroll area');
  return found;
};

const fromBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight;

const atBottom = (canvasElement: HTMLElement) =>
  waitFor(() => expect(fromBottom(viewport(canvasElement))).toBeLessThanOrEqual(1));

/** The stream's state in the transcript card's header. */
const streamStatus = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="live-transcript-status"]');

const PROCESSING = 'Your meeting data is still processing. Please check back after some time.';

/** Lines said after the fixture's first six, in order. */
const LATER = [
  laterLine('Daniel Okafor', 60, 'Engineering needs two more contractors for the migration.'),
  laterLine('Mei Lin', 71, 'Could we move part of the travel budget to cover the contractors?'),
  laterLine('Priya Sharma', 80, 'That works for me. Arjun, please draft the revised budget.'),
  laterLine('Arjun Mehta', 91, 'Will do, before the board meeting.'),
];

/** Lines arrive as people speak: the transcript follows the newest, the partial words after it. */
export const LiveTranscript: Story = {
  render: (args) => <LiveMeetingPage {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    const transcript = section(canvasElement, 'Meeting Transcript');
    await expect(streamStatus(canvasElement)).toHaveAttribute('role', 'status');
    await expect(streamStatus(canvasElement)).toHaveTextContent('Live');
    await expect(transcript.getByText('6 segments')).toBeVisible();
    await atBottom(canvasElement);

    for (const [i, segment] of LATER.entries()) {
      const speaking = LATER[i + 1]?.participant.name ?? 'Daniel Okafor';
      send({ type: 'line', segment, partials: [{ speaker: speaking, text: 'So the next' }] });
      await expect(await transcript.findByText(`${7 + i} segments`)).toBeVisible();
      // Followed: the newest line is in view, and the page did not scroll.
      await atBottom(canvasElement);
      const newest = canvasElement.querySelector(`[data-segment="${6 + i}"]`);
      await expect(newest).toHaveTextContent(segment.participant.name);
    }
    const partial = transcript.getByRole('list', { name: 'Being said now' });
    await expect(within(partial).getByText('Daniel Okafor')).toBeVisible();
    await expect(transcript.queryByRole('button', { name: 'Jump to live' })).toBeNull();
    await expect(canvas.getByText('Listening')).toBeVisible();
    // Arriving now: nothing to check back for, so no 'still processing' note.
    await expect(canvas.queryByText(PROCESSING)).toBeNull();
    // The words being said follow the newest line: still at the bottom once they are in.
    await atBottom(canvasElement);
  },
};

/** The agent answering: its avatar moves, its words as a caption; the page plays its voice. */
export const AgentSpeaking: Story = {
  args: {
    details: liveMeeting(12),
    live: { ...agent({ state: 'speaking', caption: NOVA_CAPTION }), listening: true },
  },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    const strip = section(canvasElement, 'Nova, the agent in the call');
    await expect(strip.getByText('Speaking')).toBeVisible();
    await expect(strip.getByText(`“${NOVA_CAPTION}”`)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Listen to the agent' })).toBeChecked();
    await atBottom(canvasElement);
  },
};

export const AgentSpeakingDark: Story = { ...AgentSpeaking, globals: { theme: 'dark' } };

/** The narrowest phone: the agent, the Live pill and the transcript fit 360 px. */
export const AgentSpeakingSmallPhone: Story = {
  ...AgentSpeaking,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(canvas.getByText(`“${NOVA_CAPTION}”`)).toBeVisible();
    await expect(streamStatus(canvasElement)).toHaveTextContent('Live');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const AgentThinking: Story = {
  args: { live: agent({ state: 'thinking' }) },
  play: async ({ canvasElement }) => {
    await statisticsDrawn(canvasElement);
    const strip = section(canvasElement, 'Nova, the agent in the call');
    await expect(strip.getByText('Preparing an answer…')).toBeVisible();
  },
};

export const SpeechFailed: Story = {
  args: { live: agent({ speechFailed: NOVA_SPEECH_FAILED }) },
  play: async ({ canvasElement }) => {
    await statisticsDrawn(canvasElement);
    const strip = section(canvasElement, 'Nova, the agent in the call');
    await expect(strip.getByText(NOVA_SPEECH_FAILED)).toBeVisible();
  },
};

export const ListenOff: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await statisticsDrawn(canvasElement);
    const listen = canvas.getByRole('switch', { name: 'Listen to the agent' });
    await expect(listen).not.toBeChecked();
    await userEvent.click(listen);
    await expect(args.live?.onListenChange).toHaveBeenCalledWith(true);
  },
};

export const ListenOn: Story = {
  args: { live: view({ listening: true }) },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Listen to the agent' })).toBeChecked();
  },
};

export const ListenBlocked: Story = {
  args: { live: view({ listening: true, listenProblem: LISTEN_BLOCKED }) },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: 'Listen to the agent' }),
    ).toHaveAccessibleDescription(LISTEN_BLOCKED);
  },
};

/** A bot without an agent: the transcript is live, with no agent strip and no Listen switch. */
export const WithoutAgent: Story = {
  args: { live: view({ agent: null }) },
  play: async ({ canvas, canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(streamStatus(canvasElement)).toHaveTextContent('Live');
    await expect(canvas.queryByRole('switch', { name: 'Listen to the agent' })).toBeNull();
  },
};

/** The page just opened: no line yet, the stream connecting. */
export const Connecting: Story = {
  args: { details: liveMeeting(0), live: view({ connection: 'connecting', partials: [] }) },
  play: async ({ canvasElement }) => {
    await expect(streamStatus(canvasElement)).toHaveTextContent('Connecting…');
    const transcript = section(canvasElement, 'Meeting Transcript');
    await expect(transcript.getByText('Waiting for the first words…')).toBeVisible();
    await expect(transcript.getByText('0 segments')).toBeVisible();
  },
};

/** The stream dropped: the lines so far stay, and the page says it is reconnecting. */
export const Reconnecting: Story = {
  args: { details: liveMeeting(12), live: view({ connection: 'reconnecting', partials: [] }) },
  play: async ({ canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await expect(streamStatus(canvasElement)).toHaveTextContent('Reconnecting…');
    await expect(
      section(canvasElement, 'Meeting Transcript').getByText('12 segments'),
    ).toBeVisible();
  },
};

export const ReconnectingDark: Story = { ...Reconnecting, globals: { theme: 'dark' } };

/** Scrolls the reader up to the first line and waits for the transcript to stop following. */
async function readFromTheTop(canvasElement: HTMLElement) {
  const scroller = viewport(canvasElement);
  await atBottom(canvasElement);
  scroller.scrollTop = 0;
  const transcript = section(canvasElement, 'Meeting Transcript');
  return transcript.findByRole('button', { name: 'Jump to live' });
}

/** The reader scrolled up: new lines do not move what they read, and 'Jump to live' appears. */
export const JumpToLive: Story = {
  args: { details: liveMeeting(12) },
  render: (args) => <LiveMeetingPage {...args} />,
  play: async ({ canvasElement }) => {
    await statisticsDrawn(canvasElement);
    const jump = await readFromTheTop(canvasElement);
    await expect(jump).toBeVisible();
    // Announced politely when it appears.
    await expect(jump.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    const transcript = section(canvasElement, 'Meeting Transcript');
    const scroller = viewport(canvasElement);
    const firstTop = () =>
      canvasElement.querySelector('[data-segment="0"]')!.getBoundingClientRect().top;
    const before = firstTop();
    send({
      type: 'line',
      segment: laterLine('Mei Lin', 120, 'Before we go, the offsite dates are confirmed.'),
    });
    await expect(await transcript.findByText('13 segments')).toBeVisible();
    await expect(scroller.scrollTop).toBe(0);
    await expect(firstTop()).toBe(before);
    await expect(transcript.getByRole('button', { name: 'Jump to live' })).toBeVisible();
  },
};

export const JumpToLiveDark: Story = { ...JumpToLive, globals: { theme: 'dark' } };

/** 'Jump to live', by keyboard: back to the newest line, following again, the button gone. */
export const JumpToLiveReturns: Story = {
  args: { details: liveMeeting(12) },
  render: (args) => <LiveMeetingPage {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    await statisticsDrawn(canvasElement);
    const jump = await readFromTheTop(canvasElement);
    jump.focus();
    await userEvent.keyboard('{Enter}');
    await atBottom(canvasElement);
    const transcript = section(canvasElement, 'Meeting Transcript');
    await waitFor(() =>
      expect(transcript.queryByRole('button', { name: 'Jump to live' })).toBeNull(),
    );
    // The focus stays in the transcript, not lost with the button.
    await expect(document.activeElement).toBe(viewport(canvasElement));

    // Following again: the next line is shown as it arrives.
    send({ type: 'line', segment: laterLine('Mei Lin', 120, 'The offsite dates are confirmed.') });
    await expect(await transcript.findByText('13 segments')).toBeVisible();
    await atBottom(canvasElement);
    await expect(canvasElement.querySelector('[data-segment="12"]')).not.toBeNull();
  },
};

/** The meeting ends: the final transcript replaces the live one where the reader was. */
export const EndedKeepsPlace: Story = {
  args: { details: liveMeeting(12) },
  render: (args) => <LiveMeetingPage {...args} />,
  play: async ({ canvasElement }) => {
    await statisticsDrawn(canvasElement);
    await readFromTheTop(canvasElement);
    const scroller = viewport(canvasElement);
    scroller.scrollTop = 300;
    await waitFor(() => expect(scroller.scrollTop).toBe(300));

    send({ type: 'end', details: fullMeeting });
    await waitFor(() => expect(streamStatus(canvasElement)).toBeNull());
    const transcript = section(canvasElement, 'Meeting Transcript');
    await expect(transcript.queryByRole('button', { name: 'Jump to live' })).toBeNull();
    await expect(transcript.queryByRole('list', { name: 'Being said now' })).toBeNull();
    await expect(viewport(canvasElement)).toBe(scroller);
    await expect(scroller.scrollTop).toBe(300);
  },
};
