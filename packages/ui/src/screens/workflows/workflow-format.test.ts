import { describe, expect, it } from 'vitest';

import {
  allowanceLeft,
  cleanDraft,
  draftProblems,
  formatDuration,
  isToolName,
  newAction,
} from './workflow-format';
import { isJsonTemplate } from '@convene/domain/workflow-templates';

describe('webhook bodies', () => {
  it('starts a new webhook with a body that is JSON once filled', () => {
    expect(isJsonTemplate((newAction('webhook') as { bodyTemplate: string }).bodyTemplate)).toBe(
      true,
    );
  });
});

describe('tool names', () => {
  it('start with a letter, then letters, digits, _ or -, 64 at most', () => {
    expect(isToolName('chat')).toBe(true);
    expect(isToolName('helpdesk_api-2')).toBe(true);
    expect(isToolName('9chat')).toBe(false);
    expect(isToolName('chat key')).toBe(false);
    expect(isToolName('a'.repeat(64))).toBe(true);
    expect(isToolName('a'.repeat(65))).toBe(false);
  });
});

describe('allowance', () => {
  it('is exhausted only when neither the period nor credits have an action left', () => {
    expect(allowanceLeft({ included: 10, used: 12, workflowCredits: 0 })).toEqual({
      included: 0,
      fromCredits: 0,
      exhausted: true,
    });
    expect(allowanceLeft({ included: 10, used: 10, workflowCredits: 1 }).exhausted).toBe(false);
    expect(allowanceLeft({ included: 10, used: 9, workflowCredits: 0 }).exhausted).toBe(false);
  });
});

describe('drafts', () => {
  it('lists every problem and none for a complete draft', () => {
    expect(draftProblems({ name: ' ', description: '', conditions: [''], actions: [] })).toEqual([
      'Enter a name',
      'Add at least one trigger condition',
      'Add at least one action',
    ]);
    const draft = {
      name: ' Ticket ',
      description: '',
      conditions: [' open a ticket ', ''],
      actions: [
        {
          type: 'chat' as const,
          webhookUrl: 'https://hooks.example.com/x',
          textTemplate: '{{quote}}',
        },
      ],
    };
    expect(draftProblems(draft)).toEqual([]);
    expect(cleanDraft(draft)).toEqual({ ...draft, name: 'Ticket', conditions: ['open a ticket'] });
  });

  it('writes durations in ms under a second and in seconds from there', () => {
    expect(formatDuration(120)).toBe('120 ms');
    expect(formatDuration(1200)).toBe('1.2 s');
    expect(formatDuration(null)).toBe('—');
  });
});
