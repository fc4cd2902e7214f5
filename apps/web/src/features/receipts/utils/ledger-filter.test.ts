import { describe, expect, it } from 'vitest';
import { checkLedgerQuery, ledgerFilterKey, ledgerFilterOf, ledgerSearchParams } from './ledger-filter';

const params = (text: string) => new URLSearchParams(text);
// 15 July 2026, noon in Pune.
const NOW = new Date('2026-07-15T06:30:00Z');

describe("The customer ledger's filter in the address", () => {
  it('reads the customer and both days', () => {
    expect(ledgerFilterOf(params('customer=Patil+Cement&startDate=2026-04-01&endDate=2026-07-15'), NOW)).toEqual({
      customer: 'Patil Cement',
      startDate: '2026-04-01',
      endDate: '2026-07-15',
    });
  });

  it('asks for the current month when the address has no days (the side menu)', () => {
    expect(ledgerFilterOf(params(''), NOW)).toEqual({ customer: '', startDate: '2026-07-01', endDate: '2026-07-31' });
    expect(ledgerFilterOf(params('customer=Patil'), NOW)).toMatchObject({ startDate: '2026-07-01' });
  });

  it('writes a filter back, the same filter to the same key', () => {
    const filter = { customer: 'Patil Cement', startDate: '2026-04-01', endDate: '2026-07-15' };
    expect(ledgerSearchParams(filter)).toEqual(filter);
    expect(ledgerSearchParams({ ...filter, customer: '' })).toEqual({ startDate: '2026-04-01', endDate: '2026-07-15' });
    expect(ledgerFilterOf(params(ledgerFilterKey(filter)), NOW)).toEqual(filter);
  });
});

describe("The customer ledger's query", () => {
  it('takes a customer and a range', () => {
    expect(checkLedgerQuery({ customer: ' Patil Cement ', startDate: '2026-07-01', endDate: '2026-07-31' })).toEqual({
      ok: true,
      query: { customer: 'Patil Cement', startDate: '2026-07-01', endDate: '2026-07-31' },
    });
  });

  it('names a missing customer and a bad range at once', () => {
    expect(checkLedgerQuery({ customer: '', startDate: '2026-07-31', endDate: '2026-07-01' })).toEqual({
      ok: false,
      customer: 'Choose a customer.',
      dates: 'End date should be greater than or equal to the start date.',
    });
    expect(checkLedgerQuery({ customer: 'Patil', startDate: '', endDate: '2026-07-01' })).toEqual({
      ok: false,
      customer: undefined,
      dates: 'Please select both start and end dates.',
    });
  });
});
