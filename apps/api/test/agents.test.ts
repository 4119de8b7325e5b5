/**
 * AI agents over HTTP on each test database: create with every field and a knowledge file, the
 * server's refusals (each leaving no agent row, no knowledge chunk and no stored file), the free
 * plan's limits (also under concurrent creates), paid deletion and ownership. Updates are in agents-update.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchKnowledge } from '../src/agents/knowledge/search.js';
import { aiAgent } from '../src/agents/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { signUp, type Account } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import {
  agentCalls,
  agentForm,
  PNG_BYTES,
  type Agent,
  type Failure,
  type Workflow,
} from './support/agent-forms.js';
import { serverPerSuite } from './support/server.js';
import { makePdf } from './unit/fixtures/pdf.js';

describe.each(testDatabases)('AI agents on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;
  const { create, createdAgent, listOf, written, makePaid, workflowsOf, selection } =
    agentCalls(suite);

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
        what: 'a .json file nested deeper than data needs',
        form: () =>
          agentForm(
            {},
            { bytes: '['.repeat(100_000), name: 'deep.json', type: 'application/json' },
          ),
        status: 422,
        error: "The file's JSON nests more than 64 levels deep",
      },
      {
        what: 'a .json file that reads out to more text than an agent keeps',
        form: () =>
          agentForm(
            {},
            {
              bytes: `[${'1,'.repeat(3_000_000)}1]`,
              name: 'numbers.json',
              type: 'application/json',
            },
          ),
        status: 422,
        error: /^The file holds more text than an agent's knowledge can keep/,
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
});
