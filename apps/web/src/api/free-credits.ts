/**
 * SPEC section 4, On app load: on the free plan with the credits period passed (or never started),
 * the app asks for the Free plan's refill and reads the user details again, so the sidebar shows
 * the new credits. A pending subscription's payment check is all that happens on load (the billing
 * issue), so it skips the refill.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User, UserDetails } from '@convene/api-client';
import { freeRefill } from '@convene/domain/credits';
import { useApi } from './provider';
import { fetchUserDetails } from './user-details';

export function freeRefillWanted(user: User, now: Date): boolean {
  if (user.subscription.pending) return false;
  return freeRefill(user.publicMetadata, now).due;
}

export interface FreeRefillSteps {
  /** The user details as the server has them now, put where the screens read them. */
  readDetails(): Promise<UserDetails>;
  /** GET credits/refillFreeCredit. */
  refill(): Promise<unknown>;
}

/**
 * Runs `work` while no other tab of this browser runs work of the same name (Web Locks), so a
 * second tab waits for the first tab's refill and then finds it done. Alone where there are none.
 */
async function inTurnAcrossTabs(name: string, work: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return work();
  // The lock is held until work's promise settles; the lib types the answer as that promise.
  await navigator.locks.request(name, work);
}

/**
 * The refill of one page load: asked for at most once per user (StrictMode runs effects twice,
 * and the details are read again after it), and decided again on fresh details inside the
 * cross-tab turn, since another tab may have refilled meanwhile. The server refills once per
 * period whatever the clients do; this keeps them from asking needlessly.
 */
export function freeRefillOnLoad() {
  const asked = new Set<string>();
  return function refillIfWanted(user: User, steps: FreeRefillSteps): Promise<void> {
    if (asked.has(user.id) || !freeRefillWanted(user, new Date())) return Promise.resolve();
    asked.add(user.id);
    return inTurnAcrossTabs(`convene:free-credit-refill:${user.id}`, async () => {
      const { user: current } = await steps.readDetails();
      if (!freeRefillWanted(current, new Date())) return;
      await steps.refill();
      await steps.readDetails();
    });
  };
}

const refillOfThisLoad = freeRefillOnLoad();

/** Asks for the Free plan's refill once the signed-in user's details have loaded, when due. */
export function useFreeCreditRefill(user: User | undefined): void {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync: refill } = hooks.useMutation('get', '/credits/refillFreeCredit');
  useEffect(() => {
    if (!user) return;
    refillOfThisLoad(user, {
      readDetails: () => fetchUserDetails(queryClient, hooks),
      refill: () => refill({}),
    }).catch((error: unknown) => {
      // Nothing for the user to do: the next load asks again, and the credits shown stay true.
      console.error('Failed to refill free credits', error);
    });
  }, [user, hooks, queryClient, refill]);
}
