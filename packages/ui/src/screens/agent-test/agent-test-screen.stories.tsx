import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { INSUFFICIENT_CREDITS_TO_TEST_HINT } from '@convene/domain/agent-test';

import {
  agentTestScreenArgs,
  answer,
  at,
  endedSession,
  figures,
  greeting,
  liveMeter,
  longConversation,
  meter,
  nova,
  passiveNova,
  phaseStatus,
  question,
  turns,
} from './agent-test-fixtures';
import { AgentTestScreen } from './agent-test-screen';

const meta = {
  title: 'Screens/AgentTest/AgentTestScreen',
  component: AgentTestScreen,
  args: agentTestScreenArgs,
} satisfies Meta<typeof AgentTestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Test AI Agent' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to AI Agents' })).toHaveAttribute(
      'href',
      '/agents',
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nova, support lead' }),
    ).toBeVisible();
    await expect(canvas.getByText('ACTIVE')).toBeVisible();
    await expect(canvas.getByText('FEMALE')).toBeVisible();
    await expect(canvas.getByText('Create ticket')).toBeVisible();
    await expect(canvas.getByText('refund-policy.pdf (240 KB)')).toBeVisible();
    // An active agent answers everything: it has no wake words to show.
    await expect(canvas.queryByText('Wake words')).toBeNull();

    const status = phaseStatus(canvasElement);
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveTextContent('Not started');
    await expect(
      canvas.getByText('Each credit = 1 hour of talk, charged per started minute.'),
    ).toBeVisible();
    await expect(canvas.getByText('The conversation will appear here.')).toBeVisible();
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    // Nothing to say or end before the session starts.
    await expect(canvas.queryByRole('button', { name: 'Hold to talk' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'End test' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Voice' })).toHaveTextContent(
      'Browser default',
    );
    await expect(canvas.getByText('The agent is set to a female voice.')).toBeVisible();
    // The greeting and prompt are folded away until asked for.
    const words = canvas.getByRole('button', { name: 'Greeting and prompt' });
    await expect(canvas.getByText(/You lead the support team/)).not.toBeVisible();
    await userEvent.click(words);
    await expect(words).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/You lead the support team/)).toBeVisible();
    await expect(canvas.getByText(nova.greetingMsg)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Start talking' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const NotEnoughCredits: Story = {
  args: { insufficientCredits: true },
  play: async ({ canvas }) => {
    const start = canvas.getByRole('button', { name: 'Start talking' });
    await expect(start).toBeDisabled();
    await expect(start).toHaveAccessibleDescription(INSUFFICIENT_CREDITS_TO_TEST_HINT);
    await expect(canvas.getByText(INSUFFICIENT_CREDITS_TO_TEST_HINT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/billing',
    );
  },
};

export const Connecting: Story = {
  args: { phase: 'connecting' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(phaseStatus(canvasElement)).toHaveTextContent('Connecting...');
    await expect(canvas.queryByRole('button', { name: 'Start talking' })).toBeNull();
    // The microphone is still being asked for: nothing to talk with yet.
    await expect(canvas.queryByRole('button', { name: 'Hold to talk' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'End test' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

export const Listening: Story = {
  args: {
    phase: 'listening',
    interim: 'A customer wants to know where her refund',
    turns: [greeting],
    meter: liveMeter,
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(phaseStatus(canvasElement)).toHaveTextContent('Listening');
    await expect(canvas.getByText('A customer wants to know where her refund')).toBeVisible();

    const shown = figures(canvasElement);
    await expect(shown).toHaveTextContent('Elapsed1:05');
    await expect(shown).toHaveTextContent('Minutes charged2');
    await expect(shown).toHaveTextContent('Cost so far0.03 credits');
    await expect(shown).toHaveTextContent('Balance0.48 credits');

    await expect(turns(canvasElement)[0]).toHaveTextContent('Nova, support lead11:00');

    const talk = canvas.getByRole('button', { name: 'Hold to talk' });
    await expect(talk).toHaveAttribute('aria-pressed', 'false');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: talk });
    await expect(args.onTalkStart).toHaveBeenCalledOnce();
    await userEvent.pointer({ keys: '[/MouseLeft]', target: talk });
    await expect(args.onTalkEnd).toHaveBeenCalledOnce();

    // The keyboard holds it with Space; a held key's repeats do not start it again.
    talk.focus();
    await userEvent.keyboard('[Space>]');
    fireEvent.keyDown(talk, { key: ' ', code: 'Space', repeat: true });
    await expect(args.onTalkStart).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('[/Space]');
    await expect(args.onTalkEnd).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByRole('switch', { name: 'Hands-free' }));
    await expect(args.onHandsFreeChange).toHaveBeenCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Type instead' }));
    await expect(args.onTypeInstead).toHaveBeenCalledOnce();
  },
};

export const HoldingToTalk: Story = {
  args: {
    ...Listening.args,
    interim: 'Open a ticket for order',
    input: { kind: 'voice', handsFree: false, pressed: true },
  },
  play: async ({ canvas, userEvent, args }) => {
    const talk = canvas.getByRole('button', { name: 'Hold to talk' });
    await expect(talk).toHaveAttribute('aria-pressed', 'true');
    // Sliding off the button while holding it lets go.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: talk },
      { target: canvas.getByRole('switch', { name: 'Hands-free' }) },
    ]);
    await expect(args.onTalkStart).toHaveBeenCalledOnce();
    await expect(args.onTalkEnd).toHaveBeenCalledOnce();
    await userEvent.pointer({ keys: '[/MouseLeft]' });
  },
};

export const HandsFree: Story = {
  args: {
    ...Listening.args,
    interim: '',
    input: { kind: 'voice', handsFree: true, pressed: false },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Listening all the time. Just talk.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hold to talk' })).toBeNull();
    const handsFree = canvas.getByRole('switch', { name: 'Hands-free' });
    await expect(handsFree).toBeChecked();
    await userEvent.click(handsFree);
    await expect(args.onHandsFreeChange).toHaveBeenCalledWith(false);
  },
};

export const MicrophoneRefused: Story = {
  args: {
    phase: 'listening',
    input: { kind: 'typed', reason: 'microphone-refused' },
    turns: [greeting],
    meter: liveMeter,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(
        "The microphone is blocked, so you type instead. Allow the microphone in the browser's site settings to talk.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hold to talk' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Speak instead' })).toBeNull();

    const message = canvas.getByRole('textbox', { name: 'Message' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(message).toHaveAttribute('placeholder', 'Type what you would say...');
    await expect(send).toBeDisabled();

    await userEvent.type(message, '   ');
    await expect(send).toBeDisabled();
    // Shift+Enter starts a new line; Enter sends the trimmed text and empties the field.
    await userEvent.type(message, 'Where is the refund{Shift>}{Enter}{/Shift}for order 4411?  ');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Where is the refund\nfor order 4411?');
    await expect(message).toHaveValue('');
    await expect(send).toBeDisabled();
  },
};

export const NoSpeechRecognition: Story = {
  args: {
    phase: 'listening',
    input: { kind: 'typed', reason: 'unsupported' },
    turns: [greeting, question, answer],
    meter: liveMeter,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(
        'This browser has no speech recognition, so you type and the agent answers aloud.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Speak instead' })).toBeNull();
    await expect(canvas.queryByRole('switch', { name: 'Hands-free' })).toBeNull();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Thanks');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('Thanks');
  },
};

export const TypingChosen: Story = {
  args: {
    phase: 'listening',
    input: { kind: 'typed', reason: 'chosen' },
    turns: [greeting],
    meter: liveMeter,
  },
  play: async ({ canvas, userEvent, args }) => {
    // The field takes the focus of the Type instead button it replaced.
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await expect(canvas.queryByText(/so you type/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Speak instead' }));
    await expect(args.onSpeakInstead).toHaveBeenCalledOnce();
  },
};

export const Thinking: Story = {
  args: { phase: 'thinking', turns: [greeting, question], meter: liveMeter },
  play: async ({ canvas, canvasElement }) => {
    await expect(phaseStatus(canvasElement)).toHaveTextContent('Thinking...');
    await expect(canvas.getByText(question.text)).toBeVisible();
    await expect(turns(canvasElement)[1]).toHaveTextContent('You11:00');
  },
};

export const Speaking: Story = {
  args: {
    phase: 'speaking',
    turns: [greeting, question, { ...answer, text: answer.text.slice(0, 64), streaming: true }],
    meter: liveMeter,
  },
  play: async ({ canvas, canvasElement }) => {
    const status = phaseStatus(canvasElement);
    await expect(status).toHaveTextContent('Speaking...');
    await expect(status).toHaveTextContent('Start talking to interrupt.');
    // The answer is read out once it is whole.
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelector('[data-slot="agent-test-caret"]')).not.toBeNull();
  },
};

export const WaitingForWakeWord: Story = {
  args: {
    agent: passiveNova,
    phase: 'waiting-wake-word',
    turns: [
      greeting,
      {
        id: 't2',
        speaker: 'user',
        text: "Let's move on to the next ticket in the queue.",
        at: at(31, 4),
        unanswered: true,
        workflows: [],
      },
    ],
    meter: liveMeter,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('PASSIVE')).toBeVisible();
    await expect(canvas.getByText('hey nova')).toBeVisible();
    const status = phaseStatus(canvasElement);
    await expect(status).toHaveTextContent('Waiting for the wake word');
    await expect(status).toHaveTextContent('Say “hey nova” or “nova” to talk to the agent.');
    await expect(canvas.getByText('Not answered: no wake word')).toBeVisible();
    await expect(turns(canvasElement).at(-1)).toHaveAttribute('data-unanswered', 'true');
  },
};

export const WorkflowRan: Story = {
  args: {
    phase: 'listening',
    turns: [
      greeting,
      { ...question, text: 'Open a ticket for order 4411, the refund never arrived.' },
      {
        ...answer,
        text: 'Done: I opened a ticket for order 4411 so the payments team follows up today.',
        workflows: [{ name: 'Create ticket' }],
      },
    ],
    meter: liveMeter,
    workflowNotice: 'Workflow “Create ticket” started',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ran workflow: Create ticket')).toBeVisible();
    const notice = canvas
      .getAllByRole('status')
      .find((status) => status.textContent === 'Workflow “Create ticket” started');
    await expect(notice).toBeVisible();
  },
};

export const CreditsRanOut: Story = {
  args: {
    phase: 'ended',
    insufficientCredits: true,
    turns: [greeting, question, answer],
    meter: meter(29, 0, 1_740_000),
    ended: endedSession('credits', 1_740_000, 29),
  },
  play: async ({ canvas, canvasElement }) => {
    const status = phaseStatus(canvasElement);
    await expect(status).toHaveTextContent('Test ended');
    await expect(status).toHaveTextContent(
      'Your credits ran out, so the test ended. Buy credits to talk again.',
    );
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(canvas.queryByRole('button', { name: 'Start again' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'End test' })).toBeNull();
    // The summary replaces the live meter.
    await expect(canvas.queryByText('Balance')).toBeNull();
    await expect(canvas.getByText('29:00')).toBeVisible();
    await expect(canvas.getByText('0.48 credits')).toBeVisible();
  },
};

export const Ended: Story = {
  args: {
    phase: 'ended',
    turns: [greeting, question, answer],
    ended: endedSession('ended', 125_000, 3),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(phaseStatus(canvasElement)).toHaveTextContent('You ended the test.');
    const summary = figures(canvasElement);
    await expect(summary).toHaveTextContent('Duration2:05');
    await expect(summary).toHaveTextContent('Minutes charged3');
    await expect(summary).toHaveTextContent('Cost0.05 credits');
    await expect(canvas.queryByRole('link', { name: 'Buy credits' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const AnswerFailed: Story = {
  args: {
    phase: 'listening',
    turns: [greeting, question],
    meter: liveMeter,
    problem: 'The agent could not answer. Say it again or type it.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The agent could not answer. Say it again or type it.',
    );
  },
};

/** A long talk scrolls inside its box, which shows the newest turn. */
export const LongConversation: Story = {
  args: { phase: 'listening', turns: [greeting, ...longConversation], meter: liveMeter },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBe(log.scrollHeight));
  },
};

export const Loading: Story = {
  args: { agent: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading AI agent...')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { agent: null, error: 'AI agent not found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI agent not found');
  },
};

export const NoAgent: Story = {
  args: { agent: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No AI agent chosen')).toBeVisible();
    await expect(
      canvas.getByText('Open this page with Test Agent on the AI Agents list.'),
    ).toBeVisible();
  },
};

/** The narrowest phone: everything stacks, nothing scrolls sideways. */
export const Phone: Story = {
  args: { ...WorkflowRan.args, agent: passiveNova, interim: 'And for order' },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hold to talk' })).toBeVisible();
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Dark: Story = {
  args: Speaking.args,
  globals: { theme: 'dark' },
  play: Speaking.play,
};

export const EndedDark: Story = {
  args: CreditsRanOut.args,
  globals: { theme: 'dark' },
  play: CreditsRanOut.play,
};
