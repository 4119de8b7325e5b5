import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { AgentsScreen, type AgentSummary } from './agents-screen';

const agents: AgentSummary[] = [
  {
    agentId: 'agt_standup',
    agentName: 'Scrum Standup Manager',
    greetingMsg:
      "Good morning team! I'm here to run today's standup. Let's go round: yesterday, today, blockers.",
    prompt:
      'You run the daily standup for a product engineering team. Ask each participant what they finished yesterday, what they plan today and whether anything blocks them. Keep each update under two minutes, note blockers and offer to create tickets for them.',
    mode: 'active',
    voice: 'female',
    createdAt: '2026-11-21T04:30:00.000Z',
  },
  {
    agentId: 'agt_sales',
    agentName: 'Sales Discovery Coach',
    greetingMsg: 'Hello! I will listen in and share a short summary of the call when we are done.',
    prompt: 'Listen to discovery calls and summarise needs, budget and next steps.',
    mode: 'passive',
    voice: 'male',
    createdAt: '2026-10-02T11:00:00.000Z',
  },
  {
    agentId: 'agt_support',
    agentName: 'Customer Support Escalation',
    greetingMsg: 'Hi, I am joining to help resolve this escalation quickly.',
    prompt:
      'You help support leads handle escalations. Restate the customer problem, list what has been tried, agree an owner and a deadline, and draft the follow-up e-mail to the customer at the end of the meeting.',
    mode: 'active',
    voice: 'male',
    createdAt: '2026-09-15T08:15:00.000Z',
  },
];

const meta = {
  title: 'Screens/Agents/AgentsScreen',
  component: AgentsScreen,
  args: {
    agents,
    loading: false,
    canDelete: true,
    canTest: true,
    testAgentHref: (agent) => `/agent-test?agentId=${agent.agentId}&userId=user_demo`,
    deletingAgentId: null,
    onDelete: fn(),
  },
} satisfies Meta<typeof AgentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Agents' })).toBeVisible();
    await expect(canvas.getByText('Manage your intelligent AI meeting delegates')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New AI Agent' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('21 Nov 2026')).toBeVisible();
    await expect(canvas.getAllByText('ACTIVE')).toHaveLength(2);
    await expect(canvas.getByText('PASSIVE')).toBeVisible();
    await expect(canvas.getByText('FEMALE')).toBeVisible();

    // Only the two prompts above 100 characters get the toggle.
    await expect(canvas.getAllByRole('button', { name: 'Read more' })).toHaveLength(2);

    const testLinks = canvas.getAllByRole('link', { name: 'Test Agent' });
    await expect(testLinks[0]).toHaveAttribute(
      'href',
      '/agent-test?agentId=agt_standup&userId=user_demo',
    );
    await expect(testLinks[0]).toHaveAttribute('target', '_blank');
    // Each card leads to its agent's edit page.
    await expect(
      canvas.getByRole('link', { name: `Edit ${agents[0]!.agentName}` }),
    ).toHaveAttribute('href', '/agents/agt_standup/edit');

    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[1]!);
    await expect(args.onDelete).toHaveBeenCalledWith('agt_sales');
  },
};

export const ReadMoreExpanded: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getAllByRole('button', { name: 'Read more' })[0]!;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Read less');
    await userEvent.click(toggle);
    await expect(toggle).toHaveTextContent('Read more');
    await userEvent.click(toggle);
  },
};

export const Loading: Story = {
  args: { agents: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading AI agents...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { agents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No AI agents found')).toBeVisible();
    await expect(
      canvas.getByText(
        'Create your first AI agent to start building intelligent conversational experiences',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create AI Agent' })).toHaveAttribute(
      'href',
      '/agents/create',
    );
    await expect(canvas.getByRole('link', { name: 'Use a template' })).toHaveAttribute(
      'href',
      '/templates',
    );
  },
};

const markdownAgent: AgentSummary = {
  agentId: 'agt_retro',
  agentName: 'Retro Facilitator',
  greetingMsg: '**Welcome** to the retro!   Grab a coffee....',
  prompt: [
    '## Role',
    '- You are the *retrospective* facilitator for the [platform team](https://example.com/team).',
    '- Keep the tone __warm__ and brief...',
    '',
    '## Steps',
    '1. Ask what went well',
    '2. Ask what to improve',
    '```',
    'summary: owners and deadlines',
    '```',
  ].join('\n'),
  mode: 'active',
  voice: 'male',
  createdAt: '2026-11-18T09:00:00.000Z',
};

/** Markdown prompts and greetings read as plain text on the card, cut between words with one '…'. */
export const MarkdownPrompt: Story = {
  args: { agents: [markdownAgent] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome to the retro! Grab a coffee…')).toBeVisible();
    const prompt = canvas.getByText(/^Role: You are the retrospective facilitator/);
    await expect(prompt).toHaveTextContent(
      'Role: You are the retrospective facilitator for the platform team. Keep the tone warm and brief… Steps: Ask…',
    );
    await expect(canvas.queryByText(/##|\*\*|\.\.\.\./)).toBeNull();
  },
};

/** Read more shows the whole prompt with its headings, lists and code as written. */
export const MarkdownPromptExpanded: Story = {
  args: { agents: [markdownAgent] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'platform team' })).toHaveAttribute(
      'href',
      'https://example.com/team',
    );
    await expect(canvas.getByText('Ask what to improve')).toBeVisible();
    await expect(canvas.getByText('summary: owners and deadlines')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read less' }));
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Steps' })).toBeNull();
  },
};

export const FreePlan: Story = {
  args: { canDelete: false },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: 'Delete' })) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Delete not available on Free plan');
    }
    await expect(canvas.getAllByRole('link', { name: 'Test Agent' })).toHaveLength(3);
  },
};

export const InsufficientCredits: Story = {
  args: { canTest: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Test Agent' })).toBeNull();
    for (const button of canvas.getAllByRole('button', { name: 'Test Agent' })) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Insufficient credits (min 0.5 required)');
    }
  },
};

export const FreePlanWithoutCredits: Story = {
  args: { canDelete: false, canTest: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Delete not available on Free plan')).toHaveLength(3);
    await expect(canvas.getAllByText('Insufficient credits (min 0.5 required)')).toHaveLength(3);
  },
};

export const Deleting: Story = {
  args: { deletingAgentId: 'agt_sales' },
  play: async ({ canvas }) => {
    const [first, deleting] = canvas.getAllByRole('button', { name: 'Delete' });
    await expect(deleting).toBeDisabled();
    await expect(deleting).toHaveAttribute('aria-busy', 'true');
    await expect(first).toBeEnabled();
  },
};

export const MissingTypeAndVoice: Story = {
  args: { agents: [{ ...agents[1]!, mode: null, voice: null }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('N/A')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Read more' })).toBeNull();
  },
};
