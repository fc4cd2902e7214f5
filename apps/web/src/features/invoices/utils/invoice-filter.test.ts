import { describe, expect, it } from 'vitest';
import { invoiceFilterKey, invoiceFilterOf, invoiceSearchParams } from './invoice-filter';

describe('the Invoices filter in the address', () => {
  const now = new Date('2026-11-20T06:00:00.000Z');

  it('opens on the current month, India time, for every customer, when the address names no days', () => {
    expect(invoiceFilterOf(new URLSearchParams(''), now)).toEqual({
      customer: '',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      status: undefined,
    });
    expect(invoiceFilterOf(new URLSearchParams('status=Paid&invoice=INV%2F2026-27%2F0001'), now)).toEqual({
      customer: '',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      status: 'Paid',
    });
    // 31 March 20:00 UTC is already 1 April in India.
    expect(invoiceFilterOf(new URLSearchParams(''), new Date('2027-03-31T20:00:00.000Z'))).toMatchObject({
      startDate: '2027-04-01',
      endDate: '2027-04-30',
    });
  });

  it('reads blank days as every day, and drops a status that is not one', () => {
    expect(invoiceFilterOf(new URLSearchParams('customer=Shree+Cement&startDate=&endDate=&status=Lost'), now)).toEqual({
      customer: 'Shree Cement',
      startDate: '',
      endDate: '',
      status: undefined,
    });
    expect(invoiceFilterOf(new URLSearchParams('startDate=2026-10-01&endDate=2026-10-31&status=Partly+paid'))).toEqual({
      customer: '',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      status: 'Partly paid',
    });
  });

  it('writes the filter back with the open invoice, and reads the same filter from it', () => {
    const filter = { customer: 'Shree Cement', startDate: '', endDate: '', status: 'Cancelled' as const };
    const params = invoiceSearchParams(filter, 'INV/2026-27/0007');
    expect(params).toEqual({
      customer: 'Shree Cement',
      startDate: '',
      endDate: '',
      status: 'Cancelled',
      invoice: 'INV/2026-27/0007',
    });
    expect(invoiceFilterOf(new URLSearchParams(params), now)).toEqual(filter);
    expect(invoiceSearchParams({ customer: '', startDate: '2026-11-01', endDate: '2026-11-02' }, null)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    });
  });

  it('gives two filters the same key only when they list the same invoices', () => {
    const month = { customer: '', startDate: '2026-11-01', endDate: '2026-11-30' };
    expect(invoiceFilterKey({ ...month, status: undefined })).toBe(invoiceFilterKey(month));
    expect(invoiceFilterKey({ ...month, status: 'Unpaid' })).not.toBe(invoiceFilterKey(month));
    expect(invoiceFilterKey({ ...month, customer: 'Shree Cement' })).not.toBe(invoiceFilterKey(month));
    expect(invoiceFilterKey({ ...month, startDate: '', endDate: '' })).not.toBe(invoiceFilterKey(month));
  });
});
