/**
 * Talking to an agent on /agent-test (SPEC sections 5, 6 and 9): who may start (0.5 credit), what
 * a session costs (one credit an hour, per started minute), when a passive agent is called (one of
 * its wake words said), and what the page says when a session ends. Server and client share it.
 */
import { MIN_CREDITS_TO_TEST_AGENT } from './limits';
import { MINUTES_PER_CREDIT } from './meeting-bots';

/** SPEC section 6, word for word: Test Agent's disabled hint, and the server's 402. */
export const INSUFFICIENT_CREDITS_TO_TEST_HINT = `Insufficient credits (min ${MIN_CREDITS_TO_TEST_AGENT} required)`;

export const AGENT_TEST_SESSION_ENDED_MESSAGE = 'This test session has ended.';

export function mayTestAgent(credits: number): boolean {
  return credits >= MIN_CREDITS_TO_TEST_AGENT;
}

/** Credits for this many started minutes, kept to 6 decimals as every ledger change is. */
export function creditsForMinutes(minutes: number): number {
  return Number((minutes / MINUTES_PER_CREDIT).toFixed(6));
}

/** One minute's cost: a session ends when the next minute cannot be paid. */
export const AGENT_TEST_MINUTE_CREDITS = creditsForMinutes(1);

export type AgentTestEndReason = 'ended' | 'credits' | 'idle' | 'replaced';

/** What the page says about a session that ended, by why it ended. */
export function agentTestEndMessage(reason: AgentTestEndReason, idleMinutes: number): string {
  switch (reason) {
    case 'ended':
      return 'You ended the test.';
    case 'credits':
      return 'Your credits ran out, so the test ended. Buy credits to talk again.';
    case 'idle':
      return `The test ended after ${idleMinutes} ${idleMinutes === 1 ? 'minute' : 'minutes'} with nothing said.`;
    case 'replaced':
      return 'This test ended because another one started, in this tab or another.';
  }
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** Whether the phrase's words are said in the text, in order and together, whatever their case. */
export function saysPhrase(text: string, phrase: string): boolean {
  const wanted = words(phrase);
  if (wanted.length === 0) return false;
  const said = words(text);
  return said.some((_, start) => wanted.every((word, offset) => said[start + offset] === word));
}

/** The first of the wake words said in the text, or null. */
export function wakeWordSaid(text: string, wakeWords: readonly string[]): string | null {
  return wakeWords.find((wakeWord) => saysPhrase(text, wakeWord)) ?? null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What was said without the words that call the agent ("Hey Nova, when are refunds issued?" asks
 * "when are refunds issued?"): its wake words and its name, and a greeting before them. What is
 * left is what the agent looks up in its knowledge.
 */
export function withoutCall(
  text: string,
  agent: { name: string; wakeWords: readonly string[] },
): string {
  const calls = [...agent.wakeWords, agent.name]
    .map((call) => words(call))
    .filter((call) => call.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((call) => call.map(escapeRegExp).join("[^\\p{L}\\p{N}']+"));
  if (calls.length === 0) return text;
  const call = new RegExp(
    `(?:\\b(?:hey|hi|hello|ok|okay)[\\s,]+)?(?<![\\p{L}\\p{N}'])(?:${calls.join('|')})(?![\\p{L}\\p{N}'])[\\s,:!.]*`,
    'giu',
  );
  return text.replace(call, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Whether the agent answers what was said: an active agent answers everything said to it; a
 * passive one only what says one of its wake words.
 */
export function agentIsCalled(
  agent: { mode: string | null; wakeWords: readonly string[] },
  text: string,
): boolean {
  if (agent.mode === 'passive') return wakeWordSaid(text, agent.wakeWords) !== null;
  return true;
}

/** A question or a request: what an agent addressed by name is expected to answer. */
const ASKS =
  /\?|\b(?:what|how|why|when|where|who|which|whose|can you|could you|would you|will you|please|tell|explain|remind|summari[sz]e|give|list|check|find|look up)\b/i;

/**
 * Whether the agent answers what someone said in a meeting: an active agent when it is addressed
 * by name (its full name, or the first word of it: "Nova, …", "what do you think, Nova?") and
 * asked something ("Thanks, Nova." asks nothing); a passive one only after one of its wake words.
 * Other talk in the room is not for it.
 */
export function agentIsAddressed(
  agent: { name: string; mode: string | null; wakeWords: readonly string[] },
  text: string,
): boolean {
  if (agent.mode === 'passive') return wakeWordSaid(text, agent.wakeWords) !== null;
  const [first] = words(agent.name);
  const named =
    saysPhrase(text, agent.name) ||
    (first !== undefined && first.length > 1 && saysPhrase(text, first));
  return named && ASKS.test(text);
}

/** A session's length as the page shows it: m:ss, or h:mm:ss from an hour. */
export function formatSessionDuration(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
