import { MESSAGES } from '@freightdesk/domain';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './access.ts';
import { AppError } from './app-error.ts';

/** The signed-in user of a route whose access is not 'public' (access control has set it). */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'NOT_SIGNED_IN', MESSAGES.notSignedIn);
  return request.user;
}
