import { describe, expect, it } from 'vitest';
import {
  type InvoiceableLr,
  creditAboveBalanceProblem,
  creditNoteTotals,
  formatCreditNoteNo,
  formatInvoiceNo,
  INVOICE_MESSAGES,
  invoiceDueDate,
  invoiceFinancialYear,
  invoiceGst,
  invoiceMessage,
  invoiceTotals,
  lrInvoiceProblem,
  partyState,
  REVERSE_CHARGE_NOTE,
} from './customer-invoice.ts';

// Valid GSTINs worked by hand in gstin.test.ts.
const KARNATAKA_GSTIN = '29AAACA1234F1Z6';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

/*
 * The hand-worked invoice of these tests: three delivered LRs with freight ₹22,822, ₹15,000 and ₹9,438 (₹47,260), and
 * two extra charges, Loading ₹1,500 and Detention ₹750.50 (₹2,250.50): taxable ₹49,510.50.
 *   Reverse charge:             no tax; total ₹49,510.50.
 *   5% within the state:        CGST 2.5% = 1,237.7625 -> ₹1,237.76, SGST the same; total ₹51,986.02.
 *   5% across states:           IGST 5% = 2,475.525 -> ₹2,475.53 (half a paisa rounds up); total ₹51,986.03.
 *   12% within the state:       CGST 6% = ₹2,970.63, SGST the same; total ₹55,451.76.
 *   12% across states:          IGST 12% = ₹5,941.26; total ₹55,451.76.
 */
const FREIGHTS = [2_282_200, 1_500_000, 943_800];
const EXTRAS = [150_000, 75_050];
const MAHARASHTRA = 'Maharashtra';
const KARNATAKA = 'Karnataka';

const forward = (rate: number, customerState: string | null, officeState: string | null = MAHARASHTRA) => ({
  reverseCharge: false,
  forwardRateBasisPoints: rate * 100,
  customerState,
  officeState,
});

describe('invoice numbers', () => {
  it('number invoices and credit notes per financial year with four digits', () => {
    expect(formatInvoiceNo('2026-27', 1)).toBe('INV/2026-27/0001');
    expect(formatInvoiceNo('2026-27', 123)).toBe('INV/2026-27/0123');
    expect(formatCreditNoteNo('2027-28', 12)).toBe('CN/2027-28/0012');
  });

  it('take the financial year of the invoice day: April to March', () => {
    expect(invoiceFinancialYear('2027-03-31')).toBe('2026-27');
    expect(invoiceFinancialYear('2027-04-01')).toBe('2027-28');
  });
});

describe('invoiceTotals', () => {
  it('under reverse charge carries no tax: the total is the freight and the extra charges', () => {
    const totals = invoiceTotals(FREIGHTS, EXTRAS, {
      reverseCharge: true,
      forwardRateBasisPoints: 1200,
      customerState: KARNATAKA,
      officeState: MAHARASHTRA,
    });
    expect(totals).toEqual({
      freightPaise: 4_726_000,
      extraChargesPaise: 225_050,
      taxablePaise: 4_951_050,
      gst: { mode: 'reverse', rateBasisPoints: 0, cgst: 0, sgst: 0, igst: 0 },
      totalPaise: 4_951_050,
    });
  });

  it('at 5% forward charge within the office state: CGST and SGST at 2.5% each', () => {
    const totals = invoiceTotals(FREIGHTS, EXTRAS, forward(5, MAHARASHTRA));
    expect(totals.gst).toEqual({ mode: 'forward', rateBasisPoints: 500, cgst: 123_776, sgst: 123_776, igst: 0 });
    expect(totals.totalPaise).toBe(5_198_602);
  });

  it('at 5% forward charge across states: IGST at 5%, half a paisa rounding up', () => {
    const totals = invoiceTotals(FREIGHTS, EXTRAS, forward(5, KARNATAKA));
    expect(totals.gst).toEqual({ mode: 'forward', rateBasisPoints: 500, cgst: 0, sgst: 0, igst: 247_553 });
    expect(totals.totalPaise).toBe(5_198_603);
  });

  it('at 12% forward charge within the state and across states', () => {
    const within = invoiceTotals(FREIGHTS, EXTRAS, forward(12, MAHARASHTRA));
    expect(within.gst).toEqual({ mode: 'forward', rateBasisPoints: 1200, cgst: 297_063, sgst: 297_063, igst: 0 });
    expect(within.totalPaise).toBe(5_545_176);
    const across = invoiceTotals(FREIGHTS, EXTRAS, forward(12, KARNATAKA));
    expect(across.gst).toEqual({ mode: 'forward', rateBasisPoints: 1200, cgst: 0, sgst: 0, igst: 594_126 });
    expect(across.totalPaise).toBe(5_545_176);
  });

  it('takes an unknown state as the office state, as bills do: CGST and SGST', () => {
    expect(invoiceTotals([100_000], [], forward(12, null)).gst.igst).toBe(0);
    expect(invoiceTotals([100_000], [], forward(12, KARNATAKA, null)).gst).toMatchObject({ cgst: 6_000, sgst: 6_000 });
  });

  it('invoices freight alone when there are no extra charges', () => {
    const totals = invoiceTotals([1_500_000], [], forward(12, MAHARASHTRA));
    expect(totals).toMatchObject({ freightPaise: 1_500_000, extraChargesPaise: 0, taxablePaise: 1_500_000 });
    expect(totals.totalPaise).toBe(1_680_000);
  });
});

describe('invoiceGst', () => {
  it('taxes nothing under reverse charge whatever the forward rate', () => {
    expect(
      invoiceGst(1_000_000, {
        reverseCharge: true,
        forwardRateBasisPoints: 500,
        customerState: null,
        officeState: null,
      }),
    ).toEqual({ mode: 'reverse', rateBasisPoints: 0, cgst: 0, sgst: 0, igst: 0 });
  });

  it('prints on a reverse-charge invoice that the recipient pays the GST', () => {
    expect(REVERSE_CHARGE_NOTE).toMatch(/payable by the recipient under reverse charge/);
  });
});

describe('creditNoteTotals', () => {
  const invoice = {
    totals: invoiceTotals(FREIGHTS, EXTRAS, forward(12, MAHARASHTRA)),
    reverseCharge: false,
    customerState: MAHARASHTRA,
    officeState: MAHARASHTRA,
  };

  it('credits a whole invoice to the paisa: the same taxable value, taxes and total', () => {
    expect(creditNoteTotals(invoice, null)).toEqual(invoice.totals);
  });

  it('credits the rest after a line was credited: the invoice less that credit, so the two add up to it', () => {
    // ₹15,000 credited first (₹900 + ₹900): the rest is taxable 49,510.50 - 15,000 = ₹34,510.50, CGST and SGST
    // 2,970.63 - 900 = ₹2,070.63 each, total 55,451.76 - 16,800 = ₹38,651.76.
    const first = creditNoteTotals(invoice, [1_500_000]);
    const rest = creditNoteTotals(invoice, null, [{ taxablePaise: first.taxablePaise, ...first.gst }]);
    expect(rest).toEqual({
      freightPaise: 3_226_000,
      extraChargesPaise: 225_050,
      taxablePaise: 3_451_050,
      gst: { mode: 'forward', rateBasisPoints: 1200, cgst: 207_063, sgst: 207_063, igst: 0 },
      totalPaise: 3_865_176,
    });
    expect(rest.totalPaise + first.totalPaise).toBe(invoice.totals.totalPaise);
  });

  it('credits the rest of an invoice across states with its IGST: the two credit notes add up to the invoice', () => {
    // Across states at 12%: IGST ₹5,941.26, total ₹55,451.76. ₹15,000 credited first with IGST ₹1,800 (₹16,800);
    // the rest is taxable ₹34,510.50, IGST 5,941.26 - 1,800 = ₹4,141.26, total ₹38,651.76.
    const across = {
      ...invoice,
      totals: invoiceTotals(FREIGHTS, EXTRAS, forward(12, KARNATAKA)),
      customerState: KARNATAKA,
    };
    const first = creditNoteTotals(across, [1_500_000]);
    const rest = creditNoteTotals(across, null, [{ taxablePaise: first.taxablePaise, ...first.gst }]);
    expect(rest.gst).toEqual({ mode: 'forward', rateBasisPoints: 1200, cgst: 0, sgst: 0, igst: 414_126 });
    expect(rest.totalPaise).toBe(3_865_176);
    expect(rest.totalPaise + first.totalPaise).toBe(5_545_176);
  });

  it('credits named lines at the invoice rate: ₹15,000 at 12% within the state is ₹900 + ₹900, ₹16,800', () => {
    const credit = creditNoteTotals(invoice, [1_500_000]);
    expect(credit.taxablePaise).toBe(1_500_000);
    expect(credit.gst).toEqual({ mode: 'forward', rateBasisPoints: 1200, cgst: 90_000, sgst: 90_000, igst: 0 });
    expect(credit.totalPaise).toBe(1_680_000);
  });

  it('credits lines of a reverse-charge invoice without tax, and across states as IGST', () => {
    expect(creditNoteTotals({ ...invoice, reverseCharge: true }, [1_500_000]).totalPaise).toBe(1_500_000);
    const across = { ...invoice, customerState: KARNATAKA };
    expect(creditNoteTotals(across, [1_500_000]).gst).toMatchObject({ cgst: 0, sgst: 0, igst: 180_000 });
  });

  it('refuses a credit above the balance, naming both; a credit of the whole balance passes', () => {
    expect(creditAboveBalanceProblem(1_680_000, 1_680_000)).toBeNull();
    expect(creditAboveBalanceProblem(1_680_000, 1_680_001)).toBeNull();
    expect(creditAboveBalanceProblem(1_680_000, 1_000_000)).toBe(
      'This credit note of ₹16,800.00 is more than the invoice balance of ₹10,000.00: reverse a receipt first.',
    );
  });
});

describe('invoiceMessage', () => {
  it('fills each placeholder of a refusal with its value', () => {
    expect(
      invoiceMessage(INVOICE_MESSAGES.dateBeforeDelivery, { lrNo: 'LR/2026-27/000007', deliveredOn: '27/11/2026' }),
    ).toBe('The invoice cannot be dated before lorry receipt LR/2026-27/000007 was delivered (27/11/2026).');
  });
});

describe('invoiceDueDate', () => {
  it('adds the credit days to the invoice day, across months and years', () => {
    expect(invoiceDueDate('2026-10-01', 30)).toBe('2026-10-31');
    expect(invoiceDueDate('2026-12-15', 30)).toBe('2027-01-14');
    expect(invoiceDueDate('2026-11-27', 0)).toBe('2026-11-27');
  });
});

describe('partyState', () => {
  it("reads the state from the GSTIN's first two digits, before the state typed", () => {
    expect(partyState(KARNATAKA_GSTIN, 'Maharashtra')).toBe('Karnataka');
    expect(partyState(MAHARASHTRA_GSTIN, '')).toBe('Maharashtra');
  });

  it('takes the state typed when there is no GSTIN, and null when neither names one', () => {
    expect(partyState('', ' tamil  nadu ')).toBe('Tamil Nadu');
    expect(partyState('', '')).toBeNull();
    expect(partyState('', 'Atlantis')).toBeNull();
  });
});

describe('lrInvoiceProblem', () => {
  const lr: InvoiceableLr = {
    lrNo: 'LR/2026-27/000007',
    status: 'Delivered',
    freightTerms: 'TBB',
    consignor: 'Ultratech Cement Ltd',
    consignee: 'Konkan Builders',
    freightPaise: 2_282_200,
  };

  it('takes a delivered LR on To be billed or Paid, billed to its consignor (any case)', () => {
    expect(lrInvoiceProblem(lr, 'Ultratech Cement Ltd')).toBeNull();
    expect(lrInvoiceProblem({ ...lr, freightTerms: 'Paid' }, 'ultratech cement ltd')).toBeNull();
  });

  it('refuses an LR not yet delivered, or cancelled, naming its status', () => {
    expect(lrInvoiceProblem({ ...lr, status: 'In transit' }, 'Ultratech Cement Ltd')).toBe(
      'Lorry receipt LR/2026-27/000007 is In transit: only a Delivered lorry receipt is invoiced.',
    );
    expect(lrInvoiceProblem({ ...lr, status: 'Booked' }, 'Ultratech Cement Ltd')).toContain('is Booked');
    expect(lrInvoiceProblem({ ...lr, status: 'Cancelled' }, 'Ultratech Cement Ltd')).toContain('is Cancelled');
  });

  it('refuses an LR already invoiced', () => {
    expect(lrInvoiceProblem({ ...lr, status: 'Invoiced' }, 'Ultratech Cement Ltd')).toBe(
      'Lorry receipt LR/2026-27/000007 is already invoiced.',
    );
  });

  it('refuses a To pay LR: the consignee paid the driver on delivery', () => {
    expect(lrInvoiceProblem({ ...lr, freightTerms: 'ToPay' }, 'Konkan Builders')).toBe(
      'Lorry receipt LR/2026-27/000007 is To pay: its consignee pays the freight on delivery, so it is not invoiced.',
    );
  });

  it('refuses an LR billed to another customer, naming both', () => {
    expect(lrInvoiceProblem(lr, 'Konkan Builders')).toBe(
      'Lorry receipt LR/2026-27/000007 is billed to Ultratech Cement Ltd, not to Konkan Builders.',
    );
  });

  it('refuses an LR without freight (no rate typed and none for its route and day)', () => {
    expect(lrInvoiceProblem({ ...lr, freightPaise: null }, 'Ultratech Cement Ltd')).toContain(
      'LR/2026-27/000007 has no freight',
    );
    expect(lrInvoiceProblem({ ...lr, freightPaise: 0 }, 'Ultratech Cement Ltd')).toBeNull();
  });
});
