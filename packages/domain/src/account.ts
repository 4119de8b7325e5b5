/**
 * A person's own account (the Settings page): the name they go by, and when deleting the account is
 * refused. The server enforces these; the settings screen mirrors them and shows the server's words.
 */
import { livePlan, type PlanState } from './plans.js';
import { visibleText } from './text.js';

/** Longest name an account keeps. */
export const PERSON_NAME_MAX = 100;
/** Longest password the auth server takes (Better Auth's limit). */
export const PASSWORD_MAX_LENGTH = 128;

export const NAME_MESSAGES = {
  required: 'Enter your name.',
  tooLong: `Your name can be at most ${PERSON_NAME_MAX} characters.`,
} as const;

/** What is wrong with a name as typed (it is kept trimmed), if anything. */
export function nameProblem(name: string): string | undefined {
  const trimmed = visibleText(name);
  if (trimmed === '') return NAME_MESSAGES.required;
  if (trimmed.length > PERSON_NAME_MAX) return NAME_MESSAGES.tooLong;
  return undefined;
}

/** What a person types to confirm deleting their account, besides their own e-mail address. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** True when `typed` is the confirmation word or the account's e-mail address (in any case). */
export function confirmsAccountDeletion(typed: string, email: string): boolean {
  const value = typed.trim();
  return (
    value === DELETE_CONFIRMATION_WORD ||
    (value !== '' && value.toLowerCase() === email.trim().toLowerCase())
  );
}

export const ACCOUNT_DELETION_UNCONFIRMED = `Type ${DELETE_CONFIRMATION_WORD} or your e-mail address to confirm.`;

export const ACCOUNT_DELETION_REFUSALS = {
  subscription: 'Cancel your subscription on the Billing page first.',
  memberPlans: "Cancel the plans you pay for your organisation's members on the Admin page first.",
  lastAdmin: (organisationName: string) =>
    `You are the last admin of ${organisationName}. Make another member an admin, or remove the other members, first.`,
} as const;

export interface RenewalState extends PlanState {
  /** The subscription was cancelled: it ends with its period and is never charged again. */
  cancelAtPeriodEnd?: boolean | null;
}

/** A live paid plan whose subscription will be charged again: an account holding one is not deleted. */
export function subscriptionRenews(state: RenewalState, now: Date = new Date()): boolean {
  return livePlan(state, now) !== 'free' && !state.cancelAtPeriodEnd;
}
