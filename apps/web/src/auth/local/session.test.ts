import { describe, expect, it } from 'vitest';
import { unwrap } from './session';

describe('unwrap', () => {
  it("shows Better Auth's own message", () => {
    expect(() =>
      unwrap({
        data: null,
        error: { message: 'Invalid email or password', statusText: 'Unauthorized' },
      }),
    ).toThrow('Invalid email or password');
  });

  it("shows the server's attempt-limit refusal, which uses the API's error field", () => {
    expect(() =>
      unwrap({
        data: null,
        error: {
          error: 'Too many attempts. Try again in 15 minutes.',
          statusText: 'Too Many Requests',
        },
      }),
    ).toThrow('Too many attempts. Try again in 15 minutes.');
  });

  it('gives the data when there is no error', () => {
    expect(unwrap({ data: { ok: true }, error: null })).toEqual({ ok: true });
  });
});
