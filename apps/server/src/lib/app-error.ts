/**
 * The one error type handlers and services throw. The error handler maps `code` to an HTTP status
 * and answers the legacy envelope `{status: false, msg}`; `msg` is in the spec's words where it has them.
 */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'upstream'
  | 'unavailable'
  | 'internal';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  upstream: 502,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds a rate-limited client should wait (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  get statusCode(): number {
    return HTTP_STATUS[this.code];
  }
}

export const badRequest = (msg: string) => new AppError('bad_request', msg);
export const unauthorized = (msg: string) => new AppError('unauthorized', msg);
export const forbidden = (msg: string) => new AppError('forbidden', msg);
export const notFound = (msg: string) => new AppError('not_found', msg);
export const conflict = (msg: string) => new AppError('conflict', msg);
/** The service is deliberately not doing this now (maintenance mode): 503 with the operator's message. */
export const unavailable = (msg: string) => new AppError('unavailable', msg);
