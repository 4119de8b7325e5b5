/**
 * SPEC section 4, On app load: a pending subscription has its payment status checked and nothing
 * else happens; a paid plan whose period has passed (status still active, a subscription id) has
 * its payment status checked, so a renewal shows at once; on the free plan with the credits period
 * passed (or never started) the Free plan's refill is asked for. The user details are read again
 * after either, so the sidebar shows the new plan and credits.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User, UserDetails } from '@convene/api-client';
import { freeRefill } from '@convene/domain/credits';
import { isLivePaidPlan, normalisePlan } from '@convene/domain/plans';
import { useApi } from './provider';
import { fetchUserDetails } from './user-details';

export type LoadCheck =
  { kind: 'none' } | { kind: 'payment'; subscriptionId: string } | { kind: 'free-refill' };

export function loadCheck(user: User, now: Date): LoadCheck {
  const { subscription, publicMetadata } = user;
  if (subscription.pending)
    return { kind: 'payment', subscriptionId: subscription.pending.subscriptionId };
  const lapsedPaidPlan =
    normalisePlan(publicMetadata.plan) !== 'free' &&
    publicMetadata.status.trim().toLowerCase() === 'active' &&
    subscription.subscriptionId !== null &&
    !isLivePaidPlan(publicMetadata, now);
  if (lapsedPaidPlan && subscription.subscriptionId)
    return { kind: 'payment', subscriptionId: subscription.subscriptionId };
  return freeRefill(publicMetadata, now).due ? { kind: 'free-refill' } : { kind: 'none' };
}

export interface LoadCheckSteps {
  /** The user details as the server has them now, put where the screens read them. */
  readDetails(): Promise<UserDetails>;
  /** GET credits/refillFreeCredit. */
  refill(): Promise<unknown>;
  /** POST subscription/verify-subscription: the server asks the payment provider. */
  checkPayment(subscriptionId: string): Promise<unknown>;
}

/**
 * Runs `work` while no other tab of this browser runs work of the same name (Web Locks), so a
 * second tab waits for the first tab's check and then finds it done. Alone where there are none.
 */
async function inTurnAcrossTabs(name: string, work: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return work();
  // The lock is held until work's promise settles; the lib types the answer as that promise.
  await navigator.locks.request(name, work);
}

/**
 * The checks of one page load: made at most once per user (StrictMode runs effects twice, and the
 * details are read again after it), and decided again on fresh details inside the cross-tab turn,
 * since another tab may have made them meanwhile. The server applies each once whatever the
 * clients do; this keeps them from asking needlessly.
 */
export function accountChecksOnLoad() {
  const asked = new Set<string>();
  return function checkIfWanted(user: User, steps: LoadCheckSteps): Promise<void> {
    if (asked.has(user.id) || loadCheck(user, new Date()).kind === 'none') return Promise.resolve();
    asked.add(user.id);
    return inTurnAcrossTabs(`convene:account-on-load:${user.id}`, async () => {
      const { user: current } = await steps.readDetails();
      const check = loadCheck(current, new Date());
      if (check.kind === 'none') return;
      try {
        if (check.kind === 'payment') await steps.checkPayment(check.subscriptionId);
        else await steps.refill();
      } finally {
        // A payment not made yet is refused, and its check may still have changed the record.
        await steps.readDetails();
      }
    });
  };
}

const checksOfThisLoad = accountChecksOnLoad();

/** Makes the on-load checks once the signed-in user's details have loaded, when one is due. */
export function useAccountChecksOnLoad(user: User | undefined): void {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync: refill } = hooks.useMutation('get', '/credits/refillFreeCredit');
  const { mutateAsync: verify } = hooks.useMutation('post', '/subscription/verify-subscription');
  useEffect(() => {
    if (!user) return;
    checksOfThisLoad(user, {
      readDetails: () => fetchUserDetails(queryClient, hooks),
      refill: () => refill({}),
      checkPayment: (subscriptionId) => verify({ body: { subscriptionId } }),
    }).catch((error: unknown) => {
      // Nothing for the user to do: the next load asks again, and what is shown stays true.
      console.error('Account check on load failed', error);
    });
  }, [user, hooks, queryClient, refill, verify]);
}
