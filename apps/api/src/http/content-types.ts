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
      const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
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
