import { describe, expect, it } from 'vitest';

import {
  agentFormDraft,
  agentFormValues,
  isAgentDraftComplete,
  samePrompt,
  templateInitialValues,
  type WorkflowOption,
} from './agent-form';

const workflows: WorkflowOption[] = [
  {
    id: 'wf-1',
    key: 'jira',
    name: 'Create ticket',
    description: 'Opens a ticket',
    conditions: ['blocker'],
  },
  { id: 'wf-2', key: 'mail', name: 'Send summary', description: 'Mails notes', conditions: [] },
];

const complete = {
  ...agentFormDraft(),
  name: 'Scrum bot',
  greetingMessage: 'Hi team',
  prompt: 'Run the standup',
};

describe('agentFormDraft', () => {
  it('starts empty with male voice and active mode', () => {
    expect(agentFormDraft()).toEqual({
      name: '',
      greetingMessage: '',
      prompt: '',
      voice: 'male',
      mode: 'active',
      wakeWordsText: '',
      workflowIds: [],
      file: null,
    });
  });

  it('takes the given starting values', () => {
    const draft = agentFormDraft({ name: 'Coach', voice: 'female', mode: 'passive' });
    expect(draft).toMatchObject({
      name: 'Coach',
      greetingMessage: '',
      voice: 'female',
      mode: 'passive',
    });
  });
});

describe('isAgentDraftComplete', () => {
  it('needs name, greeting and prompt', () => {
    expect(isAgentDraftComplete(complete)).toBe(true);
    expect(isAgentDraftComplete({ ...complete, name: '' })).toBe(false);
    expect(isAgentDraftComplete({ ...complete, greetingMessage: '   ' })).toBe(false);
    expect(isAgentDraftComplete({ ...complete, prompt: '' })).toBe(false);
  });

  it('needs at least one wake word in passive mode only', () => {
    expect(isAgentDraftComplete({ ...complete, mode: 'passive', wakeWordsText: ' , ' })).toBe(
      false,
    );
    expect(isAgentDraftComplete({ ...complete, mode: 'passive', wakeWordsText: 'hey bot' })).toBe(
      true,
    );
    expect(isAgentDraftComplete({ ...complete, mode: 'active', wakeWordsText: '' })).toBe(true);
  });
});

describe('agentFormValues', () => {
  it('parses wake words in passive mode and passes the chosen workflows whole', () => {
    const values = agentFormValues(
      { ...complete, mode: 'passive', wakeWordsText: 'hey bot, scrum', workflowIds: ['wf-2'] },
      workflows,
    );
    expect(values).toEqual({
      name: 'Scrum bot',
      greetingMessage: 'Hi team',
      prompt: 'Run the standup',
      voice: 'male',
      mode: 'passive',
      wakeWords: ['hey bot', 'scrum'],
      workflows: [workflows[1]],
      file: null,
    });
  });

  it('sends no wake words in active mode even if some were typed before switching', () => {
    expect(agentFormValues({ ...complete, wakeWordsText: 'hey bot' }, workflows).wakeWords).toEqual(
      [],
    );
  });
});

describe('templateInitialValues', () => {
  it('keeps the template fields and leaves missing ones to the form defaults', () => {
    const initial = templateInitialValues({
      name: 'Standup manager',
      greetingMessage: null,
      prompt: 'Run the daily standup',
      voice: 'female',
      mode: null,
    });
    expect(agentFormDraft(initial)).toMatchObject({
      name: 'Standup manager',
      greetingMessage: '',
      prompt: 'Run the daily standup',
      voice: 'female',
      mode: 'active',
    });
  });

  it("fills a passive template's wake words into the typed text", () => {
    const initial = templateInitialValues({
      name: 'Meeting Note-Taker',
      greetingMessage: 'Hi',
      prompt: 'Take notes',
      voice: 'male',
      mode: 'passive',
      wakeWords: ['Hey Convene', 'Convene notes'],
    });
    const draft = agentFormDraft(initial);
    expect(draft.wakeWordsText).toBe('Hey Convene, Convene notes');
    expect(isAgentDraftComplete(draft)).toBe(true);
  });
});

describe('samePrompt', () => {
  it('ignores spacing at the ends and between words', () => {
    expect(samePrompt('Run the standup.', '  Run  the\nstandup.\n')).toBe(true);
  });

  it('sees any other change, case included', () => {
    expect(samePrompt('Run the standup.', 'Run the standup!')).toBe(false);
    expect(samePrompt('run the standup.', 'Run the standup.')).toBe(false);
  });
});
