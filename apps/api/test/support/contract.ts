/**
 * Checks a response against openapi.yaml: the operation is found by method and path, the schema by
 * status (or `default`), and the body validated with JSON Schema 2020-12 as OpenAPI 3.1 specifies.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { DEFAULT_CONTRACT_PATH } from '../../src/config.js';
import { loadContract } from '../../src/http/contract-document.js';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, ResponseObject>;
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ResponseObject> };
}

const contract = (await loadContract(DEFAULT_CONTRACT_PATH)) as Contract;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
ajvFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ ...contract, $id: 'contract' });

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const templates = Object.keys(contract.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The contract operation serving a request, or null (e.g. Better Auth's own /api/auth routes). */
export function findOperation(
  method: string,
  url: string,
): { path: string; operation: Operation } | null {
  const pathname = new URL(url, 'http://x').pathname.replace(/^\/api/, '');
  // A literal path wins over a template (/meeting-bot/list before /meeting-bot/{id}).
  const match =
    templates.find((t) => t.template === pathname) ??
    templates.find((t) => t.pattern.test(pathname));
  const operation = match && contract.paths[match.template]?.[method.toLowerCase()];
  return match && operation ? { path: match.template, operation } : null;
}

/**
 * Throws when the body is not what the contract promises for this operation and status, in the
 * media type it came in (JSON unless told).
 */
export function assertMatchesContract(
  method: string,
  url: string,
  status: number,
  body: unknown,
  mediaType = 'application/json',
): void {
  const found = findOperation(method, url);
  if (!found) throw new Error(`${method} ${url} is not in the contract`);
  const code = String(status) in found.operation.responses ? String(status) : 'default';
  const response = found.operation.responses[code];
  if (!response)
    throw new Error(`${found.operation.operationId} does not declare status ${status}`);
  const base =
    response.$ref ?? `#/paths/${pointer(found.path)}/${method.toLowerCase()}/responses/${code}`;
  const resolved = response.$ref
    ? contract.components.responses[response.$ref.split('/').pop() ?? '']
    : response;
  if (!resolved?.content?.[mediaType]) {
    if (body === null || body === '') return;
    throw new Error(`${found.operation.operationId} ${status} declares no ${mediaType} body`);
  }
  const validate = ajv.getSchema(`contract${base}/content/${pointer(mediaType)}/schema`);
  if (!validate) throw new Error(`No schema for ${found.operation.operationId} ${status}`);
  if (!validate(body)) {
    throw new Error(
      `${found.operation.operationId} ${status} breaks the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`,
    );
  }
}
