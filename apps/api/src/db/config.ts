/** Which database the server opens. */
export type DatabaseConfig =
  /** Embedded Postgres; `dataDir` undefined keeps it in memory (tests). */
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };
