/** The caller's workflows (GET /user/workflows) and connected tools' keys. */
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import type { KeyCipher } from './key-cipher.js';
import { removeKey, savedKeys, saveKeys } from './tool-keys.js';
import { listWorkflows } from './workflows.js';

export function workflowOperations({ db, toolKeys }: { db: Database; toolKeys: KeyCipher }) {
  return defineOperations({
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
