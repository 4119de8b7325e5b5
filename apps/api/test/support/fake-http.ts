/**
 * The plumbing the fake outside services (fake-clerk.ts, fake-recall.ts, fake-attendee.ts) share:
 * a local HTTP server on a free port, JSON answers, request bodies, the next request failed on
 * demand, and what the fake bot providers share beyond that: live deliveries posted to our
 * server, and the length of the audio a bot was given to play.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook as a provider would deliver it: its headers and the exact body it signed. */
export interface WebhookRequest {
  headers: Record<string, string>;
  rawBody: string;
}

/** A live delivery as the provider makes it, and the address of ours it goes to. */
export interface LiveDelivery extends WebhookRequest {
  url: string;
}

/** One chat message a bot was asked to post. */
export interface SentChatMessage {
  to: string;
  message: string;
}

/** Posts a delivery's exact bytes to its address, as the provider does; answers the HTTP status. */
export async function deliver({ url, headers, rawBody }: LiveDelivery): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers, body: rawBody });
  await response.text();
  return response.status;
}

/** How long the audio a bot was given plays: the speech port's own reading of MP3. */
export { mp3DurationMs } from '../../src/providers/speech/mp3.js';

/** Whether text is base64 in the standard alphabet, as the providers' decoders insist. */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** What a test reaches on either fake bot provider. */
export interface FakeBotProvider<Bot> {
  baseUrl: string;
  apiKey: string;
  /** The secret the fake signs its webhooks with, as the provider's dashboard shows it. */
  webhookSecret: string;
  bots: Map<string, Bot>;
  /** The MP3s each bot was given to play, decoded, by provider bot id, in the order they came. */
  audio: Map<string, Buffer[]>;
  /** The chat messages each bot was asked to post, by provider bot id. */
  chat: Map<string, SentChatMessage[]>;
  /** Every request's method and path, in order. */
  requests: Array<{ method: string; path: string }>;
  /** The next request to the API gets this status and Retry-After instead. */
  failNext(status: number, retryAfter?: string): void;
  /** Posts a live delivery (again, or out of order) to our server; answers the HTTP status. */
  deliverLive(delivery: LiveDelivery): Promise<number>;
  close(): Promise<void>;
}

/** Answers with `body` as JSON, or with no body when there is none. */
export function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A failure a test asks for: the next request answered with a status and Retry-After. */
export function failureOnDemand() {
  let failure: { status: number; retryAfter?: string } | null = null;
  return {
    failNext(status: number, retryAfter?: string) {
      failure = { status, retryAfter };
    },
    /** Answers the asked-for failure, once; false when none was asked for. */
    answered(res: ServerResponse): boolean {
      if (!failure) return false;
      const { status, retryAfter } = failure;
      failure = null;
      send(
        res,
        status,
        { detail: 'Failing as asked' },
        retryAfter ? { 'retry-after': retryAfter } : {},
      );
      return true;
    },
  };
}

/** Serves `handle` on 127.0.0.1 at a free port; an error it throws is answered as a 500. */
export async function startFakeServer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { detail: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
