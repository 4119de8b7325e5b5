import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import type { BotAgentOption, BotFormDraft } from '../../lib/bot-form';
import { CreateBotScreen } from './create-bot-screen';

const agents: BotAgentOption[] = [
  { agentId: 'agt_standup', agentName: 'Scrum Standup Manager' },
  { agentId: 'agt_sales', agentName: 'Sales Discovery Coach' },
];

/** The stories' clock: schedules are checked against it, so screenshots never drift with the date. */
const now = () => new Date('2026-11-25T09:00:00');

const filled: Partial<BotFormDraft> = {
  name: 'Weekly sync notes',
  meetingUrl: 'https://meet.google.com/abc-defg-hij',
  agentId: 'agt_standup',
};

const meta = {
  title: 'Screens/Bots/CreateBotScreen',
  component: CreateBotScreen,
  args: {
    agents,
    agentsLoading: false,
    insufficientCredits: false,
    submitting: false,
    error: null,
    onSubmit: fn(),
    now,
  },
} satisfies Meta<typeof CreateBotScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Meeting Bots' })).toHaveAttribute(
      'href',
      '/bots',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create Meeting Bot' }),
    ).toBeVisible();
    await expect(canvas.getByText('0/50')).toBeVisible();
    await expect(canvas.getByLabelText('Meeting URL')).toHaveAccessibleDescription(
      'Paste a Google Meet, Zoom or Microsoft Teams meeting link.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Select AI Agent' })).toHaveTextContent(
      'Choose an agent',
    );
    await expect(canvas.getByRole('switch', { name: 'Schedule this meeting' })).not.toBeChecked();
    await expect(canvas.queryByLabelText('Date')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create Meeting Bot' })).toBeDisabled();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: phone };

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Create Meeting Bot' });
    await userEvent.type(canvas.getByLabelText('Bot Name'), 'Weekly sync notes');
    await expect(canvas.getByText('17/50')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Meeting URL'), 'meet.google.com/abc-defg-hij');
    await expect(canvas.getByLabelText('Meeting URL')).toHaveAccessibleDescription(
      'Google Meet meeting abc-defg-hij',
    );
    await expect(submit).toBeDisabled();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Select AI Agent' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sales Discovery Coach' }));
    await expect(submit).toBeEnabled();

    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Weekly sync notes',
      // The contract takes a full URI; people often paste the link without its scheme.
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      agentId: 'agt_sales',
      scheduleAt: null,
    });
  },
};

export const FilledPhone: Story = {
  args: { initialValues: filled },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Meeting Bot' })).toBeEnabled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const FilledDark: Story = { args: { initialValues: filled }, globals: { theme: 'dark' } };

export const NameAtLimit: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByLabelText('Bot Name');
    await userEvent.type(name, 'B'.repeat(55));
    await expect(name).toHaveValue('B'.repeat(50));
    await expect(canvas.getByText('50/50')).toBeVisible();
  },
};

export const NameBlank: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByLabelText('Bot Name');
    await userEvent.type(name, '   ');
    await userEvent.tab();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Bot name is required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Meeting Bot' })).toBeDisabled();
  },
};

/** A lookalike host: refused once the person leaves the field, and the submit sends nothing. */
export const InvalidLink: Story = {
  args: { initialValues: { name: 'Weekly sync notes', agentId: 'agt_standup' } },
  play: async ({ canvas, userEvent, args }) => {
    const url = canvas.getByLabelText('Meeting URL');
    await userEvent.type(url, 'https://meet.google.com.example.org/abc-defg-hij');
    // Not while typing...
    await expect(url).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    // ...but once the field is left.
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(
      'Enter a Google Meet, Zoom or Microsoft Teams meeting link, for example https://meet.google.com/abc-defg-hij.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meeting Bot' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidLinkPhone: Story = { ...InvalidLink, globals: phone };

/** Submitted before leaving the field: the refusal shows at once. */
export const InvalidLinkSubmitted: Story = {
  args: { initialValues: { ...filled, meetingUrl: 'zoom.example.com/j/123456789' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meeting Bot' }));
    await expect(canvas.getByLabelText('Meeting URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Scheduled: Story = {
  args: { initialValues: filled },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Schedule this meeting' }));
    const date = canvas.getByLabelText('Date');
    await expect(date).toHaveAttribute('min', '2026-11-25');
    await userEvent.type(date, '2026-11-26');
    // Only the date: the bot would still join now.
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meeting Bot' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ scheduleAt: null }),
    );

    await userEvent.type(canvas.getByLabelText('Time'), '1030');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meeting Bot' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      name: 'Weekly sync notes',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      agentId: 'agt_standup',
      scheduleAt: new Date('2026-11-26T10:30'),
    });
  },
};

export const ScheduledPhone: Story = {
  args: { initialValues: { ...filled, scheduled: true, date: '2026-11-26', time: '10:30' } },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-11-26');
    await expect(canvas.getByLabelText('Time')).toHaveValue('10:30');
  },
};

/** Switched off again: the typed date and time are kept but not sent. */
export const ScheduleSwitchedOff: Story = {
  args: { initialValues: { ...filled, scheduled: true, date: '2026-11-26', time: '10:30' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Schedule this meeting' }));
    await expect(canvas.queryByLabelText('Date')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meeting Bot' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ scheduleAt: null }));
  },
};

export const ScheduledInThePast: Story = {
  args: { initialValues: { ...filled, scheduled: true, date: '2026-11-25', time: '08:00' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meeting Bot' }));
    await expect(canvas.getByLabelText('Time')).toHaveAccessibleDescription(
      'The scheduled time must be in the future',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { initialValues: filled, submitting: true },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Creating Bot...' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Create Meeting Bot' })).toBeNull();
  },
};

export const AgentsLoading: Story = {
  args: { agents: [], agentsLoading: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Select AI Agent' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveTextContent('Loading agents...');
    await expect(canvas.queryByRole('link', { name: 'Create AI Agent' })).toBeNull();
  },
};

export const NoAgents: Story = {
  args: {
    agents: [],
    initialValues: { name: filled.name, meetingUrl: filled.meetingUrl },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Select AI Agent' })).toHaveTextContent(
      'You have no AI agents yet.',
    );
    await expect(canvas.getByRole('link', { name: 'Create AI Agent' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
    await expect(canvas.getByRole('button', { name: 'Create Meeting Bot' })).toBeDisabled();
  },
};

export const NoAgentsPhone: Story = { ...NoAgents, globals: phone };

export const InsufficientCredits: Story = {
  args: { initialValues: filled, insufficientCredits: true },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Create Meeting Bot' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(
      'Insufficient credits to create a bot. You need at least 0.5 credit. Buy credits',
    );
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/billing',
    );
  },
};

export const InsufficientCreditsPhone: Story = { ...InsufficientCredits, globals: phone };

export const ServerError: Story = {
  args: {
    initialValues: filled,
    error: 'Insufficient credits to create a bot. You need at least 0.5 credit.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Insufficient credits to create a bot. You need at least 0.5 credit.',
    );
    // What was typed is still there to send again.
    await expect(canvas.getByLabelText('Bot Name')).toHaveValue('Weekly sync notes');
    await expect(canvas.getByRole('button', { name: 'Create Meeting Bot' })).toBeEnabled();
  },
};
