/**
 * Connected tools' keys: sealed at rest with AES-256-GCM bound to their owner and tool, never
 * answered in full, readable by their owner's workflow actions, replaceable and removable.
 */
import { randomBytes } from 'node:crypto';
import { TOOL_KEYS_MAX, TOOL_KEYS_MAX_MESSAGE } from '@convene/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { configFromEnv } from '../src/config.js';
import { keyCipher } from '../src/workflows/key-cipher.js';
import { toolKey } from '../src/workflows/schema.js';
import { readToolKey } from '../src/workflows/tool-keys.js';
import { signUp } from './support/accounts.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type SavedKeys = Schemas['SavedKeysResponse'];

describe('the tool key cipher', () => {
  const cipher = keyCipher(randomBytes(32));

  it('opens what it sealed, with a fresh nonce each time', () => {
    const sealed = cipher.seal('xoxb-123-secret', 'tool-key:u1:chat');
    expect(cipher.open(sealed, 'tool-key:u1:chat')).toBe('xoxb-123-secret');
    expect(cipher.seal('xoxb-123-secret', 'tool-key:u1:chat')).not.toBe(sealed);
    expect(sealed).not.toContain('secret');
  });

  it('refuses a sealed key moved to another owner or tool, altered, or under another key', () => {
    const sealed = cipher.seal('key-of-u1', 'tool-key:u1:chat');
    expect(() => cipher.open(sealed, 'tool-key:u2:chat')).toThrow();
    expect(() => cipher.open(sealed, 'tool-key:u1:mail')).toThrow();
    const [version, nonce, tag, data] = sealed.split('.');
    const flipped = `${data?.startsWith('A') ? 'B' : 'A'}${data?.slice(1)}`;
    expect(() =>
      cipher.open([version, nonce, tag, flipped].join('.'), 'tool-key:u1:chat'),
    ).toThrow();
    expect(() => keyCipher(randomBytes(32)).open(sealed, 'tool-key:u1:chat')).toThrow();
    expect(() => keyCipher(randomBytes(16))).toThrow(/32 bytes/);
  });

  it('reads its key from TOOL_KEYS_ENCRYPTION_KEY, refusing one that is not 32 bytes', () => {
    const key = randomBytes(32);
    expect(
      configFromEnv({ TOOL_KEYS_ENCRYPTION_KEY: key.toString('base64') }, '/tmp')
        .toolKeysEncryptionKey,
    ).toEqual(key);
    expect(() =>
      configFromEnv({ TOOL_KEYS_ENCRYPTION_KEY: randomBytes(8).toString('base64') }, '/tmp'),
    ).toThrow(/TOOL_KEYS_ENCRYPTION_KEY/);
  });
});

describe.each(testDatabases)('tool keys on $name', (kind) => {
  const encryptionKey = randomBytes(32);
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config, { toolKeysEncryptionKey: encryptionKey });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('saves keys sealed, answers only their last four characters, replaces and removes them', async () => {
    const asha = await signUp(api, 'Asha');
    const saved = await api<SavedKeys>('/api/user/save-keys', {
      token: asha.token,
      json: { chat: 'https://hooks.example.com/T000/B000/secret-token-9876', ticketing: 'abc' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.keys.map(({ tool, last4 }) => ({ tool, last4 }))).toEqual([
      { tool: 'chat', last4: '9876' },
      { tool: 'ticketing', last4: '' },
    ]);
    expect(JSON.stringify(saved.body)).not.toContain('secret-token');

    const rows = await server.app.db.select().from(toolKey).where(eq(toolKey.userId, asha.id));
    expect(rows.map((row) => row.sealed).join(' ')).not.toContain('secret-token');
    // A workflow action of its owner reads the key itself.
    const cipher = keyCipher(encryptionKey);
    expect(await readToolKey(server.app.db, cipher, asha.id, 'chat')).toBe(
      'https://hooks.example.com/T000/B000/secret-token-9876',
    );
    expect(await readToolKey(server.app.db, cipher, asha.id, 'mail')).toBeNull();

    await api('/api/user/save-keys', { token: asha.token, json: { ticketing: 'jira-token-1234' } });
    const listed = await api<SavedKeys>('/api/user/keys', { token: asha.token });
    expect(listed.body.keys.find((key) => key.tool === 'ticketing')?.last4).toBe('1234');

    const removed = await api<SavedKeys>('/api/user/keys/chat', {
      token: asha.token,
      method: 'DELETE',
    });
    expect(removed.body.keys.map((key) => key.tool)).toEqual(['ticketing']);
    expect((await api('/api/user/keys/chat', { token: asha.token, method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('keeps each user’s keys their own', async () => {
    const ravi = await signUp(api, 'Ravi');
    const meera = await signUp(api, 'Meera');
    await api('/api/user/save-keys', { token: ravi.token, json: { mail: 'ravi-mail-key-0001' } });
    expect((await api<SavedKeys>('/api/user/keys', { token: meera.token })).body.keys).toEqual([]);
    expect(
      (await api('/api/user/keys/mail', { token: meera.token, method: 'DELETE' })).status,
    ).toBe(404);
    expect((await api('/api/user/keys', { token: null })).status).toBe(401);
    expect(
      (await api('/api/user/save-keys', { token: ravi.token, json: { mail: '   ' } })).status,
    ).toBe(400);
    // Nothing visible is no key either, and refusing it keeps the key saved before.
    expect(
      (await api('/api/user/save-keys', { token: ravi.token, json: { mail: '\u200B\uFEFF' } }))
        .status,
    ).toBe(400);
    const cipher = keyCipher(encryptionKey);
    expect(await readToolKey(server.app.db, cipher, ravi.id, 'mail')).toBe('ravi-mail-key-0001');
    // A key copied from a web page with a zero-width space at its end is kept without it.
    await api('/api/user/save-keys', {
      token: ravi.token,
      json: { chat: '\uFEFFchat-key-0002\u200B' },
    });
    expect(await readToolKey(server.app.db, cipher, ravi.id, 'chat')).toBe('chat-key-0002');
    expect(
      (await api('/api/user/save-keys', { token: ravi.token, json: { 'bad name': 'x' } })).status,
    ).toBe(400);
  });

  it(`keeps keys for at most ${TOOL_KEYS_MAX} tools, however many requests are sent at once`, async () => {
    const owner = await signUp(api, 'Owner');
    const keysFor = (from: number, count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [`tool${from + index}`, `key-${from + index}`]),
      );
    // Beside tool0, five requests of ten new tools each, sent at once: four fit (41 tools), and
    // the fifth, whichever it is, would make 51.
    await api('/api/user/save-keys', { token: owner.token, json: keysFor(0, 1) });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, request) =>
        api<SavedKeys>('/api/user/save-keys', {
          token: owner.token,
          json: keysFor(1 + request * 10, 10),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
      success: false,
      error: TOOL_KEYS_MAX_MESSAGE,
    });
    const listed = await api<SavedKeys>('/api/user/keys', { token: owner.token });
    expect(listed.body.keys).toHaveLength(41);
    // Replacing a saved tool's key adds no tool; the 50th tool fits, the 51st does not. The tools
    // that fill up to 50 are new whichever request was refused.
    const full = keysFor(100, TOOL_KEYS_MAX - 41);
    expect((await api('/api/user/save-keys', { token: owner.token, json: full })).status).toBe(200);
    const replaced = await api('/api/user/save-keys', {
      token: owner.token,
      json: { tool0: 'key-0-new' },
    });
    expect(replaced.status).toBe(200);
    const refused = await api('/api/user/save-keys', {
      token: owner.token,
      json: { tool0: 'key-0-newer', another: 'key-x' },
    });
    expect(refused.status).toBe(400);
    const cipher = keyCipher(encryptionKey);
    // Refused whole: the key it would have replaced is kept.
    expect(await readToolKey(server.app.db, cipher, owner.id, 'tool0')).toBe('key-0-new');
    expect((await api<SavedKeys>('/api/user/keys', { token: owner.token })).body.keys).toHaveLength(
      TOOL_KEYS_MAX,
    );
  });
});
