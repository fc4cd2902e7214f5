import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NUMBER_MESSAGES, RUPEES, TONS, clearableNumberText, numberText, readNumberText } from './number-text.ts';

const WHOLE_RUPEES = { ...RUPEES, decimals: 0, tooManyDecimals: 'Whole rupees only.' };

describe('readNumberText keeps exactly what was typed', () => {
  it.each([
    ['1500.75', RUPEES, 1500.75],
    ['2000.50', RUPEES, 2000.5],
    [' 2000.50 ', RUPEES, 2000.5],
    ['0', RUPEES, 0],
    ['.5', RUPEES, 0.5],
    ['007', RUPEES, 7],
    ['1000000000', RUPEES, 1_000_000_000],
    ['1000000000.00', RUPEES, 1_000_000_000],
    [1500.75, RUPEES, 1500.75],
    [250, RUPEES, 250],
    ['20.5', TONS, 20.5],
    ['12.345', TONS, 12.345],
    ['100', TONS, 100],
    ['100.000', TONS, 100],
    ['1500', WHOLE_RUPEES, 1500],
  ] as const)('%j is %d', (typed, rule, expected) => {
    expect(readNumberText(typed, rule)).toEqual({ ok: true, value: expected });
  });

  it.each([undefined, null, '', '   '])('%j is none', (typed) => {
    expect(readNumberText(typed, RUPEES)).toEqual({ ok: true, value: null });
  });
});

describe('readNumberText refuses, never repairs', () => {
  it.each([
    ['2O.5', TONS],
    ['12o0', RUPEES],
    ['1e3', RUPEES],
    ['1E3', RUPEES],
    ['+5', RUPEES],
    ['-5', RUPEES],
    ['2 50', RUPEES],
    ['0x10', RUPEES],
    ['1.2.3', RUPEES],
    ['5.', RUPEES],
    ['.', RUPEES],
    ['₹500', TONS],
    ['12 t', TONS],
    ['Infinity', RUPEES],
    ['NaN', RUPEES],
    [-5, RUPEES],
    [Number.NaN, RUPEES],
    [Number.POSITIVE_INFINITY, RUPEES],
    [1e21, RUPEES],
    [true, RUPEES],
    [{}, RUPEES],
    [[5], RUPEES],
  ] as const)('%j is not a number', (typed, rule) => {
    expect(readNumberText(typed, rule)).toEqual({ ok: false, message: NUMBER_MESSAGES.invalid });
  });

  it.each([
    ['10.125', RUPEES, NUMBER_MESSAGES.rupeeDecimals],
    [1.005, RUPEES, NUMBER_MESSAGES.rupeeDecimals],
    [0.1 + 0.2, RUPEES, NUMBER_MESSAGES.rupeeDecimals],
    ['12.3456', TONS, NUMBER_MESSAGES.tonDecimals],
    ['1500.75', WHOLE_RUPEES, 'Whole rupees only.'],
    ['1500.0', WHOLE_RUPEES, 'Whole rupees only.'],
    ['1000000000.01', RUPEES, NUMBER_MESSAGES.rupeesTooLarge],
    ['1000000001', RUPEES, NUMBER_MESSAGES.rupeesTooLarge],
    ['100.001', TONS, NUMBER_MESSAGES.tonsTooLarge],
    ['250', TONS, NUMBER_MESSAGES.tonsTooLarge],
  ] as const)('%j gets its own message', (typed, rule, message) => {
    expect(readNumberText(typed, rule)).toEqual({ ok: false, message });
  });
});

describe('the schemas', () => {
  const trip = z.object({ toll: numberText(RUPEES) });
  const edit = z.object({ short: clearableNumberText(RUPEES) });

  it('numberText gives the number, or nothing for a blank', () => {
    expect(trip.parse({ toll: '99.90' })).toEqual({ toll: 99.9 });
    expect(trip.parse({ toll: '' })).toEqual({ toll: undefined });
    expect(trip.parse({})).toEqual({ toll: undefined });
  });

  it('numberText refuses on the field with the rule message', () => {
    const parsed = trip.safeParse({ toll: '5O0' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toMatchObject([{ path: ['toll'], message: NUMBER_MESSAGES.invalid }]);
    expect(trip.safeParse({ toll: false }).error?.issues).toMatchObject([
      { path: ['toll'], message: NUMBER_MESSAGES.invalid },
    ]);
  });

  it('clearableNumberText keeps the stored value when absent and clears it when blank', () => {
    expect(edit.parse({})).toEqual({ short: undefined });
    expect(edit.parse({ short: '' })).toEqual({ short: null });
    expect(edit.parse({ short: '12.50' })).toEqual({ short: 12.5 });
    expect(edit.safeParse({ short: '1e2' }).error?.issues).toMatchObject([
      { path: ['short'], message: NUMBER_MESSAGES.invalid },
    ]);
  });
});

describe('signed rupees (bill remarks)', () => {
  const signed = { ...RUPEES, signed: true };
  it('reads a leading minus only when the rule allows it, with the same range either way', () => {
    expect(readNumberText('-250.50', signed)).toEqual({ ok: true, value: -250.5 });
    expect(readNumberText(-1_000_000_000, signed)).toEqual({ ok: true, value: -1_000_000_000 });
    expect(readNumberText('-1000000000.01', signed)).toMatchObject({ ok: false, message: RUPEES.tooLarge });
    expect(readNumberText('--5', signed)).toMatchObject({ ok: false });
    expect(readNumberText('- 5', signed)).toMatchObject({ ok: false });
    expect(readNumberText('-250', RUPEES)).toMatchObject({ ok: false, message: RUPEES.invalid });
  });
});

describe('decimals written without a leading zero', () => {
  it('count every decimal after the point', () => {
    expect(readNumberText('.25', RUPEES)).toEqual({ ok: true, value: 0.25 });
    expect(readNumberText('.125', RUPEES)).toEqual({ ok: false, message: NUMBER_MESSAGES.rupeeDecimals });
  });
});

describe('amounts written the Indian way (issue 29)', () => {
  it.each([
    ['30,000', 30_000, RUPEES],
    ['1,25,000', 125_000, RUPEES],
    ['1,500.50', 1500.5, RUPEES],
    ['₹ 1,500.50', 1500.5, RUPEES],
    ['₹1,25,000.75', 125_000.75, RUPEES],
    ['Rs. 30,000', 30_000, RUPEES],
    ['rs 450', 450, RUPEES],
    ['₹ 450.5', 450.5, RUPEES],
    ['  ₹   99,999  ', 99_999, RUPEES],
    ['1,000', 1000, RUPEES],
    // Lakh and crore: 12 lakh, 1 crore, 12 crore 34 lakh 56 thousand 789, and ₹100 crore (the largest amount).
    ['12,00,000', 1_200_000, RUPEES],
    ['1,00,00,000', 10_000_000, RUPEES],
    ['12,34,56,789', 123_456_789, RUPEES],
    ['1,00,00,00,000.00', 1_000_000_000, RUPEES],
    ['30,000', 30_000, { ...RUPEES, decimals: 0, tooManyDecimals: 'Whole rupees only.' }],
  ] as const)('%j is %s', (typed, expected, rule) => {
    expect(readNumberText(typed, rule)).toEqual({ ok: true, value: expected });
  });

  it('loses no paisa: "1,500.50" is 150050 paise and "₹ 12,34,56,789.99" is 12345678999', () => {
    const paise = (typed: string) => {
      const reading = readNumberText(typed, RUPEES);
      return reading.ok && reading.value !== null ? Math.round(reading.value * 100) : null;
    };
    expect(paise('1,500.50')).toBe(150_050);
    expect(paise('₹ 12,34,56,789.99')).toBe(12_345_678_999);
    expect(paise('₹ 0.01')).toBe(1);
  });

  it.each([
    '1,2,3',
    '12o0',
    '125,000',
    '1,250,000',
    '1,250,00',
    '18,25',
    '1,25,00',
    ',125',
    '1,25,000,',
    '1,,250',
    '12,5,000',
    '0,500',
    '1,500.',
    '1,500.5.0',
    '1, 500',
    '1 ,500',
    '₹',
    '₹ ',
    '₹₹500',
    '500 ₹',
    '500₹',
    '1,500 Rs',
    'Rs.. 500',
    'INR 500',
    '-1,500',
    '-₹500',
  ])("%j is refused with the field's own message", (typed) => {
    expect(readNumberText(typed, RUPEES)).toEqual({ ok: false, message: NUMBER_MESSAGES.invalid });
    expect(readNumberText(typed, { ...RUPEES, invalid: 'Amount must be a valid number' })).toEqual({
      ok: false,
      message: 'Amount must be a valid number',
    });
  });

  it('weights take grouping but no rupee sign; a decimal comma is refused', () => {
    expect(readNumberText('18.25', TONS)).toEqual({ ok: true, value: 18.25 });
    expect(readNumberText('18,25', TONS)).toEqual({ ok: false, message: NUMBER_MESSAGES.invalid });
    expect(readNumberText('₹ 18', TONS)).toEqual({ ok: false, message: NUMBER_MESSAGES.invalid });
    expect(readNumberText('1,000', TONS)).toEqual({ ok: false, message: NUMBER_MESSAGES.tonsTooLarge });
  });

  it('grouped amounts keep the decimal and range checks', () => {
    expect(readNumberText('1,500.505', RUPEES)).toEqual({ ok: false, message: NUMBER_MESSAGES.rupeeDecimals });
    expect(readNumberText('₹ 1,00,00,00,000.01', RUPEES)).toEqual({
      ok: false,
      message: NUMBER_MESSAGES.rupeesTooLarge,
    });
    expect(readNumberText('10,00,00,00,000', RUPEES)).toEqual({ ok: false, message: NUMBER_MESSAGES.rupeesTooLarge });
    const whole = { ...RUPEES, decimals: 0, tooManyDecimals: 'Whole rupees only.' };
    expect(readNumberText('30,000.50', whole)).toEqual({ ok: false, message: 'Whole rupees only.' });
  });

  it('a signed amount (a remark that deducts) takes its minus before or after the rupee sign', () => {
    const signed = { ...RUPEES, signed: true };
    expect(readNumberText('-1,500.50', signed)).toEqual({ ok: true, value: -1500.5 });
    expect(readNumberText('-₹1,500.50', signed)).toEqual({ ok: true, value: -1500.5 });
    expect(readNumberText('-₹ 1,25,000', signed)).toEqual({ ok: true, value: -125_000 });
    expect(readNumberText('₹ -1,500.50', signed)).toEqual({ ok: true, value: -1500.5 });
    expect(readNumberText('Rs. -30,000', signed)).toEqual({ ok: true, value: -30_000 });
    for (const typed of ['-₹-500', '--1,500', '- 1,500', '₹ - 500', '-', '-₹', '1,500-', '-1,2,3']) {
      expect(readNumberText(typed, signed), typed).toEqual({ ok: false, message: NUMBER_MESSAGES.invalid });
    }
  });

  it('the schemas read grouped text the same way', () => {
    const trip = z.object({ toll: numberText(RUPEES) });
    expect(trip.parse({ toll: '₹ 1,500.50' })).toEqual({ toll: 1500.5 });
    expect(trip.safeParse({ toll: '1,2,3' }).error?.issues).toMatchObject([
      { path: ['toll'], message: NUMBER_MESSAGES.invalid },
    ]);
    const edit = z.object({ short: clearableNumberText(RUPEES) });
    expect(edit.parse({ short: '30,000' })).toEqual({ short: 30_000 });
  });
});
