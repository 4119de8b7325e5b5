import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { TemplatesScreen, type AgentTemplate } from './templates-screen';

const templates: AgentTemplate[] = [
  {
    _id: 'tpl_standup',
    name: 'Scrum Standup Manager',
    createdAt: '2026-08-01T04:30:00.000Z',
    greetingMessage: "Good morning team! Let's keep this quick: yesterday, today and blockers.",
    prompt:
      'You run the daily standup. Ask each participant what they finished, what they will do next and what blocks them. Keep updates short, record blockers and offer to create tickets.',
    mode: 'active',
    voice: 'female',
  },
  {
    _id: 'tpl_sprint',
    name: 'Sprint Planning Facilitator',
    createdAt: '2026-08-01T04:30:00.000Z',
    greetingMessage:
      'Hello everyone, I will help us plan the sprint and keep track of commitments.',
    prompt:
      'You facilitate sprint planning. Walk through the top of the backlog, ask for estimates, check capacity and summarise the sprint goal and committed items at the end.',
    mode: 'passive',
    voice: 'male',
  },
  {
    _id: 'tpl_interview',
    name: 'Hiring Interviewer',
    createdAt: '2026-07-12T09:00:00.000Z',
    greetingMessage: null,
    prompt: null,
    mode: null,
    voice: null,
  },
];

const meta = {
  title: 'Screens/Agents/TemplatesScreen',
  component: TemplatesScreen,
  args: { templates, loading: false, onUseTemplate: fn() },
} satisfies Meta<typeof TemplatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'AI Agent Templates' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('PASSIVE')).toBeVisible();
    await expect(canvas.getByText('FEMALE')).toBeVisible();
    // The template without greeting, prompt, type and voice shows N/A for each.
    await expect(canvas.getAllByText('N/A')).toHaveLength(4);

    await userEvent.click(canvas.getAllByRole('button', { name: 'Use Template' })[1]!);
    await expect(args.onUseTemplate).toHaveBeenCalledWith(templates[1]);
  },
};

export const Loading: Story = {
  args: { templates: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading AI templates...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { templates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No AI templates found')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A stack of agent templates' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create AI Agent' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
  },
};

/** A template written in markdown previews as plain text, cut between words with one '…'. */
export const MarkdownPrompt: Story = {
  args: {
    templates: [
      {
        ...templates[0]!,
        greetingMessage: '# Hello team!\n\nReady for **standup**?',
        prompt:
          '## Role\n- You are the daily standup host.\n- Ask each person for _yesterday_, _today_ and `blockers`.\n\n## Tone\nBrief, warm and on time. Never let one update run over two minutes....',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hello team! Ready for standup?')).toBeVisible();
    await expect(
      canvas.getByText(
        'Role: You are the daily standup host. Ask each person for yesterday, today and blockers. Tone: Brief, warm…',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Read more' })).toBeNull();
  },
};
