import { describe, expect, it } from 'vitest';
import { agentIsAddressed, agentIsCalled, withoutCall } from './agent-test.js';

const nova = { name: 'Nova', wakeWords: ['hey nova', 'nova'], mode: 'passive' };

describe('calling an agent', () => {
  it('answers a passive agent only after a wake word, said whole', () => {
    expect(agentIsCalled(nova, 'Hey Nova, when are refunds issued?')).toBe(true);
    expect(agentIsCalled(nova, 'Supernova refunds?')).toBe(false);
    expect(agentIsCalled({ ...nova, mode: 'active' }, 'When are refunds issued?')).toBe(true);
  });

  it('leaves what was asked once the words that called the agent are taken out', () => {
    expect(withoutCall('Hey Nova, when are refunds issued?', nova)).toBe(
      'when are refunds issued?',
    );
    expect(withoutCall('okay nova: refunds?', nova)).toBe('refunds?');
    expect(withoutCall('Supernova refunds?', nova)).toBe('Supernova refunds?');
    expect(withoutCall('Hi Dr. Li, refunds?', { name: 'Dr. Li', wakeWords: [] })).toBe('refunds?');
  });

  it('answers in a meeting only when addressed by name (active) or after a wake word (passive)', () => {
    const active = { name: 'Nova Bright', mode: 'active', wakeWords: [] };
    expect(agentIsAddressed(active, 'Nova, what do we know about refunds?')).toBe(true);
    expect(agentIsAddressed(active, 'What do you think, Nova Bright?')).toBe(true);
    expect(agentIsAddressed(active, 'The release ships on Thursday.')).toBe(false);
    expect(agentIsAddressed(active, 'We watched a supernova.')).toBe(false);
    expect(agentIsAddressed(active, "Thanks, Nova. Let's start the standup.")).toBe(false);
    expect(agentIsAddressed(nova, 'Nova, refunds?')).toBe(true);
    expect(agentIsAddressed(nova, 'Refunds take two weeks.')).toBe(false);
  });
});
