import { describe, expect, it } from 'vitest';
import { checkReceiptDraft, isReceiptField, newReceiptDraft } from './receipt-draft';

const TODAY = '2026-07-15';
const INVOICE = { invoiceNo: 'INV/2026-27/0007', date: '2026-07-01' };
// ₹36,750 received and ₹750 TDS deducted (2% of ₹37,500) settle the whole ₹37,500 invoice.
const WHOLE = [{ invoiceNo: INVOICE.invoiceNo, amount: 37_500 }];
const typed = {
  ...newReceiptDraft(TODAY, 'Patil Cement Works'),
  reference: 'UTR001122',
  amount: '36,750',
  tdsDeducted: '750',
};

describe('The Record receipt dialog', () => {
  it('starts today, by NEFT, for the customer it was opened for', () => {
    expect(newReceiptDraft(TODAY, 'Patil Cement Works')).toEqual({
      customer: 'Patil Cement Works',
      date: TODAY,
      mode: 'NEFT',
      reference: '',
      amount: '',
      tdsDeducted: '',
      note: '',
    });
    expect(newReceiptDraft(TODAY).customer).toBe('');
  });

  it('sends the amounts as numbers, the invoices settling amount + TDS', () => {
    expect(checkReceiptDraft(typed, WHOLE, [INVOICE], TODAY)).toEqual({
      ok: true,
      receipt: {
        customer: 'Patil Cement Works',
        amount: 36_750,
        tdsDeducted: 750,
        allocations: WHOLE,
        date: TODAY,
        mode: 'NEFT',
        reference: 'UTR001122',
        note: '',
      },
    });
  });

  it('takes a cash receipt without a reference, and no TDS as ₹0', () => {
    const cash = { ...typed, mode: 'Cash' as const, reference: '', amount: '37500', tdsDeducted: '' };
    const check = checkReceiptDraft(cash, WHOLE, [INVOICE], TODAY);
    expect(check.ok && check.receipt.tdsDeducted).toBe(0);
  });

  it('names each field at fault by the domain’s rules', () => {
    const check = checkReceiptDraft({ ...typed, customer: ' ', reference: '' }, WHOLE, [INVOICE], TODAY);
    expect(check).toEqual({
      ok: false,
      errors: {
        customer: 'Choose a customer.',
        reference: 'Enter the UTR or cheque number (not needed for Cash).',
      },
    });
    const tdsAbove = checkReceiptDraft(
      { ...typed, amount: '500', tdsDeducted: '750' },
      [{ invoiceNo: INVOICE.invoiceNo, amount: 1250 }],
      [INVOICE],
      TODAY,
    );
    expect(tdsAbove).toEqual({
      ok: false,
      errors: { tdsDeducted: 'TDS deducted cannot be more than the amount received.' },
    });
  });

  it('refuses parts that do not add up to amount + TDS', () => {
    // ₹36,750 + ₹750 is ₹37,500, not the ₹36,750 put on the invoice.
    const check = checkReceiptDraft(typed, [{ invoiceNo: INVOICE.invoiceNo, amount: 36_750 }], [INVOICE], TODAY);
    expect(check).toEqual({
      ok: false,
      errors: {
        allocations:
          'The amounts for the invoices add up to ₹36,750.00; they must add up to the amount received and the TDS ' +
          'deducted, ₹37,500.00.',
      },
    });
  });

  it('refuses a day after today, or before an invoice it settles', () => {
    expect(checkReceiptDraft({ ...typed, date: '2026-07-16' }, WHOLE, [INVOICE], TODAY)).toEqual({
      ok: false,
      errors: { date: 'A receipt cannot be dated in the future.' },
    });
    expect(checkReceiptDraft({ ...typed, date: '2026-06-30' }, WHOLE, [INVOICE], TODAY)).toEqual({
      ok: false,
      errors: { date: 'A receipt cannot be dated before invoice INV/2026-27/0007 (2026-07-01).' },
    });
    // An invoice the receipt does not settle does not hold its day back.
    const other = { invoiceNo: 'INV/2026-27/0008', date: '2026-07-10' };
    expect(checkReceiptDraft({ ...typed, date: '2026-07-02' }, WHOLE, [INVOICE, other], TODAY).ok).toBe(true);
  });

  it('knows the fields a refusal of the server can name', () => {
    expect(isReceiptField('tdsDeducted')).toBe(true);
    expect(isReceiptField('allocations')).toBe(false);
    expect(isReceiptField(undefined)).toBe(false);
  });
});
