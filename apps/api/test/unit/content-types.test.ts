import { describe, expect, it } from 'vitest';
import { bodyRules, splitByMultipart } from '../../src/http/content-types.js';

describe('bodyRules', () => {
  it("keys each operation's media types by method and Fastify's route form", () => {
    const rules = bodyRules({
      paths: {
        '/ai-agent/update/{id}': {
          put: {
            requestBody: {
              required: true,
              content: { 'application/json': {}, 'multipart/form-data': {} },
            },
          },
          get: {},
        },
      },
    });
    expect(rules.get('PUT /api/ai-agent/update/:id')).toEqual({
      mediaTypes: ['application/json', 'multipart/form-data'],
      required: true,
    });
    expect(rules.has('GET /api/ai-agent/update/:id')).toBe(false);
  });
});

describe('splitByMultipart', () => {
  it('parts the operations that take a multipart body from the others, each with the components', () => {
    const contract = {
      openapi: '3.1.0',
      components: { schemas: { Agent: { type: 'object' } } },
      paths: {
        '/ai-agent/create': {
          post: { requestBody: { content: { 'multipart/form-data': {} } } },
        },
        '/ai-agent/update/{id}': {
          put: { requestBody: { content: { 'application/json': {}, 'multipart/form-data': {} } } },
          get: {},
        },
        '/ai-agent/list': { get: {} },
      },
    };
    const { multipart, rest } = splitByMultipart(contract);
    expect(multipart.paths).toEqual({
      '/ai-agent/create': contract.paths['/ai-agent/create'],
      '/ai-agent/update/{id}': { put: contract.paths['/ai-agent/update/{id}'].put },
    });
    expect(rest.paths).toEqual({
      '/ai-agent/update/{id}': { get: {} },
      '/ai-agent/list': { get: {} },
    });
    expect(multipart.components).toEqual(contract.components);
    expect(rest.components).toEqual(contract.components);
  });
});
