import { FREE_PLAN_AGENT_LIMIT } from './limits';

/** Agent field rules shared by the server (which enforces them) and the create-agent form (which mirrors them). */

/** Wake words are typed comma separated; each is trimmed and empty entries are dropped (SPEC section 5). */
export function parseWakeWords(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/** SPEC sections 5 and 6, word for word: the server's refusals and the form's disabled hints. */
export const FREE_PLAN_AGENT_LIMIT_MESSAGE = `Free plan allows up to ${FREE_PLAN_AGENT_LIMIT} AI agents.`;
export const FREE_PLAN_DELETE_MESSAGE = 'Delete not available on Free plan';
