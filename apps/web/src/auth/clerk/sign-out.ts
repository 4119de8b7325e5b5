/**
 * Signing out with Clerk: the app forgets the session in this tab first (a mark kept in
 * localStorage, so a reload before Clerk answers still finds the person signed out), then Clerk
 * ends the session on its servers; the mark goes once Clerk has done so.
 */
import { changeListeners } from '../../lib/change-listeners';

/** The part of Clerk's client that ends a session. */
export interface ClerkSessionEnder {
  signOut: () => Promise<unknown>;
}

export type SignOutMarkStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SIGNING_OUT_KEY = 'convene:clerk-signing-out';
const markListeners = changeListeners();
let ending: Promise<void> | null = null;

export const subscribeToSignOut = markListeners.subscribe;

/** True from the click until Clerk confirms, even across a reload. */
export function signingOut(store: SignOutMarkStore): boolean {
  return store.getItem(SIGNING_OUT_KEY) !== null;
}

/** Clerk reports no session any more: the mark has done its work (and must not outlive it). */
export function forgetSignOutMark(store: SignOutMarkStore): void {
  if (!signingOut(store)) return;
  store.removeItem(SIGNING_OUT_KEY);
  markListeners.notify();
}

/** Ends Clerk's session for a marked tab; a second call while one is on its way joins it. */
export function finishSignOut(clerk: ClerkSessionEnder, store: SignOutMarkStore): Promise<void> {
  ending ??= clerk
    .signOut()
    .then(() => {
      store.removeItem(SIGNING_OUT_KEY);
      markListeners.notify();
    })
    .finally(() => {
      ending = null;
    });
  return ending;
}

/** Marks the tab signed out before anything is awaited, then asks Clerk to end the session. */
export function signOutOfClerk(clerk: ClerkSessionEnder, store: SignOutMarkStore): Promise<void> {
  store.setItem(SIGNING_OUT_KEY, String(Date.now()));
  markListeners.notify();
  return finishSignOut(clerk, store);
}
