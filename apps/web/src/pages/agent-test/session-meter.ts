/**
 * What a test session costs, as the screen shows it: the meter while it runs (time by this page's
 * clock, charges as the server last said) and the summary once it ended.
 */
import { AGENT_TEST_SESSION_ENDED_MESSAGE, agentTestEndMessage } from '@convene/domain/agent-test';
import type {
  AgentTestEnded,
  AgentTestMeter,
} from '@convene/ui/screens/agent-test/agent-test-types';
import type { AgentTestSession } from './agent-test-api';

/** Whether a newer read of the session may have changed the user's credits (a minute charged, the end). */
export function chargesChanged(before: AgentTestSession | null, after: AgentTestSession): boolean {
  return (
    !before || before.minutesCharged !== after.minutesCharged || before.status !== after.status
  );
}

/**
 * The meter; `startedAt` is when the start answered, by this clock, so it ticks from then whatever
 * the server's clock says. It stops at the end's duration.
 */
export function sessionMeter(
  live: AgentTestSession | null,
  startedAt: number,
  ended: AgentTestEnded | null,
): AgentTestMeter | null {
  if (!live) return null;
  return {
    elapsedMs: ended ? ended.durationMs : Math.max(0, Date.now() - startedAt),
    minutesCharged: live.minutesCharged,
    creditsCharged: live.creditsCharged,
    credits: live.credits,
  };
}

/**
 * The summary of an ended session: `session` says why and what it cost (null: the server could not
 * be asked, so it tells what was last read, `last`).
 */
export function sessionEnded(
  session: AgentTestSession | null,
  last: AgentTestSession | null,
  startedAt: number,
): AgentTestEnded {
  const known = session ?? last;
  const reason = session?.endReason ?? null;
  const durationMs =
    session?.endedAt != null
      ? Date.parse(session.endedAt) - Date.parse(session.startedAt)
      : Date.now() - startedAt;
  return {
    message:
      session && reason
        ? agentTestEndMessage(reason, session.idleMinutes)
        : AGENT_TEST_SESSION_ENDED_MESSAGE,
    outOfCredits: reason === 'credits',
    durationMs: Math.max(0, durationMs),
    minutesCharged: known?.minutesCharged ?? 0,
    creditsCharged: known?.creditsCharged ?? 0,
  };
}
