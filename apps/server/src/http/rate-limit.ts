import { MESSAGES, RATE_LIMITS, type RateLimitName } from '@freightdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError } from './app-error.ts';
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
};

const SWEEP_INTERVAL_MS = 60_000;
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs));

/**
 * Enforces each route's `config.rateLimit` before its body is read. Counters live in the database, so a limit holds
 * across server nodes and restarts. Register after access control, which sets `request.user`.
 */
export function registerRateLimits(app: FastifyInstance, db: Database): void {
  let lastSweep = 0;
  app.addHook('onRequest', async (request, reply) => {
    const name = request.routeOptions.config.rateLimit;
    if (!name) return;
    const { max, windowMs } = RATE_LIMITS[name];
    const now = Date.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const subject = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
    const hits = await countRequest(db, { name, subject, windowStart: new Date(windowStart).toISOString() });
    if (now - lastSweep > SWEEP_INTERVAL_MS) {
      lastSweep = now;
      await deleteRateLimitWindows(db, new Date(now - LONGEST_WINDOW_MS).toISOString());
    }
    if (hits > max) {
      reply.header('retry-after', String(Math.ceil((windowStart + windowMs - now) / 1000)));
      throw new AppError(429, 'RATE_LIMITED', LIMIT_MESSAGES[name]);
    }
  });
}
