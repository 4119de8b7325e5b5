/**
 * The AI agent suites' forms and calls (agents.test.ts, agents-update.test.ts): the create form as
 * the web app sends it, and what a test reads back of a user's agents, chunks and stored files.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { knowledgeChunk } from '../../src/agents/knowledge/schema.js';
import { aiAgent } from '../../src/agents/schema.js';
import type { Schemas } from '../../src/contract/schemas.js';
import { profile } from '../../src/db/schema.js';
import type { Account } from './accounts.js';
import type { SuiteServer } from './server.js';

export type Agent = Schemas['AiAgent'];
export type Workflow = Schemas['Workflow'];
export interface Failure {
  success: false;
  error: string;
}

export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
]);

export interface FormFields {
  name?: string;
  greetingMessage?: string;
  prompt?: string;
  voice?: string;
  mode?: string;
  wakeWords?: string;
  workflows?: string;
}

export interface FilePart {
  bytes: BlobPart;
  name: string;
  type: string;
}

export const notesFile = (): FilePart => ({
  bytes: 'Standup happens at 9:30 every weekday in the Falcon room.',
  name: 'notes.txt',
  type: 'text/plain',
});

export function agentForm(fields: FormFields = {}, file: FilePart | null = notesFile()): FormData {
  const form = new FormData();
  const values = {
    name: 'Scrum helper',
    greetingMessage: 'Hello team, ready for standup?',
    prompt: 'Run the daily standup and note blockers.',
    type: 'audio-agent',
    voice: 'male',
    mode: 'active',
    wakeWords: '',
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (file) form.set('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

/** The agent calls of a suite's server. */
export function agentCalls(suite: SuiteServer) {
  const { api } = suite;

  const create = (account: Account, form: FormData) =>
    api<{ success: true; agent: Agent } | Failure>('/api/ai-agent/create', {
      token: account.token,
      form,
    });

  /** The agent of a create that must have succeeded; the refusal's message otherwise. */
  function createdAgent(response: Awaited<ReturnType<typeof create>>): Agent {
    if (!response.body.success) throw new Error(`${response.status} ${response.body.error}`);
    expect(response.status).toBe(201);
    return response.body.agent;
  }

  const listOf = async (account: Account) => {
    const response = await api<{ success: true; agents: Agent[] }>('/api/ai-agent/list', {
      token: account.token,
    });
    expect(response.status).toBe(200);
    return response.body.agents;
  };

  /** Every file under the storage folder that belongs to the user (objects and their metadata). */
  function storedFiles(account: Account): string[] {
    const found: string[] = [];
    const walk = (folder: string) => {
      if (!existsSync(folder)) return;
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else found.push(path.relative(suite.server.filesDir, full));
      }
    };
    walk(path.join(suite.server.filesDir, 'agents', account.id));
    walk(path.join(suite.server.filesDir, '.meta', 'agents', account.id));
    return found;
  }

  /** What is stored for the user once the removals the requests enqueued have run. */
  async function written(account: Account) {
    await suite.server.app.jobs.drained();
    const agents = await suite.server.app.db
      .select()
      .from(aiAgent)
      .where(eq(aiAgent.userId, account.id));
    const chunks = await suite.server.app.db
      .select()
      .from(knowledgeChunk)
      .where(eq(knowledgeChunk.userId, account.id));
    return { agents: agents.length, chunks: chunks.length, files: storedFiles(account) };
  }

  async function makePaid(account: Account) {
    await suite.server.app.db
      .update(profile)
      .set({ plan: 'pro', status: 'active', validUntil: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(profile.userId, account.id));
  }

  async function workflowsOf(account: Account): Promise<Workflow[]> {
    const response = await api<{ success: true; workflows: Workflow[] }>('/api/user/workflows', {
      token: account.token,
    });
    expect(response.status).toBe(200);
    return response.body.workflows;
  }

  const selection = (workflow: Workflow) => ({
    id: workflow.id,
    name: workflow.name,
    description: workflow.description,
    key: workflow.key,
    conditions: workflow.trigger_conditions.conditions,
  });

  return { create, createdAgent, listOf, storedFiles, written, makePaid, workflowsOf, selection };
}
