import type { Meta, StoryObj } from '@storybook/react-vite';
import { MEETING_LINK_REFUSAL } from '@convene/domain/meeting-links';
import { expect, fn } from 'storybook/test';

import type { BotAgentOption } from '../lib/bot-form';
import { SendBotForm, type SendBotFormProps } from './send-bot-form';

const agents: BotAgentOption[] = [
  { agentId: 'agt_standup', agentName: 'Scrum Standup Manager' },
  { agentId: 'agt_sales', agentName: 'Sales Discovery Coach' },
];

/** The stories' clock: schedules are checked against it, so screenshots never drift with the date. */
const now = () => new Date('2026-11-25T09:00:00');

const meta = {
  title: 'Patterns/SendBotForm',
  component: SendBotForm,
  args: { variant: 'quick', agents, onSend: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SendBotForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const full = {
  variant: 'full',
  labelledBy: 'send-bot-title',
  now,
  onSend: fn(),
} satisfies Partial<SendBotFormProps>;

/** The full form is named by its page's title; the stories stand one above it. */
const underTitle: Story['decorators'] = [
  (Story) => (
    <>
      <h1 id="send-bot-title" className="mb-4 text-2xl font-bold">
        Create Meeting Bot
      </h1>
      <Story />
    </>
  ),
];

/** The quick form: the first agent is chosen; Send waits for a link. */
export const Quick: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Send a bot to a meeting' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Agent' })).toHaveTextContent(
      'Scrum Standup Manager',
    );
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const QuickDark: Story = { ...Quick, globals: { theme: 'dark' } };

/** A link read as a meeting says which; Send hands it over with the agent, the bot joining now. */
export const QuickSends: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByLabelText('Paste a Meet, Zoom or Teams link');
    await userEvent.type(link, 'meet.google.com/abc-defg-hij');
    await expect(link).toHaveAccessibleDescription('Google Meet meeting abc-defg-hij');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      name: '',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      agentId: 'agt_standup',
      scheduleAt: null,
    });
  },
};

/** A blank link is no mistake on the quick form; a wrong one is, once the field is left. */
export const QuickInvalidLink: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByLabelText('Paste a Meet, Zoom or Teams link');
    await userEvent.click(link);
    await userEvent.tab();
    await expect(link).not.toHaveAttribute('aria-invalid');
    await userEvent.type(link, 'https://example.org/call');
    await userEvent.tab();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(link).toHaveAccessibleDescription(MEETING_LINK_REFUSAL);
  },
};

export const QuickAgentsLoading: Story = {
  args: { agents: [], agentsLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Agent' })).toBeDisabled();
    await expect(canvas.getByText('Loading agents...')).toBeVisible();
  },
};

export const QuickNoAgents: Story = {
  args: { agents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create an agent first' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
  },
};

export const QuickNotEnoughCredits: Story = {
  args: { insufficientCredits: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAccessibleDescription(
      /Insufficient credits to create a bot/,
    );
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/billing',
    );
  },
};

export const QuickSending: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const QuickFailed: Story = {
  args: { error: 'AI agent not found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AI agent not found')).toBeVisible();
  },
};

/** The full form: name, link, agent and the schedule switch; nothing chosen yet. */
export const Full: Story = {
  args: full,
  decorators: underTitle,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Create Meeting Bot' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Select AI Agent' })).toHaveTextContent(
      'Choose an agent',
    );
    await expect(canvas.getByRole('button', { name: 'Create Meeting Bot' })).toBeDisabled();
  },
};

export const FullDark: Story = { ...Full, globals: { theme: 'dark' } };

/** Scheduled in the past: the schedule's problem shows under the date and time. */
export const FullScheduledInThePast: Story = {
  args: {
    ...full,
    initialValues: {
      name: 'Weekly sync notes',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      agentId: 'agt_standup',
      scheduled: true,
      date: '2026-11-24',
      time: '10:30',
    },
  },
  decorators: underTitle,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meeting Bot' }));
    await expect(canvas.getByLabelText('Time')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const FullNoAgents: Story = {
  args: { ...full, agents: [] },
  decorators: underTitle,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Select AI Agent' })).toHaveTextContent(
      'You have no AI agents yet. A bot needs one to speak for you.',
    );
  },
};

export const FullSending: Story = {
  args: {
    ...full,
    sending: true,
    initialValues: { name: 'Weekly sync notes', meetingUrl: 'meet.google.com/abc-defg-hij' },
  },
  decorators: underTitle,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating Bot...' })).toBeDisabled();
  },
};
