import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalizeFirst, squeezeSpaces, stripInvisible, titleCase, upperAlphanumeric } from './text.ts';

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

describe('invisible characters', () => {
  it('removes bidirectional controls and other invisible format characters, keeping Indic joiners', () => {
    // "invoice" + RIGHT-TO-LEFT OVERRIDE + "fdp.exe" displays as "invoiceexe.pdf".
    expect(stripInvisible('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200B',
      '\u200E',
      '\u200F',
      '\uFEFF',
      '\u2060',
      '\u061C',
    ])
      expect(stripInvisible(`a${control}b`), control.codePointAt(0)?.toString(16)).toBe('ab');
    // ZERO WIDTH NON-JOINER and JOINER shape Devanagari and other Indic scripts: they stay.
    expect(stripInvisible('क्\u200Dष')).toBe('क्\u200Dष');
    expect(stripInvisible('क्\u200Cष')).toBe('क्\u200Cष');
  });

  it('names are cleaned of them along with extra spaces', () => {
    expect(squeezeSpaces(' Sharma\u202E  Roadlines ')).toBe('Sharma Roadlines');
    expect(titleCase('\u2067sharma roadlines\u2069')).toBe('Sharma Roadlines');
  });
});
