import { localDate } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { checkAsOfDay } from './as-of-day';

describe('Outstanding as of a day', () => {
  it('takes today and a past day, such as the last day of a financial year', () => {
    expect(checkAsOfDay(localDate())).toEqual({ ok: true, asOf: localDate() });
    expect(checkAsOfDay('2026-03-31')).toEqual({ ok: true, asOf: '2026-03-31' });
  });

  it('refuses no day, a day that is not real, and a day after today', () => {
    expect(checkAsOfDay('')).toEqual({ ok: false, message: 'Enter the day to take the balances as of.' });
    expect(checkAsOfDay('2026-02-30')).toEqual({ ok: false, message: 'Enter a real date as YYYY-MM-DD.' });
    expect(checkAsOfDay('2999-01-01')).toEqual({
      ok: false,
      message: 'Outstanding cannot be taken as of a day in the future.',
    });
  });
});
