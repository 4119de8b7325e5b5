/** The caller's workflows, their runs, and connected tools' keys. */
import { defineOperations } from '../contract/operations.js';
import { readAccount } from '../users/account.js';
import { embedToken, type WorkflowEmbedConfig } from './embed-token.js';
import type { Database } from '../db/index.js';
import type { KeyCipher } from './key-cipher.js';
import { listRuns, testRun, type RunServices } from './runs.js';
import { removeKey, savedKeys, saveKeys } from './tool-keys.js';
import {
  createWorkflow,
  deleteWorkflow,
  listWorkflows,
  ownWorkflow,
  toWire,
  updateWorkflow,
} from './workflows.js';

export function workflowOperations({
  db,
  toolKeys,
  workflowRuns,
  workflowEmbed,
}: {
  db: Database;
  toolKeys: KeyCipher;
  workflowRuns: RunServices;
  workflowEmbed: WorkflowEmbedConfig | null;
}) {
  return defineOperations({
    async getWorkflowToken({ caller }) {
      // No builder is the default, not a failure: the page learns it and serves the built-in editor.
      if (!workflowEmbed) return { status: 200, body: { success: true, configured: false } };
      const account = await readAccount(db, caller.userId);
      const name = account?.name || 'User';
      const token = embedToken(
        workflowEmbed,
        {
          userId: caller.userId,
          name,
          orgId: caller.orgId,
          projectName: caller.orgId ? 'Team workflows' : `${name}'s workflows`,
        },
        workflowRuns.clock(),
      );
      return {
        status: 200,
        body: {
          success: true,
          configured: true,
          token,
          instanceUrl: workflowEmbed.instanceUrl,
          sdkUrl: workflowEmbed.sdkUrl,
        },
      };
    },

    async createWorkflow({ caller, body }) {
      const created = await createWorkflow(db, caller.userId, body.value);
      return { status: 201, body: { success: true, workflow: created } };
    },

    async getWorkflow({ caller, params }) {
      const found = await ownWorkflow(db, caller.userId, params.id);
      return { status: 200, body: { success: true, workflow: toWire(found) } };
    },

    async updateWorkflow({ caller, params, body }) {
      const updated = await updateWorkflow(db, caller.userId, params.id, body.value);
      return { status: 200, body: { success: true, workflow: updated } };
    },

    async deleteWorkflow({ caller, params }) {
      await deleteWorkflow(db, caller.userId, params.id);
      return { status: 200, body: { success: true } };
    },

    async testRunWorkflow({ caller, params, log }) {
      const run = await testRun({ ...workflowRuns, log }, caller.userId, params.id);
      return { status: 200, body: { success: true, run } };
    },

    async listWorkflowRuns({ caller, query }) {
      return {
        status: 200,
        body: { success: true, runs: await listRuns(db, caller.userId, query.limit ?? 30) },
      };
    },

    async listWorkflows({ caller }) {
      return {
        status: 200,
        body: { success: true, workflows: await listWorkflows(db, caller.userId) },
      };
    },

    async saveUserKeys({ caller, body }) {
      await saveKeys(db, toolKeys, caller.userId, body.value);
      return { status: 200, body: { success: true, keys: await savedKeys(db, caller.userId) } };
    },

    async listUserKeys({ caller }) {
      return { status: 200, body: { success: true, keys: await savedKeys(db, caller.userId) } };
    },

    async removeUserKey({ caller, params }) {
      await removeKey(db, caller.userId, params.tool);
      return { status: 200, body: { success: true, keys: await savedKeys(db, caller.userId) } };
    },
  });
}
