/** The agent in live calls: when it greets the meeting. */
export interface LiveAgentConfig {
  /** Seconds after the bot gets into the call before its agent says its greeting (SPEC: about 30). */
  greetingSeconds: number;
}

export const DEFAULT_LIVE_AGENT_CONFIG: LiveAgentConfig = { greetingSeconds: 30 };
