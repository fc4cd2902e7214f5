/** Sign-in constants of spec-1 section 9 and the foundation issue. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** Absolute session lifetime: a session ends a day after login, however active. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Idle expiry: a session ends after 2 hours without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** A session's last-seen time is written at most once a minute, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
export const RESET_MESSAGE_DELAY_MS = 500;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins from one address, over all usernames, in the same window. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
/**
 * Once a username has LOGIN_MAX_FAILURES failures in the window from any addresses, it is slowed rather than locked:
 * one attempt at a time per this interval from anywhere, so an attacker cannot lock its owner out for good.
 */
export const LOGIN_SLOWED_INTERVAL_MS = 10_000;
/**
 * Request limits (per address before sign-in, per user after), counted in the database so they hold across nodes.
 * Signup and reset-password are rare office events; uploads are at most 1 MB per file.
 */
export const RATE_LIMITS = {
  // An office's staff share one address behind its router and sign up and set passwords on the same first day.
  signup: { max: 30, windowMs: 60 * 60 * 1000 },
  resetPassword: { max: 30, windowMs: 15 * 60 * 1000 },
  upload: { max: 60, windowMs: 10 * 60 * 1000 },
  // Chat messages per user over all their sockets and the HTTP fallback together.
  chatSend: { max: 30, windowMs: 10_000 },
} as const satisfies Record<string, { max: number; windowMs: number }>;
export type RateLimitName = keyof typeof RATE_LIMITS;
export const TRIP_ID_PREFIX = 'T';
export const BILL_ID_PREFIX = 'B';
/** Spec-2 section 9: success messages stay 3 s; alerts come 500 ms after a save and 700 ms after a delete. */
export const SUCCESS_MESSAGE_MS = 3000;
export const SAVE_ALERT_DELAY_MS = 500;
export const DELETE_ALERT_DELAY_MS = 700;
