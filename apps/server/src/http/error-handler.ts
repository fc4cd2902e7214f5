import { type ApiError, MESSAGES, specErrorCode } from '@freightdesk/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/engine.ts';
import { AppError } from './app-error.ts';

const INTERNAL: ApiError = { message: MESSAGES.internalError, code: 'INTERNAL' };
const UNAVAILABLE: ApiError = { message: MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' };
/** Seconds a client should wait before retrying while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

function toApiError(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    const body = { message: error.message, code: error.code, ...specErrorCode(error.code), field: error.field };
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    return { status: 400, body: { message: first?.message ?? 'Invalid request', code: 'VALIDATION_ERROR', field } };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { message: 'This content type is not accepted.', code: 'UNSUPPORTED_MEDIA_TYPE' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' } };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: UNAVAILABLE };
  const status = error.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) {
    return { status, body: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' } };
  }
  if (status >= 400 && status < 500) {
    return { status, body: { message: 'The request could not be processed.', code: 'VALIDATION_ERROR' } };
  }
  return { status: 500, body: INTERNAL };
}

/**
 * Every failure answers with the JSON error shape of DESIGN.md. 5xx bodies never carry internals (no stack, SQL,
 * path or driver message): the details go to the log only. An unreachable database is a 503 to retry, not a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toApiError(error);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (status === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.status(status).send(body);
  });
}

/**
 * Errors Fastify's router raises before any hook or handler runs (a malformed percent-encoding in the path, a path
 * parameter over the length limit): the same JSON error shape, without echoing the address back.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiError = {
    message: tooLong ? 'A part of the address is too long.' : 'The address is not valid.',
    code: 'VALIDATION_ERROR',
  };
  request.log.info({ code: error.code }, body.message);
  // The option's reply is generic over route types that do not apply here; it is a plain reply.
  void (reply as FastifyReply).status(tooLong ? 414 : 400).send(body);
};
