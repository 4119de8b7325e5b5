import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import type { WorkflowOption } from './agent-form';
import {
  AgentNotFound,
  CreateAgentScreen,
  type CreateAgentScreenProps,
} from './create-agent-screen';

const workflows: WorkflowOption[] = [
  {
    id: 'wf_ticket',
    key: 'create-ticket',
    name: 'Create ticket',
    description: 'Opens a ticket in the team tracker for each blocker',
    conditions: ['a blocker is mentioned'],
  },
  {
    id: 'wf_notes',
    key: 'update-notes',
    name: 'Update meeting notes',
    description: 'Appends decisions to the shared notes page',
    conditions: ['a decision is made'],
  },
  {
    id: 'wf_mail',
    key: 'send-summary',
    name: 'Send summary e-mail',
    description: 'Mails the summary to every participant',
    conditions: ['the meeting ends'],
  },
  {
    id: 'wf_chat',
    key: 'post-chat',
    name: 'Post to team chat',
    description: 'Posts action items to the team channel',
    conditions: ['action items are agreed'],
  },
];

const standupTemplate = {
  name: 'Scrum Standup Manager',
  greetingMessage: "Good morning team! Let's keep this quick: yesterday, today and blockers.",
  prompt:
    'You run the daily standup. Ask each participant what they finished, what they will do next and what blocks them. Keep updates short, record blockers and offer to create tickets.',
  voice: 'female',
  mode: 'passive',
} as const;

const improvedPrompt =
  'Role: daily standup facilitator.\nGoals: hear every participant, surface blockers.\nTone: brief and friendly.';

const meta = {
  title: 'Screens/Agents/CreateAgentScreen',
  component: CreateAgentScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    workflows,
    submitting: false,
    agentLimitReached: false,
    onSubmit: fn(),
    onImprovePrompt: fn(async (_prompt: string): Promise<string | null> => improvedPrompt),
  },
} satisfies Meta<typeof CreateAgentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to AI Agents' })).toHaveAttribute(
      'href',
      '/agents',
    );
    await expect(canvas.getByRole('link', { name: 'Quick Start Templates' })).toHaveAttribute(
      'href',
      '/templates',
    );
    await expect(canvas.getByText('0/50')).toBeVisible();
    await expect(canvas.getByText('0/120')).toBeVisible();
    await expect(canvas.getByLabelText('Prompt')).toHaveAttribute('rows', '6');
    await expect(canvas.getByLabelText('Knowledge File')).toHaveAttribute(
      'accept',
      '.txt,.pdf,.json,.csv',
    );
    await expect(canvas.getByRole('switch', { name: 'Active mode' })).toBeChecked();
    await expect(canvas.queryByLabelText('Wake Words')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Voice' })).toHaveTextContent('Male');
    await expect(canvas.getByRole('button', { name: 'Magic' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Create AI Agent' })).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Create AI Agent' });
    await userEvent.type(canvas.getByLabelText('Name'), 'Standup Manager');
    await expect(canvas.getByText('15/50')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Greeting Message'), 'Hello team!');
    await expect(canvas.getByText('11/120')).toBeVisible();
    await expect(submit).toBeDisabled();

    // A blank prompt keeps Magic and submit disabled.
    await userEvent.type(canvas.getByLabelText('Prompt'), '   ');
    await expect(canvas.getByRole('button', { name: 'Magic' })).toBeDisabled();
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Prompt'), 'Run the daily standup.');
    await expect(canvas.getByRole('button', { name: 'Magic' })).toBeEnabled();
    await expect(submit).toBeEnabled();

    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Standup Manager',
      greetingMessage: 'Hello team!',
      prompt: '   Run the daily standup.',
      voice: 'male',
      mode: 'active',
      wakeWords: [],
      workflows: [],
      file: null,
    });
  },
};

export const NameAtLimit: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByLabelText('Name');
    await userEvent.type(name, 'A'.repeat(55));
    await expect(name).toHaveValue('A'.repeat(50));
    await expect(canvas.getByText('50/50')).toBeVisible();
  },
};

export const PassiveMode: Story = {
  args: {
    initialValues: {
      name: 'Standup Manager',
      greetingMessage: 'Hello team!',
      prompt: 'Run the standup.',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Create AI Agent' });
    await expect(submit).toBeEnabled();

    await userEvent.click(canvas.getByRole('switch', { name: 'Active mode' }));
    const wakeWords = canvas.getByLabelText('Wake Words');
    await expect(wakeWords).toBeRequired();
    await expect(wakeWords).toHaveAccessibleDescription('Comma separated');
    await expect(submit).toBeDisabled();

    await userEvent.type(wakeWords, ' , ');
    await expect(submit).toBeDisabled();
    await userEvent.type(wakeWords, 'hey convene,, scrum bot ');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'passive', wakeWords: ['hey convene', 'scrum bot'] }),
    );
  },
};

export const WorkflowsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Workflows' }));
    const list = document.querySelector<HTMLElement>('[data-slot="multi-select-list"]');
    await expect(list).not.toBeNull();
    await expect(list!.style.maxHeight).toBe('150px');
    await userEvent.click(screen.getByRole('checkbox', { name: /Update meeting notes/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Create ticket/ }));
    await expect(canvas.getByRole('button', { name: 'Workflows' })).toHaveTextContent(
      'Create ticket, Update meeting notes',
    );
  },
};

export const WorkflowsChosen: Story = {
  args: {
    initialValues: {
      name: 'Standup Manager',
      greetingMessage: 'Hello team!',
      prompt: 'Run the standup.',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Workflows' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Send summary e-mail/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Create ticket/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Create AI Agent' }));
    // Sent whole and in the listed order, whatever order they were ticked in.
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ workflows: [workflows[0], workflows[2]] }),
    );
  },
};

export const FemaleVoice: Story = {
  args: {
    initialValues: {
      name: 'Standup Manager',
      greetingMessage: 'Hello team!',
      prompt: 'Run the standup.',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Voice' }));
    await userEvent.click(screen.getByRole('option', { name: 'Female' }));
    await expect(canvas.getByRole('combobox', { name: 'Voice' })).toHaveTextContent('Female');
    await userEvent.click(canvas.getByRole('button', { name: 'Create AI Agent' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ voice: 'female' }));
  },
};

export const FileChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Knowledge File');
    await userEvent.upload(
      input,
      new File([new Uint8Array(2_621_440)], 'product-handbook.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByText('product-handbook.pdf')).toBeVisible();
    await expect(canvas.getByText('2.5 MB')).toBeVisible();

    await userEvent.upload(input, new File(['question,answer\n'], 'faq.csv', { type: 'text/csv' }));
    await expect(canvas.getByText('faq.csv')).toBeVisible();
    await expect(canvas.getByText('0.02 KB')).toBeVisible();
  },
};

export const FileTooLarge: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Knowledge File');
    await userEvent.upload(input, new File(['Notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(canvas.getByText('notes.txt')).toBeVisible();

    await userEvent.upload(
      input,
      new File([new Uint8Array(7_340_033)], 'handbook.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('File size should not exceed 7MB');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The selection is cleared, in the input and in the form.
    await expect(input.files).toHaveLength(0);
    await expect(canvas.queryByText('notes.txt')).toBeNull();
  },
};

export const FileRemoved: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Knowledge File');
    await userEvent.upload(
      input,
      new File(['{"faq": []}'], 'faq.json', { type: 'application/json' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove file' }));
    await expect(canvas.queryByText('faq.json')).toBeNull();
    await expect(input.files).toHaveLength(0);
  },
};

export const MagicImproving: Story = {
  args: {
    initialValues: { prompt: 'run standup, ask blockers' },
    onImprovePrompt: fn((_prompt: string) => new Promise<string | null>(() => {})),
  },
  play: async ({ canvas, userEvent, args }) => {
    const magic = canvas.getByRole('button', { name: 'Magic' });
    await userEvent.click(magic);
    await expect(args.onImprovePrompt).toHaveBeenCalledWith('run standup, ask blockers');
    await expect(magic).toBeDisabled();
    await expect(magic).toHaveAttribute('aria-busy', 'true');
  },
};

export const MagicImproved: Story = {
  args: { initialValues: { prompt: 'run standup, ask blockers' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Magic' }));
    await waitFor(() => expect(canvas.getByLabelText('Prompt')).toHaveValue(improvedPrompt));
    await expect(canvas.getByRole('button', { name: 'Magic' })).toBeEnabled();
  },
};

export const MagicFailed: Story = {
  args: {
    initialValues: { prompt: 'run standup, ask blockers' },
    onImprovePrompt: fn(async (_prompt: string): Promise<string | null> => null),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Magic' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Magic' })).toBeEnabled());
    await expect(args.onImprovePrompt).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('Prompt')).toHaveValue('run standup, ask blockers');
  },
};

export const Submitting: Story = {
  args: { initialValues: standupTemplate, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating Agent...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Create AI Agent' })).toBeNull();
  },
};

export const FreePlanLimit: Story = {
  args: { initialValues: standupTemplate, agentLimitReached: true },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Create AI Agent' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Free plan allows up to 2 AI agents.');
    await expect(canvas.getByText('Free plan allows up to 2 AI agents.')).toBeVisible();
  },
};

export const FromTemplate: Story = {
  args: { initialValues: standupTemplate },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue(standupTemplate.name);
    await expect(canvas.getByLabelText('Greeting Message')).toHaveValue(
      standupTemplate.greetingMessage,
    );
    await expect(canvas.getByLabelText('Prompt')).toHaveValue(standupTemplate.prompt);
    await expect(canvas.getByText('21/50')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Voice' })).toHaveTextContent('Female');
    await expect(canvas.getByRole('switch', { name: 'Active mode' })).not.toBeChecked();
    // Passive mode from the template still needs the user's wake words.
    await expect(canvas.getByLabelText('Wake Words')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create AI Agent' })).toBeDisabled();
  },
};

const editing: Pick<CreateAgentScreenProps, 'initialValues' | 'editing'> = {
  initialValues: {
    name: 'Standup Manager',
    greetingMessage: 'Good morning team!',
    prompt: 'Run the daily standup and note blockers.',
    voice: 'female',
    mode: 'passive',
    wakeWords: ['hey convene'],
  },
  editing: { currentFile: { name: 'team-handbook.pdf', size: 182_000 } },
};

/** /agents/{agentId}/edit: the agent's fields, its workflows and its current knowledge file. */
export const Editing: Story = {
  args: {
    ...editing,
    initialValues: { ...editing.initialValues, workflowIds: [workflows[1]!.id] },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit AI Agent' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Quick Start Templates' })).toBeNull();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Standup Manager');
    await expect(canvas.getByLabelText('Wake Words')).toHaveValue('hey convene');
    await expect(canvas.getByText('Current: team-handbook.pdf')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Name'));
    await userEvent.type(canvas.getByLabelText('Name'), 'Retro Host');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Retro Host',
        wakeWords: ['hey convene'],
        workflows: [workflows[1]],
        file: null,
        removeCurrentFile: false,
      }),
    );
  },
};

export const EditingRemovesFile: Story = {
  args: { ...editing, initialValues: { ...editing.initialValues, workflowIds: [] } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove file' }));
    await expect(canvas.getByText('team-handbook.pdf will be removed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ removeCurrentFile: true, file: null }),
    );
  },
};

export const EditingSaving: Story = {
  args: {
    ...editing,
    initialValues: { ...editing.initialValues, workflowIds: [] },
    submitting: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const EditingDark: Story = {
  args: { ...editing, initialValues: { ...editing.initialValues, workflowIds: [] } },
  globals: { theme: 'dark' },
};

export const EditingUnknownAgent: StoryObj<typeof AgentNotFound> = {
  render: () => <AgentNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI agent not found');
    await expect(canvas.getByRole('link', { name: 'See your AI agents' })).toHaveAttribute(
      'href',
      '/agents',
    );
  },
};
