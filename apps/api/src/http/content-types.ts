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
