import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_SLOWED_INTERVAL_MS,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { countRequest } from '../http/rate-limit.repository.ts';
import { type LoginAttempt, attemptTimes } from './login-failure.repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Where an attempt, already recorded, stands under the locks. */
export interface AttemptStanding {
  /** Seconds this attempt is locked out for; 0 to go on. */
  lockedSeconds: number;
  /** Failures still allowed, this one counted, before the nearer lock (username and address, or address) shuts. */
  attemptsLeft: number;
}

/**
 * Each count includes the attempt itself and every attempt recorded before it, so of N parallel attempts at most the
 * limit go on, and all N count.
 * - a username from one address: LOGIN_MAX_FAILURES per window;
 * - one address over all usernames: LOGIN_MAX_FAILURES_PER_ADDRESS per window.
 * The counts go by the username as typed, so an unknown username stands exactly as an existing one would.
 */
export async function attemptStanding(db: Database, attempt: LoginAttempt): Promise<AttemptStanding> {
  const since = iso(attempt.at - LOGIN_FAILURE_WINDOW_MS);
  const [pair, address] = await Promise.all([
    attemptTimes(db, { usernameKey: attempt.usernameKey, address: attempt.address }, since),
    attemptTimes(db, { address: attempt.address }, since),
  ]);
  // The lock lifts once enough of the oldest attempts leave the window for this one to be within the limit.
  const lockedUntil = (times: number[], limit: number) =>
    times.length > limit ? (times[times.length - limit - 1] ?? attempt.at) + LOGIN_FAILURE_WINDOW_MS : 0;
  const until = Math.max(lockedUntil(pair, LOGIN_MAX_FAILURES), lockedUntil(address, LOGIN_MAX_FAILURES_PER_ADDRESS));
  const attemptsLeft = Math.max(
    0,
    Math.min(LOGIN_MAX_FAILURES - pair.length, LOGIN_MAX_FAILURES_PER_ADDRESS - address.length),
  );
  return { lockedSeconds: until > 0 ? seconds(until - attempt.at) : 0, attemptsLeft };
}

/**
 * A username with LOGIN_MAX_FAILURES failures in the window from other addresses is slowed rather than locked: one
 * attempt per LOGIN_SLOWED_INTERVAL_MS from anywhere (an atomic counter per interval). Returns the seconds to wait.
 * The attempt's own address is left out: its guesses are the lock's to count, and a guess of a parallel burst from
 * it must not be slowed (and so forgotten) by the guesses recorded after it.
 */
export async function slowedSeconds(db: Database, attempt: LoginAttempt): Promise<number> {
  const failures = await attemptTimes(
    db,
    { usernameKey: attempt.usernameKey, otherThanAddress: attempt.address },
    iso(attempt.at - LOGIN_FAILURE_WINDOW_MS),
  );
  if (failures.length < LOGIN_MAX_FAILURES) return 0;
  const windowStart = Math.floor(attempt.at / LOGIN_SLOWED_INTERVAL_MS) * LOGIN_SLOWED_INTERVAL_MS;
  const hits = await countRequest(db, {
    name: 'loginSlowed',
    subject: attempt.usernameKey,
    windowStart: iso(windowStart),
  });
  return hits > 1 ? seconds(windowStart + LOGIN_SLOWED_INTERVAL_MS - attempt.at) : 0;
}
