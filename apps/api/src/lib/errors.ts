import { type ErrorBody, type ErrorCode, errorStatuses } from '@mp/contract/common';

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
    this.statusCode = errorStatuses[errorCode];
  }

  /** The contract's error body: the one place it is built. */
  toBody(): ErrorBody {
    const body: ErrorBody = { errorCode: this.errorCode, message: this.message };
    if (this.extra.details) body.details = this.extra.details;
    return body;
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const unauthenticated = (message = 'Please log in again') =>
  new AppError('UNAUTHENTICATED', message);
/** A member whose role lacks the permission: the panel shows its no-access page for it. */
export const forbidden = (permission: string) =>
  new AppError('FORBIDDEN', 'Your role in this merchant account does not allow this', {
    details: [{ path: 'permission', message: permission }],
  });
export const validationError = (message: string, path = '') =>
  new AppError('VALIDATION_ERROR', message, { details: [{ path, message }] });
