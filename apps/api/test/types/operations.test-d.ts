/**
 * Checked by `npm run typecheck` (tsc), not run: each @ts-expect-error below must meet an error,
 * so a handler whose reply, status, parameters or body do not fit its operation fails the build.
 */
import { expectTypeOf } from 'vitest';
import { agentOperations } from '../../src/agents/operations.js';
import {
  defineOperations,
  type OperationHandler,
  type RequestBody,
} from '../../src/contract/operations.js';
import type { Schemas } from '../../src/contract/schemas.js';
import { creditOperations } from '../../src/credits/operations.js';
import { organisationOperations } from '../../src/organisations/operations.js';
import { platformOperations } from '../../src/platform/operations.js';
import { userOperations } from '../../src/users/operations.js';
import { workflowOperations } from '../../src/workflows/operations.js';

// Every feature's handlers are handlers of their operations.
expectTypeOf(agentOperations).returns.toExtend<{
  createAiAgent: OperationHandler<'createAiAgent'>;
  updateAiAgent: OperationHandler<'updateAiAgent'>;
  improvePrompt: OperationHandler<'improvePrompt'>;
}>();
expectTypeOf(userOperations).returns.toExtend<{
  getUserDetails: OperationHandler<'getUserDetails'>;
}>();
expectTypeOf(organisationOperations).returns.toExtend<{
  getOrganisation: OperationHandler<'getOrganisation'>;
}>();
expectTypeOf(platformOperations).returns.toExtend<{ getHealth: OperationHandler<'getHealth'> }>();
expectTypeOf(workflowOperations).returns.toExtend<{
  listWorkflows: OperationHandler<'listWorkflows'>;
}>();
expectTypeOf(creditOperations).returns.toExtend<{
  refillFreeCredits: OperationHandler<'refillFreeCredits'>;
}>();

// A body arrives with its media type; an operation without one has none.
expectTypeOf<RequestBody<'updateAiAgent'>>().toEqualTypeOf<
  | { mediaType: 'application/json'; value: Schemas['UpdateAiAgentRequest'] }
  | { mediaType: 'multipart/form-data'; value: Schemas['UpdateAiAgentForm'] }
>();
expectTypeOf<RequestBody<'listAiAgents'>>().toEqualTypeOf<undefined>();

const agent: Schemas['AiAgent'] = {
  _id: 'a',
  agentId: 'a',
  agentName: 'Standup',
  greetingMsg: 'Hello',
  prompt: 'Run the standup.',
  mode: 'active',
  voice: 'female',
  createdAt: '2025-01-01T00:00:00.000Z',
  wakeWords: [],
  workflows: [],
  knowledgeFile: null,
};

defineOperations({
  async createAiAgent() {
    return { status: 201, body: { success: true, agent } };
  },
  async getHealth() {
    return { status: 503, body: { success: false, error: 'Database unavailable' } };
  },
  async getAiAgent({ params }) {
    return { status: 200, body: { success: true, agent: { ...agent, agentId: params.id } } };
  },
});

defineOperations({
  // @ts-expect-error the contract answers a created agent with 201, not 200
  async createAiAgent() {
    return { status: 200, body: { success: true, agent } };
  },
  // @ts-expect-error the list is `agents`, not `agent`
  async listAiAgents() {
    return { status: 200, body: { success: true, agent } };
  },
  // @ts-expect-error listPlans lists no 404
  async listPlans() {
    return { status: 404, body: { success: false, error: 'Not found' } };
  },
  async getAiAgent({ params }) {
    // @ts-expect-error getAiAgent's path parameter is `id`
    const id: string = params.agentId;
    return { status: 200, body: { success: true, agent: { ...agent, agentId: id } } };
  },
  // @ts-expect-error improvedPrompt is text
  async improvePrompt({ body }) {
    return { status: 200, body: { success: true, improvedPrompt: body.value.prompt.length } };
  },
});

// A handler may answer at once (a cached read), held to its operation's reply all the same.
defineOperations({
  listAiAgents() {
    return { status: 200, body: { success: true, agents: [agent] } };
  },
});

defineOperations({
  // @ts-expect-error an answer given at once is held to the contract too
  listAiAgents() {
    return { status: 200, body: { success: true, agent } };
  },
});

defineOperations({
  // @ts-expect-error not an operation of the contract
  async createMeeting() {
    return { status: 200, body: { success: true } };
  },
});
