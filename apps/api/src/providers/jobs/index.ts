/** The jobs adapter: the embedded table worker, on PGlite and Postgres alike. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { JobsConfig } from './config.js';
import { EmbeddedJobs } from './embedded.js';
import type { Jobs } from './port.js';

export type { EnqueueOptions, JobHandler, JobKind, JobPayload, Jobs, RetryPolicy } from './port.js';
export { jobKind } from './port.js';

export type { JobsConfig } from './config.js';

export function createJobs(config: JobsConfig, db: Database, log: FastifyBaseLogger): Jobs {
  return new EmbeddedJobs(db, log, config);
}
