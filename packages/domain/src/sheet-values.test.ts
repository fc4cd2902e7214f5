import { describe, expect, it } from 'vitest';
import { SHEET_MESSAGES, readSheetDate, readSheetIdentifier, readSheetNumber } from './sheet-values.ts';

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
    expect(readSheetDate('31/02/2025')).toEqual({ ok: false, message: '31/02/2025 is not a real calendar day.' });
    expect(readSheetDate('2025-02-30')).toEqual({ ok: false, message: '2025-02-30 is not a real calendar day.' });
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
    expect(readSheetDate('13/13/2025')).toEqual({ ok: false, message: '13/13/2025 is not a real calendar day.' });
  });

  it('refuses a date with anything before or after it', () => {
    const dateFormat = { ok: false, message: 'Write the date as dd/mm/yyyy.' };
    expect(readSheetDate('2025-06-15T10:00')).toEqual(dateFormat);
    expect(readSheetDate('on 2025-06-15')).toEqual(dateFormat);
    expect(readSheetDate('on 03/04/25')).toEqual(dateFormat);
    expect(readSheetDate('on 15/06/2025')).toEqual(dateFormat);
  });
});

describe('readSheetDate: the dates Indian offices write (issue 30)', () => {
  it('reads d-MMM-yy and d MMM yyyy, the month in English, three letters or in full, upper or lower case', () => {
    const fifthNovember = { ok: true, value: '2026-11-05' };
    for (const written of [
      '05-Nov-26',
      '5-nov-26',
      '5 Nov 2026',
      '05 NOV 2026',
      '5-November-2026',
      '5 november 26',
      '05/Nov/2026',
      '05.Nov.26',
      ' 5 Nov 2026 ',
    ]) {
      expect(readSheetDate(written), written).toEqual(fifthNovember);
    }
    expect(readSheetDate('1-Jan-2025')).toEqual({ ok: true, value: '2025-01-01' });
    expect(readSheetDate('31 Dec 2025')).toEqual({ ok: true, value: '2025-12-31' });
    expect(readSheetDate('29-Feb-28')).toEqual({ ok: true, value: '2028-02-29' });
    expect(readSheetDate('15 June 2025')).toEqual({ ok: true, value: '2025-06-15' });
    expect(readSheetDate('1-Sep-25')).toEqual({ ok: true, value: '2025-09-01' });
  });

  it('a two-digit year with a month name is read as a spreadsheet reads it: 00 to 29 this century, 30 to 99 the last', () => {
    expect(readSheetDate('1-Jan-00')).toEqual({ ok: true, value: '2000-01-01' });
    expect(readSheetDate('31-Dec-29')).toEqual({ ok: true, value: '2029-12-31' });
    expect(readSheetDate('1-Jan-30')).toEqual({ ok: true, value: '1930-01-01' });
    expect(readSheetDate('5-Nov-99')).toEqual({ ok: true, value: '1999-11-05' });
  });

  it('an impossible day names the value as written', () => {
    expect(readSheetDate('31/02/2026')).toEqual({ ok: false, message: '31/02/2026 is not a real calendar day.' });
    expect(readSheetDate('31-Feb-26')).toEqual({ ok: false, message: '31-Feb-26 is not a real calendar day.' });
    expect(readSheetDate(' 29 Feb 2027 ')).toEqual({ ok: false, message: '29 Feb 2027 is not a real calendar day.' });
    expect(readSheetDate('31.04.2026')).toEqual({ ok: false, message: '31.04.2026 is not a real calendar day.' });
    expect(readSheetDate('0-Nov-26')).toEqual({ ok: false, message: '0-Nov-26 is not a real calendar day.' });
  });

  it('refuses what is not one of those forms, numeric two-digit years included', () => {
    const dateFormat = { ok: false, message: 'Write the date as dd/mm/yyyy.' };
    for (const written of [
      'Nov 5, 2026',
      '5 Sept 2026',
      '5 Mai 2026',
      '5-Nov 2026',
      '5 Nov 202',
      '5Nov2026',
      'Nov-26',
    ]) {
      expect(readSheetDate(written), written).toEqual(dateFormat);
    }
    expect(readSheetDate('05/11/26')).toEqual({
      ok: false,
      message: 'A two-digit year is ambiguous: write the year in full (dd/mm/yyyy).',
    });
  });
});

describe('readSheetIdentifier: an identifier is the text shown in its cell (issue 30)', () => {
  const changed = {
    ok: false,
    message: 'Bank account looks changed by a spreadsheet: format the column as Text and type it again.',
  };

  it('reads a text cell as written, leading zeros kept; blank is none', () => {
    expect(readSheetIdentifier('000123456789', 'Bank account')).toEqual({ ok: true, value: '000123456789' });
    expect(readSheetIdentifier('000123456789', 'Bank account', '123456789')).toEqual({
      ok: true,
      value: '000123456789',
    });
    expect(readSheetIdentifier('123456789012345678', 'Bank account')).toEqual({
      ok: true,
      value: '123456789012345678',
    });
    expect(readSheetIdentifier(' 98765 43210 ', 'Mobile')).toEqual({ ok: true, value: ' 98765 43210 ' });
    expect(readSheetIdentifier(null, 'Bank account', '000123456789')).toEqual({ ok: true, value: null });
  });

  it('reads a number cell as its digits, without an exponent or a decimal point', () => {
    expect(readSheetIdentifier(123456789, 'Bank account')).toEqual({ ok: true, value: '123456789' });
    expect(readSheetIdentifier(9876543210, 'Mobile', '9876543210')).toEqual({ ok: true, value: '9876543210' });
    expect(readSheetIdentifier(560001, 'PIN code', '')).toEqual({ ok: true, value: '560001' });
    // 15 digits: the most a spreadsheet keeps.
    expect(readSheetIdentifier(999_999_999_999_999, 'Bank account')).toEqual({ ok: true, value: '999999999999999' });
    expect(readSheetIdentifier(100_000_000_000_000, 'Bank account')).toEqual({ ok: true, value: '100000000000000' });
  });

  it('a number cell with as many digits as the stored value, or more, replaces it', () => {
    expect(readSheetIdentifier(987654321, 'Bank account', '123456789')).toEqual({ ok: true, value: '987654321' });
    expect(readSheetIdentifier(1234567890, 'Bank account', '123456789')).toEqual({ ok: true, value: '1234567890' });
    expect(readSheetIdentifier(123456789, 'Bank account', null)).toEqual({ ok: true, value: '123456789' });
  });

  it('more than 15 digits: the spreadsheet has rounded it', () => {
    // 123456789012345678 as a spreadsheet keeps it.
    expect(readSheetIdentifier(123456789012346000, 'Bank account')).toEqual(changed);
    expect(readSheetIdentifier(1_000_000_000_000_000, 'Bank account')).toEqual(changed);
    expect(readSheetIdentifier(-1_000_000_000_000_000, 'Bank account')).toEqual(changed);
    expect(readSheetIdentifier(Number.POSITIVE_INFINITY, 'Bank account')).toEqual(changed);
    expect(readSheetIdentifier(Number.NaN, 'Bank account')).toEqual(changed);
  });

  it('fewer digits than the stored value it would replace: leading zeros lost', () => {
    expect(readSheetIdentifier(123456789, 'Bank account', '000123456789')).toEqual(changed);
    expect(readSheetIdentifier(12345678, 'Bank account', '123456789')).toEqual(changed);
    expect(readSheetIdentifier(87654321, 'Mobile', '0987654321')).toEqual({
      ok: false,
      message: 'Mobile looks changed by a spreadsheet: format the column as Text and type it again.',
    });
  });

  it('only the stored digits count: the stored spaces are no digits a spreadsheet took', () => {
    expect(readSheetIdentifier(9876543210, 'Mobile', '98765 43210')).toEqual({ ok: true, value: '9876543210' });
  });
});
