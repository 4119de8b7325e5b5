/** What the server adds to every request before an operation's handler runs. */
import type { Upload } from '../contract/upload.js';
import type { Caller } from '../providers/auth/port.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler before any secured operation runs. */
    caller: Caller | null;
    /** The multipart body's files, in the order sent; the body holds each file's name instead. */
    uploads: Upload[] | null;
    /** The body's exact text, on the operations whose signature covers it (see raw-body.ts). */
    rawBody: string | null;
  }
}
