/**
 * Issuing a bill or a revision is safe to repeat: a client sends the same key with each try of one request (a UUID
 * made when the dialog opens), and the server answers a repeat with the first answer instead of a second bill.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A UUID fits; so does any other token of 8 to 100 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 8 to 100 letters, digits, - or _ (a UUID will do).',
  reused: 'This Idempotency-Key was already used for a different request; send a new key for a new request.',
} as const;
