import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalizeFirst, titleCase, upperAlphanumeric } from './text.ts';

describe('normalising typed text', () => {
  it('title-cases names, squeezing spaces', () => {
    expect(titleCase('  sri  BALAJI   transport ')).toBe('Sri Balaji Transport');
    expect(titleCase('state bank of india')).toBe('State Bank Of India');
  });

  it('capitalises only the first letter of a place', () => {
    expect(capitalizeFirst(' NAVI   MUMBAI')).toBe('Navi mumbai');
  });

  it('keeps only upper-case letters and digits in codes', () => {
    expect(upperAlphanumeric('abcde-1234 f')).toBe('ABCDE1234F');
  });

  it('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const normalise of [titleCase, capitalizeFirst, upperAlphanumeric]) {
          expect(normalise(normalise(text))).toBe(normalise(text));
        }
      }),
    );
  });
});
