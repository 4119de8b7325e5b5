/** What the server adds to every request before an operation's handler runs. */
import type { Caller } from '../providers/auth/port.js';

/** A file sent in a multipart body (e.g. an agent's knowledge file), kept in memory for the handler. */
export interface Upload {
  field: string;
  filename: string;
  mimetype: string;
  content: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler before any secured operation runs. */
    caller: Caller | null;
    /** The multipart body's files, in the order sent; the body holds each file's name instead. */
    uploads: Upload[] | null;
  }
}
