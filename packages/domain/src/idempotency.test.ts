import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';

describe('idempotency keys', () => {
  it('travel in the Idempotency-Key header: a UUID, or 8 to 100 letters, digits, - or _', () => {
    expect(IDEMPOTENCY_KEY_HEADER).toBe('Idempotency-Key');
    for (const key of ['0b6c4a52-2b1e-4c55-9d1f-7c0f1f3e2a10', 'abcd_123', 'k'.repeat(100)])
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(true);
    for (const key of ['abc_123', 'k'.repeat(101), 'abcd 1234', ' abcd1234', 'abcd1234 ', 'abcd1234!', '!abcd1234'])
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(false);
  });
});
