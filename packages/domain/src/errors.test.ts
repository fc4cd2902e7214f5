import { describe, expect, it } from 'vitest';
import { apiErrorSchema, specErrorCode } from './errors.ts';

describe('error answers', () => {
  it('repeat MULTIPLE_VENDORS (spec-2 section 7) PERIOD_CLOSED and DUPLICATE_REFERENCE (issue 28) as errorCode, and no other code', () => {
    expect(specErrorCode('MULTIPLE_VENDORS')).toEqual({ errorCode: 'MULTIPLE_VENDORS' });
    expect(specErrorCode('PERIOD_CLOSED')).toEqual({ errorCode: 'PERIOD_CLOSED' });
    expect(specErrorCode('DUPLICATE_REFERENCE')).toEqual({ errorCode: 'DUPLICATE_REFERENCE' });
    expect(specErrorCode('CONFLICT')).toEqual({});
  });

  it('carry a message, a known code and the field at fault', () => {
    const answer = { message: 'Please enter valid vendor', code: 'VALIDATION_ERROR', field: 'Vendor' };
    expect(apiErrorSchema.parse(answer)).toEqual(answer);
    expect(apiErrorSchema.safeParse({ ...answer, code: 'OOPS' }).success).toBe(false);
  });
});
