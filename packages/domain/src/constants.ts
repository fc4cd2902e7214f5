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
/** Spec-2 section 9: success messages stay 3 s; alerts come 500 ms after a save and 700 ms after a delete. */
export const SUCCESS_MESSAGE_MS = 3000;
export const SAVE_ALERT_DELAY_MS = 500;
export const DELETE_ALERT_DELAY_MS = 700;
