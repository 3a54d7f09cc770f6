import { type ErrorCode, errorStatus } from '#common/errors';

/** The one error type services throw; the error handler turns it into `{code, message}` + status. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const badRequest = (message: string) => new AppError('bad_request', message);
export const conflict = (message: string) => new AppError('conflict', message);
