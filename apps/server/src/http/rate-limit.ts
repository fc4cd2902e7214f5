import { CHAT_MESSAGES, MESSAGES, RATE_LIMITS, type RateLimitName } from '@freightdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { tooManyRequests } from './app-error.ts';
import { countRequest, deleteRateLimitWindows } from './rate-limit.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A request limit of `RATE_LIMITS` for this route, counted per signed-in user (per address on public routes):
     * `config: { access: 'chat', rateLimit: 'upload' }`. Over the limit the route answers 429 with the limit's message.
     */
    rateLimit?: RateLimitName;
  }
}

const LIMIT_MESSAGES: Record<RateLimitName, string> = {
  signup: MESSAGES.tooManySignups,
  resetPassword: MESSAGES.tooManyResets,
  upload: MESSAGES.tooManyUploads,
  chatSend: CHAT_MESSAGES.tooManyMessages,
};

const SWEEP_INTERVAL_MS = 60_000;
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs));

/** Who a limit counts: the signed-in user, else the address. The chat socket counts its user the same way. */
export const limitSubject = (user: { id: string } | null, address: string) =>
  user ? `user:${user.id}` : `address:${address}`;

/** Counts one request against a limit of `RATE_LIMITS`; throws the limit's 429, with Retry-After, once over it. */
export async function takeRateLimit(db: Database, name: RateLimitName, subject: string): Promise<void> {
  const { max, windowMs } = RATE_LIMITS[name];
  const now = Date.now();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const hits = await countRequest(db, { name, subject, windowStart: new Date(windowStart).toISOString() });
  if (hits > max) throw tooManyRequests(LIMIT_MESSAGES[name], Math.ceil((windowStart + windowMs - now) / 1000));
}

/**
 * Enforces each route's `config.rateLimit` before its body is read. Counters live in the database, so a limit holds
 * across server nodes and restarts. Register after access control, which sets `request.user`.
 */
export function registerRateLimits(app: FastifyInstance, db: Database): void {
  let lastSweep = 0;
  app.addHook('onRequest', async (request) => {
    const name = request.routeOptions.config.rateLimit;
    if (!name) return;
    const now = Date.now();
    // Stryker disable next-line EqualityOperator: equivalent, sweeping a millisecond sooner changes no answer
    if (now - lastSweep > SWEEP_INTERVAL_MS) {
      lastSweep = now;
      await deleteRateLimitWindows(db, new Date(now - LONGEST_WINDOW_MS).toISOString());
    }
    await takeRateLimit(db, name, limitSubject(request.user, request.ip));
  });
}
