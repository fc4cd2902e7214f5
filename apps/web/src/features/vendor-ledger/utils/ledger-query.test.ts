import { describe, expect, it } from 'vitest';
import { checkLedgerQuery } from './ledger-query';

describe('Vendor ledger filter', () => {
  it('sends the vendor trimmed with both days', () => {
    expect(checkLedgerQuery({ vendor: ' Patil Movers ', startDate: '2026-04-01', endDate: '2026-04-01' })).toEqual({
      ok: true,
      query: { vendor: 'Patil Movers', startDate: '2026-04-01', endDate: '2026-04-01' },
    });
  });

  it('asks for a vendor and both days at once', () => {
    expect(checkLedgerQuery({ vendor: '', startDate: '2026-04-01', endDate: '' })).toEqual({
      ok: false,
      vendor: 'Choose a vendor.',
      dates: 'Please select both start and end dates.',
    });
  });

  it('refuses an end before the start, and only that', () => {
    expect(checkLedgerQuery({ vendor: 'Patil Movers', startDate: '2026-04-02', endDate: '2026-04-01' })).toEqual({
      ok: false,
      vendor: undefined,
      dates: 'End date should be greater than or equal to the start date.',
    });
  });
});
