import { localDate } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { checkReceivablesDay, ledgerPeriodAsOf } from './receivables-day';

describe('Receivables as of a day', () => {
  it('takes today and a past day, such as the last day of a financial year', () => {
    expect(checkReceivablesDay(localDate())).toEqual({ ok: true, asOf: localDate() });
    expect(checkReceivablesDay('2026-03-31')).toEqual({ ok: true, asOf: '2026-03-31' });
  });

  it('refuses no day, a day that is not real, and a day after today', () => {
    expect(checkReceivablesDay('')).toEqual({ ok: false, message: 'Enter the day to take the balances as of.' });
    expect(checkReceivablesDay('2026-02-30')).toEqual({ ok: false, message: 'Enter a real date as YYYY-MM-DD.' });
    expect(checkReceivablesDay('2999-01-01')).toEqual({
      ok: false,
      message: 'Receivables cannot be taken as of a day in the future.',
    });
  });

  it("opens a customer's ledger from 1 April of the day's financial year to the day", () => {
    expect(ledgerPeriodAsOf('2026-07-15')).toEqual({ startDate: '2026-04-01', endDate: '2026-07-15' });
    // January to March belong to the financial year that began the April before.
    expect(ledgerPeriodAsOf('2027-02-10')).toEqual({ startDate: '2026-04-01', endDate: '2027-02-10' });
    expect(ledgerPeriodAsOf('2026-04-01')).toEqual({ startDate: '2026-04-01', endDate: '2026-04-01' });
  });
});
