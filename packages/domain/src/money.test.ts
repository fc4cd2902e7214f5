import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBasisPoints, fromPaise, toBasisPoints, toPaise } from './money.ts';

describe('money conversions', () => {
  it('round-trip any amount with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        expect(toPaise(fromPaise(paise))).toBe(paise);
        expect(toBasisPoints(fromBasisPoints(paise))).toBe(paise);
      }),
    );
  });

  it('rounds floating-point noise away', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1250.555)).toBe(125056);
    expect(toBasisPoints(2.005)).toBe(201);
  });
});
