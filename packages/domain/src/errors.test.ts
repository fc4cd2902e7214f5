import { describe, expect, it } from 'vitest';
import { apiErrorSchema, specErrorCode } from './errors.ts';

describe('error answers', () => {
  it('repeat MULTIPLE_VENDORS as errorCode, as spec-2 section 7 reads it, and no other code', () => {
    expect(specErrorCode('MULTIPLE_VENDORS')).toEqual({ errorCode: 'MULTIPLE_VENDORS' });
    expect(specErrorCode('CONFLICT')).toEqual({});
  });

  it('carry a message, a known code and the field at fault', () => {
    const answer = { message: 'Please enter valid vendor', code: 'VALIDATION_ERROR', field: 'Vendor' };
    expect(apiErrorSchema.parse(answer)).toEqual(answer);
    expect(apiErrorSchema.safeParse({ ...answer, code: 'OOPS' }).success).toBe(false);
  });
});
