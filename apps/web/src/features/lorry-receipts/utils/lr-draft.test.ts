import type { LorryReceipt } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { checkLrDraft, draftOfLr } from './lr-draft';

const lr: LorryReceipt = {
  lrNo: 'LR/2026-27/000123',
  date: '2026-11-28',
  tripId: 'T42',
  tripDate: '2026-11-28',
  truck: 'MH12AB1234',
  driver: 'Ramesh',
  from: 'Pune',
  to: 'Mumbai',
  weight: 20,
  consignor: 'Acme Steels',
  consignee: 'Bharat Traders',
  goods: 'Steel coils',
  packages: 12,
  packing: 'Coils',
  invoiceNo: 'INV-9',
  invoiceValue: 250000.5,
  ewayBillNo: '123456789012',
  ewayBillValidUntil: '2026-11-28T13:00:00.000Z',
  freightTerms: 'ToPay',
  chargedWeight: 20,
  rate: 1500,
  freight: 30000,
  rateTyped: true,
  status: 'Booked',
  receivedBy: '',
  deliveredOn: null,
  cancelReason: '',
  createdBy: 'loader',
};

describe('the LR edit form', () => {
  it('starts from the LR as it stands, the validity on the India clock', () => {
    expect(draftOfLr(lr)).toEqual({
      consignor: 'Acme Steels',
      consignee: 'Bharat Traders',
      goods: 'Steel coils',
      packages: '12',
      packing: 'Coils',
      invoiceNo: 'INV-9',
      invoiceValue: '250000.5',
      ewayBillNo: '123456789012',
      ewayBillValidUntil: '2026-11-28T18:30',
      freightTerms: 'ToPay',
      // Equal to the trip's 20 t: left blank, so it follows the trip.
      chargedWeight: '',
      rate: '1500',
    });
  });

  it('keeps a charged weight other than the trip weight, and leaves blank what the LR does not have', () => {
    const draft = draftOfLr({
      ...lr,
      chargedWeight: 21.5,
      invoiceValue: null,
      ewayBillNo: '',
      ewayBillValidUntil: null,
      rate: undefined,
      freight: undefined,
    });
    expect(draft).toMatchObject({ chargedWeight: '21.5', invoiceValue: '', ewayBillValidUntil: '', rate: '' });
  });

  it('sends the rate from the office only', () => {
    const draft = { ...draftOfLr(lr), rate: '1,600' };
    const { rate: _rate, ...withoutRate } = draft;
    expect(checkLrDraft(draft, true)).toStrictEqual({ ok: true, body: draft });
    expect(checkLrDraft(draft, false)).toStrictEqual({ ok: true, body: withoutRate });
  });

  it("names each field the request's schema refuses", () => {
    const checked = checkLrDraft(
      { ...draftOfLr(lr), goods: 'x', packages: '0', ewayBillNo: '1234', rate: 'abc' },
      true,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        goods: 'Goods must be 2 to 100 characters.',
        packages: 'Packages must be a whole number from 1 to 1,00,000.',
        ewayBillNo: 'E-way bill number must be 12 digits.',
        rate: 'Please enter a valid number.',
      },
    });
  });

  it('asks for the e-way bill number and its validity together', () => {
    const checked = checkLrDraft({ ...draftOfLr(lr), ewayBillValidUntil: '' }, true);
    expect(checked).toEqual({
      ok: false,
      errors: { ewayBillNo: 'Enter the e-way bill number and its validity together.' },
    });
  });

  it('leaves the rate blank when it comes from the customer’s rates, so a save does not fix it as typed', () => {
    expect(draftOfLr({ ...lr, rateTyped: false }).rate).toBe('');
    expect(draftOfLr({ ...lr, rateTyped: undefined }).rate).toBe('');
  });
});
