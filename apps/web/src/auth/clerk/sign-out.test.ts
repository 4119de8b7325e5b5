import { describe, expect, it } from 'vitest';
import {
  finishSignOut,
  forgetSignOutMark,
  signingOut,
  signOutOfClerk,
  subscribeToSignOut,
  type SignOutMarkStore,
} from './sign-out';

function memoryStore(): SignOutMarkStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Clerk's client as far as signing out goes: each call waits until the test answers it. */
function fakeClerk() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  return {
    calls,
    signOut: () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  };
}

describe('signing out with Clerk', () => {
  it('marks the tab signed out before Clerk answers, and clears the mark once it has', async () => {
    const store = memoryStore();
    const clerk = fakeClerk();
    let notified = 0;
    const unsubscribe = subscribeToSignOut(() => (notified += 1));

    const done = signOutOfClerk(clerk, store);
    expect(signingOut(store)).toBe(true);
    expect(notified).toBe(1);
    expect(clerk.calls).toHaveLength(1);

    clerk.calls[0]?.resolve();
    await done;
    expect(signingOut(store)).toBe(false);
    expect(notified).toBe(2);
    unsubscribe();
  });

  it('keeps the tab signed out when Clerk cannot be reached, and a later page finishes the job', async () => {
    const store = memoryStore();
    const unreachable = fakeClerk();
    const done = signOutOfClerk(unreachable, store);
    unreachable.calls[0]?.reject(new Error('network down'));
    await expect(done).rejects.toThrow('network down');
    expect(signingOut(store)).toBe(true);

    // The reloaded page: a new Clerk client, the mark still in storage.
    const reloaded = fakeClerk();
    const finished = finishSignOut(reloaded, store);
    expect(finishSignOut(reloaded, store)).toBe(finished);
    expect(reloaded.calls).toHaveLength(1);
    reloaded.calls[0]?.resolve();
    await finished;
    expect(signingOut(store)).toBe(false);
  });

  it('drops the mark once Clerk reports no session, so the next sign-in is not undone', () => {
    const store = memoryStore();
    void signOutOfClerk(fakeClerk(), store);
    forgetSignOutMark(store);
    expect(signingOut(store)).toBe(false);
  });
});
