import { KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';
import { PLANS } from '@convene/domain/plans';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { serverPerSuite } from './support/server.js';

describe.each(testDatabases)('system on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;

  it('answers health without a token', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('lists the plan catalogue from the shared domain rules', async () => {
    const response = await api<{ success: boolean; plans: { id: string; price: number }[] }>(
      '/api/plans',
    );
    expect(response.status).toBe(200);
    expect(response.body.plans.map((p) => [p.id, p.price])).toEqual(
      PLANS.map((p) => [p.id, p.price]),
    );
  });

  it('refuses a secured operation without a token and with a bad one', async () => {
    const missing = await api('/api/user');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, error: 'Unauthorized' });

    const bad = await api('/api/user', { token: 'not-a-session-token' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ success: false, error: 'Unauthorized' });

    const unbuilt = await api('/api/ai-agent/list', { token: 'not-a-session-token' });
    expect(unbuilt.status).toBe(401);
  });

  it('validates requests against the contract', async () => {
    const { token } = await signUp(api, 'Meera');
    const response = await api<{ success: boolean; error: string }>('/api/ask-ai/improve-prompt', {
      token,
      json: { notPrompt: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });

  it('reads multipart bodies, validates their fields and caps the file at 7 MB', async () => {
    const { token } = await signUp(api, 'Farah');
    const form = (file: Blob) => {
      const data = new FormData();
      for (const [key, value] of Object.entries({
        name: 'Scrum helper',
        greetingMessage: 'Hello team',
        prompt: 'Keep notes',
        type: 'audio-agent',
        voice: 'male',
        mode: 'active',
        wakeWords: '',
      })) {
        data.set(key, value);
      }
      data.set('file', file, 'notes.txt');
      return data;
    };

    const valid = await api('/api/ai-agent/create', { token, form: form(new Blob(['agenda'])) });
    expect(valid.status).toBe(201);

    const incomplete = form(new Blob(['agenda']));
    incomplete.delete('prompt');
    const invalid = await api<{ error: string }>('/api/ai-agent/create', {
      token,
      form: incomplete,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toContain('prompt');

    const tooLarge = await api('/api/ai-agent/create', {
      token,
      form: form(new Blob([new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES + 1)])),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ success: false, error: 'File size should not exceed 7MB' });
  });

  it('answers an unknown API path with a JSON 404 and pages with a note while the web app is not built', async () => {
    const api404 = await api<{ success: boolean }>('/api/no-such-thing');
    expect(api404.status).toBe(404);
    expect(api404.body).toEqual({ success: false, error: 'Not found' });

    const page = await api<string>('/dashboard');
    expect(page.status).toBe(404);
    expect(page.body).toContain('web app is not built');
  });
});
