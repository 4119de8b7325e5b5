import type { ApiFetchClient } from './client';
import { ApiError, type ApiResult, errorMessage } from './result';
import type {
  AskAiRequest,
  BuyWorkflowCreditsRequest,
  CreateAiAgentForm,
  CreateMeetingBotRequest,
  CreateSubscriptionRequest,
  ImprovePromptRequest,
  OrganisationResponse,
  SaveKeysRequest,
  SaveSubscriptionDetailsRequest,
  UpdateAiAgentForm,
  UpdateAiAgentRequest,
  UpdateMeetingBotRequest,
  VerifySubscriptionRequest,
  WorkflowSelection,
} from './types';

/** An openapi-fetch call of the client of createApiClient, which rejects every failure with an ApiError. */
type Call<Body> = () => Promise<{ data?: Body; response: Response }>;

/** Runs a call; resolves to its body or throws an ApiError whose message follows the result rules. */
async function bodyOf<Body>(call: Call<Body>): Promise<Body> {
  try {
    const { data } = await call();
    // createApiClient rejects a success without a body, so a resolved call carries one.
    return data as Body;
  } catch (failure) {
    // A body that is not the JSON it claims to be fails in openapi-fetch, after the middleware.
    throw ApiError.of(failure);
  }
}

/** Runs a call; resolves to its body or to `{ success: false, error }`, never throws. */
async function settle<Body>(call: Call<Body>): Promise<ApiResult<Body>> {
  try {
    return await bodyOf(call);
  } catch (failure) {
    return { success: false, error: errorMessage(failure) };
  }
}

const byId = (id: string) => ({ params: { path: { id } } });

/**
 * The request options that send a multipart form (createAiAgentFormData, updateAiAgentFormData):
 * the FormData goes out untouched so fetch writes the multipart body and its boundary.
 */
export function multipart<Form extends CreateAiAgentForm | UpdateAiAgentForm>(
  form: FormData,
): { body: Form; bodySerializer: (body: unknown) => unknown } {
  return { body: form as unknown as Form, bodySerializer: (body) => body };
}

/**
 * The create-agent form as the screen holds it: the contract's fields (wake words comma-separated,
 * as typed), less the fixed agent type, with workflows as a list and the file as a Blob.
 */
export type CreateAiAgentInput = Omit<CreateAiAgentForm, 'type' | 'workflows' | 'file'> & {
  workflows?: WorkflowSelection[];
  file?: Blob | null;
};

/** The edit form as the screen holds it: every field, and what becomes of the knowledge file. */
export type UpdateAiAgentInput = Omit<CreateAiAgentInput, 'file'> & {
  /** A new knowledge file, replacing the current one. */
  file?: Blob | null;
  removeKnowledgeFile?: boolean;
};

/**
 * The multipart body of `updateAiAgentForm`: every field, and workflows as JSON text when given
 * (an empty list clears them; left out, the agent keeps its own).
 */
export function updateAiAgentFormData(input: UpdateAiAgentInput): FormData {
  const form = new FormData();
  const fields: Omit<UpdateAiAgentForm, 'workflows' | 'file' | 'removeKnowledgeFile'> = {
    name: input.name,
    greetingMessage: input.greetingMessage,
    prompt: input.prompt,
    voice: input.voice,
    mode: input.mode,
    wakeWords: input.wakeWords,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (input.workflows) form.append('workflows', JSON.stringify(input.workflows));
  if (input.file) form.append('file', input.file);
  else if (input.removeKnowledgeFile) form.append('removeKnowledgeFile', 'true');
  return form;
}

/** The multipart body of `createAiAgent`: the agent type is always 'audio-agent', workflows go as JSON text. */
export function createAiAgentFormData(input: CreateAiAgentInput): FormData {
  const form = new FormData();
  const fields: Omit<CreateAiAgentForm, 'workflows' | 'file'> = {
    name: input.name,
    greetingMessage: input.greetingMessage,
    prompt: input.prompt,
    type: 'audio-agent',
    voice: input.voice,
    mode: input.mode,
    wakeWords: input.wakeWords,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (input.workflows && input.workflows.length > 0) form.append('workflows', JSON.stringify(input.workflows));
  if (input.file) form.append('file', input.file);
  return form;
}

/**
 * One method per operation of openapi.yaml, named after its operationId, so containers never
 * assemble paths. Most resolve to the body or `{ success: false, error }`; getUserDetails,
 * getWorkflowToken, listWorkflows and getBotDetails throw an ApiError instead (SPEC section 7).
 */
export function createApi(client: ApiFetchClient) {
  return {
    createAiAgent: (form: FormData) =>
      settle(() => client.POST('/ai-agent/create', multipart<CreateAiAgentForm>(form))),
    updateAiAgent: (id: string, body: UpdateAiAgentRequest) =>
      settle(() => client.PUT('/ai-agent/update/{id}', { ...byId(id), body })),
    /** The multipart update (updateAiAgentFormData): fields as text, and the knowledge file replaced or removed. */
    updateAiAgentForm: (id: string, form: FormData) =>
      settle(() =>
        client.PUT('/ai-agent/update/{id}', { ...byId(id), ...multipart<UpdateAiAgentForm>(form) }),
      ),
    deleteAiAgent: (agentId: string) =>
      settle(() => client.DELETE('/ai-agent/delete/{agentId}', { params: { path: { agentId } } })),
    listAiAgents: () => settle(() => client.GET('/ai-agent/list')),
    getAiAgent: (id: string) => settle(() => client.GET('/ai-agent/get/{id}', byId(id))),
    listAgentTemplates: () => settle(() => client.GET('/shared-agent/templates')),

    createMeetingBot: (body: CreateMeetingBotRequest) => settle(() => client.POST('/meeting-bot/create', { body })),
    updateMeetingBot: (id: string, body: UpdateMeetingBotRequest) =>
      settle(() => client.PUT('/meeting-bot/update/{id}', { ...byId(id), body })),
    deleteMeetingBot: (id: string) => settle(() => client.DELETE('/meeting-bot/delete/{id}', byId(id))),
    listMeetingBots: () => settle(() => client.GET('/meeting-bot/list')),
    getMeetingBot: (id: string) => settle(() => client.GET('/meeting-bot/get/{id}', byId(id))),
    getBotDetails: (botId: string) => bodyOf(() => client.GET('/meeting-bot/{id}', byId(botId))),

    getUserDetails: () => bodyOf(() => client.GET('/user')),
    saveUserKeys: (body: SaveKeysRequest) => settle(() => client.POST('/user/save-keys', { body })),
    getWorkflowToken: () => bodyOf(() => client.GET('/user/workflow-token')),
    listWorkflows: () => bodyOf(() => client.GET('/user/workflows')),

    createSubscription: (body: CreateSubscriptionRequest) => settle(() => client.POST('/subscription/create', { body })),
    verifySubscription: (body: VerifySubscriptionRequest) =>
      settle(() => client.POST('/subscription/verify-subscription', { body })),
    saveSubscriptionDetails: (body: SaveSubscriptionDetailsRequest) =>
      settle(() => client.POST('/subscription/save-subscription-details', { body })),
    cancelSubscription: () => settle(() => client.GET('/subscription/cancel')),
    updateSubscription: () => settle(() => client.GET('/subscription/update')),

    updateCredits: (paymentId: string) =>
      settle(() => client.GET('/credits/update-credit', { params: { query: { paymentId } } })),
    refillFreeCredits: () => settle(() => client.GET('/credits/refillFreeCredit')),
    buyWorkflowCredits: (body: BuyWorkflowCreditsRequest) => settle(() => client.POST('/credits/buy-workflow', { body })),

    askAi: (body: AskAiRequest) => settle(() => client.POST('/ask-ai/', { body })),
    improvePrompt: (body: ImprovePromptRequest) => settle(() => client.POST('/ask-ai/improve-prompt', { body })),

    getOrganisation: async (orgId: string): Promise<ApiResult<OrganisationResponse>> =>
      orgId.trim() === ''
        ? { success: false, error: 'orgId is required' }
        : settle(() => client.GET('/org/{orgId}', { params: { path: { orgId } } })),

    getHealth: () => settle(() => client.GET('/health')),
    listPlans: () => settle(() => client.GET('/plans')),
    listMailOutbox: () => settle(() => client.GET('/mail/outbox')),
  };
}

export type ConveneApi = ReturnType<typeof createApi>;
