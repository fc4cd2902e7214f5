import { describe, expect, it } from 'vitest';
import { checkPaymentDraft, newPaymentDraft, type PaymentDraft } from './payment-draft';

const BILL_DAY = '2026-11-10';
const TODAY = '2026-11-20';

const draft = (changes: Partial<PaymentDraft>): PaymentDraft => ({ ...newPaymentDraft(TODAY), ...changes });
const check = (changes: Partial<PaymentDraft>) => checkPaymentDraft('b12', BILL_DAY, TODAY, draft(changes));

describe('Record payment dialog', () => {
  it('starts dated today, by NEFT, with nothing typed', () => {
    expect(newPaymentDraft(TODAY)).toEqual({ amount: '', date: TODAY, mode: 'NEFT', reference: '', note: '' });
  });

  it('sends the amount as typed, the bill id in capitals, and no note when none is typed', () => {
    expect(check({ amount: '1500.50', reference: ' UTR123 ', note: '  ' })).toEqual({
      ok: true,
      payment: { billId: 'B12', amount: 1500.5, date: TODAY, mode: 'NEFT', reference: 'UTR123', note: undefined },
    });
  });

  it('reads an amount written the Indian way to the paisa (issue 29)', () => {
    expect(check({ amount: '₹ 1,25,000.50', reference: 'U1' })).toMatchObject({
      ok: true,
      payment: { amount: 125_000.5 },
    });
  });

  it('refuses an amount that is not a number, never repairing it', () => {
    expect(check({ amount: '1,2,3', reference: 'U1' })).toEqual({
      ok: false,
      errors: { amount: 'Please enter a valid number.' },
    });
    expect(check({ amount: '12.345', reference: 'U1' })).toEqual({
      ok: false,
      errors: { amount: 'Rupees take at most 2 decimals (paise).' },
    });
    expect(check({ amount: '', reference: 'U1' })).toEqual({ ok: false, errors: { amount: 'Enter the amount paid.' } });
    expect(check({ amount: '0', reference: 'U1' })).toEqual({
      ok: false,
      errors: { amount: 'The amount must be more than ₹0.' },
    });
  });

  it('needs a reference except for Cash', () => {
    expect(check({ amount: '10' })).toEqual({
      ok: false,
      errors: { reference: 'Enter the UTR or cheque number (not needed for Cash).' },
    });
    expect(check({ amount: '10', mode: 'Cash' })).toMatchObject({ ok: true, payment: { mode: 'Cash', reference: '' } });
  });

  it('refuses a day before the bill or after today, beside a bad amount', () => {
    expect(check({ amount: '10', reference: 'U1', date: '2026-11-09' })).toEqual({
      ok: false,
      errors: { date: 'A payment cannot be dated before its bill (2026-11-10).' },
    });
    expect(check({ amount: 'ten', reference: 'U1', date: '2026-11-21' })).toEqual({
      ok: false,
      errors: { amount: 'Please enter a valid number.', date: 'A payment cannot be dated in the future.' },
    });
    expect(check({ amount: '10', reference: 'U1', date: '' })).toEqual({
      ok: false,
      errors: { date: 'Enter a real date as YYYY-MM-DD.' },
    });
  });
});
