import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_STATES, gstStateNamed, gstinCheckCharacter, gstinPan, registeredState } from './gstin.ts';

/*
 * 29AAACA1234F1Z? by hand (CBIC's mod 36: values 0-9 then A=10 ... Z=35; every second character doubled; a product
 * of 36 or more counts as quotient + remainder by 36):
 *   char   2  9  A  A  A  C  A  1  2  3  4  F  1  Z
 *   value  2  9 10 10 10 12 10  1  2  3  4 15  1 35
 *   x      1  2  1  2  1  2  1  2  1  2  1  2  1  2
 *   adds   2 18 10 20 10 24 10  2  2  6  4 30  1 35   (Z: 70 = 1 x 36 + 34 -> 1 + 34 = 35)
 *   sum 174; 174 mod 36 = 30; check = 36 - 30 = 6 -> 29AAACA1234F1Z6.
 * 27AAPFU0939F1Z? the same way: adds 2 14 10 20 25 30 30 0 9 6 9 30 1 35 = 221; 221 mod 36 = 5; 36 - 5 = 31 -> V,
 * the sample GSTIN 27AAPFU0939F1ZV printed in GST guides.
 */
const KARNATAKA_GSTIN = '29AAACA1234F1Z6';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('gstinCheckCharacter', () => {
  it('gives the hand-worked check characters', () => {
    expect(gstinCheckCharacter('29AAACA1234F1Z')).toBe('6');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('wraps a sum that is a multiple of 36 to 0', () => {
    // 01AAAAA0000A1Z: adds 0+2 +10+20+10+20+10 +0+0+0+0 +20 +1+35 = 128; 128 mod 36 = 20 -> 16 -> G. Change the entity
    // number 1 -> 1 + 16 = H (value 17, added once): the sum becomes 144 = 4 x 36, so the check is 0, not 36.
    expect(gstinCheckCharacter('01AAAAA0000A1Z')).toBe('G');
    expect(gstinCheckCharacter('01AAAAA0000AHZ')).toBe('0');
  });

  it('reads only the first 14 characters, so a whole GSTIN gives its own check character', () => {
    // Were the 15th character counted too (weight 1): 174 + 6 = 180 = 5 x 36, giving 0, not 6.
    expect(gstinCheckCharacter(KARNATAKA_GSTIN)).toBe('6');
    expect(gstinCheckCharacter(MAHARASHTRA_GSTIN)).toBe('V');
  });
});

describe('registeredState', () => {
  it('reads the state from the first two digits of a valid GSTIN', () => {
    expect(registeredState(KARNATAKA_GSTIN)).toBe('Karnataka');
    expect(registeredState(MAHARASHTRA_GSTIN)).toBe('Maharashtra');
    expect(registeredState('01AAAAA0000AHZ0')).toBe('Jammu and Kashmir');
  });

  it('refuses every wrong check character', () => {
    for (const wrong of CHARACTERS.replace('6', '')) {
      expect(registeredState(`29AAACA1234F1Z${wrong}`)).toBeNull();
    }
  });

  it('refuses a closed or unknown state code even with a matching check character', () => {
    for (const code of ['00', '25', '28', '39', '97', '99']) {
      const first14 = `${code}AAACA1234F1Z`;
      expect(registeredState(first14 + gstinCheckCharacter(first14))).toBeNull();
    }
  });

  /*
   * H29AAACA1234F1Z6 is a valid GSTIN with an H before it. Its first 14 characters H29AAACA1234F1 add
   * 17 4 9 20 10 20 12 20 1 4 3 8 15 2 = 145; 145 mod 36 = 1; 36 - 1 = 35 -> Z, which is its 15th character: only the
   * GSTIN's shape from the first character on tells it apart.
   */
  it.each([
    ['a character before a valid GSTIN', 'H29AAACA1234F1Z6'],
    ['lower case', '29aaaca1234f1z6'],
    ['14 characters', '29AAACA1234F1Z'],
    ['16 characters', '29AAACA1234F1Z66'],
    ['no Z in the 14th place', '29AAACA1234F1Y6'],
    ['entity number 0', '29AAACA1234F0Z6'],
    ['a digit where the PAN has letters', '291AACA1234F1Z6'],
    ['spaces', '29 AAACA1234F1Z6'],
    ['empty', ''],
  ])('refuses %s', (_case, gstin) => {
    expect(registeredState(gstin)).toBeNull();
  });

  it('catches every single changed character of a valid GSTIN (mod 36 catches all single substitutions)', () => {
    const stateCodes = Object.keys(GST_STATES);
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const first14 = fc
      .tuple(
        fc.constantFrom(...stateCodes),
        fc.array(letter, { minLength: 5, maxLength: 5 }),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        letter,
        fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      )
      .map(([state, pan1, pan2, pan3, entity]) => `${state}${pan1.join('')}${pan2.join('')}${pan3}${entity}Z`);
    fc.assert(
      fc.property(first14, fc.nat(14), fc.constantFrom(...CHARACTERS), (head, position, replacement) => {
        const gstin = head + gstinCheckCharacter(head);
        expect(registeredState(gstin)).not.toBeNull();
        fc.pre(gstin.charAt(position) !== replacement);
        const changed = gstin.slice(0, position) + replacement + gstin.slice(position + 1);
        expect(registeredState(changed)).toBeNull();
      }),
    );
  });
});

describe('GST_STATES', () => {
  it('lists 36 states and union territories, without the closed codes 25 and 28', () => {
    expect(Object.keys(GST_STATES)).toHaveLength(36);
    expect(GST_STATES).not.toHaveProperty('25');
    expect(GST_STATES).not.toHaveProperty('28');
    expect(GST_STATES['26']).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(GST_STATES['37']).toBe('Andhra Pradesh');
    expect(GST_STATES['38']).toBe('Ladakh');
  });
});

describe('gstinPan', () => {
  it('is the 3rd to 12th characters', () => {
    expect(gstinPan(KARNATAKA_GSTIN)).toBe('AAACA1234F');
    expect(gstinPan(MAHARASHTRA_GSTIN)).toBe('AAPFU0939F');
  });
});

describe('gstStateNamed', () => {
  it.each([
    ['Karnataka', 'Karnataka'],
    ['karnataka', 'Karnataka'],
    ['  tamil   NADU ', 'Tamil Nadu'],
    ['jammu and kashmir', 'Jammu and Kashmir'],
  ])('reads %j as %s', (typed, state) => {
    expect(gstStateNamed(typed)).toBe(state);
  });

  it.each(['', 'Karnatak', 'KA', '29', 'Daman and Diu'])('reads %j as no state', (typed) => {
    expect(gstStateNamed(typed)).toBeNull();
  });
});
