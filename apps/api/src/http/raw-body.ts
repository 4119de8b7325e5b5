/**
 * Keeps a request body's exact text for the operations that verify a signature over it (provider
 * webhooks), and hands the same bytes on to the JSON parser, so the contract's validation of the
 * parsed body still runs. Other operations never buffer their body twice.
 */
import { Readable } from 'node:stream';
import type { preParsingAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.js';

export const keepRawBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const limit = request.routeOptions.bodyLimit ?? 1_048_576;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > limit) throw new HttpError(413, 'Request body is too large');
    chunks.push(bytes);
  }
  const raw = Buffer.concat(chunks);
  request.rawBody = raw.toString('utf8');
  return Readable.from([raw]);
};
