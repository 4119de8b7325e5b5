import { describe, expect, it } from 'vitest';
import { decideRoute } from './guard';

describe('decideRoute', () => {
  it('renders public pages whatever the authentication state', () => {
    for (const status of ['loading', 'signed-out', 'signed-in'] as const) {
      expect(decideRoute('public', status)).toEqual({ kind: 'render' });
    }
  });

  it('sends a signed-out visitor of a signed-in route to /login', () => {
    expect(decideRoute('signed-in', 'signed-out')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('waits on a signed-in route while the person who just signed out is on the way to /', () => {
    expect(decideRoute('signed-in', 'signed-out', true)).toEqual({ kind: 'loading' });
    expect(decideRoute('signed-out', 'signed-out', true)).toEqual({ kind: 'render' });
  });

  it('renders a signed-in route for a signed-in visitor', () => {
    expect(decideRoute('signed-in', 'signed-in')).toEqual({ kind: 'render' });
  });

  it('sends a signed-in visitor of /login or /register to /dashboard', () => {
    expect(decideRoute('signed-out', 'signed-in')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('keeps a signed-out visitor on /login or /register', () => {
    expect(decideRoute('signed-out', 'signed-out')).toEqual({ kind: 'render' });
  });

  it('waits while authentication loads on guarded routes', () => {
    expect(decideRoute('signed-in', 'loading')).toEqual({ kind: 'loading' });
    expect(decideRoute('signed-out', 'loading')).toEqual({ kind: 'loading' });
  });
});
