import type { ApiError } from '@freightdesk/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

const INTERNAL: ApiError = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };

function toApiError(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { message: error.message, code: error.code, field: error.field } };
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
  const status = error.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) {
    return { status, body: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' } };
  }
  if (status >= 400 && status < 500) {
    return { status, body: { message: 'The request could not be processed.', code: 'VALIDATION_ERROR' } };
  }
  return { status: 500, body: INTERNAL };
}

/** Every failure answers with the JSON error shape of DESIGN.md; 5xx bodies never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.status(status).send(body);
  });
}
