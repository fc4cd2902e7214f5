import { DATE_MESSAGE, INVOICE_MESSAGES } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { checkInvoiceDraft, extraChargeErrors, invoiceDateProblem } from './invoice-draft';

const TODAY = '2026-11-20';
const DELIVERIES = [
  { lrNo: 'LR/2026-27/000001', deliveredOn: '2026-11-05' },
  { lrNo: 'LR/2026-27/000002', deliveredOn: '2026-11-12' },
];

const draft = (fields: Partial<Parameters<typeof checkInvoiceDraft>[0]> = {}) => ({
  customer: 'Shree Cement',
  lrNos: ['lr/2026-27/000001', 'LR/2026-27/000002'],
  date: TODAY,
  extras: [],
  ...fields,
});

describe('checking a new invoice before it is issued', () => {
  it('sends the LRs in capitals and each extra charge read as rupees', () => {
    const extras = [{ key: 1, text: ' Loading   charges ', amount: '₹ 1,500.50' }];
    expect(checkInvoiceDraft(draft({ extras }), TODAY, DELIVERIES)).toEqual({
      ok: true,
      body: {
        customer: 'Shree Cement',
        lrNos: ['LR/2026-27/000001', 'LR/2026-27/000002'],
        date: TODAY,
        extraCharges: [{ text: 'Loading charges', amount: 1500.5 }],
      },
    });
  });

  it('needs an LR ticked', () => {
    expect(checkInvoiceDraft(draft({ lrNos: [] }), TODAY, [])).toEqual({
      ok: false,
      errors: { extras: [], lrs: INVOICE_MESSAGES.lrsEmpty },
    });
  });

  it('puts each extra charge’s problems under its own inputs', () => {
    const extras = [
      { key: 1, text: 'Loading', amount: '500' },
      { key: 2, text: 'L', amount: '0' },
      { key: 3, text: 'Halting', amount: '12o' },
      { key: 4, text: 'Detention', amount: '' },
    ];
    expect(extraChargeErrors(extras)).toEqual([
      {},
      { text: INVOICE_MESSAGES.extraText, amount: INVOICE_MESSAGES.extraAmount },
      { amount: INVOICE_MESSAGES.extraAmount },
      { amount: INVOICE_MESSAGES.extraAmount },
    ]);
    const checked = checkInvoiceDraft(draft({ extras }), TODAY, DELIVERIES);
    expect(checked.ok).toBe(false);
  });

  it('dates the invoice on a whole day, not after today and not before an LR ticked was delivered', () => {
    expect(invoiceDateProblem('', TODAY, DELIVERIES)).toBe(DATE_MESSAGE);
    expect(invoiceDateProblem('2026-11-21', TODAY, DELIVERIES)).toBe(INVOICE_MESSAGES.dateInFuture);
    expect(invoiceDateProblem('2026-11-11', TODAY, DELIVERIES)).toBe(
      'The invoice cannot be dated before lorry receipt LR/2026-27/000002 was delivered (12/11/2026).',
    );
    expect(invoiceDateProblem('2026-11-12', TODAY, DELIVERIES)).toBeNull();
    expect(invoiceDateProblem(TODAY, TODAY, [{ lrNo: 'LR/2026-27/000003', deliveredOn: null }])).toBeNull();
    expect(checkInvoiceDraft(draft({ date: '2026-11-21' }), TODAY, DELIVERIES)).toEqual({
      ok: false,
      errors: { extras: [], date: INVOICE_MESSAGES.dateInFuture },
    });
  });
});
