import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'NOT_SIGNED_IN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SHEET_TOO_LARGE',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_PENDING',
  'ACCOUNT_DISABLED',
  'PASSWORD_CHANGE_REQUIRED',
  'MULTIPLE_VENDORS',
  'IDEMPOTENCY_KEY_REUSED',
  'PERIOD_CLOSED',
  'DUPLICATE_REFERENCE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The codes spec-2 section 7 and issue 28 name as `errorCode`: their answers carry that field beside `code`. */
export const SPEC_ERROR_CODES = [
  'MULTIPLE_VENDORS',
  'PERIOD_CLOSED',
  'DUPLICATE_REFERENCE',
] as const satisfies readonly ErrorCode[];

const specErrorCodes: readonly ErrorCode[] = SPEC_ERROR_CODES;

/** `{ errorCode }` for a code the spec names that way, else nothing. */
export const specErrorCode = (code: ErrorCode) =>
  specErrorCodes.includes(code) ? { errorCode: code as (typeof SPEC_ERROR_CODES)[number] } : {};

/** Every error answer of the API (DESIGN.md). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** The same code again, for the answers named with errorCode (MULTIPLE_VENDORS, PERIOD_CLOSED, DUPLICATE_REFERENCE). */
  errorCode: z.enum(SPEC_ERROR_CODES).optional(),
  field: z.string().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
