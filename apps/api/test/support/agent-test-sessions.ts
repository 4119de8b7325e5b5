/**
 * The agent test suite's calls (agent-tests.test.ts): an agent with a knowledge file and a
 * workflow that files a ticket, and a session started, read, talked to (its answer streamed as
 * server-sent events) and ended, as the web app's test panel makes them.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Schemas } from '../../src/contract/schemas.js';
import { creditLedger } from '../../src/credits/schema.js';
import type { Database } from '../../src/db/index.js';
import { signUp, type Account } from './accounts.js';
import { giveCredits } from './ledger.js';
import type { Client } from './server.js';

type Session = Schemas['AgentTestSession'];
type SessionResponse = Schemas['AgentTestSessionResponse'];
type Agent = Schemas['AiAgent'];
type ErrorBody = Schemas['ErrorResponse'];

export interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}
/** The events of a server-sent event stream, in order. */
export function parseEvents(text: string): StreamedEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))!.slice(7);
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export const KNOWLEDGE =
  'Refunds are issued within 14 days of a return. Orders above 50 euros ship free. ' +
  'Our support line is open from 9 to 5 on weekdays.';

/** The calls on a suite's server, read when a test calls them; tickets go to `receiverUrl`. */
export function agentTestCalls(context: () => { api: Client; db: Database; receiverUrl: string }) {
  const api: Client = (path, options) => context().api(path, options);
  const db = () => context().db;

  async function ticketWorkflow(account: Account) {
    const created = await api<Schemas['WorkflowResponse']>('/api/workflows', {
      token: account.token,
      json: {
        name: 'Create ticket',
        description: 'Files a support ticket.',
        conditions: ['someone asks to open a ticket'],
        actions: [
          { type: 'webhook', url: context().receiverUrl, bodyTemplate: '{"quote": "{{quote}}"}' },
        ],
      },
    });
    expect(created.status).toBe(201);
    return created.body.workflow;
  }

  async function createAgent(
    account: Account,
    fields: Record<string, string> = {},
  ): Promise<Agent> {
    const form = new FormData();
    const values = {
      name: 'Nova',
      greetingMessage: 'Hi, I am Nova. Ask me about orders and refunds.',
      prompt: 'You answer customer questions about orders.',
      type: 'audio-agent',
      voice: 'female',
      mode: 'active',
      wakeWords: '',
      ...fields,
    };
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    form.set('file', new Blob([KNOWLEDGE], { type: 'text/plain' }), 'policy.txt');
    const created = await api<{ agent: Agent }>('/api/ai-agent/create', {
      token: account.token,
      form,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.agent;
  }

  async function accountWithCredits(name: string, credits: number): Promise<Account> {
    const account = await signUp(api, name);
    if (credits > 0) await giveCredits(db(), account.id, credits);
    return account;
  }

  const start = (account: Account, agentId: string, key?: string) =>
    api<SessionResponse | ErrorBody>('/api/agent-test/sessions', {
      token: account.token,
      json: { agentId },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const started = async (account: Account, agentId: string): Promise<Session> => {
    const answer = await start(account, agentId);
    expect(answer.status).toBe(201);
    return (answer.body as SessionResponse).session;
  };
  const read = (account: Account, sessionId: string) =>
    api<SessionResponse | ErrorBody>(`/api/agent-test/sessions/${sessionId}`, {
      token: account.token,
    });
  const end = (account: Account, sessionId: string) =>
    api<SessionResponse | ErrorBody>(`/api/agent-test/sessions/${sessionId}/end`, {
      token: account.token,
      method: 'POST',
    });
  const say = async (account: Account, sessionId: string, text: string) => {
    const answer = await api<string | ErrorBody>(`/api/agent-test/sessions/${sessionId}/turns`, {
      token: account.token,
      json: { text },
    });
    return {
      status: answer.status,
      body: answer.body,
      events: answer.status === 200 ? parseEvents(answer.body as string) : [],
    };
  };
  const answerOf = (events: StreamedEvent[]) =>
    events
      .filter((event) => event.event === 'delta')
      .map((event) => event.data.text)
      .join('');
  const ledgerOf = (userId: string) =>
    db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'agent_test')));

  return {
    ticketWorkflow,
    createAgent,
    accountWithCredits,
    start,
    started,
    read,
    end,
    say,
    answerOf,
    ledgerOf,
  };
}
