import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { AgentTestScreen, LIVE_TESTING_NOT_AVAILABLE, type TestedAgent } from './agent-test-screen';

const agent: TestedAgent = {
  agentName: 'Scrum Standup Manager',
  createdAt: '2026-11-21T04:30:00.000Z',
  greetingMsg: "Good morning team! I'm here to run today's standup.",
  prompt:
    'You run the daily standup for a product engineering team.\nAsk each participant what they finished yesterday, what they plan today and whether anything blocks them.',
  mode: 'passive',
  voice: 'female',
  wakeWords: ['hey convene', 'scrum master'],
  workflows: [
    { id: 'wf_ticket', name: 'Create ticket' },
    { id: 'wf_summary', name: 'Post summary to Slack' },
  ],
  knowledgeFile: { name: 'sprint-42-notes.pdf', size: 1_572_864 },
};

const meta = {
  title: 'Screens/Agents/AgentTestScreen',
  component: AgentTestScreen,
  parameters: { layout: 'fullscreen' },
  args: { agent, loading: false, error: null },
} satisfies Meta<typeof AgentTestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Test AI Agent' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(LIVE_TESTING_NOT_AVAILABLE);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Scrum Standup Manager' }),
    ).toBeVisible();
    await expect(canvas.getByText('PASSIVE')).toBeVisible();
    await expect(canvas.getByText('FEMALE')).toBeVisible();
    await expect(canvas.getByText('hey convene')).toBeVisible();
    await expect(canvas.getByText('Post summary to Slack')).toBeVisible();
    await expect(canvas.getByText('sprint-42-notes.pdf (1.5 MB)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to AI Agents' })).toHaveAttribute(
      'href',
      '/agents',
    );
  },
};

export const WithoutExtras: Story = {
  args: {
    agent: {
      ...agent,
      mode: 'active',
      voice: 'male',
      wakeWords: [],
      workflows: [],
      knowledgeFile: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ACTIVE')).toBeVisible();
    // Wake words, workflows and knowledge file each read None.
    await expect(canvas.getAllByText('None')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { agent: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading AI agent...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { agent: null, error: 'AI agent not found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI agent not found');
  },
};

export const NoAgentChosen: Story = {
  args: { agent: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No AI agent chosen')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Not Found' })).toBeVisible();
  },
};
