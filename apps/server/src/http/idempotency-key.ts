import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '@freightdesk/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IdempotencyClaim } from '../bills/idempotency.repository.ts';
import { AppError, badRequest } from './app-error.ts';

/** A client's Idempotency-Key with the request it came with. */
export interface RequestKey {
  key: string;
  body: unknown;
}

/** The Idempotency-Key header of a call that writes once per key; `answer` is what a repeat gets ("PDF"). */
export const idempotencyHeaders = (answer: string) =>
  z.looseObject({
    'idempotency-key': z
      .string()
      .optional()
      .describe(
        `Optional, a new UUID per request the user means to make once: a repeat with the same key and body answers ` +
          `the first ${answer} again instead of writing twice; the same key with another body answers 422 ` +
          'IDEMPOTENCY_KEY_REUSED. Keys are kept for a day, per user.',
      ),
  });

/** The request's Idempotency-Key with `body` (its body unless told), or undefined when the client sent none. */
export function requestKey(request: FastifyRequest, body: unknown = request.body): RequestKey | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest(IDEMPOTENCY_MESSAGES.invalid, IDEMPOTENCY_KEY_HEADER);
  return { key, body };
}

/** A user's key for one operation: the hash of the operation and its body tells a repeat from a reuse. */
export function claimOf(username: string, operation: string, requestKey: RequestKey): IdempotencyClaim {
  const requestHash = createHash('sha256').update(operation).update(JSON.stringify(requestKey.body)).digest('hex');
  return { username, key: requestKey.key, requestHash };
}

export const keyReused = () => new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
