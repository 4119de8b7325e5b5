import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/http/security-headers.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

/** The headers every answer carries, whatever produced it. */
function expectSecurityHeaders(headers: Headers): void {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('upgrade-insecure-requests');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  // The server runs on plain http here: no HSTS.
  expect(headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  let dist: string;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'convene-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Convene</title>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("convene")');
    server = await startServer({ kind: 'pglite' }, { webDistDir: dist });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are on API answers, pages, assets, refusals and misses alike', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/plans', 200],
      ['/', 200],
      ['/dashboard', 200],
      ['/assets/app.js', 200],
      ['/api/ai-agent/list', 401],
      ['/api/no-such-operation', 404],
      // An id with a NUL byte is unknown; the router refuses a broken or over-long id itself.
      ['/api/ai-agent/get/a%00b', 404],
      ['/api/ai-agent/get/%E0%A4', 400],
      [`/api/ai-agent/get/${'x'.repeat(400)}`, 404],
    ] as const) {
      const response = await api(url);
      expect(response.status, url).toBe(status);
      expectSecurityHeaders(response.headers);
    }
  });

  it('add HSTS when the app is served over https', async () => {
    const https = await startServer({ kind: 'pglite' }, { appUrl: 'https://convene.example' });
    try {
      const response = await client(https.baseUrl)('/api/health');
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await https.close();
    }
  });

  it("let Clerk's and Razorpay's scripts in only when they are configured", async () => {
    const configured = await startServer(
      { kind: 'pglite' },
      { thirdPartyScripts: { clerkFrontendApi: 'https://clerk.convene.example', razorpay: true } },
    );
    try {
      const policy =
        (await client(configured.baseUrl)('/api/health')).headers.get('content-security-policy') ??
        '';
      expect(policy).toMatch(
        /script-src 'self' https:\/\/clerk\.convene\.example https:\/\/checkout\.razorpay\.com;/,
      );
      expect(policy).toContain('https://img.clerk.com');
      expect(policy).toContain(
        'frame-src https://challenges.cloudflare.com https://api.razorpay.com',
      );
    } finally {
      await configured.close();
    }
  });
});
