/** Sign-in constants of spec-1 section 9 and the foundation issue. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_MESSAGE_DELAY_MS = 500;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins from one address, over all usernames, in the same window. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
export const TRIP_ID_PREFIX = 'T';
export const BILL_ID_PREFIX = 'B';
