/**
 * What the outbound request a workflow action makes to a user's URL refuses: private addresses (a
 * trap receiver on loopback must never be hit), a redirect to one, and headers that are not the
 * caller's to set. No network is reachable here, so names are resolved from /etc/hosts or by an
 * injected resolver, never by public DNS.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  OutboundFailedError,
  OutboundRefusedError,
  postJson,
  type ResolvedAddress,
} from '../src/workflows/outbound.js';
import { isPublicAddress } from '../src/workflows/public-address.js';
import { LOCAL, startReceiver, STRICT, type Receiver } from './support/outbound-receiver.js';

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
