/** The agents feature's operations: the caller's agents, the shared templates, and Magic. */
import type { FastifyBaseLogger } from 'fastify';
import { defineOperations } from '../contract/operations.js';
import type { ChangeChannel } from '../db/changes.js';
import type { Database } from '../db/index.js';
import { whenReady } from '../db/read-cache.js';
import type { Embeddings } from '../providers/embeddings/index.js';
import type { Jobs } from '../providers/jobs/port.js';
import type { LanguageModel } from '../providers/llm/port.js';
import type { StoragePort } from '../providers/storage/port.js';
import {
  createAgent,
  deleteAgent,
  getAgent,
  listAgents,
  updateAgent,
  updateAgentFromForm,
  type AgentLists,
  type AgentServices,
} from './agents.js';
import { improvePrompt } from './improve-prompt.js';
import { listAgentTemplates } from './shared-templates.js';

export interface AgentOperationServices {
  db: Database;
  changes: ChangeChannel;
  storage: StoragePort;
  /** The language model behind Magic (improve-prompt). */
  llm: LanguageModel;
  /** Removes knowledge files no agent refers to any more, and embeds saved knowledge. */
  jobs: Jobs;
  /** Null when no embeddings server is configured. */
  embeddings: Embeddings | null;
  agentLists: AgentLists;
}

export function agentOperations({
  db,
  changes,
  storage,
  llm,
  jobs,
  embeddings,
  agentLists,
}: AgentOperationServices) {
  const services = (log: FastifyBaseLogger): AgentServices => ({
    db,
    storage,
    log,
    changes,
    jobs,
    embeddings,
  });

  return defineOperations({
    async createAiAgent({ caller, body, uploads, log }) {
      const agent = await createAgent(services(log), caller.userId, body.value, uploads);
      return { status: 201, body: { success: true, agent } };
    },

    // Not async: a cached list is answered without a promise.
    listAiAgents({ caller }) {
      return whenReady(listAgents(db, agentLists, caller.userId), (agents) => ({
        status: 200,
        body: { success: true, agents },
      }));
    },

    async getAiAgent({ caller, params }) {
      return {
        status: 200,
        body: { success: true, agent: await getAgent(db, caller.userId, params.id) },
      };
    },

    async updateAiAgent({ caller, params, body, uploads, log }) {
      const agent =
        body.mediaType === 'multipart/form-data'
          ? await updateAgentFromForm(services(log), caller.userId, params.id, body.value, uploads)
          : await updateAgent(services(log), caller.userId, params.id, body.value);
      return { status: 200, body: { success: true, agent } };
    },

    async deleteAiAgent({ caller, params, log }) {
      await deleteAgent(services(log), caller.userId, params.agentId);
      return { status: 200, body: { success: true } };
    },

    async listAgentTemplates() {
      return { status: 200, body: { success: true, agents: await listAgentTemplates(db) } };
    },

    async improvePrompt({ body, log }) {
      return {
        status: 200,
        body: { success: true, improvedPrompt: await improvePrompt(llm, body.value.prompt, log) },
      };
    },
  });
}
