/**
 * Removing a stored knowledge file once no agent refers to it (the agent deleted, the file replaced
 * or removed): a job recorded in the transaction of that change, so neither a crash after the
 * commit nor an unreachable store leaves the file behind for good.
 */
import type { Database } from '../../db/index.js';
import { jobKind, type Jobs } from '../../providers/jobs/port.js';
import type { StoragePort } from '../../providers/storage/port.js';

const removeKnowledgeFile = jobKind<{ key: string }>('knowledge-file.remove');

/** Call inside the transaction that lets go of the file. */
export async function enqueueKnowledgeFileRemoval(
  jobs: Jobs,
  transaction: Database,
  key: string | null,
): Promise<void> {
  if (key) await jobs.enqueue(removeKnowledgeFile, { key }, { transaction, key });
}

export function handleKnowledgeFileRemoval(jobs: Jobs, storage: StoragePort): void {
  jobs.handle(removeKnowledgeFile, {
    // Removing a missing object succeeds, so a repeated run is harmless.
    run: ({ key }) => storage.delete(key),
    // A store that is down for a while: retries spread over about a day.
    retry: { limit: 12, firstDelayMs: 10_000, maxDelayMs: 3_600_000 },
  });
}
