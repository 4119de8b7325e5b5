/** A create whose knowledge file cannot be stored leaves nothing behind: no agent, no chunks, no partial file. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeChunk } from '../src/agents/knowledge/schema.js';
import { aiAgent } from '../src/agents/schema.js';
import { LocalFolderStorage, StorageError } from '../src/providers/storage/index.js';
import { signUp } from './support/accounts.js';
import { client, startServer, type TestServer } from './support/server.js';

/** Writes the object, then fails, as a store that loses its connection before acknowledging would. */
class FailingAfterWriteStorage extends LocalFolderStorage {
  override async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await super.put(key, bytes, contentType);
    throw new StorageError('connection lost before the store acknowledged the write');
  }
}

describe('storing the knowledge file fails', () => {
  let server: TestServer;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'convene-failing-files-'));
    server = await startServer(
      { kind: 'pglite' },
      {},
      { storage: new FailingAfterWriteStorage(filesDir) },
    );
  });
  afterAll(async () => {
    await server?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('answers 500 and rolls back the agent and its chunks, and removes the written file', async () => {
    const api = client(server.baseUrl);
    const account = await signUp(api, 'Pia');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Notes keeper',
      greetingMessage: 'Hello',
      prompt: 'Keep the notes.',
      type: 'audio-agent',
      voice: 'male',
      mode: 'active',
      wakeWords: '',
    }))
      form.set(key, value);
    form.set('file', new Blob(['Retro every second Friday.'], { type: 'text/plain' }), 'notes.txt');

    const response = await api('/api/ai-agent/create', { token: account.token, form });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ success: false, error: 'Internal server error' });

    const { db } = server.app;
    expect(await db.select().from(aiAgent).where(eq(aiAgent.userId, account.id))).toEqual([]);
    expect(
      await db.select().from(knowledgeChunk).where(eq(knowledgeChunk.userId, account.id)),
    ).toEqual([]);
    const files = readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files).toEqual([]);
  });
});
