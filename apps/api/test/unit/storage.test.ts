import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createStorage,
  LocalFolderStorage,
  S3Storage,
  storageConfigFromEnv,
  StorageConfigError,
  StorageError,
  StorageKeyError,
  type StoragePort,
} from '../../src/providers/storage/index.js';
import { signV4 } from '../support/sigv4.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const decode = (data: Uint8Array) => new TextDecoder().decode(data);
const CREDENTIALS = {
  accessKeyId: 'AKTESTKEY',
  secretAccessKey: 'test/secret+key',
  region: 'eu-central-1',
};
const BUCKET = 'convene-files';

const UNSAFE_KEYS = [
  '',
  '/etc/passwd',
  '../outside',
  'a/../../b',
  'a//b',
  '.hidden',
  'a/.meta/x',
  'a\\b',
  'a b',
  'a/',
  '%2e%2e/x',
  'x'.repeat(513),
];

/** The same contract, whichever adapter. */
function storagePortSuite(name: string, open: () => StoragePort) {
  describe(`${name} as a StoragePort`, () => {
    let storage: StoragePort;
    beforeEach(() => {
      storage = open();
    });

    it('stores, reads back and replaces an object with its content type', async () => {
      const key = 'agents/user-1/agent-1/knowledge.pdf';
      await storage.put(key, bytes('%PDF-1.4 first'), 'application/pdf');
      const first = await storage.get(key);
      expect(first && decode(first.bytes)).toBe('%PDF-1.4 first');
      expect(first?.contentType).toBe('application/pdf');
      await storage.put(key, bytes('second, as text'), 'text/plain');
      expect(await storage.get(key)).toEqual({
        bytes: bytes('second, as text'),
        contentType: 'text/plain',
      });
    });

    it('keeps binary content byte for byte, including an empty object', async () => {
      const binary = Uint8Array.from({ length: 256 }, (_, index) => index);
      await storage.put('bin/all-bytes', binary, 'application/octet-stream');
      expect((await storage.get('bin/all-bytes'))?.bytes).toEqual(binary);
      await storage.put('bin/empty', new Uint8Array(), 'text/plain');
      expect((await storage.get('bin/empty'))?.bytes).toEqual(new Uint8Array());
    });

    it('answers null for a missing key and deletes idempotently', async () => {
      expect(await storage.get('missing/key.txt')).toBeNull();
      await storage.put('to-delete.txt', bytes('x'), 'text/plain');
      await storage.delete('to-delete.txt');
      expect(await storage.get('to-delete.txt')).toBeNull();
      await expect(storage.delete('to-delete.txt')).resolves.toBeUndefined();
    });

    it('keeps keys apart', async () => {
      await storage.put('a/one.txt', bytes('one'), 'text/plain');
      await storage.put('a/two.txt', bytes('two'), 'text/plain');
      await storage.delete('a/one.txt');
      expect((await storage.get('a/two.txt'))?.bytes).toEqual(bytes('two'));
    });

    it.each(UNSAFE_KEYS)('refuses the unsafe key %j on every operation', async (key) => {
      await expect(storage.put(key, bytes('x'), 'text/plain')).rejects.toBeInstanceOf(
        StorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageKeyError);
    });
  });
}

describe('LocalFolderStorage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'convene-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  storagePortSuite('LocalFolderStorage', () => new LocalFolderStorage(path.join(root, 'files')));

  it('writes only inside its folder and leaves no temporary files', async () => {
    const storage = new LocalFolderStorage(path.join(root, 'contained', 'files'));
    await storage.put('x/y.txt', bytes('inside'), 'text/plain');
    await expect(storage.put('../escape.txt', bytes('no'), 'text/plain')).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    expect(await readdir(path.join(root, 'contained'))).toEqual(['files']);
    expect(
      (await readdir(path.join(root, 'contained', 'files'), { recursive: true })).sort(),
    ).toEqual(['.meta', '.meta/x', '.meta/x/y.txt.json', 'x', 'x/y.txt']);
  });
});

interface FakeS3 {
  server: Server;
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: Array<{ method: string; url: string; authorization: string }>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=(?<key>[^/]+)\/(?<day>\d{8})\/(?<region>[a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=(?<signed>[a-z0-9;-]+), Signature=(?<signature>[0-9a-f]{64})$/;

const readBody = async (request: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

/** A path-style S3 stand-in that checks every request's SigV4 signature and stores objects in memory. */
async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const error = (code: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const authorization = request.headers.authorization ?? '';
    requests.push({ method: request.method!, url: request.url!, authorization });
    const reply = (status: number, payload = '', headers: Record<string, string> = {}) => {
      response.writeHead(status, headers).end(payload);
    };
    const match = AUTHORIZATION.exec(authorization);
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (
      !match?.groups ||
      !/^\d{8}T\d{6}Z$/.test(amzDate) ||
      match.groups.day !== amzDate.slice(0, 8)
    ) {
      return reply(403, error('AuthorizationHeaderMalformed'));
    }
    const signed = match.groups.signed!.split(';');
    if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((name) => signed.includes(name))) {
      return reply(403, error('AuthorizationHeaderMalformed'));
    }
    if (payloadHash !== createHash('sha256').update(body).digest('hex'))
      return reply(400, error('XAmzContentSHA256Mismatch'));
    if (match.groups.key !== CREDENTIALS.accessKeyId)
      return reply(403, error('InvalidAccessKeyId'));
    const headers = Object.fromEntries(
      signed
        .filter(
          (name) => name !== 'host' && name !== 'x-amz-date' && name !== 'x-amz-content-sha256',
        )
        .map((name) => [name, String(request.headers[name])]),
    );
    const expected = signV4(
      {
        method: request.method!,
        url: new URL(request.url!, `http://${request.headers.host}`),
        headers,
        payloadHash,
        date: new Date(
          `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
        ),
      },
      { ...CREDENTIALS, service: 's3' },
    );
    if (expected.authorization !== authorization) return reply(403, error('SignatureDoesNotMatch'));

    const [bucket, ...keyParts] = request.url!.slice(1).split('/');
    if (bucket !== BUCKET) return reply(404, error('NoSuchBucket'));
    const key = keyParts.map(decodeURIComponent).join('/');
    if (request.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
      });
      return reply(200, '', { etag: '"x"' });
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return reply(204);
    }
    const object = objects.get(key);
    if (!object) return reply(404, error('NoSuchKey'), { 'content-type': 'application/xml' });
    response
      .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
      .end(object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, objects, requests };
}

describe('S3Storage', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  afterEach(() => {
    fake.requests.length = 0;
  });

  const open = (overrides: Partial<ConstructorParameters<typeof S3Storage>[0]> = {}) =>
    new S3Storage({ endpoint: `${fake.endpoint}/`, bucket: BUCKET, ...CREDENTIALS, ...overrides });

  storagePortSuite('S3Storage', () => open());

  it('sends path-style, signed requests and stores the object under its key', async () => {
    await open().put('agents/u1/a1/knowledge.csv', bytes('a,b\n1,2'), 'text/csv');
    expect(fake.requests).toEqual([
      {
        method: 'PUT',
        url: `/${BUCKET}/agents/u1/a1/knowledge.csv`,
        authorization: expect.stringMatching(
          /^AWS4-HMAC-SHA256 Credential=AKTESTKEY\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
        ),
      },
    ]);
    expect(fake.objects.get('agents/u1/a1/knowledge.csv')).toEqual({
      body: Buffer.from('a,b\n1,2'),
      contentType: 'text/csv',
    });
  });

  it('reports a wrong secret as a storage error with the S3 error code', async () => {
    await expect(
      open({ secretAccessKey: 'wrong' }).put('k.txt', bytes('x'), 'text/plain'),
    ).rejects.toThrow(
      new StorageError('Object storage PUT k.txt failed: HTTP 403 SignatureDoesNotMatch'),
    );
    // A missing bucket is a configuration error, not a missing file.
    await expect(open({ bucket: 'other' }).get('k.txt')).rejects.toThrow(
      'Object storage GET k.txt failed: HTTP 404 NoSuchBucket',
    );
    await expect(open({ bucket: 'other' }).delete('k.txt')).rejects.toThrow(
      'Object storage DELETE k.txt failed: HTTP 404 NoSuchBucket',
    );
  });

  it('reports an unreachable endpoint and a timeout clearly', async () => {
    await expect(open({ endpoint: 'http://127.0.0.1:1' }).get('k.txt')).rejects.toThrow(
      'Object storage GET k.txt could not connect (http://127.0.0.1:1)',
    );
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      await expect(open({ endpoint, timeoutMs: 200 }).get('k.txt')).rejects.toThrow(
        `Object storage GET k.txt timed out (${endpoint})`,
      );
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('signV4', () => {
  it('reproduces the AWS documentation example (GET Object with a Range header)', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        date: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('createStorage', () => {
  it('uses DATA_DIR/files by default, and .data/files under the working directory without DATA_DIR', () => {
    const local = createStorage(storageConfigFromEnv({ DATA_DIR: '/var/convene' }, '/srv'));
    expect(local).toBeInstanceOf(LocalFolderStorage);
    expect((local as LocalFolderStorage).root).toBe('/var/convene/files');
    expect((createStorage(storageConfigFromEnv({}, '/srv/app')) as LocalFolderStorage).root).toBe(
      '/srv/app/.data/files',
    );
  });

  it('uses S3 when S3_BUCKET is set, and names missing credentials', () => {
    expect(
      createStorage(
        storageConfigFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
      ),
    ).toBeInstanceOf(S3Storage);
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      new StorageConfigError('S3_BUCKET is set but S3_SECRET_ACCESS_KEY is not'),
    );
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'b' })).toThrow(
      'S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not',
    );
  });
});
