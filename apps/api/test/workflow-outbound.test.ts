/**
 * The outbound request a workflow action makes to a user's URL: which addresses it refuses (a
 * trap receiver on loopback must never be hit), how it follows redirects, and its time and size
 * limits. No network is reachable here, so names are resolved from /etc/hosts or by an injected
 * resolver, never by public DNS.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_OUTBOUND_POLICY,
  OutboundFailedError,
  OutboundRefusedError,
  postJson,
  type OutboundPolicy,
  type ResolvedAddress,
} from '../src/workflows/outbound.js';
import { isPublicAddress } from '../src/workflows/public-address.js';

interface Hit {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  port: number;
  url: (path?: string) => string;
  hits: Hit[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 recording every request; `answer` decides the reply. */
async function startReceiver(
  answer: (hit: Hit, res: ServerResponse, req: IncomingMessage) => void,
): Promise<Receiver> {
  const hits: Hit[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit: Hit = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      hits.push(hit);
      answer(hit, res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        // Drop the sockets the slow routes hold open, or close would wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const LOCAL: OutboundPolicy = { ...DEFAULT_OUTBOUND_POLICY, allowPrivateHosts: true };
/** Short, so a request that wrongly went out fails the test quickly instead of hanging. */
const STRICT: OutboundPolicy = { ...DEFAULT_OUTBOUND_POLICY, timeoutMs: 1_000 };

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    'fc00::1',
    'fd00::1',
    'fdff:ffff::1',
    'fe80::1',
    'febf::1',
    'fe80::1%eth0',
    'ff02::1',
    'ff0e::1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '::ffff:0.0.0.0',
    '0:0:0:0:0:ffff:c0a8:101',
    '::ffff:0:7f00:1',
    '2001:db8::1',
    '2001:db8:ffff::1',
    '2002:7f00:1::1',
    '2002:a00:1::',
    '2002:c0a8:101::1',
    '::127.0.0.1',
    '::7f00:1',
    '::8.8.8.8',
    'not an address',
    '',
    '127.0.0.1:80',
    '[::1]',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.0.1.1',
    '198.20.0.1',
    '223.255.255.254',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '64:ff9b::808:808',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('postJson refuses what it may not reach', () => {
  let trap: Receiver;
  beforeAll(async () => {
    trap = await startReceiver((_hit, res) => res.writeHead(200).end('reached'));
  });
  afterAll(() => trap.close());
  afterEach(() => {
    expect(trap.hits).toEqual([]);
  });

  const refused = (url: string, seams?: Parameters<typeof postJson>[4]) =>
    expect(postJson(url, { hello: 'world' }, STRICT, {}, seams)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );

  it.each([
    'http://127.0.0.1:PORT/',
    'http://localhost:PORT/',
    'http://LOCALHOST:PORT/',
    'http://[::1]:PORT/',
    'http://0.0.0.0:PORT/',
    'http://0:PORT/',
    'http://2130706433:PORT/',
    'http://0x7f.0.0.1:PORT/',
    'http://0x7f.1:PORT/',
    'http://017700000001:PORT/',
    'http://127.1:PORT/',
    'http://127.0.0.1.:PORT/',
    'http://%31%32%37.0.0.1:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[::ffff:7f00:1]:PORT/',
    'http://[::127.0.0.1]:PORT/',
    'http://[64:ff9b::127.0.0.1]:PORT/',
    'https://127.0.0.1:PORT/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://user:pass@example.com/',
    'http://user@example.com/',
    'ftp://example.com/',
    'file:///etc/passwd',
    'gopher://127.0.0.1:PORT/',
    'not a url',
  ])('refuses %s', async (template) => {
    await refused(template.replace('PORT', String(trap.port)));
  });

  it('refuses a name when any of its addresses is private, whatever the order', async () => {
    const url = `http://mixed.test:${trap.port}/`;
    for (const answers of [
      [
        { address: '8.8.8.8', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      [
        { address: '127.0.0.1', family: 4 },
        { address: '8.8.8.8', family: 4 },
      ],
      [
        { address: '2606:4700:4700::1111', family: 6 },
        { address: '::ffff:127.0.0.1', family: 6 },
      ],
    ]) {
      await refused(url, { resolve: async () => answers });
    }
  });

  it('refuses a resolver answer that is not an address', async () => {
    await refused(`http://odd.test:${trap.port}/`, {
      resolve: async () => [{ address: 'localhost', family: 4 }],
      isAllowed: () => true,
    });
  });

  it('fails, without connecting, when a name cannot be resolved or has no address', async () => {
    for (const resolve of [
      async (): Promise<ResolvedAddress[]> => [],
      async (): Promise<ResolvedAddress[]> => {
        throw new Error('ENOTFOUND');
      },
    ]) {
      await expect(
        postJson(`http://missing.test:${trap.port}/`, {}, STRICT, {}, { resolve }),
      ).rejects.toBeInstanceOf(OutboundFailedError);
    }
  });

  it('connects to the address it checked, without a second lookup a rebinding DNS could answer', async () => {
    // 127.0.0.1 stands in for a public address here (the only receiver a test can start is on
    // loopback); every later answer is private. The request must reach the first answer and
    // never ask again.
    const receiver = await startReceiver((_hit, res) => res.writeHead(204).end());
    const asked: string[] = [];
    const answers = ['127.0.0.1', '10.0.0.1'];
    try {
      const answer = await postJson(
        `http://rebind.test:${receiver.port}/hook`,
        { n: 1 },
        STRICT,
        {},
        {
          resolve: async (host) => {
            asked.push(host);
            return [{ address: answers[asked.length - 1] ?? '10.0.0.1', family: 4 }];
          },
          isAllowed: (address) => address === '127.0.0.1',
        },
      );
      expect(answer.status).toBe(204);
      expect(asked).toEqual(['rebind.test']);
      expect(receiver.hits.map((hit) => hit.headers.host)).toEqual([
        `rebind.test:${receiver.port}`,
      ]);
    } finally {
      await receiver.close();
    }
  });

  describe('a redirect to a private address', () => {
    let first: Receiver;
    beforeAll(async () => {
      first = await startReceiver((hit, res) => {
        const to = new URL(hit.path, 'http://x').searchParams.get('to') ?? '/';
        res.writeHead(307, { location: to }).end();
      });
    });
    afterAll(() => first.close());

    it.each([
      'http://127.0.0.1:TRAP/landing',
      'http://localhost:TRAP/landing',
      'http://2130706433:TRAP/landing',
      'http://[::ffff:7f00:1]:TRAP/landing',
      'http://169.254.169.254/latest/meta-data/',
      'http://user:pass@127.0.0.1:TRAP/landing',
      'ftp://127.0.0.1:TRAP/landing',
      'file:///etc/passwd',
      '/landing',
    ])('is refused: %s', async (template) => {
      // The test allows the first hop only (its receiver is on loopback too); every later hop is
      // judged as in production. A relative redirect is checked again as well.
      const checked: string[] = [];
      const isAllowed = (address: string) => {
        checked.push(address);
        return checked.length === 1 || isPublicAddress(address);
      };
      const to = template.replace('TRAP', String(trap.port));
      await refused(first.url(`/go?to=${encodeURIComponent(to)}`), {
        isAllowed,
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      });
      expect(first.hits.at(-1)?.method).toBe('POST');
      expect(first.hits.some((hit) => hit.path === '/landing')).toBe(false);
    });
  });

  it('refuses headers that are ours to set or not headers at all', async () => {
    const malformed: Record<string, string>[] = [
      { Host: 'internal.example' },
      { 'content-length': '0' },
      { 'Transfer-Encoding': 'chunked' },
      { 'x-token': 'a\r\nx-injected: 1' },
      { 'bad name': 'x' },
    ];
    for (const headers of malformed) {
      await expect(
        postJson(`http://127.0.0.1:${trap.port}/`, {}, LOCAL, headers),
      ).rejects.toBeInstanceOf(OutboundRefusedError);
    }
  });
});

describe('postJson to a reachable receiver (private hosts allowed)', () => {
  let receiver: Receiver;
  const drips: NodeJS.Timeout[] = [];
  beforeAll(async () => {
    receiver = await startReceiver((hit, res, req) => {
      const url = new URL(hit.path, 'http://x');
      const param = (name: string) => url.searchParams.get(name) ?? '';
      switch (url.pathname) {
        case '/redirect':
          res.writeHead(Number(param('status')), { location: param('to') }).end('moved');
          return;
        case '/loop': {
          const step = Number(param('step'));
          res.writeHead(302, { location: `/loop?step=${step + 1}` }).end();
          return;
        }
        case '/no-location':
          res.writeHead(302).end('nowhere');
          return;
        case '/silent':
          return;
        case '/drip': {
          res.writeHead(200, { 'content-type': 'text/plain' });
          const drip = setInterval(() => res.write('.'), 20);
          drips.push(drip);
          res.on('close', () => clearInterval(drip));
          return;
        }
        case '/bytes': {
          const body = 'x'.repeat(Number(param('n')));
          const chunked = param('chunked') === '1';
          res.writeHead(200, chunked ? {} : { 'content-length': String(body.length) });
          if (!chunked) {
            res.end(body);
            return;
          }
          for (let at = 0; at < body.length; at += 8192) res.write(body.slice(at, at + 8192));
          res.end();
          return;
        }
        case '/reset':
          req.socket.destroy();
          return;
        case '/fail':
          res.writeHead(500, { 'content-type': 'text/plain' }).end('broken');
          return;
        default:
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }
    });
  });
  afterAll(async () => {
    for (const drip of drips) clearInterval(drip);
    await receiver.close();
  });
  const hitsFrom = (count: number) => receiver.hits.slice(-count);

  it('POSTs the JSON body with its headers and gives back the answer', async () => {
    const answer = await postJson(
      receiver.url('/hook?x=1'),
      { text: 'Decision: ship', n: 2 },
      LOCAL,
      { 'X-Signature': 'abc', 'Content-Type': 'text/plain', 'User-Agent': 'spoof' },
    );
    expect(answer).toMatchObject({
      status: 200,
      bodyText: '{"ok":true}',
      finalUrl: receiver.url('/hook?x=1'),
    });
    expect(answer.durationMs).toBeGreaterThanOrEqual(0);
    const [hit] = hitsFrom(1);
    expect(hit).toMatchObject({ method: 'POST', path: '/hook?x=1' });
    expect(JSON.parse(hit?.body ?? '')).toEqual({ text: 'Decision: ship', n: 2 });
    expect(hit?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Convene-Workflows/1',
      'x-signature': 'abc',
      host: `127.0.0.1:${receiver.port}`,
    });
  });

  it('resolves a name from /etc/hosts when private hosts are allowed', async () => {
    const answer = await postJson(`http://localhost:${receiver.port}/named`, {}, LOCAL);
    expect(answer.status).toBe(200);
    expect(hitsFrom(1)[0]?.headers.host).toBe(`localhost:${receiver.port}`);
  });

  it('gives back an error status for the caller to judge', async () => {
    const answer = await postJson(receiver.url('/fail'), {}, LOCAL);
    expect(answer).toMatchObject({ status: 500, bodyText: 'broken' });
  });

  it.each([307, 308])('follows a %i keeping the POST and its body', async (status) => {
    const answer = await postJson(
      receiver.url(`/redirect?status=${status}&to=${encodeURIComponent('/landing')}`),
      { keep: true },
      LOCAL,
    );
    expect(answer.finalUrl).toBe(receiver.url('/landing'));
    const [, landed] = hitsFrom(2);
    expect(landed).toMatchObject({ method: 'POST', path: '/landing', body: '{"keep":true}' });
    expect(landed?.headers['content-type']).toBe('application/json');
  });

  it.each([301, 302, 303])('turns the POST into a GET without a body on a %i', async (status) => {
    const answer = await postJson(
      receiver.url(`/redirect?status=${status}&to=${encodeURIComponent('/landing')}`),
      { dropped: true },
      LOCAL,
    );
    expect(answer).toMatchObject({ status: 200, finalUrl: receiver.url('/landing') });
    const [moved, landed] = hitsFrom(2);
    expect(moved?.method).toBe('POST');
    expect(landed).toMatchObject({ method: 'GET', path: '/landing', body: '' });
    expect(landed?.headers['content-type']).toBeUndefined();
    expect(landed?.headers['content-length']).toBeUndefined();
  });

  it('drops credentials when a redirect leaves the origin, and keeps them when it does not', async () => {
    const elsewhere = `http://localhost:${receiver.port}/landing`;
    const headers = { Authorization: 'Bearer secret', 'x-hook': 'kept' };
    await postJson(
      receiver.url(`/redirect?status=307&to=${encodeURIComponent(elsewhere)}`),
      {},
      LOCAL,
      headers,
    );
    expect(hitsFrom(1)[0]?.headers).toMatchObject({ 'x-hook': 'kept' });
    expect(hitsFrom(1)[0]?.headers.authorization).toBeUndefined();

    await postJson(
      receiver.url(`/redirect?status=307&to=${encodeURIComponent('/landing')}`),
      {},
      LOCAL,
      headers,
    );
    expect(hitsFrom(1)[0]?.headers.authorization).toBe('Bearer secret');
  });

  it('follows up to maxRedirects and refuses one more', async () => {
    const policy = { ...LOCAL, maxRedirects: 3 };
    const before = receiver.hits.length;
    await expect(postJson(receiver.url('/loop?step=0'), {}, policy)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    // The first request and three redirects followed; the fourth redirect is not.
    expect(receiver.hits.length - before).toBe(4);

    const enough = await postJson(
      receiver.url(`/redirect?status=302&to=${encodeURIComponent('/landing')}`),
      {},
      { ...LOCAL, maxRedirects: 1 },
    );
    expect(enough.finalUrl).toBe(receiver.url('/landing'));
    await expect(
      postJson(
        receiver.url(`/redirect?status=302&to=${encodeURIComponent('/landing')}`),
        {},
        { ...LOCAL, maxRedirects: 0 },
      ),
    ).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it('gives back a redirect without a Location as it is', async () => {
    const answer = await postJson(receiver.url('/no-location'), {}, LOCAL);
    expect(answer).toMatchObject({ status: 302, bodyText: 'nowhere' });
  });

  it('times out a receiver that never answers', async () => {
    const started = Date.now();
    await expect(
      postJson(receiver.url('/silent'), {}, { ...LOCAL, timeoutMs: 300 }),
    ).rejects.toBeInstanceOf(OutboundFailedError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('times out an answer that never ends: the limit covers the whole exchange', async () => {
    const started = Date.now();
    await expect(
      postJson(receiver.url('/drip'), {}, { ...LOCAL, timeoutMs: 300, maxResponseBytes: 1 << 20 }),
    ).rejects.toBeInstanceOf(OutboundFailedError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('stops reading past maxResponseBytes, with or without a Content-Length', async () => {
    const policy = { ...LOCAL, maxResponseBytes: 64 * 1024 };
    for (const chunked of ['0', '1']) {
      await expect(
        postJson(receiver.url(`/bytes?n=${1 << 20}&chunked=${chunked}`), {}, policy),
      ).rejects.toBeInstanceOf(OutboundFailedError);
      const exact = await postJson(
        receiver.url(`/bytes?n=${64 * 1024}&chunked=${chunked}`),
        {},
        policy,
      );
      expect(exact.bodyText).toHaveLength(64 * 1024);
    }
  });

  it('fails on a connection that is reset or refused', async () => {
    await expect(postJson(receiver.url('/reset'), {}, LOCAL)).rejects.toBeInstanceOf(
      OutboundFailedError,
    );
    const closed = await startReceiver(() => {});
    await closed.close();
    await expect(postJson(closed.url(), {}, LOCAL)).rejects.toBeInstanceOf(OutboundFailedError);
  });
});

/** A throwaway self-signed certificate for localhost, made by openssl where it is installed. */
function selfSignedCertificate(): { key: string; cert: string } | null {
  const dir = mkdtempSync(join(tmpdir(), 'outbound-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const certificate = selfSignedCertificate();

describe.skipIf(!certificate)('postJson over https', () => {
  it('sends the host name as SNI and verifies the certificate while connecting to the vetted address', async () => {
    const servernames: string[] = [];
    let handled = 0;
    const server = createTlsServer(
      {
        ...certificate,
        SNICallback: (servername, done) => {
          servernames.push(servername);
          done(null);
        },
      },
      (_req, res) => {
        handled += 1;
        res.writeHead(200).end();
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // The certificate is self-signed, so verification must refuse it.
      await expect(
        postJson(
          `https://hooks.test:${port}/`,
          {},
          LOCAL,
          {},
          {
            resolve: async () => [{ address: '127.0.0.1', family: 4 }],
          },
        ),
      ).rejects.toBeInstanceOf(OutboundFailedError);
      expect(servernames).toEqual(['hooks.test']);
      expect(handled).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
