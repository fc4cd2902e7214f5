import { type ErrorCode, MESSAGES } from '@freightdesk/domain';

/** An expected failure with the status, code and user-facing message the API answers with. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Sent as the Retry-After header (a 429 or 503 that a client may retry later). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);
export const badRequest = (message: string, field?: string) => new AppError(400, 'VALIDATION_ERROR', message, field);
export const forbidden = (message: string = MESSAGES.noAccess, code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, retryAfterSeconds);

/** The first problem zod found, as the API's 400. */
export function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }): AppError {
  const issue = error.issues[0];
  return badRequest(issue?.message ?? 'Invalid request', issue?.path.map(String).join('.') || undefined);
}
