import {
  AGENT_MODES,
  AGENT_NAME_MAX,
  AGENT_VOICES,
  GREETING_MESSAGE_MAX,
} from '@convene/domain/limits';
import { describe, expect, it } from 'vitest';
import { AGENT_TEMPLATES } from '../../src/agents/templates.js';
import { AGENT_BRIEF_SECTIONS, agentBrief } from '../../src/agents/brief.js';
import { ExtractiveLlm } from '../../src/providers/llm/index.js';

describe('AGENT_TEMPLATES', () => {
  it('offers the agreed catalogue, each with a unique key and name', () => {
    const keys = AGENT_TEMPLATES.map((template) => template.key);
    for (const key of [
      'scrum-standup-manager',
      'sprint-planning-facilitator',
      'sales-discovery-call',
      'customer-support-escalation',
      'hiring-interviewer',
      'one-on-one-coach',
    ]) {
      expect(keys).toContain(key);
    }
    expect(AGENT_TEMPLATES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(AGENT_TEMPLATES.map((template) => template.name)).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(AGENT_TEMPLATES.map((template) => [template.key, template] as const))(
    '%s respects the create-agent form rules',
    (_, template) => {
      expect(template.name.length).toBeGreaterThan(0);
      expect(template.name.length).toBeLessThanOrEqual(AGENT_NAME_MAX);
      expect(template.greetingMessage.length).toBeGreaterThan(0);
      expect(template.greetingMessage.length).toBeLessThanOrEqual(GREETING_MESSAGE_MAX);
      expect(AGENT_MODES).toContain(template.mode);
      expect(AGENT_VOICES).toContain(template.voice);
      if (template.mode === 'passive') {
        expect(template.wakeWords.length).toBeGreaterThan(0);
        for (const word of template.wakeWords) expect(word).toBe(word.trim());
        expect(template.wakeWords.every((word) => word.length > 0 && !word.includes(','))).toBe(
          true,
        );
        // The greeting tells people how to wake it.
        expect(template.wakeWords.some((word) => template.greetingMessage.includes(word))).toBe(
          true,
        );
      } else {
        expect(template.wakeWords).toEqual([]);
      }
    },
  );

  it.each(AGENT_TEMPLATES.map((template) => [template.key, template.prompt] as const))(
    '%s has a thorough brief with every section, which Magic leaves as it is',
    async (_, prompt) => {
      const headings = prompt.split('\n').filter((line) => line.startsWith('## '));
      expect(headings).toEqual(AGENT_BRIEF_SECTIONS.map((section) => `## ${section}`));
      expect(prompt.length).toBeGreaterThan(800);
      await expect(new ExtractiveLlm().improvePrompt(prompt, agentBrief)).resolves.toBe(prompt);
    },
  );

  it('includes both modes and both voices', () => {
    expect(new Set(AGENT_TEMPLATES.map((template) => template.mode))).toEqual(
      new Set(['active', 'passive']),
    );
    expect(new Set(AGENT_TEMPLATES.map((template) => template.voice))).toEqual(
      new Set(['male', 'female']),
    );
  });
});
