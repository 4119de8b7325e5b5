/** Calls to the payment provider, with its failures in the product's words. */
import { DomainError } from '@convene/domain/errors';
import { isTeamsPlanMember, TEAMS_MEMBER_CANNOT_PAY } from '@convene/domain/billing';
import type { PlanState } from '@convene/domain/plans';
import type { Caller } from '../providers/auth/port.js';
import { PaymentRequestError, PaymentUnavailableError } from '../providers/payments/port.js';

export const PAYMENTS_UNAVAILABLE = 'The payment provider is unavailable. Please try again.';

/**
 * Runs a provider call; a provider that cannot be reached, or refuses what this server asked,
 * is 502 for the caller (the details go to the log through the error's cause).
 */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentUnavailableError || error instanceof PaymentRequestError)
      throw Object.assign(new DomainError('unavailable', PAYMENTS_UNAVAILABLE), { cause: error });
    throw error;
  }
}

/** SPEC section 6: Teams-plan organisation members cannot buy credits, buy workflow executions or subscribe. */
export function refuseTeamsPlanMember(caller: Caller, account: PlanState, now: Date): void {
  if (isTeamsPlanMember(account, caller.orgRole, now))
    throw new DomainError('forbidden', TEAMS_MEMBER_CANNOT_PAY);
}
