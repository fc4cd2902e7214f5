import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.ts';

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((v) => containsNul(v, depth + 1));
}

/** PostgreSQL cannot store NUL characters in text; refuse them up front on both engines alike. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
