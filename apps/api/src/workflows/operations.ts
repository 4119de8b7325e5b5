/** The caller's workflows (GET /user/workflows). */
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import { listWorkflows } from './workflows.js';

export function workflowOperations({ db }: { db: Database }) {
  return defineOperations({
    async listWorkflows({ caller }) {
      return {
        status: 200,
        body: { success: true, workflows: await listWorkflows(db, caller.userId) },
      };
    },
  });
}
