export interface AgentTestConfig {
  /** AGENT_TEST_IDLE_MINUTES: a live session with nothing said for this long ends itself. */
  idleMinutes: number;
  /** AGENT_TEST_TURNS_PER_MINUTE: each user's turns a minute, so a runaway page cannot flood the model. */
  turnsPerMinute: number;
}

export const DEFAULT_AGENT_TEST_CONFIG: AgentTestConfig = { idleMinutes: 5, turnsPerMinute: 30 };
