/**
 * AI agents over HTTP on each test database: create with every field and a knowledge file, the
 * server's refusals (each leaving no agent row, no knowledge chunk and no stored file), the free
 * plan's limits (also under concurrent creates), paid deletion, ownership, and update.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeChunk } from '../src/agents/knowledge/schema.js';
import { searchKnowledge } from '../src/agents/knowledge/search.js';
import { aiAgent } from '../src/agents/schema.js';
import { profile } from '../src/db/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { signUp, type Account } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { serverPerSuite } from './support/server.js';
import { makePdf } from './unit/fixtures/pdf.js';

type Agent = Schemas['AiAgent'];
type Workflow = Schemas['Workflow'];
interface Failure {
  success: false;
  error: string;
}

const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
]);

interface FormFields {
  name?: string;
  greetingMessage?: string;
  prompt?: string;
  voice?: string;
  mode?: string;
  wakeWords?: string;
  workflows?: string;
}

interface FilePart {
  bytes: BlobPart;
  name: string;
  type: string;
}

const notesFile = (): FilePart => ({
  bytes: 'Standup happens at 9:30 every weekday in the Falcon room.',
  name: 'notes.txt',
  type: 'text/plain',
});

function agentForm(fields: FormFields = {}, file: FilePart | null = notesFile()): FormData {
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

describe.each(testDatabases)('AI agents on $name', (kind) => {
  const suite = serverPerSuite(kind);
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

  it('creates an agent with every field and a PDF, lists it, counts it and indexes its text', async () => {
    const account = await signUp(api, 'Asha');
    const [ticket, , notes] = await workflowsOf(account);
    // A copy backed by a plain ArrayBuffer, as Blob wants.
    const pdf = new Uint8Array(
      makePdf([
        ['Refund policy: customers may return hardware within 30 days.'],
        ['Escalations go to the on-call engineer through the Falcon pager.'],
      ]),
    );

    const response = await create(
      account,
      agentForm(
        {
          name: '  Support lead  ',
          greetingMessage: 'Hi, I am here to help with support questions.',
          prompt: 'Answer support questions from the knowledge base.',
          voice: 'female',
          mode: 'passive',
          wakeWords: ' hey support, , falcon ',
          workflows: JSON.stringify([selection(ticket!), selection(notes!)]),
        },
        { bytes: pdf, name: 'policies.pdf', type: 'application/pdf' },
      ),
    );
    const agent = createdAgent(response);
    expect(agent).toMatchObject({
      agentName: 'Support lead',
      greetingMsg: 'Hi, I am here to help with support questions.',
      prompt: 'Answer support questions from the knowledge base.',
      voice: 'female',
      mode: 'passive',
      wakeWords: ['hey support', 'falcon'],
      workflows: [selection(ticket!), selection(notes!)],
      knowledgeFile: { name: 'policies.pdf', size: pdf.byteLength, contentType: 'application/pdf' },
    });
    expect(agent._id).toBe(agent.agentId);

    expect(await listOf(account)).toEqual([agent]);
    const details = await api<Schemas['UserDetails']>('/api/user', { token: account.token });
    expect(details.body.user.totalAiAgent).toBe(1);
    expect(details.body.user.aiAgents).toEqual([agent]);
    const one = await api<{ agent: Agent }>(`/api/ai-agent/get/${agent.agentId}`, {
      token: account.token,
    });
    expect(one.status).toBe(200);
    expect(one.body.agent).toEqual(agent);

    const hits = await searchKnowledge(suite.server.app.db, {
      userId: account.id,
      agentId: agent.agentId,
      query: 'escalation pager',
    });
    expect(hits[0]?.content).toContain('Falcon pager');
    const stored = path.join(
      suite.server.filesDir,
      'agents',
      account.id,
      agent.agentId,
      'knowledge.pdf',
    );
    expect(new Uint8Array(readFileSync(stored))).toEqual(pdf);
  });

  it('lists agents newest first and creates one without a file', async () => {
    const account = await signUp(api, 'Bilal');
    const first = await create(account, agentForm({ name: 'First' }, null));
    const second = await create(account, agentForm({ name: 'Second' }, null));
    expect([first.status, second.status]).toEqual([201, 201]);
    const agents = await listOf(account);
    expect(agents.map((agent) => agent.agentName)).toEqual(['Second', 'First']);
    expect(agents[0]).toMatchObject({ knowledgeFile: null, workflows: [], wakeWords: [] });
  });

  describe('refusals write nothing', () => {
    let account: Account;
    let stranger: Account;
    let strangersWorkflow: Workflow;
    beforeAll(async () => {
      account = await signUp(api, 'Chen');
      stranger = await signUp(api, 'Dara');
      [strangersWorkflow] = (await workflowsOf(stranger)) as [Workflow];
      await workflowsOf(account);
    });

    const cases: Array<{
      what: string;
      form: () => FormData;
      status: number;
      /** A function when the message names something made in beforeAll. */
      error: string | RegExp | (() => string);
    }> = [
      {
        what: 'a name of 51 characters',
        form: () => agentForm({ name: 'n'.repeat(51) }),
        status: 400,
        error: 'name must be at most 50 characters',
      },
      {
        what: 'a name of spaces',
        form: () => agentForm({ name: '   ' }),
        status: 400,
        error: 'Agent name is required',
      },
      {
        what: 'a greeting of 121 characters',
        form: () => agentForm({ greetingMessage: 'g'.repeat(121) }),
        status: 400,
        error: 'greetingMessage must be at most 120 characters',
      },
      {
        what: 'a blank prompt',
        form: () => agentForm({ prompt: ' \n ' }),
        status: 400,
        error: 'Prompt is required',
      },
      {
        what: 'passive mode without wake words',
        form: () => agentForm({ mode: 'passive', wakeWords: ' , ,' }),
        status: 400,
        error: 'Wake words are required in passive mode',
      },
      {
        what: 'workflows that are not JSON',
        form: () => agentForm({ workflows: '[{"id": ' }),
        status: 422,
        error:
          'Workflows must be a JSON list of workflows, each with id, name, description, key and conditions',
      },
      {
        what: 'workflows without their fields',
        form: () => agentForm({ workflows: JSON.stringify([{ id: 'x' }]) }),
        status: 422,
        error:
          'Workflows must be a JSON list of workflows, each with id, name, description, key and conditions',
      },
      {
        what: "someone else's workflow",
        form: () => agentForm({ workflows: JSON.stringify([selection(strangersWorkflow)]) }),
        status: 422,
        error: () => `Workflow not found: ${strangersWorkflow.id}`,
      },
      {
        what: 'a file of 7340033 bytes',
        form: () =>
          agentForm(
            {},
            {
              bytes: new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES + 1).fill(97),
              name: 'big.txt',
              type: 'text/plain',
            },
          ),
        status: 413,
        error: 'File size should not exceed 7MB',
      },
      {
        what: 'a PNG renamed to .pdf',
        form: () => agentForm({}, { bytes: PNG_BYTES, name: 'logo.pdf', type: 'application/pdf' }),
        status: 422,
        error: 'The file is not a valid PDF',
      },
      {
        what: 'a .json file that does not parse',
        form: () =>
          agentForm({}, { bytes: '{"faq": [', name: 'faq.json', type: 'application/json' }),
        status: 422,
        error: 'The file is not valid JSON',
      },
      {
        what: 'an .exe',
        form: () =>
          agentForm(
            {},
            { bytes: 'MZ\x90\x00', name: 'setup.exe', type: 'application/octet-stream' },
          ),
        status: 422,
        error: 'Only .txt, .pdf, .json, .csv files are accepted',
      },
    ];

    for (const refusal of cases) {
      it(`refuses ${refusal.what} with ${refusal.status}`, async () => {
        const response = await create(account, refusal.form());
        expect(response.status).toBe(refusal.status);
        const body = response.body as Failure;
        expect(body.success).toBe(false);
        if (refusal.error instanceof RegExp) expect(body.error).toMatch(refusal.error);
        else
          expect(body.error).toBe(
            typeof refusal.error === 'function' ? refusal.error() : refusal.error,
          );
        expect(await written(account)).toEqual({ agents: 0, chunks: 0, files: [] });
      });
    }

    it('stores the texts trimmed', async () => {
      const padded = ` ${'g'.repeat(118)} `;
      expect(padded).toHaveLength(120);
      const response = await create(stranger, agentForm({ greetingMessage: padded }));
      expect(createdAgent(response).greetingMsg).toBe('g'.repeat(118));
    });
  });

  it('refuses a third agent on the free plan, keeping its file out of storage', async () => {
    const account = await signUp(api, 'Esme');
    for (const name of ['One', 'Two']) {
      createdAgent(await create(account, agentForm({ name })));
    }
    const before = await written(account);
    const third = await create(account, agentForm({ name: 'Three' }));
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ success: false, error: 'Free plan allows up to 2 AI agents.' });
    expect(await written(account)).toEqual(before);
    expect(before.agents).toBe(2);
  });

  it('lets exactly 2 of 5 concurrent creates through on the free plan', async () => {
    const account = await signUp(api, 'Femi');
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        create(account, agentForm({ name: `Agent ${index}` })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403]);
    for (const refused of responses.filter((response) => response.status === 403)) {
      expect(refused.body).toEqual({
        success: false,
        error: 'Free plan allows up to 2 AI agents.',
      });
    }
    const state = await written(account);
    expect(state.agents).toBe(2);
    expect(state.files).toHaveLength(4);
    expect(await listOf(account)).toHaveLength(2);
  });

  it('refuses deletion on the free plan and deletes everything of the agent on a paid plan', async () => {
    const account = await signUp(api, 'Gita');
    const agentId = createdAgent(await create(account, agentForm())).agentId;
    const before = await written(account);
    expect(before).toMatchObject({ agents: 1, chunks: 1 });
    expect(before.files).toHaveLength(2);

    const refused = await api(`/api/ai-agent/delete/${agentId}`, {
      method: 'DELETE',
      token: account.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: 'Delete not available on Free plan' });
    expect(await written(account)).toEqual(before);

    await makePaid(account);
    for (const name of ['Two', 'Three']) {
      createdAgent(await create(account, agentForm({ name }, null)));
    }
    const deleted = await api(`/api/ai-agent/delete/${agentId}`, {
      method: 'DELETE',
      token: account.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await written(account)).toEqual({ agents: 2, chunks: 0, files: [] });
    expect((await listOf(account)).map((agent) => agent.agentName)).toEqual(['Three', 'Two']);
    const again = await api(`/api/ai-agent/delete/${agentId}`, {
      method: 'DELETE',
      token: account.token,
    });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another user's agent on get, update and delete", async () => {
    const owner = await signUp(api, 'Hana');
    const intruder = await signUp(api, 'Ivan');
    await makePaid(intruder);
    const created = createdAgent(await create(owner, agentForm()));
    const agentId = created.agentId;
    const notFound = { success: false, error: 'AI agent not found' };
    const before = await written(owner);

    for (const [method, url, json] of [
      ['GET', `/api/ai-agent/get/${agentId}`, undefined],
      ['PUT', `/api/ai-agent/update/${agentId}`, { name: 'Mine now' }],
      ['DELETE', `/api/ai-agent/delete/${agentId}`, undefined],
      ['GET', '/api/ai-agent/get/not-a-uuid', undefined],
    ] as const) {
      const response = await api(url, { method, token: intruder.token, json });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect(await listOf(owner)).toEqual([created]);
    expect((await written(owner)).chunks).toBe(1);
    expect(await written(owner)).toEqual(before);
  });

  it('refuses creating, updating and deleting an agent without a valid token, writing nothing', async () => {
    const owner = await signUp(api, 'Kofi');
    await makePaid(owner);
    const created = createdAgent(await create(owner, agentForm()));
    const allAgents = async () => (await suite.server.app.db.select().from(aiAgent)).length;
    const before = { owner: await written(owner), agents: await allAgents() };

    for (const token of [null, 'not-a-session-token']) {
      for (const [method, url, body] of [
        ['POST', '/api/ai-agent/create', () => ({ form: agentForm({ name: 'Stowaway' }) })],
        ['PUT', `/api/ai-agent/update/${created.agentId}`, () => ({ json: { name: 'Taken' } })],
        ['DELETE', `/api/ai-agent/delete/${created.agentId}`, () => ({})],
      ] as const) {
        const response = await api(url, { method, token, ...body() });
        expect(response.status, `${method} ${url} with token ${token}`).toBe(401);
        expect(response.body).toEqual({ success: false, error: 'Unauthorized' });
      }
    }
    expect({ owner: await written(owner), agents: await allAgents() }).toEqual(before);
    expect(await listOf(owner)).toEqual([created]);
  });

  it('updates an agent under the same rules', async () => {
    const account = await signUp(api, 'Jon');
    const [workflow] = await workflowsOf(account);
    const created = createdAgent(await create(account, agentForm({}, null)));
    const url = `/api/ai-agent/update/${created.agentId}`;
    const update = (json: unknown) =>
      api<{ success: true; agent: Agent } | Failure>(url, {
        method: 'PUT',
        token: account.token,
        json,
      });

    const passiveWithout = await update({ mode: 'passive' });
    expect(passiveWithout.status).toBe(400);
    expect(passiveWithout.body).toEqual({
      success: false,
      error: 'Wake words are required in passive mode',
    });
    const blankName = await update({ name: '  ' });
    expect(blankName.body).toEqual({ success: false, error: 'Agent name is required' });
    const foreign = await update({
      workflows: [{ ...selection(workflow!), id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(foreign.status).toBe(422);
    expect(await listOf(account)).toEqual([created]);

    const updated = await update({
      name: ' Retro host ',
      mode: 'passive',
      wakeWords: [' retro ', 'host'],
      voice: 'female',
      workflows: [selection(workflow!)],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      success: true,
      agent: {
        agentName: 'Retro host',
        mode: 'passive',
        wakeWords: ['retro', 'host'],
        voice: 'female',
        workflows: [selection(workflow!)],
        prompt: created.prompt,
      },
    });
  });

  describe('replacing and removing the knowledge file', () => {
    const updateForm = (account: Account, agentId: string, form: FormData) =>
      api<{ success: true; agent: Agent } | Failure>(`/api/ai-agent/update/${agentId}`, {
        method: 'PUT',
        token: account.token,
        form,
      });
    const formOf = (fields: Record<string, string>, file?: FilePart) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      if (file) form.set('file', new Blob([file.bytes], { type: file.type }), file.name);
      return form;
    };
    const chunkTexts = async (account: Account) =>
      (
        await suite.server.app.db
          .select({ content: knowledgeChunk.content })
          .from(knowledgeChunk)
          .where(eq(knowledgeChunk.userId, account.id))
      ).map((row) => row.content);

    it('replaces the file, its chunks and the stored object in one change', async () => {
      const account = await signUp(api, 'Rhea');
      const created = createdAgent(await create(account, agentForm()));
      const before = await written(account);
      expect(before.files).toHaveLength(2);

      const replaced = await updateForm(
        account,
        created.agentId,
        formOf(
          { name: 'Retro helper' },
          {
            bytes: 'Retros happen on Fridays in the Heron room.',
            name: 'retro.txt',
            type: 'text/plain',
          },
        ),
      );
      expect(replaced.status).toBe(200);
      if (!replaced.body.success) throw new Error(replaced.body.error);
      expect(replaced.body.agent).toMatchObject({
        agentName: 'Retro helper',
        knowledgeFile: { name: 'retro.txt', contentType: 'text/plain' },
      });
      const texts = await chunkTexts(account);
      expect(texts.join(' ')).toContain('Heron room');
      expect(texts.join(' ')).not.toContain('Falcon room');
      const after = await written(account);
      expect(after.files).toHaveLength(2);
      expect(after.files.some((file) => before.files.includes(file))).toBe(false);
    });

    it('removes the file and its chunks', async () => {
      const account = await signUp(api, 'Sana');
      const created = createdAgent(await create(account, agentForm()));
      const removed = await updateForm(
        account,
        created.agentId,
        formOf({ removeKnowledgeFile: 'true' }),
      );
      expect(removed.status).toBe(200);
      if (!removed.body.success) throw new Error(removed.body.error);
      expect(removed.body.agent.knowledgeFile).toBeNull();
      expect(await written(account)).toEqual({ agents: 1, chunks: 0, files: [] });
    });

    it('leaves the agent, its chunks and its file as they were when the new file is refused', async () => {
      const account = await signUp(api, 'Tara');
      const created = createdAgent(await create(account, agentForm()));
      const before = await written(account);
      const refused = await updateForm(
        account,
        created.agentId,
        formOf({ name: 'Renamed' }, { bytes: PNG_BYTES, name: 'logo.png', type: 'image/png' }),
      );
      expect(refused.status).toBe(422);
      expect(await written(account)).toEqual(before);
      expect(await listOf(account)).toEqual([created]);

      const both = await updateForm(
        account,
        created.agentId,
        formOf({ removeKnowledgeFile: 'true' }, notesFile()),
      );
      expect(both.status).toBe(400);
      expect(await written(account)).toEqual(before);
    });

    it("answers 404 for another user's agent and touches nothing", async () => {
      const owner = await signUp(api, 'Uma');
      const stranger = await signUp(api, 'Vik');
      const created = createdAgent(await create(owner, agentForm()));
      const before = await written(owner);
      const answer = await updateForm(
        stranger,
        created.agentId,
        formOf({ removeKnowledgeFile: 'true' }),
      );
      expect(answer.status).toBe(404);
      expect(await written(owner)).toEqual(before);
    });
  });
});
