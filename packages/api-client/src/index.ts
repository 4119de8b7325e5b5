export { createApiClient, type ApiClientOptions, type ApiFetchClient } from './client';
export {
  createAiAgentFormData,
  multipart,
  updateAiAgentFormData,
  type CreateAiAgentInput,
  type UpdateAiAgentInput,
} from './agent-forms';
export { importMeetingFormData, type ImportMeetingInput } from './meeting-forms';
export { ApiError, errorMessage, UNKNOWN_ERROR } from './result';
export { createQueryHooks, type QueryHooks } from './hooks';
export type * from './types';
export type { paths, components, operations } from './schema';
