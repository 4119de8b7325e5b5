import { describe, expect, it } from 'vitest';
import { bodyRules } from '../../src/http/content-types.js';

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
