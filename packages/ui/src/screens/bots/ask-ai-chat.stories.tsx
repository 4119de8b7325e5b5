import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { AskAiChat } from './ask-ai-chat';
import { answeredConversation } from './meeting-fixtures';

const meta = {
  title: 'Screens/Bots/AskAiChat',
  component: AskAiChat,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  args: { messages: [], thinking: false, onAsk: fn(), onCitation: fn() },
} satisfies Meta<typeof AskAiChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Start a conversation with the AI...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const Answered: Story = {
  args: { messages: answeredConversation },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('You')).toBeVisible();
    await expect(canvas.getByText('AI')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Priya Sharma 10:00:49/ }));
    await expect(args.onCitation).toHaveBeenCalledWith(answeredConversation[1]?.citations?.[0]);
  },
};

export const AnsweredDark: Story = { ...Answered, globals: { theme: 'dark' } };

export const Thinking: Story = {
  args: { messages: answeredConversation.slice(0, 1), thinking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thinking...');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The container's answer when the AI could not be reached (SPEC section 8). */
export const AnswerFailed: Story = {
  args: {
    messages: [
      { role: 'user', content: 'Summarise the meeting' },
      { role: 'assistant', content: 'Error: Could not get AI response.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error: Could not get AI response.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Sources' })).toBeNull();
  },
};
