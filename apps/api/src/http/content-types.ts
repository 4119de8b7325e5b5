/**
 * Each operation accepts only the media types its contract names. Fastify validates a body only
 * against the schema of the body's own content type, so a body of any other type would reach the
 * handler unchecked: it is refused first, with 415, and a required body that is missing with 400.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ContractDocument } from './contract-document.js';
import { HttpError } from './errors.js';
import { hooksOf } from './route-hooks.js';

interface BodyRule {
  mediaTypes: string[];
  required: boolean;
}

interface ContractPaths {
  paths: Record<
    string,
    Record<string, { requestBody?: { required?: boolean; content?: Record<string, unknown> } }>
  >;
}

/** Rules by `METHOD /api/route/:param`, the form Fastify gives a matched route. */
export function bodyRules(contract: ContractPaths, prefix = '/api'): Map<string, BodyRule> {
  const rules = new Map<string, BodyRule>();
  for (const [template, operations] of Object.entries(contract.paths)) {
    const url = `${prefix}${template.replace(/\{([^}]+)\}/g, ':$1')}`;
    for (const [method, operation] of Object.entries(operations)) {
      const body = operation.requestBody;
      if (!body?.content) continue;
      rules.set(`${method.toUpperCase()} ${url}`, {
        mediaTypes: Object.keys(body.content),
        required: body.required === true,
      });
    }
  }
  return rules;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const MULTIPART = 'multipart/form-data';

interface OperationEntry {
  operationId?: string;
  requestBody?: { content?: Record<string, unknown> };
}

/** The contract in two, each part with all the components: the operations `keep` takes, and the rest. */
export function splitOperations(
  contract: ContractDocument,
  keep: (operation: OperationEntry) => boolean,
): [kept: ContractDocument, rest: ContractDocument] {
  const paths = contract.paths as Record<string, Record<string, OperationEntry>>;
  const part = (kept: boolean): ContractDocument => {
    const chosen: ContractDocument['paths'] = {};
    for (const [template, entries] of Object.entries(paths)) {
      const entriesKept = Object.entries(entries).filter(
        ([key, entry]) => !METHODS.has(key) || keep(entry) === kept,
      );
      if (entriesKept.some(([key]) => METHODS.has(key)))
        chosen[template] = Object.fromEntries(entriesKept);
    }
    return { ...contract, paths: chosen };
  };
  return [part(true), part(false)];
}

/**
 * The operations that take a multipart body and the others. @fastify/multipart adds three hooks
 * to every route of its scope; registered with the first part only, the others do without them.
 */
export function splitByMultipart(contract: ContractDocument): {
  multipart: ContractDocument;
  rest: ContractDocument;
} {
  const [multipart, rest] = splitOperations(
    contract,
    (entry) => MULTIPART in (entry.requestBody?.content ?? {}),
  );
  return { multipart, rest };
}

/** The body's media type as the contract names it: no parameters, lower case; '' without one. */
export function requestMediaType(headers: Record<string, string | string[] | undefined>): string {
  const contentType = headers['content-type'];
  return (typeof contentType === 'string' ? contentType : '').split(';')[0]!.trim().toLowerCase();
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
}

/** Call before the contract's routes are added: each route with a body gets its own check, the rest none. */
export function enforceContractMediaTypes(app: FastifyInstance, contract: ContractDocument): void {
  const rules = bodyRules(contract as ContractPaths);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = methods.length === 1 ? rules.get(`${methods[0]} ${route.url}`) : undefined;
    if (!rule) return;
    const check: onRequestHookHandler = (request, _reply, done) => {
      const mediaType = requestMediaType(request.headers);
      if (!mediaType && !hasBody(request.headers)) {
        done(rule.required ? new HttpError(400, 'The request has no body.') : undefined);
      } else if (!mediaType || !rule.mediaTypes.includes(mediaType)) {
        done(new HttpError(415, `The request body must be ${rule.mediaTypes.join(' or ')}.`));
      } else {
        done();
      }
    };
    route.onRequest = [check, ...hooksOf(route.onRequest)];
  });
}

type ResponseEntry = { content?: Record<string, unknown> } & Record<string, unknown>;

/** Fastify serializes, and @fastify/response-validation checks, only the bodies it sends as JSON. */
const isJson = (mediaType: string) => mediaType.includes('json');

function jsonContentOnly(response: unknown): unknown {
  const entry = response as ResponseEntry;
  if (!entry?.content) return response;
  const { content, ...rest } = entry;
  const json = Object.entries(content).filter(([mediaType]) => isJson(mediaType));
  return json.length > 0 ? { ...rest, content: Object.fromEntries(json) } : rest;
}

function jsonResponsesOnly(
  responses: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  return (
    responses &&
    Object.fromEntries(Object.entries(responses).map(([code, r]) => [code, jsonContentOnly(r)]))
  );
}

/**
 * The contract as openapi-glue is to read it: responses keep their JSON media types only.
 * The glue takes every media type it finds, in responses as in requests, for one the server must
 * parse, and warns at start-up of each that has no body parser: the streams and files the server
 * only sends (text/event-stream, audio/mpeg, text/markdown, application/x-subrip, text/vtt) made
 * every `npm start` print a warning for each. Those answers go out as they are (a stream, bytes
 * or text), so Fastify neither serializes them nor validates them by schema: on a route their
 * schemas did nothing. Requests are left whole, so a request type without a parser still warns,
 * and the tests check every answer against the whole contract.
 */
export function contractForGlue(contract: ContractDocument): ContractDocument {
  const paths = Object.fromEntries(
    Object.entries(contract.paths).map(([template, entries]) => [
      template,
      Object.fromEntries(
        Object.entries(entries).map(([key, entry]) => {
          const operation = entry as { responses?: Record<string, unknown> };
          return METHODS.has(key) && operation.responses
            ? [key, { ...operation, responses: jsonResponsesOnly(operation.responses) }]
            : [key, entry];
        }),
      ),
    ]),
  );
  const responses = jsonResponsesOnly(contract.components.responses);
  return {
    ...contract,
    paths,
    components: { ...contract.components, ...(responses ? { responses } : {}) },
  };
}
