/** Ask AI's settings. */
export interface AskAiConfig {
  /** ASK_AI_QUESTIONS_PER_MINUTE: each user's questions a minute, over all meetings. */
  questionsPerMinute: number;
}

export const DEFAULT_ASK_AI_QUESTIONS_PER_MINUTE = 20;
