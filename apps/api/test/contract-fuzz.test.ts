/**
 * Hostile and malformed requests against every operation of the contract, with and without a
 * token: none may answer 5xx (a server error means a handler crashed on input it should refuse),
 * and every refusal has the API's JSON error shape.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT_PATH } from '../src/config.js';
import { loadContract } from '../src/http/contract-document.js';
import { signUp } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { serverPerSuite } from './support/server.js';

interface Contract {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
}

const contract = (await loadContract(DEFAULT_CONTRACT_PATH)) as Contract;
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

const HOSTILE_IDS = [
  '%00',
  'a%00b',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(400),
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'%3D'1",
  '%F0%9F%98%80',
  '%E0%A4',
];

interface Body {
  name: string;
  contentType: string;
  payload: string;
}

const BOUNDARY = 'fuzzboundary';
const BODIES: Body[] = [
  { name: 'no body', contentType: '', payload: '' },
  { name: 'broken JSON', contentType: 'application/json', payload: '{"name": ' },
  { name: 'empty JSON object', contentType: 'application/json', payload: '{}' },
  { name: 'JSON array', contentType: 'application/json', payload: '[1,2]' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'JSON string', contentType: 'application/json', payload: '"text"' },
  {
    name: 'wrong JSON types',
    contentType: 'application/json',
    payload: JSON.stringify({ name: 12, text: [], prompt: {}, credits: 'many', id: null }),
  },
  { name: 'empty JSON', contentType: 'application/json', payload: '' },
  { name: 'plain text', contentType: 'text/plain', payload: 'hello' },
  { name: 'XML', contentType: 'application/xml', payload: '<a/>' },
  { name: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'a=b' },
  {
    name: 'broken multipart',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAgent`,
  },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'x' },
  {
    name: 'multipart with an unknown field',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="unknown"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
];

interface Case {
  method: string;
  path: string;
  body: Body;
}

/** Every operation with every body, its path ids hostile (and once with a well-formed id). */
function cases(): Case[] {
  const all: Case[] = [];
  for (const [template, operations] of Object.entries(contract.paths)) {
    for (const method of Object.keys(operations).filter((key) => METHODS.has(key))) {
      const ids = template.includes('{') ? HOSTILE_IDS : [''];
      for (const id of ids) {
        const path = `/api${template.replace(/\{[^}]+\}/g, id)}`;
        // A GET carries no body; a DELETE gets the empty and the broken one.
        const bodies =
          method === 'get' ? BODIES.slice(0, 1) : method === 'delete' ? BODIES.slice(0, 2) : BODIES;
        for (const body of bodies) all.push({ method: method.toUpperCase(), path, body });
      }
    }
  }
  return all;
}

describe.each(testDatabases)('the contract under malformed input on $name', (kind) => {
  const suite = serverPerSuite(kind);

  it('never answers 5xx, and refuses with the JSON error shape', { timeout: 240_000 }, async () => {
    const account = await signUp(suite.api, 'Fuzz');
    const failures: string[] = [];
    const all = cases();
    for (const token of [null, account.token]) {
      for (const { method, path, body } of all) {
        const headers: Record<string, string> = { origin: suite.server.baseUrl };
        if (body.contentType) headers['content-type'] = body.contentType;
        if (token) headers.authorization = `Bearer ${token}`;
        const response = await fetch(`${suite.server.baseUrl}${path}`, {
          method,
          headers,
          body: body.payload || undefined,
        });
        const text = await response.text();
        const label = `${method} ${path.slice(0, 80)} (${body.name}, ${token ? 'token' : 'no token'})`;
        if (response.status >= 500) {
          failures.push(`${label}: ${response.status} ${text.slice(0, 120)}`);
          continue;
        }
        if (response.status >= 400) {
          let error: unknown;
          try {
            error = (JSON.parse(text) as { success?: unknown; error?: unknown }).error;
            if ((JSON.parse(text) as { success?: unknown }).success !== false) error = undefined;
          } catch {
            error = undefined;
          }
          if (typeof error !== 'string' || error.length === 0)
            failures.push(
              `${label}: ${response.status} without the error shape: ${text.slice(0, 120)}`,
            );
        }
      }
    }
    expect(all.length).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
});
