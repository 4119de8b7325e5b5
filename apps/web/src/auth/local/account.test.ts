import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from './session';
import type * as TokenModule from './token';

/** The store and the token it follows, loaded together so they share one fresh module graph. */
type Session = typeof SessionModule & typeof TokenModule;

/** Better Auth's answers by path; a function answers per call. */
type Answers = Record<string, unknown | (() => unknown)>;

const TOKEN_KEY = 'convene:auth-token';

function serve(answers: Answers) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = url.replace('/api/auth/', '');
    calls.push(path);
    const answer = answers[path];
    if (answer === undefined) return new Response('{}', { status: 500 });
    const body = typeof answer === 'function' ? (answer as () => unknown)() : answer;
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return calls;
}

/** A fresh module (the store lives in it) in a window holding `token`. */
async function loadSession(token: string | null): Promise<Session> {
  const storage = new Map<string, string>(token ? [[TOKEN_KEY, token]] : []);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  vi.resetModules();
  const [session, tokens] = await Promise.all([import('./session'), import('./token')]);
  return { ...session, ...tokens };
}

/** Watches the account until it satisfies `done`. */
function accountWhen(
  session: Session,
  done: (account: ReturnType<Session['accountSnapshot']>) => boolean,
) {
  return new Promise<ReturnType<Session['accountSnapshot']>>((resolve) => {
    const check = () => {
      const account = session.accountSnapshot();
      if (done(account)) {
        stop();
        resolve(account);
      }
    };
    const stop = session.watchAccount(check);
    check();
  });
}

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', emailVerified: true };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the local account store', () => {
  it('is signed out without a token and reads nothing', async () => {
    const calls = serve({});
    const session = await loadSession(null);
    const stop = session.watchAccount(() => {});
    expect(session.accountSnapshot()).toBeNull();
    stop();
    expect(calls).toEqual([]);
  });

  it('loads the session, then the organisations and the role in the active organisation', async () => {
    serve({
      'get-session': { user, session: { activeOrganizationId: 'o1' } },
      'organization/list': [{ id: 'o1', name: 'Acme', slug: 'acme-1' }],
      'organization/get-active-member-role': { role: 'admin' },
    });
    const session = await loadSession('t1');
    expect(session.accountSnapshot()).toBeUndefined();
    const account = await accountWhen(
      session,
      (value) => value?.organisations !== undefined && value.activeRole !== undefined,
    );
    expect(account?.session.user).toEqual(user);
    expect(account?.organisations).toEqual([{ id: 'o1', name: 'Acme', slug: 'acme-1' }]);
    expect(account?.activeRole).toBe('admin');
  });

  it('forgets a token the server no longer knows', async () => {
    serve({ 'get-session': null });
    const session = await loadSession('stale');
    expect(await accountWhen(session, (value) => value !== undefined)).toBeNull();
    expect(session.storedToken()).toBeNull();
  });

  it('reads the role again when a refresh finds another active organisation', async () => {
    let active = 'o1';
    serve({
      'get-session': () => ({ user, session: { activeOrganizationId: active } }),
      'organization/list': [
        { id: 'o1', name: 'Acme' },
        { id: 'o2', name: 'Globex' },
      ],
      'organization/get-active-member-role': () => ({ role: active === 'o1' ? 'admin' : 'member' }),
    });
    const session = await loadSession('t1');
    await accountWhen(session, (value) => value?.activeRole === 'admin');

    active = 'o2';
    await session.refreshAccount();
    const account = session.accountSnapshot();
    expect(account?.session.session.activeOrganizationId).toBe('o2');
    expect(account?.activeRole).toBe('member');
  });

  it('forgets the account at once with the token (signing out)', async () => {
    serve({
      'get-session': { user, session: { activeOrganizationId: null } },
      'organization/list': [],
    });
    const session = await loadSession('t1');
    const stop = session.watchAccount(() => {});
    await accountWhen(session, (value) => value?.organisations !== undefined);
    session.forgetToken();
    expect(session.accountSnapshot()).toBeNull();
    stop();
  });
});
