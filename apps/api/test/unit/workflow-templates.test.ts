import { describe, expect, it } from 'vitest';
import { fillTemplate, isJsonTemplate } from '../../src/workflows/templates.js';
import { conditionKeywords, matchCondition } from '../../src/providers/llm/condition-match.js';

const context = {
  bot: 'Standup',
  agent: 'Helper',
  speaker: 'Priya "PJ" Nair',
  quote: 'Line one\nand a "quote"',
  time: '2026-11-26T09:00:00.000Z',
  meeting_url: 'https://meet.google.com/abc-defg-hij',
};

describe('action templates', () => {
  it('fills fields, keeping a JSON body JSON whatever was said', () => {
    const body = fillTemplate(
      '{"text": "{{speaker}}: {{quote}}", "at": "{{ time }}"}',
      context,
      true,
    );
    expect(JSON.parse(body)).toEqual({
      text: 'Priya "PJ" Nair: Line one\nand a "quote"',
      at: '2026-11-26T09:00:00.000Z',
    });
    expect(fillTemplate('{{bot}} / {{unknown}}', context)).toBe('Standup / {{unknown}}');
  });

  it('tells a JSON body from one that is not', () => {
    expect(isJsonTemplate('{"a": "{{quote}}", "n": {{time}}}')).toBe(true);
    expect(isJsonTemplate('{"a": {{unknown}}}')).toBe(false);
    expect(isJsonTemplate('{"a": "{{quote}}"}')).toBe(true);
    expect(isJsonTemplate('{not json')).toBe(false);
  });
});

describe('the embedded trigger matcher', () => {
  it('keeps a condition’s significant words', () => {
    expect(conditionKeywords('When someone asks to open a ticket')).toEqual(['open', 'ticket']);
  });

  it('matches most of a condition’s words, plurals included, and says which', () => {
    expect(
      matchCondition(
        ['when someone asks to open a ticket'],
        'Could you open tickets for both bugs?',
      ),
    ).toEqual({ condition: 'when someone asks to open a ticket', words: ['open', 'tickets'] });
    expect(
      matchCondition(['when someone asks to open a ticket'], 'The ticket queue is long.'),
    ).toBeNull();
    expect(
      matchCondition(
        ['someone asks to review the schema change'],
        'I need someone to review the schema change.',
      )?.words,
    ).toEqual(['review', 'schema', 'change']);
    expect(matchCondition(['the a to'], 'the a to')).toBeNull();
  });
});
