/**
 * The embedded workflow builder's token: RS256 as Activepieces verifies it (checked here with the
 * public half of the key), five minutes long, naming the user and their project; where no builder
 * is configured, a 200 that says so (no error for the page to log); and its origins let into the
 * Content-Security-Policy.
 */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { configFromEnv } from '../src/config.js';
import {
  EMBED_TOKEN_SECONDS,
  WorkflowEmbedConfigError,
  workflowEmbedFromEnv,
} from '../src/workflows/embed-token.js';
import { signUp, uniqueEmail } from './support/accounts.js';
import { pglite, type TestDatabase } from './support/databases.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const env = {
  WORKFLOW_EMBED_URL: 'https://flows.example.com/',
  WORKFLOW_SIGNING_KEY: pem.replace(/\n/g, '\\n'),
  WORKFLOW_SIGNING_KEY_ID: 'key_123',
};

function decode(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('the embedded workflow builder', () => {
  let database: TestDatabase;
  let server: TestServer;
  let plain: TestServer;
  let api: Client;

  beforeAll(async () => {
    database = await pglite.create();
    server = await startServer(database.config, { workflowEmbed: workflowEmbedFromEnv(env) });
    plain = await startServer((await pglite.create()).config);
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await plain?.close();
  });

  it('answers a token Activepieces accepts: RS256 under the key id, five minutes, the user and project', async () => {
    const asha = await signUp(api, 'Asha Rao', uniqueEmail('asha'));
    const answer = await api<Schemas['WorkflowTokenResponse']>('/api/user/workflow-token', {
      token: asha.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      configured: true,
      instanceUrl: 'https://flows.example.com',
      sdkUrl: 'https://flows.example.com/embed/sdk.js',
    });
    if (!answer.body.configured) throw new Error('expected a token');
    const [header, payload, signature] = answer.body.token.split('.');
    expect(decode(header!)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'key_123' });
    const claims = decode(payload!);
    expect(claims).toMatchObject({
      version: 'v3',
      externalUserId: asha.id,
      externalProjectId: asha.id,
      firstName: 'Asha',
      lastName: 'Rao',
      role: 'EDITOR',
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(EMBED_TOKEN_SECONDS);
    const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`);
    expect(verifier.verify(publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
    const forged = createVerify('RSA-SHA256').update(`${header}.${payload}x`);
    expect(forged.verify(publicKey, Buffer.from(signature!, 'base64url'))).toBe(false);
  });

  it('answers that none is configured, with 200 and no token, where no builder is; 401 to no one', async () => {
    const plainApi = client(plain.baseUrl);
    const ravi = await signUp(plainApi, 'Ravi');
    const answer = await plainApi('/api/user/workflow-token', { token: ravi.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, configured: false });
    expect((await api('/api/user/workflow-token', { token: null })).status).toBe(401);
  });

  it('reads its settings together, refusing a partial or broken set', () => {
    expect(workflowEmbedFromEnv({})).toBeNull();
    expect(() => workflowEmbedFromEnv({ WORKFLOW_EMBED_URL: 'https://x.test' })).toThrow(
      WorkflowEmbedConfigError,
    );
    expect(() => workflowEmbedFromEnv({ ...env, WORKFLOW_SIGNING_KEY: 'not a key' })).toThrow(
      /PEM private key/,
    );
    const config = configFromEnv(
      { ...env, WORKFLOW_EMBED_SDK_URL: 'https://cdn.flows.test/sdk.js' },
      '/tmp',
    );
    expect(config.thirdPartyScripts.workflowEmbed).toEqual({
      instanceOrigin: 'https://flows.example.com',
      sdkOrigin: 'https://cdn.flows.test',
    });
  });
});
