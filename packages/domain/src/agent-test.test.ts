import { describe, expect, it } from 'vitest';
import { agentIsCalled, withoutCall } from './agent-test.js';

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
});
