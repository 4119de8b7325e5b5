/**
 * What the outbound request tests (workflow-outbound*.test.ts) share: a receiver on 127.0.0.1 that
 * records every request, the policies they post under, and a throwaway certificate for https.
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
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_OUTBOUND_POLICY, type OutboundPolicy } from '../../src/workflows/outbound.js';

export interface Hit {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  port: number;
  url: (path?: string) => string;
  hits: Hit[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 recording every request; `answer` decides the reply. */
export async function startReceiver(
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

export const LOCAL: OutboundPolicy = { ...DEFAULT_OUTBOUND_POLICY, allowPrivateHosts: true };
/** Short, so a request that wrongly went out fails the test quickly instead of hanging. */
export const STRICT: OutboundPolicy = { ...DEFAULT_OUTBOUND_POLICY, timeoutMs: 1_000 };

/** A throwaway self-signed certificate for localhost, made by openssl where it is installed. */
export function selfSignedCertificate(): { key: string; cert: string } | null {
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
