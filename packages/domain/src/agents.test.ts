import { describe, expect, it } from 'vitest';
import {
  AGENT_FIELD_MESSAGES,
  agentAllowances,
  checkAgentFields,
  parseWakeWords,
  type AgentFields,
} from './agents';
import { DomainError } from './errors';

describe('wake words', () => {
  it('splits on commas, trims each and drops empty entries', () => {
    expect(parseWakeWords(' hey convene, scrum bot ,,  ,assistant ')).toEqual([
      'hey convene',
      'scrum bot',
      'assistant',
    ]);
    expect(parseWakeWords(' , ,')).toEqual([]);
    expect(parseWakeWords('')).toEqual([]);
  });
});

describe('agent fields', () => {
  const fields: AgentFields = {
    name: '  Scrum bot ',
    greetingMessage: ' Hello ',
    prompt: ' Run the stand-up ',
    voice: 'male',
    mode: 'active',
    wakeWords: [],
  };

  it('trims the texts of complete fields', () => {
    expect(checkAgentFields(fields)).toEqual({
      ...fields,
      name: 'Scrum bot',
      greetingMessage: 'Hello',
      prompt: 'Run the stand-up',
    });
  });

  it('counts characters as code points, so 50 emoji are a valid name', () => {
    expect(checkAgentFields({ ...fields, name: '😀'.repeat(50) }).name).toBe('😀'.repeat(50));
  });

  it.each([
    [{ name: '   ' }, AGENT_FIELD_MESSAGES.nameRequired],
    // Nothing visible: a zero-width space is no name.
    [{ name: '\u200B' }, AGENT_FIELD_MESSAGES.nameRequired],
    [{ greetingMessage: '\u200B \uFEFF' }, AGENT_FIELD_MESSAGES.greetingRequired],
    [{ name: 'x'.repeat(51) }, AGENT_FIELD_MESSAGES.nameTooLong],
    [{ greetingMessage: '' }, AGENT_FIELD_MESSAGES.greetingRequired],
    [{ greetingMessage: 'x'.repeat(121) }, AGENT_FIELD_MESSAGES.greetingTooLong],
    [{ prompt: ' \n ' }, AGENT_FIELD_MESSAGES.promptRequired],
    [{ mode: 'passive' as const, wakeWords: [' ', ''] }, AGENT_FIELD_MESSAGES.wakeWordsRequired],
  ])('refuses %o as invalid: %s', (change, message) => {
    const refusal = (() => {
      try {
        checkAgentFields({ ...fields, ...change });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'invalid', message });
  });
});

describe('agent allowances', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const free = { plan: 'free', credits: 0.5 };
  const pro = { plan: 'pro', status: 'active', validUntil: '2026-07-01T00:00:00Z', credits: 0 };

  it('lets a free plan create two agents and delete none', () => {
    expect(agentAllowances(free, 1, now)).toEqual({
      mayCreate: true,
      mayDelete: false,
      mayTest: true,
    });
    expect(agentAllowances(free, 2, now)).toMatchObject({ mayCreate: false, mayDelete: false });
  });

  it('lets a live paid plan create and delete any number', () => {
    expect(agentAllowances(pro, 40, now)).toEqual({
      mayCreate: true,
      mayDelete: true,
      mayTest: false,
    });
  });

  it('treats a lapsed paid plan as free', () => {
    const lapsed = { ...pro, validUntil: '2026-05-31T23:59:59Z' };
    expect(agentAllowances(lapsed, 2, now)).toMatchObject({ mayCreate: false, mayDelete: false });
  });

  it('needs half a credit to test', () => {
    expect(agentAllowances({ ...free, credits: 0.49 }, 0, now).mayTest).toBe(false);
  });
});
