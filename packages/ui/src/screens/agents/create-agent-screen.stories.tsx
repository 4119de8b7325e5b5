import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import {
  completeDraft,
  created,
  drag,
  dropZone,
  editingWithoutWorkflows,
  editingWithWorkflow,
  filledValues,
  expectLink,
  improvedPrompt,
  improvesNever,
  improvesTo,
  formControls,
  knowledgeDrop,
  knowledgeFiles,
  roughPrompt,
  standupTemplate,
  workflows,
} from './create-agent-fixtures';
import { AgentNotFound, CreateAgentScreen } from './create-agent-screen';

const meta = {
  title: 'Screens/Agents/CreateAgentScreen',
  component: CreateAgentScreen,
  args: {
    workflows,
    submitting: false,
    agentLimitReached: false,
    onSubmit: fn(),
    onImprovePrompt: improvesTo(improvedPrompt),
  },
} satisfies Meta<typeof CreateAgentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expectLink(canvas, 'Back to AI Agents', '/agents');
    await expectLink(canvas, 'Quick Start Templates', '/templates');
    await expect(canvas.getByText('0/50')).toBeVisible();
    await expect(canvas.getByText('0/120')).toBeVisible();
    await expect(canvas.getByLabelText('Prompt')).toHaveAttribute('rows', '6');
    const file = canvas.getByLabelText('Knowledge File');
    await expect(file).toHaveAttribute('accept', '.txt,.pdf,.json,.csv');
    await expect(file).toHaveAccessibleDescription('.txt, .pdf, .json or .csv, up to 7MB');
    await expect(canvas.getByText('Drag and drop a file, or click to choose')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Mode' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Active' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Active' })).toHaveAccessibleDescription(
      'Speaks up whenever it is spoken to.',
    );
    await expect(canvas.getByRole('radio', { name: 'Passive' })).not.toBeChecked();
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
    await expect(args.onSubmit).toHaveBeenCalledWith(filledValues);
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
  args: { initialValues: completeDraft },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Create AI Agent' });
    await expect(submit).toBeEnabled();

    await userEvent.click(canvas.getByText('Passive'));
    await expect(canvas.getByRole('radio', { name: 'Passive' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Passive' })).toHaveAccessibleDescription(
      'Listens, and answers only after one of its wake words.',
    );
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
  args: { initialValues: completeDraft },
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
  args: { initialValues: completeDraft },
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
    await userEvent.upload(input, knowledgeFiles.handbook);
    // The name shows once, with the size, in place of the drop zone.
    await expect(canvas.getAllByText('product-handbook.pdf')).toHaveLength(1);
    await expect(canvas.getByText('2.5 MB')).toBeVisible();
    await expect(canvas.getByText('Drag and drop a file, or click to choose')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove product-handbook.pdf' })).toBeVisible();

    await userEvent.upload(input, knowledgeFiles.faqCsv);
    await expect(canvas.getAllByText('faq.csv')).toHaveLength(1);
    await expect(canvas.getByText('16 B')).toBeVisible();
  },
};

export const FileTooLarge: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Knowledge File');
    await userEvent.upload(input, knowledgeFiles.notes);
    await expect(canvas.getByText('notes.txt')).toBeVisible();

    await userEvent.upload(input, knowledgeFiles.tooLarge);
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
    await userEvent.upload(input, knowledgeFiles.faqJson);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove faq.json' }));
    await expect(canvas.queryByText('faq.json')).toBeNull();
    await expect(input.files).toHaveLength(0);
    await expect(canvas.getByText('Drag and drop a file, or click to choose')).toBeVisible();
  },
};

/** A file dragged over the zone, before it is let go. */
export const FileDragOver: Story = {
  play: async ({ canvas }) => {
    const zone = dropZone(canvas.getByLabelText('Knowledge File'));
    drag(zone, 'dragenter');
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    await expect(canvas.getByText('Drop the file to add it')).toBeVisible();
  },
};

export const FileDropped: Story = {
  play: async ({ canvas }) => {
    const { input, zone } = knowledgeDrop(canvas);
    const file = knowledgeFiles.teamNotes;
    drag(zone, 'dragenter', file);
    drag(zone, 'drop', file);
    await waitFor(() => expect(canvas.getAllByText('team-notes.txt')).toHaveLength(1));
    await expect(canvas.getByText('20 B')).toBeVisible();
    // The input holds the dropped file too.
    await expect(input.files?.[0]?.name).toBe('team-notes.txt');
  },
};

export const FileDroppedWrongType: Story = {
  play: async ({ canvas }) => {
    const { input, zone } = knowledgeDrop(canvas);
    const file = knowledgeFiles.installer;
    drag(zone, 'drop', file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only .txt, .pdf, .json, .csv files are accepted',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.files).toHaveLength(0);
    await expect(canvas.queryByText('setup.exe')).toBeNull();
  },
};

export const MagicImproving: Story = {
  args: { initialValues: roughPrompt, onImprovePrompt: improvesNever() },
  play: async ({ canvas, userEvent, args }) => {
    const magic = canvas.getByRole('button', { name: 'Magic' });
    await userEvent.click(magic);
    await expect(args.onImprovePrompt).toHaveBeenCalledWith(roughPrompt.prompt);
    await expect(magic).toBeDisabled();
    await expect(magic).toHaveAttribute('aria-busy', 'true');
  },
};

export const MagicImproved: Story = {
  args: { initialValues: roughPrompt },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Magic' }));
    await waitFor(() => expect(canvas.getByLabelText('Prompt')).toHaveValue(improvedPrompt));
    await expect(canvas.getByRole('button', { name: 'Magic' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Undo Magic' })).toBeVisible();
  },
};

/** Undo Magic brings back exactly what the user had typed, and goes away. */
export const MagicUndone: Story = {
  args: { initialValues: { prompt: '  run standup,\n ask blockers  ' } },
  play: async ({ canvas, userEvent }) => {
    const prompt = canvas.getByLabelText('Prompt');
    await userEvent.click(canvas.getByRole('button', { name: 'Magic' }));
    await waitFor(() => expect(prompt).toHaveValue(improvedPrompt));
    await userEvent.click(canvas.getByRole('button', { name: 'Undo Magic' }));
    await expect(prompt).toHaveValue('  run standup,\n ask blockers  ');
    await expect(prompt).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Undo Magic' })).toBeNull();
  },
};

/** Typing after Magic makes the text the user's own again: Undo Magic goes. */
export const MagicThenEdited: Story = {
  args: { initialValues: roughPrompt },
  play: async ({ canvas, userEvent }) => {
    const prompt = canvas.getByLabelText('Prompt');
    await userEvent.click(canvas.getByRole('button', { name: 'Magic' }));
    await waitFor(() => expect(prompt).toHaveValue(improvedPrompt));
    await userEvent.type(prompt, ' Always end on time.');
    await expect(canvas.queryByRole('button', { name: 'Undo Magic' })).toBeNull();
  },
};

/** The model gave back the same prompt (spacing aside): nothing changes, nothing to undo. */
export const MagicUnchanged: Story = {
  args: {
    initialValues: { prompt: 'Run the daily standup.\n' },
    onImprovePrompt: improvesTo('Run  the daily standup.'),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Magic' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Magic' })).toBeEnabled());
    await expect(args.onImprovePrompt).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('Prompt')).toHaveValue('Run the daily standup.\n');
    await expect(canvas.queryByRole('button', { name: 'Undo Magic' })).toBeNull();
  },
};

export const MagicFailed: Story = {
  args: { initialValues: roughPrompt, onImprovePrompt: improvesTo(null) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Magic' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Magic' })).toBeEnabled());
    await expect(args.onImprovePrompt).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('Prompt')).toHaveValue(roughPrompt.prompt);
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
    // Said at the top, before anything is typed, with the way to more agents.
    const notice = canvas.getByRole('region', { name: 'Free plan allows up to 2 AI agents.' });
    await expect(notice).toBeVisible();
    await expectLink(canvas, 'Upgrade plan', '/billing');
    const submit = canvas.getByRole('button', { name: 'Create AI Agent' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Free plan allows up to 2 AI agents.');
    // The whole form is closed.
    for (const control of formControls(canvas)) await expect(control).toBeDisabled();
  },
};

export const FreePlanLimitPhone: Story = {
  args: { agentLimitReached: true },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Upgrade plan' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** After a creation: the emptied form, under a panel leading to the new agent. */
export const Created: Story = {
  args: { created },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Standup Manager is ready' });
    await expect(panel).toHaveFocus();
    await expectLink(canvas, 'Open agent', '/agents/agt_standup/edit');
    const test = canvas.getByRole('link', { name: 'Test Agent' });
    await expect(test).toHaveAttribute('href', created.testAgentHref);
    await expect(test).toHaveAttribute('target', '_blank');
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
  },
};

export const CreatedWithoutCredits: Story = {
  args: { created: { ...created, testAgentHref: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Test Agent' })).toBeNull();
    const test = canvas.getByRole('button', { name: 'Test Agent' });
    await expect(test).toBeDisabled();
    await expect(test).toHaveAccessibleDescription('Insufficient credits (min 0.5 required)');
  },
};

/** The second agent on the Free plan: what it made, and that it was the last one. */
export const CreatedReachingLimit: Story = {
  args: { created, agentLimitReached: true },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open agent' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade plan' })).toBeVisible();
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
    await expect(canvas.getByRole('radio', { name: 'Passive' })).toBeChecked();
    // Passive mode from the template still needs the user's wake words.
    await expect(canvas.getByLabelText('Wake Words')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create AI Agent' })).toBeDisabled();
  },
};

/** /agents/{agentId}/edit: the agent's fields, its workflows and its current knowledge file. */
export const Editing: Story = {
  args: editingWithWorkflow,
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
  args: editingWithoutWorkflows,
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
  args: { ...editingWithoutWorkflows, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const EditingDark: Story = {
  args: editingWithoutWorkflows,
  globals: { theme: 'dark' },
};

export const EditingUnknownAgent: StoryObj<typeof AgentNotFound> = {
  render: () => <AgentNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI agent not found');
    await expectLink(canvas, 'See your AI agents', '/agents');
  },
};
