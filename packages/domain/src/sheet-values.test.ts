import { describe, expect, it } from 'vitest';
import { SHEET_MESSAGES, readSheetDate, readSheetNumber } from './sheet-values.ts';

const rupees = { rupees: true };
const tons = { rupees: false };

describe('readSheetNumber: Indian-formatted amounts, nothing guessed', () => {
  it('reads Indian grouping and the rupee sign', () => {
    expect(readSheetNumber('1,25,000.50', rupees)).toEqual({ ok: true, value: '125000.50' });
    expect(readSheetNumber('₹ 1250', rupees)).toEqual({ ok: true, value: '1250' });
    expect(readSheetNumber('₹1,250', rupees)).toEqual({ ok: true, value: '1250' });
    expect(readSheetNumber('Rs. 12,34,56,789', rupees)).toEqual({ ok: true, value: '123456789' });
    expect(readSheetNumber('99,999', rupees)).toEqual({ ok: true, value: '99999' });
    expect(readSheetNumber(' 450.5 ', rupees)).toEqual({ ok: true, value: '450.5' });
    expect(readSheetNumber(1250.5, rupees)).toEqual({ ok: true, value: '1250.5' });
    expect(readSheetNumber('Rs 1250', rupees)).toEqual({ ok: true, value: '1250' });
    expect(readSheetNumber('RS. 500', rupees)).toEqual({ ok: true, value: '500' });
  });

  it('blank is none', () => {
    expect(readSheetNumber(null, rupees)).toEqual({ ok: true, value: null });
    expect(readSheetNumber('  ', rupees)).toEqual({ ok: true, value: null });
  });

  it('refuses any other grouping with the reason', () => {
    for (const typed of [
      '1,250,00',
      '1,250,000',
      '125,000',
      ',125',
      '1,25,000,',
      '1,,250',
      '12,5,000',
      '1,2,3',
      '0,500',
    ]) {
      expect(readSheetNumber(typed, rupees)).toEqual({ ok: false, message: SHEET_MESSAGES.grouping });
    }
  });

  it('a rupee sign alone is not a number, and weights take no rupee sign', () => {
    expect(readSheetNumber('₹', rupees)).toEqual({ ok: false, message: SHEET_MESSAGES.notANumber });
    expect(readSheetNumber('₹ 20', tons)).toEqual({ ok: true, value: '₹ 20' });
    expect(readSheetNumber(Number.NaN, tons)).toEqual({ ok: false, message: SHEET_MESSAGES.notANumber });
  });

  it('passes signs and letters on as typed, for the form rule to refuse', () => {
    expect(readSheetNumber('-500', rupees)).toEqual({ ok: true, value: '-500' });
    expect(readSheetNumber('=1+2', rupees)).toEqual({ ok: true, value: '=1+2' });
    // Only a sign before the amount is read away; one inside or after it stays for the form to refuse.
    expect(readSheetNumber('12₹50', rupees)).toEqual({ ok: true, value: '12₹50' });
    expect(readSheetNumber('1250 Rs', rupees)).toEqual({ ok: true, value: '1250 Rs' });
  });
});

describe('readSheetDate: dd/mm/yyyy and Excel date numbers', () => {
  it('reads dd/mm/yyyy with /, - or . and YYYY-MM-DD', () => {
    expect(readSheetDate('15/06/2025')).toEqual({ ok: true, value: '2025-06-15' });
    expect(readSheetDate('5-6-2025')).toEqual({ ok: true, value: '2025-06-05' });
    expect(readSheetDate('29.02.2028')).toEqual({ ok: true, value: '2028-02-29' });
    expect(readSheetDate('2025-06-15')).toEqual({ ok: true, value: '2025-06-15' });
    // Day first always: 05/12/2025 is 5 December, and 12/12/2025 is 12 December.
    expect(readSheetDate('05/12/2025')).toEqual({ ok: true, value: '2025-12-05' });
    expect(readSheetDate('12/12/2025')).toEqual({ ok: true, value: '2025-12-12' });
  });

  it('reads Excel date numbers: 45823 is 15/06/2025, 61 is 01/03/1900; the time of day is dropped', () => {
    expect(readSheetDate(45823)).toEqual({ ok: true, value: '2025-06-15' });
    expect(readSheetDate(45823.75)).toEqual({ ok: true, value: '2025-06-15' });
    expect(readSheetDate('45823')).toEqual({ ok: true, value: '2025-06-15' });
    expect(readSheetDate(61)).toEqual({ ok: true, value: '1900-03-01' });
    expect(readSheetDate(2_958_465)).toEqual({ ok: true, value: '9999-12-31' });
  });

  it('blank is none', () => {
    expect(readSheetDate(null)).toEqual({ ok: true, value: null });
    expect(readSheetDate(' ')).toEqual({ ok: true, value: null });
  });

  it('refuses what it would have to guess, with the reason', () => {
    expect(readSheetDate('03/04/25')).toEqual({ ok: false, message: SHEET_MESSAGES.twoDigitYear });
    expect(readSheetDate('06/15/2025')).toEqual({ ok: false, message: SHEET_MESSAGES.usDate });
    expect(readSheetDate('31/02/2025')).toEqual({ ok: false, message: SHEET_MESSAGES.notADay });
    expect(readSheetDate('2025-02-30')).toEqual({ ok: false, message: SHEET_MESSAGES.notADay });
    expect(readSheetDate('15/06/2025 10:00')).toEqual({ ok: false, message: SHEET_MESSAGES.dateFormat });
    expect(readSheetDate('June 15, 2025')).toEqual({ ok: false, message: SHEET_MESSAGES.dateFormat });
    expect(readSheetDate('15/06-2025')).toEqual({ ok: false, message: SHEET_MESSAGES.dateFormat });
    expect(readSheetDate(60)).toEqual({ ok: false, message: SHEET_MESSAGES.serialRange });
    expect(readSheetDate(2_958_466)).toEqual({ ok: false, message: SHEET_MESSAGES.serialRange });
  });

  it('a month above 12 reads as a US date only when the day could be a month', () => {
    const usDate = { ok: false, message: 'This reads as a US date (month first): write it as dd/mm/yyyy.' };
    expect(readSheetDate('12/13/2025')).toEqual(usDate);
    expect(readSheetDate('01/31/2025')).toEqual(usDate);
    // 13/13/2025 is no day read either way round.
    expect(readSheetDate('13/13/2025')).toEqual({ ok: false, message: 'Not a real calendar day.' });
  });

  it('refuses a date with anything before or after it', () => {
    const dateFormat = { ok: false, message: 'Write the date as dd/mm/yyyy.' };
    expect(readSheetDate('2025-06-15T10:00')).toEqual(dateFormat);
    expect(readSheetDate('on 2025-06-15')).toEqual(dateFormat);
    expect(readSheetDate('on 03/04/25')).toEqual(dateFormat);
    expect(readSheetDate('on 15/06/2025')).toEqual(dateFormat);
  });
});
