import { describe, expect, it } from 'vitest';
import { freePlanMetadata } from '@convene/api-client/testing/sample-user';
import {
  agentFormInput,
  agentPermissions,
  agentTestHref,
  templatePrefill,
  workflowOption,
} from './agent-rules';

const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
const yesterday = new Date(Date.now() - 86_400_000).toISOString();

describe('agentPermissions', () => {
  it('keeps Delete and Test Agent closed and creation open until the user details arrive', () => {
    expect(agentPermissions(undefined, 5)).toEqual({
      canDelete: false,
      canTest: false,
      agentLimitReached: false,
    });
  });

  it('refuses delete on the free plan and stops creation at 2 agents', () => {
    expect(agentPermissions(freePlanMetadata(), 1)).toMatchObject({
      canDelete: false,
      agentLimitReached: false,
    });
    expect(agentPermissions(freePlanMetadata(), 2)).toMatchObject({
      canDelete: false,
      agentLimitReached: true,
    });
    expect(agentPermissions(freePlanMetadata(), 3)).toMatchObject({ agentLimitReached: true });
  });

  it('lets a live paid plan delete and create without limit', () => {
    const pro = freePlanMetadata({ plan: 'pro', status: 'Active', validUntil: tomorrow });
    expect(agentPermissions(pro, 10)).toMatchObject({ canDelete: true, agentLimitReached: false });
  });

  it('treats an expired or inactive paid plan as free', () => {
    expect(
      agentPermissions(
        freePlanMetadata({ plan: 'teams', status: 'active', validUntil: yesterday }),
        2,
      ),
    ).toMatchObject({ canDelete: false, agentLimitReached: true });
    expect(
      agentPermissions(
        freePlanMetadata({ plan: 'pro', status: 'inactive', validUntil: tomorrow }),
        2,
      ),
    ).toMatchObject({ canDelete: false, agentLimitReached: true });
  });

  it('allows testing from 0.5 credit', () => {
    expect(agentPermissions(freePlanMetadata({ credits: 0.49 }), 0).canTest).toBe(false);
    expect(agentPermissions(freePlanMetadata({ credits: 0.5 }), 0).canTest).toBe(true);
  });
});

describe('agentTestHref', () => {
  it("resolves the app's own page against its origin with agentId and userId", () => {
    expect(
      agentTestHref('/agent-test', 'http://localhost:5173', { agentId: 'agent 1', userId: 'u&2' }),
    ).toBe('http://localhost:5173/agent-test?agentId=agent+1&userId=u%262');
  });

  it('keeps an external page and its own query', () => {
    expect(
      agentTestHref('https://test.example.com/try?lang=en', 'http://localhost:5173', {
        agentId: 'a1',
        userId: 'u1',
      }),
    ).toBe('https://test.example.com/try?lang=en&agentId=a1&userId=u1');
  });
});

describe('templatePrefill', () => {
  it("reads a template's name, greeting, prompt, voice and mode", () => {
    expect(
      templatePrefill({
        _id: 't1',
        name: 'Scrum Standup Manager',
        greetingMessage: 'Good morning!',
        prompt: 'Run the standup.',
        voice: 'female',
        mode: 'passive',
        createdAt: '2026-11-21T00:00:00.000Z',
      }),
    ).toEqual({
      name: 'Scrum Standup Manager',
      greetingMessage: 'Good morning!',
      prompt: 'Run the standup.',
      voice: 'female',
      mode: 'passive',
    });
  });

  it("carries a passive template's wake words, and only a list of words", () => {
    expect(
      templatePrefill({ name: 'Note-Taker', mode: 'passive', wakeWords: ['Hey Convene'] }),
    ).toEqual({ name: 'Note-Taker', mode: 'passive', wakeWords: ['Hey Convene'] });
    expect(templatePrefill({ name: 'Coach', wakeWords: [3, ''] })).toEqual({ name: 'Coach' });
    expect(templatePrefill({ name: 'Coach', wakeWords: [] })).toEqual({ name: 'Coach' });
  });

  it("leaves fields a template lacks, or has wrong, to the form's defaults", () => {
    expect(
      templatePrefill({
        name: 'Coach',
        greetingMessage: null,
        prompt: 7,
        voice: 'robot',
        mode: null,
      }),
    ).toEqual({ name: 'Coach' });
  });

  it('ignores state that is not a template', () => {
    expect(templatePrefill(null)).toBeUndefined();
    expect(templatePrefill('template')).toBeUndefined();
    expect(templatePrefill({ from: '/templates' })).toBeUndefined();
  });
});

describe('workflowOption', () => {
  it('carries the trigger conditions as the agent stores them', () => {
    expect(
      workflowOption({
        id: 'w1',
        key: 'create-ticket',
        name: 'Create ticket',
        description: 'Files a ticket',
        trigger_conditions: { conditions: ['bug reported'] },
        actions: [],
      }),
    ).toEqual({
      id: 'w1',
      key: 'create-ticket',
      name: 'Create ticket',
      description: 'Files a ticket',
      conditions: ['bug reported'],
    });
  });
});

describe('agentFormInput', () => {
  it('gives the wake words back as the comma-separated text the multipart form carries', () => {
    const input = agentFormInput({
      name: 'Retro host',
      greetingMessage: 'Hi all',
      prompt: 'Keep it short.',
      voice: 'female',
      mode: 'passive',
      wakeWords: ['hey convene', 'retro'],
      workflows: [],
      file: null,
    });
    expect(input).toMatchObject({
      name: 'Retro host',
      mode: 'passive',
      wakeWords: 'hey convene, retro',
    });
  });
});
