import { ERROR_CODES, MESSAGES, type ErrorCode } from '@freightdesk/domain';
import type { ZodType } from 'zod';

const API_BASE = '/logistics';

/** Why a call failed: the server answered with an error, it did not answer, or its answer made no sense. */
export type ApiFailure = 'server' | 'no-response' | 'unexpected';

export class ApiRequestError extends Error {
  readonly failure: ApiFailure;
  /** HTTP status; 0 when no response came. */
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly field: string | undefined;

  constructor(options: {
    failure: ApiFailure;
    status: number;
    message: string;
    code?: ErrorCode | undefined;
    field?: string | undefined;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'ApiRequestError';
    this.failure = options.failure;
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
  }
}

/** The server's own message when it sent one, else the caller's fallback (spec-1 section 8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.failure === 'server' ? error.message : fallback;
}

let onUnauthenticated: () => void = () => undefined;

/** The one place that learns the session has ended; the app turns it into the signed-out state. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

interface RequestOptions<T> {
  schema: ZodType<T>;
  body?: unknown;
  /** For sign-in calls, where 401 is an answer (wrong password) rather than an ended session. */
  unauthorizedIsAnswer?: boolean;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function serverError(status: number, payload: unknown): ApiRequestError {
  if (typeof payload === 'object' && payload !== null && 'message' in payload && typeof payload.message === 'string') {
    const code = 'code' in payload && isErrorCode(payload.code) ? payload.code : undefined;
    const field = 'field' in payload && typeof payload.field === 'string' ? payload.field : undefined;
    return new ApiRequestError({ failure: 'server', status, message: payload.message, code, field });
  }
  return new ApiRequestError({ failure: 'unexpected', status, message: MESSAGES.unexpected });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions<T>): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(API_BASE + path, {
      method,
      credentials: 'same-origin',
      headers: hasBody
        ? { Accept: 'application/json', 'Content-Type': 'application/json' }
        : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body) : null,
    });
    payload = await readJson(response);
  } catch (cause) {
    throw new ApiRequestError({ failure: 'no-response', status: 0, message: MESSAGES.noResponse, cause });
  }
  if (!response.ok) {
    if (response.status === 401 && !options.unauthorizedIsAnswer) onUnauthenticated();
    throw serverError(response.status, payload);
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError({
      failure: 'unexpected',
      status: response.status,
      message: MESSAGES.unexpected,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export const api = {
  get: <T>(path: string, options: RequestOptions<T>) => request('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T>) => request('POST', path, options),
};
