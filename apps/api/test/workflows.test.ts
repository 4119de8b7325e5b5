/** GET /user/workflows: each user's own workflows, starting with the starter set, on each test database. */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { STARTER_WORKFLOWS } from '@convene/domain/starter-workflows';
import { signUp, type Account } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { serverPerSuite } from './support/server.js';

describe.each(testDatabases)('workflows on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;

  const workflowsOf = async (account: Account) => {
    const response = await api<{ success: true; workflows: Schemas['Workflow'][] }>(
      '/api/user/workflows',
      { token: account.token },
    );
    expect(response.status).toBe(200);
    return response.body.workflows;
  };

  it('gives each user the starter workflows once, with ids of their own', async () => {
    const nina = await signUp(api, 'Nina');
    const omar = await signUp(api, 'Omar');

    // Concurrent first reads must not give the starters twice.
    const [first, second] = await Promise.all([workflowsOf(nina), workflowsOf(nina)]);
    expect(second).toEqual(first);
    expect(first.map((workflow) => workflow.key).sort()).toEqual(
      STARTER_WORKFLOWS.map((workflow) => workflow.key).sort(),
    );
    for (const workflow of first) {
      const starter = STARTER_WORKFLOWS.find((candidate) => candidate.key === workflow.key)!;
      expect(workflow).toMatchObject({
        name: starter.name,
        description: starter.description,
        trigger_conditions: { conditions: starter.conditions },
      });
    }
    expect(await workflowsOf(nina)).toEqual(first);

    const others = await workflowsOf(omar);
    expect(others.map((workflow) => workflow.key)).toEqual(first.map((workflow) => workflow.key));
    const ninasIds = new Set(first.map((workflow) => workflow.id));
    expect(others.some((workflow) => ninasIds.has(workflow.id))).toBe(false);
  });

  it('needs a signed-in caller', async () => {
    const response = await api('/api/user/workflows');
    expect(response.status).toBe(401);
  });
});
