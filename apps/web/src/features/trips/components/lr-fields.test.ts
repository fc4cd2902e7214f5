import { LR_MESSAGES } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_LR, carriedLr, checkLr, isBlankLr, type LrDraft } from './lr-fields';

const typed: LrDraft = {
  ...EMPTY_LR,
  consignor: 'Shree Cement Ltd',
  consignee: 'Metro Builders',
  goods: 'Cement',
  packages: '400',
  packing: 'Bags',
  freightTerms: 'TBB',
};

describe('checkLr', () => {
  it('reads the required fields alone, leaving the optional ones out', () => {
    const check = checkLr(typed, false);
    expect(check).toEqual({
      ok: true,
      lr: {
        consignor: 'Shree Cement Ltd',
        consignee: 'Metro Builders',
        goods: 'Cement',
        packages: 400,
        packing: 'Bags',
        invoiceNo: '',
        ewayBillNo: '',
        ewayBillValidUntil: null,
        freightTerms: 'TBB',
      },
    });
  });

  it('shows each refusal under its field and names the first in the form order', () => {
    const check = checkLr(
      { ...typed, consignee: '', packages: '12.5', ewayBillNo: '12345', ewayBillValidUntil: '2026-11-28T18:30' },
      false,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        consignee: LR_MESSAGES.party,
        packages: LR_MESSAGES.packages,
        ewayBillNo: LR_MESSAGES.ewayBillNo,
      },
      field: 'consignee',
      alert: LR_MESSAGES.party,
    });
  });

  it('asks for the e-way bill number and its validity together', () => {
    const check = checkLr({ ...typed, ewayBillNo: '1234 5678 9012' }, false);
    expect(check.ok || check.errors).toEqual({ ewayBillNo: LR_MESSAGES.ewayBillPair });
  });

  it('reads the e-way bill validity as India time', () => {
    const check = checkLr({ ...typed, ewayBillNo: '1234 5678 9012', ewayBillValidUntil: '2026-11-28T18:30' }, false);
    expect(check.ok && check.lr).toMatchObject({
      ewayBillNo: '123456789012',
      ewayBillValidUntil: '2026-11-28T13:00:00.000Z',
    });
  });

  it('sends a typed rate for the office and never for a manager', () => {
    const withRate = { ...typed, rate: '1,250.50', chargedWeight: '19.5' };
    expect(checkLr(withRate, true)).toMatchObject({ ok: true, lr: { rate: 1250.5, chargedWeight: 19.5 } });
    const manager = checkLr(withRate, false);
    expect(manager.ok && Object.hasOwn(manager.lr, 'rate')).toBe(false);
  });
});

describe('the section left alone', () => {
  it('is blank while nothing is typed, a space included', () => {
    expect(isBlankLr(EMPTY_LR)).toBe(true);
    expect(isBlankLr({ ...EMPTY_LR, goods: '  ' })).toBe(true);
    expect(isBlankLr({ ...EMPTY_LR, freightTerms: 'Paid' })).toBe(false);
  });
});

describe('carriedLr', () => {
  it('takes back the text of an LR carried to its trip’s page, and nothing else', () => {
    expect(carriedLr({ lrDraft: { goods: 'Cement', packages: 400, extra: 'x' } })).toEqual({
      ...EMPTY_LR,
      goods: 'Cement',
    });
    expect(carriedLr({ savedTripId: 'T1' })).toBeNull();
    expect(carriedLr(null)).toBeNull();
  });
});
