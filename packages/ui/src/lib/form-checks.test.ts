import { PASSWORD_MIN_LENGTH } from '@convene/domain/limits';
import { describe, expect, it } from 'vitest';

import { emailProblem, newPasswordProblem, problemsOf } from './form-checks';

describe('auth form checks', () => {
  it('asks for an e-mail address, then for a valid one', () => {
    expect(emailProblem('  ')).toBe('Enter your e-mail address.');
    expect(emailProblem('asha@')).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(emailProblem(' asha@example.com ')).toBeUndefined();
  });

  it('refuses a new password shorter than the minimum', () => {
    expect(newPasswordProblem('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
    expect(newPasswordProblem('x'.repeat(PASSWORD_MIN_LENGTH))).toBeUndefined();
  });

  it('keeps only the fields with a problem', () => {
    expect(problemsOf({ email: 'Enter your e-mail address.', password: undefined })).toEqual({
      email: 'Enter your e-mail address.',
    });
    expect(problemsOf({ email: undefined })).toEqual({});
  });
});
