/** How often bots are read back from the provider, and after how long a status counts as stuck. */
export interface BotReconciliationConfig {
  everySeconds: number;
  staleAfterSeconds: number;
}
