import { describe, expect, it } from 'vitest';
import {
  NAME_MESSAGES,
  PERSON_NAME_MAX,
  confirmsAccountDeletion,
  nameProblem,
  subscriptionRenews,
} from './account.js';

const now = new Date('2026-06-01T12:00:00Z');
const livePro = { plan: 'pro', status: 'active', validUntil: '2026-07-01' };

describe('a name', () => {
  it('is kept trimmed, needs a character and has a limit', () => {
    expect(nameProblem('  Ada  ')).toBeUndefined();
    expect(nameProblem('   ')).toBe(NAME_MESSAGES.required);
    expect(nameProblem('\u200B')).toBe(NAME_MESSAGES.required);
    expect(nameProblem('a'.repeat(PERSON_NAME_MAX))).toBeUndefined();
    expect(nameProblem('a'.repeat(PERSON_NAME_MAX + 1))).toBe(NAME_MESSAGES.tooLong);
  });
});

describe('confirming an account deletion', () => {
  it('takes the word DELETE or the account e-mail in any case', () => {
    expect(confirmsAccountDeletion('DELETE', 'ada@example.com')).toBe(true);
    expect(confirmsAccountDeletion(' Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(confirmsAccountDeletion('delete', 'ada@example.com')).toBe(false);
    expect(confirmsAccountDeletion('', '')).toBe(false);
    expect(confirmsAccountDeletion('ada@example', 'ada@example.com')).toBe(false);
  });
});

describe('a subscription that renews', () => {
  it('is a live paid plan not cancelled at the end of its period', () => {
    expect(subscriptionRenews(livePro, now)).toBe(true);
    expect(subscriptionRenews({ ...livePro, cancelAtPeriodEnd: true }, now)).toBe(false);
    expect(subscriptionRenews({ ...livePro, validUntil: '2026-05-01' }, now)).toBe(false);
    expect(subscriptionRenews({ plan: 'free', status: 'inactive', validUntil: null }, now)).toBe(
      false,
    );
  });
});
