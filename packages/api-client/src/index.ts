export { createApiClient, type ApiClientOptions, type ApiFetchClient } from './client';
export {
  createApi,
  createAiAgentFormData,
  multipart,
  updateAiAgentFormData,
  type ConveneApi,
  type CreateAiAgentInput,
  type UpdateAiAgentInput,
} from './api';
export { ApiError, errorMessage, isApiFailure, UNKNOWN_ERROR, type ApiFailure, type ApiResult } from './result';
export { createQueryHooks, type QueryHooks } from './hooks';
export type * from './types';
export type { paths, components, operations } from './schema';
