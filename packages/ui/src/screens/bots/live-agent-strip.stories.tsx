import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { LiveAgentStrip } from './live-agent-strip';
import { LISTEN_BLOCKED, NOVA_CAPTION, NOVA_SPEECH_FAILED } from './meeting-fixtures';

const nova = { name: 'Nova', state: 'listening', caption: null, speechFailed: null } as const;

const meta = {
  title: 'Screens/Bots/LiveAgentStrip',
  component: LiveAgentStrip,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
  args: { agent: nova, listening: false, onListenChange: fn(), listenProblem: null },
} satisfies Meta<typeof LiveAgentStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off by default: turning it on asks the page to play the agent's voice. */
export const ListenOff: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Nova, the agent in the call' })).toBeVisible();
    // Its state is a status, so each change is heard.
    await expect(canvas.getByText('Listening')).toHaveAttribute('role', 'status');
    const listen = canvas.getByRole('switch', { name: 'Listen to the agent' });
    await expect(listen).not.toBeChecked();
    await expect(listen).not.toHaveAttribute('aria-describedby');
    // Its visible label turns it on too.
    await userEvent.click(canvas.getByText('Listen', { exact: true }));
    await expect(args.onListenChange).toHaveBeenLastCalledWith(true);
  },
};

export const ListenOn: Story = {
  args: { listening: true },
  play: async ({ canvas, userEvent, args }) => {
    const listen = canvas.getByRole('switch', { name: 'Listen to the agent' });
    await expect(listen).toBeChecked();
    await userEvent.click(listen);
    await expect(args.onListenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The browser would not play sound until a click: said by the switch, and read as its description. */
export const ListenBlocked: Story = {
  args: { listening: true, listenProblem: LISTEN_BLOCKED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(LISTEN_BLOCKED)).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: 'Listen to the agent' }),
    ).toHaveAccessibleDescription(LISTEN_BLOCKED);
  },
};

export const ListenBlockedDark: Story = { ...ListenBlocked, globals: { theme: 'dark' } };

export const AgentSpeaking: Story = {
  args: { agent: { ...nova, state: 'speaking', caption: NOVA_CAPTION }, listening: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Speaking')).toBeVisible();
    await expect(canvas.getByText(`“${NOVA_CAPTION}”`)).toBeVisible();
    const avatar = canvasElement.querySelector('[data-slot="live-agent-avatar"]');
    await expect(avatar).toHaveAttribute('data-state', 'speaking');
    // It moves only for people who do not ask for less motion.
    await expect(avatar).toHaveClass('motion-safe:data-[state=speaking]:animate-agent-speaking');
    // The theme's keyframes are generated (the tests stop every animation at its start).
    await expect(getComputedStyle(avatar!).animationName).toBe('agent-speaking');
  },
};

export const AgentSpeakingDark: Story = { ...AgentSpeaking, globals: { theme: 'dark' } };

export const AgentThinking: Story = {
  // A caption left over from its last answer is not shown while it prepares the next.
  args: { agent: { ...nova, state: 'thinking', caption: NOVA_CAPTION } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Preparing an answer…')).toBeVisible();
    // Thinking is shown still: only speaking moves.
    const avatar = canvasElement.querySelector('[data-slot="live-agent-avatar"]')!;
    await expect(getComputedStyle(avatar).animationName).toBe('none');
    await expect(canvas.queryByText(`“${NOVA_CAPTION}”`)).toBeNull();
  },
};

export const SpeechFailed: Story = {
  args: { agent: { ...nova, speechFailed: NOVA_SPEECH_FAILED } },
  play: async ({ canvas }) => {
    const notice = canvas.getByText(NOVA_SPEECH_FAILED);
    await expect(notice).toBeVisible();
    await expect(notice.closest('[role="status"]')).not.toBeNull();
  },
};

export const SpeechFailedDark: Story = { ...SpeechFailed, globals: { theme: 'dark' } };

/** Everything at once on the narrowest phone: caption, notice and the blocked switch wrap. */
export const EverythingSmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  args: {
    agent: { ...nova, state: 'speaking', caption: NOVA_CAPTION, speechFailed: NOVA_SPEECH_FAILED },
    listening: true,
    listenProblem: LISTEN_BLOCKED,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(LISTEN_BLOCKED)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
