/** The jobs worker's settings: all have defaults (tests shorten its polling and set its clock). */
export interface JobsConfig {
  /** How often an idle worker looks for due jobs. */
  pollIntervalMs?: number;
  /** How long a claim holds a job without renewal; renewed every third of it while running. */
  leaseMs?: number;
  /** Jobs run at once in this process. */
  concurrency?: number;
  /** How long stop waits for running jobs before leaving them to their leases. */
  stopGraceMs?: number;
  /** The time jobs are due against; tests move it forward. */
  clock?: () => Date;
}
