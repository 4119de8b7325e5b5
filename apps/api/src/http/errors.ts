/** Failures a handler means to send: `{ success: false, error }` with an HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notImplemented = () => new HttpError(501, 'Not implemented');
