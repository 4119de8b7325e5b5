/** The shared agent templates and Magic (improve-prompt) over HTTP, on each test database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_TEMPLATES } from '../src/agents/templates.js';
import type { Schemas } from '../src/contract/schemas.js';
import { AGENT_BRIEF_SECTIONS } from '../src/agents/brief.js';
import { ExtractiveLlm, LanguageModelError } from '../src/providers/llm/index.js';
import { signUp, type Account } from './support/accounts.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

describe.each(testDatabases)('agent templates and Magic on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;
  let account: Account;

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config);
    api = client(server.baseUrl);
    account = await signUp(api, 'Kavya');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const templates = async () => {
    const response = await api<{ success: true; agents: Schemas['AgentTemplate'][] }>(
      '/api/shared-agent/templates',
      { token: account.token },
    );
    expect(response.status).toBe(200);
    return response.body.agents;
  };

  it('serves the seeded catalogue in order, every field filled (wake words too), with stable ids', async () => {
    const first = await templates();
    expect(first.map((template) => template.name)).toEqual(
      AGENT_TEMPLATES.map((template) => template.name),
    );
    for (const [index, template] of first.entries()) {
      const source = AGENT_TEMPLATES[index]!;
      expect(template).toMatchObject({
        greetingMessage: source.greetingMessage,
        prompt: source.prompt,
        mode: source.mode,
        voice: source.voice,
        wakeWords: [...source.wakeWords],
      });
    }
    // Passive templates bring the words that wake them.
    expect(first.filter((template) => template.mode === 'passive').length).toBeGreaterThan(0);
    for (const template of first.filter(({ mode }) => mode === 'passive'))
      expect(template.wakeWords.length).toBeGreaterThan(0);
    expect(await templates()).toEqual(first);
  });

  // PGlite in memory starts empty on every start, so only a server database can show the seed surviving a restart.
  it.runIf(kind.name === 'postgres')(
    'keeps template ids and dates when the server restarts on the same database',
    async () => {
      const before = await templates();
      await server.close();
      server = await startServer(database.config);
      api = client(server.baseUrl);
      account = await signUp(api, 'Kiran');
      expect(await templates()).toEqual(before);
    },
  );

  it('improves a prompt into a brief that keeps the user’s own facts', async () => {
    account = await signUp(api, 'Leela');
    const response = await api<Schemas['ImprovePromptResponse']>('/api/ask-ai/improve-prompt', {
      token: account.token,
      json: {
        prompt:
          'you run our weekly sales review. ask each rep for their top three deals. never discuss commission rates',
      },
    });
    expect(response.status).toBe(200);
    const brief = response.body.improvedPrompt;
    for (const section of AGENT_BRIEF_SECTIONS) expect(brief).toContain(`## ${section}`);
    expect(brief).toContain('top three deals');
    expect(brief).toContain('commission rates');
  });

  it('refuses a blank prompt', async () => {
    for (const prompt of ['   \n ', '']) {
      const response = await api<{ success: false; error: string }>('/api/ask-ai/improve-prompt', {
        token: account.token,
        json: { prompt },
      });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      if (prompt !== '') expect(response.body.error).toBe('Prompt is required');
    }
  });
});

describe('Magic when the language model fails', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('answers 502 with a plain message, not the model server’s', async () => {
    server = await startServer(
      { kind: 'pglite' },
      {},
      {
        llm: {
          improvePrompt: () =>
            Promise.reject(new LanguageModelError('upstream said: key sk-123 invalid')),
          agentReply: (input) => new ExtractiveLlm().agentReply(input),
          answerFromPassages: () => Promise.reject(new LanguageModelError('unused')),
          writeMeetingNotes: () => Promise.reject(new LanguageModelError('unused')),
          findWorkflowTriggers: () => Promise.reject(new LanguageModelError('unused')),
        },
      },
    );
    const api = client(server.baseUrl);
    const { token } = await signUp(api, 'Mira');
    const response = await api('/api/ask-ai/improve-prompt', {
      token,
      json: { prompt: 'Run the standup.' },
    });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      success: false,
      error: 'The language model is not available. Please try again.',
    });
  });
});
