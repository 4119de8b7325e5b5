import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startServer, type Client, type TestServer } from './support/server.js';

describe('the built web app at /', () => {
  let dist: string;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'convene-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Convene</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("convene")');
    server = await startServer({ kind: 'pglite' }, { webDistDir: dist });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client-side routes', async () => {
    for (const page of ['/', '/dashboard', '/bot/123']) {
      const response = await api<string>(page);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.body).toContain('<title>Convene</title>');
    }
  });

  it('serves built assets as files, and keeps API misses as JSON', async () => {
    const asset = await api<string>('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');

    const missing = await api('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'Not found' });
  });
});
