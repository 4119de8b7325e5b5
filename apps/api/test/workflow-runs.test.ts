/**
 * Built-in workflows over the contract on each test database: starters given once, created,
 * edited and deleted by their owner only; a test run calls a local receiver with the template
 * filled and spends one workflow action per action; with none left the run is refused and
 * nothing is called; a simulated meeting in which the condition is said runs the workflow once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { aiAgent } from '../src/agents/schema.js';
import { profile } from '../src/db/schema.js';
import { signUp, type Account } from './support/accounts.js';
import { storeAgent } from './support/agents.js';
import { testDatabases } from './support/databases.js';
import { giveCredits } from './support/ledger.js';
import { serverPerSuite } from './support/server.js';

type Workflow = Schemas['Workflow'];
type Run = Schemas['WorkflowRun'];

interface Hit {
  path: string;
  body: unknown;
}

describe.each(testDatabases)('workflow editing and runs on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;
  const hits: Hit[] = [];
  let receiver: Server;
  let receiverUrl: string;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        hits.push({
          path: req.url ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
        });
        res.writeHead(req.url === '/broken' ? 400 : 200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  const draft = (path = '/hook') => ({
    name: 'Review request',
    description: 'Tells the reviewers channel.',
    conditions: ['when someone asks to review the schema change'],
    actions: [
      {
        type: 'webhook' as const,
        url: `${receiverUrl}${path}`,
        bodyTemplate: '{"text": "{{speaker}} said: {{quote}}", "bot": "{{bot}}"}',
      },
    ],
  });
  const create = (account: Account, body: unknown = draft()) =>
    api<Schemas['WorkflowResponse']>('/api/workflows', { token: account.token, json: body });
  const testRun = (account: Account, id: string) =>
    api<Schemas['WorkflowRunResponse']>(`/api/workflows/${id}/test-run`, {
      token: account.token,
      method: 'POST',
    });

  it('gives the starters once, and a deleted starter stays deleted', async () => {
    const asha = await signUp(api, 'Asha');
    const list = async () =>
      (await api<{ workflows: Workflow[] }>('/api/user/workflows', { token: asha.token })).body
        .workflows;
    const starters = await list();
    expect(starters).toHaveLength(4);
    expect(starters[0]).toMatchObject({
      actions: [],
      trigger_conditions: { conditions: expect.any(Array) },
    });
    const removed = await api(`/api/workflows/${starters[0]!.id}`, {
      token: asha.token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(await list()).toHaveLength(3);
    expect(await list()).toHaveLength(3);
  });

  it('creates, reads and replaces a workflow for its owner only, refusing bad drafts', async () => {
    const ravi = await signUp(api, 'Ravi');
    const other = await signUp(api, 'Other');
    const created = await create(ravi);
    expect(created.status).toBe(201);
    const { workflow } = created.body;
    expect(workflow).toMatchObject({ key: 'review-request', name: 'Review request' });
    expect((await create(ravi)).body.workflow.key).toBe('review-request-2');

    expect((await api(`/api/workflows/${workflow.id}`, { token: other.token })).status).toBe(404);
    expect((await testRun(other, workflow.id)).status).toBe(404);
    expect(
      (await api(`/api/workflows/${workflow.id}`, { token: other.token, method: 'DELETE' })).status,
    ).toBe(404);

    const replaced = await api<Schemas['WorkflowResponse']>(`/api/workflows/${workflow.id}`, {
      token: ravi.token,
      method: 'PUT',
      json: { ...draft(), name: 'Review request v2' },
    });
    expect(replaced.body.workflow.name).toBe('Review request v2');

    const bad = [
      { ...draft(), conditions: ['   '] },
      { ...draft(), actions: [] },
      {
        ...draft(),
        actions: [{ type: 'webhook', url: `${receiverUrl}/x`, bodyTemplate: '{not json' }],
      },
      {
        ...draft(),
        actions: [{ type: 'webhook', url: 'ftp://example.com/x', bodyTemplate: '{}' }],
      },
      {
        ...draft(),
        actions: [{ type: 'email', to: 'not-an-email', subject: 'x', bodyTemplate: 'y' }],
      },
    ];
    for (const body of bad) expect((await create(ravi, body)).status).toBe(400);
  });

  it('test-runs with the template filled, spending one action per action, and keeps the history', async () => {
    const meera = await signUp(api, 'Meera');
    const { workflow } = (await create(meera)).body;
    hits.length = 0;
    const ran = await testRun(meera, workflow.id);
    expect(ran.status).toBe(200);
    expect(ran.body.run).toMatchObject({
      trigger: 'test',
      status: 'succeeded',
      actions: [{ index: 0, type: 'webhook', status: 'succeeded', summary: 'HTTP 200' }],
      error: null,
    });
    expect(hits).toEqual([
      {
        path: '/hook',
        body: {
          text: 'Asha Rao said: Could you open a ticket for the login bug and tell the team?',
          bot: 'Sample meeting bot',
        },
      },
    ]);
    const [account] = await suite.server.app.db
      .select()
      .from(profile)
      .where(eq(profile.userId, meera.id));
    expect(account?.workflowActionsUsed).toBe(1);
    const history = await api<Schemas['WorkflowRunList']>('/api/workflows/runs', {
      token: meera.token,
    });
    expect(history.body.runs.map((run) => run.id)).toEqual([ran.body.run.id]);
  });

  it('sends the e-mail through the mail port and the chat message as Slack’s incoming webhooks take it', async () => {
    const nila = await signUp(api, 'Nila');
    const { workflow } = (
      await create(nila, {
        ...draft(),
        actions: [
          {
            type: 'email',
            to: nila.email,
            subject: 'Review asked in {{bot}}',
            bodyTemplate: '{{speaker}} said: {{quote}}',
          },
          {
            type: 'chat',
            webhookUrl: `${receiverUrl}/chat`,
            textTemplate: '{{speaker}}: {{quote}}',
          },
        ],
      })
    ).body;
    hits.length = 0;
    const ran = await testRun(nila, workflow.id);
    expect(ran.body.run).toMatchObject({
      status: 'succeeded',
      actions: [
        { type: 'email', status: 'succeeded', summary: `Sent to ${nila.email}` },
        { type: 'chat', status: 'succeeded', summary: 'HTTP 200' },
      ],
    });
    expect(hits).toEqual([
      {
        path: '/chat',
        body: { text: 'Asha Rao: Could you open a ticket for the login bug and tell the team?' },
      },
    ]);
    const outbox = await api<{ messages: { subject: string; text: string }[] }>(
      '/api/mail/outbox',
      {
        token: nila.token,
      },
    );
    expect(outbox.body.messages).toContainEqual(
      expect.objectContaining({
        subject: 'Review asked in Sample meeting bot',
        text: 'Asha Rao said: Could you open a ticket for the login bug and tell the team?',
      }),
    );
  });

  it('writes {{time}} in the owner’s zone: named for people, ISO with its offset for programs', async () => {
    const olu = await signUp(api, 'Olu');
    await api('/api/user', {
      token: olu.token,
      method: 'PATCH',
      json: { timeZone: 'Europe/London' },
    });
    const { workflow } = (
      await create(olu, {
        ...draft(),
        actions: [
          {
            type: 'email',
            to: olu.email,
            subject: 'At {{time}}',
            bodyTemplate: 'Said at {{time}}',
          },
          { type: 'chat', webhookUrl: `${receiverUrl}/chat`, textTemplate: 'At {{time}}' },
          { type: 'webhook', url: `${receiverUrl}/hook`, bodyTemplate: '{"at": {{time}}}' },
        ],
      })
    ).body;
    hits.length = 0;
    const before = Date.now();
    expect((await testRun(olu, workflow.id)).body.run.status).toBe('succeeded');
    const person = /^At \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (GMT|BST)$/;
    expect(hits.find((hit) => hit.path === '/chat')?.body).toEqual({
      text: expect.stringMatching(person),
    });
    const at = (hits.find((hit) => hit.path === '/hook')?.body as { at: string }).at;
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[01]:00$/);
    expect(Math.abs(Date.parse(at) - before)).toBeLessThan(60_000);
    const outbox = await api<{ messages: { subject: string; text: string }[] }>(
      '/api/mail/outbox',
      { token: olu.token },
    );
    expect(outbox.body.messages).toContainEqual(
      expect.objectContaining({
        subject: expect.stringMatching(person),
        text: expect.stringMatching(/^Said at .+ (GMT|BST)$/),
      }),
    );
  });

  it('sends to the address saved as a tool key when an action names key:<tool>', async () => {
    const kavi = await signUp(api, 'Kavi');
    const { workflow } = (
      await create(kavi, {
        ...draft(),
        actions: [{ type: 'chat', webhookUrl: 'key:team-chat', textTemplate: '{{quote}}' }],
      })
    ).body;
    const missing = await testRun(kavi, workflow.id);
    expect(missing.body.run).toMatchObject({
      status: 'failed',
      actions: [{ status: 'failed', summary: 'No key is saved for team-chat' }],
    });
    await api('/api/user/save-keys', {
      token: kavi.token,
      json: { 'team-chat': `${receiverUrl}/secret-chat` },
    });
    hits.length = 0;
    const ran = await testRun(kavi, workflow.id);
    expect(ran.body.run.status).toBe('succeeded');
    expect(hits.map((hit) => hit.path)).toEqual(['/secret-chat']);
    expect(
      JSON.stringify((await api(`/api/workflows/${workflow.id}`, { token: kavi.token })).body),
    ).not.toContain('secret-chat');
  });

  it('records a receiver’s refusal as a failed action', async () => {
    const om = await signUp(api, 'Om');
    const { workflow } = (await create(om, draft('/broken'))).body;
    const ran = await testRun(om, workflow.id);
    expect(ran.body.run).toMatchObject({
      status: 'failed',
      actions: [{ status: 'failed', summary: 'HTTP 400' }],
      error: 'Action 1 failed: HTTP 400',
    });
  });

  it('refuses the run, calling nothing, when no workflow actions are left', async () => {
    const lata = await signUp(api, 'Lata');
    const { workflow } = (await create(lata)).body;
    await suite.server.app.db
      .update(profile)
      .set({ workflowActionsUsed: 10 })
      .where(eq(profile.userId, lata.id));
    hits.length = 0;
    const ran = await testRun(lata, workflow.id);
    expect(ran.body.run).toMatchObject({
      status: 'refused',
      actions: [{ status: 'refused' }],
      error: expect.stringMatching(/^No workflow actions left/),
    });
    expect(hits).toEqual([]);
  });

  it('runs once when a simulated meeting says the condition, recording the words', async () => {
    const dev = await signUp(api, 'Dev');
    const db = suite.server.app.db;
    await giveCredits(db, dev.id, 1);
    const { workflow } = (await create(dev)).body;
    const agentId = await storeAgent(db, dev.id);
    await db
      .update(aiAgent)
      .set({
        workflows: [
          {
            id: workflow.id,
            name: workflow.name,
            description: workflow.description,
            key: workflow.key,
            conditions: workflow.trigger_conditions.conditions,
          },
        ],
      })
      .where(eq(aiAgent.id, agentId));
    hits.length = 0;
    const created = await api<{ bot: Schemas['MeetingBot'] }>('/api/meeting-bot/create', {
      token: dev.token,
      json: { name: 'Standup', meetingUrl: 'https://meet.google.com/abc-defg-hij', agentId },
    });
    expect(created.status).toBe(201);
    let runs: Run[] = [];
    for (let waited = 0; waited < 60_000; waited += 200) {
      runs = (await api<Schemas['WorkflowRunList']>('/api/workflows/runs', { token: dev.token }))
        .body.runs;
      if (runs[0]?.status === 'succeeded') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      trigger: 'meeting',
      status: 'succeeded',
      triggeredBy: expect.stringContaining('review'),
    });
    expect(hits).toHaveLength(1);
    expect((hits[0]?.body as { text: string }).text).toMatch(/schema change/);
  }, 90_000);
});
