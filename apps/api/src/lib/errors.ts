import type { ErrorCode } from '@mp/contract/common';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_TRANSITION: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** A failure a service reports on purpose; the error handler turns it into the contract's body. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    readonly extra: {
      details?: { path: string; message: string }[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[errorCode];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const unauthenticated = (message = 'Please log in again') =>
  new AppError('UNAUTHENTICATED', message);
export const validationError = (message: string, path = '') =>
  new AppError('VALIDATION_ERROR', message, { details: [{ path, message }] });
