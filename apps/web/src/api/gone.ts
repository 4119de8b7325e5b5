import { ApiError } from '@convene/api-client';

/**
 * The server no longer has what was acted on (404): deleted meanwhile, in another tab or on another
 * device. A list then drops it rather than offer it to be acted on again.
 */
export const goneAlready = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;
