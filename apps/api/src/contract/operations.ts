/**
 * The contract's operations as handler types, from the types openapi-typescript generates from
 * openapi.yaml: each handler gets its operation's path parameters, query and body, and must answer
 * with one of the statuses the contract lists for it and that status's body. Feature modules export
 * their handlers keyed by operationId through defineOperations; http/operations.ts merges them.
 */
import type { operations } from '@convene/api-client/schema.d';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../providers/auth/port.js';
import type { Upload } from './upload.js';

export type OperationId = keyof operations;

type Parameters<Id extends OperationId> = operations[Id]['parameters'];

/** The path parameters; none is an empty object. */
export type PathParams<Id extends OperationId> =
  Parameters<Id> extends { path: infer Path } ? Path : Record<string, never>;

export type QueryParams<Id extends OperationId> =
  Parameters<Id> extends { query: infer Query } ? Query : Record<string, never>;

type BodyContent<Id extends OperationId> = operations[Id] extends {
  requestBody: { content: infer Content };
}
  ? Content
  : never;

/** The body with the media type it came in (an operation may take JSON and a multipart form). */
export type RequestBody<Id extends OperationId> = [BodyContent<Id>] extends [never]
  ? undefined
  : {
      [MediaType in keyof BodyContent<Id>]: {
        mediaType: MediaType;
        value: BodyContent<Id>[MediaType];
      };
    }[keyof BodyContent<Id>];

type Responses<Id extends OperationId> = operations[Id]['responses'];

type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

/** Headers a reply adds (lower-case names), such as a download's content-disposition. */
export type ReplyHeaders = Readonly<Record<string, string>>;

/** The status's bodies in the contract's other media types, each sent as is with its type. */
type OtherBodies<Status, Response> = Response extends { content: infer Content }
  ? {
      [MediaType in Exclude<keyof Content, 'application/json'>]: {
        status: Status;
        contentType: MediaType;
        /** An event stream is written as its events are produced; a binary body (audio) may be bytes. */
        body: MediaType extends 'text/event-stream'
          ? Readable
          : Content[MediaType] extends string
            ? Content[MediaType] | Buffer
            : Content[MediaType];
        headers?: ReplyHeaders;
      };
    }[Exclude<keyof Content, 'application/json'>]
  : never;

/**
 * A status the contract lists for the operation, with that status's body: JSON unless a
 * contentType names another of the status's media types (a file to download); none for a status
 * the contract gives no content (204).
 */
export type OperationReply<Id extends OperationId> = {
  [Status in keyof Responses<Id>]: Status extends number
    ? Responses<Id>[Status] extends { content: object }
      ? | { status: Status; body: JsonBody<Responses<Id>[Status]>; headers?: ReplyHeaders }
        | OtherBodies<Status, Responses<Id>[Status]>
      : { status: Status; body?: undefined; headers?: ReplyHeaders }
    : never;
}[keyof Responses<Id>];

export interface OperationCall<Id extends OperationId> {
  params: PathParams<Id>;
  query: QueryParams<Id>;
  body: RequestBody<Id>;
  /** The signed-in caller; reading it where no one signed in refuses the request as unauthorized. */
  readonly caller: Caller;
  /** The multipart body's files, in the order sent; the body holds each file's name instead. */
  uploads: readonly Upload[];
  /** The request's headers, lower-case names (webhook signatures). */
  headers: IncomingHttpHeaders;
  /** The body's exact text, kept only for the operations that verify a signature over it. */
  rawBody: string | null;
  log: FastifyBaseLogger;
}

/** A handler may answer at once (a cached read) or later; either way with its operation's reply. */
export type OperationHandler<Id extends OperationId> = (
  call: OperationCall<Id>,
) => OperationReply<Id> | Promise<OperationReply<Id>>;

export type OperationHandlers<Ids extends OperationId> = { [Id in Ids]: OperationHandler<Id> };

/** A feature's handlers, each checked against its operation in the contract. */
export function defineOperations<Ids extends OperationId>(
  handlers: OperationHandlers<Ids>,
): OperationHandlers<Ids> {
  return handlers;
}
