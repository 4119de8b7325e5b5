/**
 * The outbound request a workflow action makes to a user's URL, to a receiver it may reach
 * (private hosts allowed): what it sends, how it follows redirects, its time and size limits, and
 * https. No network is reachable here, so names are resolved from /etc/hosts, never by public DNS.
 */
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getText,
  OutboundFailedError,
  OutboundRefusedError,
  postJson,
} from '../src/workflows/outbound.js';
import {
  LOCAL,
  selfSignedCertificate,
  startReceiver,
  type Receiver,
} from './support/outbound-receiver.js';

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
        case '/feed':
          if (req.headers['if-none-match'] === '"v1"') res.writeHead(304, { etag: '"v1"' }).end();
          else res.writeHead(200, { etag: '"v1"', 'content-type': 'text/calendar' }).end('BEGIN');
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

  it('GETs with conditional headers, and gives back a 304 with its headers and no body', async () => {
    const fresh = await getText(receiver.url('/feed'), LOCAL);
    expect(fresh).toMatchObject({ status: 200, bodyText: 'BEGIN', headers: { etag: '"v1"' } });
    expect(hitsFrom(1)[0]).toMatchObject({ method: 'GET', body: '' });
    expect(hitsFrom(1)[0]?.headers['content-type']).toBeUndefined();
    const unchanged = await getText(receiver.url('/feed'), LOCAL, { 'If-None-Match': '"v1"' });
    expect(unchanged).toMatchObject({ status: 304, bodyText: '', headers: { etag: '"v1"' } });
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

  it.each([
    ['a header the sender sets', { Host: 'elsewhere.example' }],
    ['a header that is not valid', { 'X-Hook': 'one\r\ntwo' }],
  ])('refuses %s before anything is sent, on POST and GET alike', async (_, headers) => {
    const before = receiver.hits.length;
    await expect(postJson(receiver.url('/hook'), {}, LOCAL, headers)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    await expect(getText(receiver.url('/feed'), LOCAL, headers)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    expect(receiver.hits.length).toBe(before);
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
