export { createApiClient, type ApiClientOptions, type ApiFetchClient } from './client';
export {
  createApi,
  createAiAgentFormData,
  updateAiAgentFormData,
  type ConveneApi,
  type CreateAiAgentInput,
  type UpdateAiAgentInput,
} from './api';
export { ApiError, errorMessage, isApiFailure, UNKNOWN_ERROR, type ApiFailure, type ApiResult } from './result';
export { createQueryHooks, queryKeys, type QueryHooks } from './hooks';
export type * from './types';
export type { paths, components, operations } from './schema';
