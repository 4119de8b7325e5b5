import type { StoryContext } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { CreateAgentScreenProps } from './create-agent-screen';
import type { WorkflowOption } from './agent-form';

type Canvas = StoryContext['canvas'];

/** The data the Create AI Agent stories fill the screen with. */
export const workflows: WorkflowOption[] = [
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

export const standupTemplate = {
  name: 'Scrum Standup Manager',
  greetingMessage: "Good morning team! Let's keep this quick: yesterday, today and blockers.",
  prompt:
    'You run the daily standup. Ask each participant what they finished, what they will do next and what blocks them. Keep updates short, record blockers and offer to create tickets.',
  voice: 'female',
  mode: 'passive',
} as const;

export const improvedPrompt =
  'Role: daily standup facilitator.\nGoals: hear every participant, surface blockers.\nTone: brief and friendly.';

/** What the Filled story's form sends: the prompt as typed, the defaults for the rest. */
export const filledValues = {
  name: 'Standup Manager',
  greetingMessage: 'Hello team!',
  prompt: '   Run the daily standup.',
  voice: 'male',
  mode: 'active',
  wakeWords: [],
  workflows: [],
  file: null,
};

/** The three fields a new agent needs before it can be created. */
export const completeDraft = {
  name: 'Standup Manager',
  greetingMessage: 'Hello team!',
  prompt: 'Run the standup.',
};

export const created = {
  agentId: 'agt_standup',
  agentName: 'Standup Manager',
  testAgentHref: '/agent-test?agentId=agt_standup&userId=user_demo',
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

/** Editing an agent that runs the second workflow. */
export const editingWithWorkflow = {
  ...editing,
  initialValues: { ...editing.initialValues, workflowIds: [workflows[1]!.id] },
};

/** Editing with no workflows chosen. */
export const editingWithoutWorkflows = {
  ...editing,
  initialValues: { ...editing.initialValues, workflowIds: [] },
};

/** A drag event carrying files (testing-library's fireEvent would swap its DataTransfer for an empty one). */
export function drag(target: HTMLElement, type: 'dragenter' | 'drop', ...files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

export const dropZone = (input: HTMLElement) =>
  input.closest<HTMLElement>('[data-slot="file-drop-zone"]')!;

/** A prompt worth improving. */
export const roughPrompt = { prompt: 'run standup, ask blockers' };

/** The Magic button's answer: an improved prompt, or null to keep the user's. */
export const improvesTo = (answer: string | null) =>
  fn(async (_prompt: string): Promise<string | null> => answer);

/** A Magic request still in flight. */
export const improvesNever = () => fn((_prompt: string) => new Promise<string | null>(() => {}));

/** Knowledge files of each kind the field meets: within the limit, over it, and of a refused type. */
export const knowledgeFiles = {
  handbook: new File([new Uint8Array(2_621_440)], 'product-handbook.pdf', {
    type: 'application/pdf',
  }),
  faqCsv: new File(['question,answer\n'], 'faq.csv', { type: 'text/csv' }),
  notes: new File(['Notes'], 'notes.txt', { type: 'text/plain' }),
  tooLarge: new File([new Uint8Array(7_340_033)], 'handbook.pdf', { type: 'application/pdf' }),
  faqJson: new File(['{"faq": []}'], 'faq.json', { type: 'application/json' }),
  teamNotes: new File(['Standup is at 10:00.'], 'team-notes.txt', { type: 'text/plain' }),
  installer: new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
};

/** The link named `name` leads to `href`. */
export async function expectLink(canvas: Canvas, name: string, href: string) {
  await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** Every control of the form, each found by its name. */
export function formControls(canvas: Canvas): HTMLElement[] {
  return [
    canvas.getByLabelText('Name'),
    canvas.getByLabelText('Prompt'),
    canvas.getByRole('button', { name: 'Magic' }),
    canvas.getByLabelText('Knowledge File'),
    canvas.getByRole('button', { name: 'Workflows' }),
    canvas.getByRole('combobox', { name: 'Voice' }),
    canvas.getByRole('radio', { name: 'Passive' }),
  ];
}

/** The knowledge file's input and the drop zone around it. */
export function knowledgeDrop(canvas: Canvas) {
  const input = canvas.getByLabelText<HTMLInputElement>('Knowledge File');
  return { input, zone: dropZone(input) };
}
