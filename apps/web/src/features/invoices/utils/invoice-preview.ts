import {
  INVOICE_MESSAGES,
  RUPEES,
  amountInWords,
  formatDisplayDate,
  gstLines,
  invoiceMessage,
  invoiceTotals,
  otherStates,
  partyState,
  rateOnDay,
  readNumberText,
  toBasisPoints,
  toPaise,
  type BillLine,
  type BillTaxes,
  type Customer,
  type ForwardRate,
  type Invoice,
  type InvoiceGst,
} from '@freightdesk/domain';

/** The forward-charge rate in force on a day (YYYY-MM-DD): the one of the latest day on or before it; null if none. */
export function forwardRateOn(rates: readonly ForwardRate[], date: string): number | null {
  return rateOnDay(rates, date)?.rate ?? null;
}

/** An extra charge's amount as typed, in rupees; 0 while it is not one yet (the field says why). */
export function typedRupees(amount: string): number {
  const reading = readNumberText(amount, RUPEES);
  return reading.ok ? (reading.value ?? 0) : 0;
}

/** An invoice's GST as the bill screens print it: none, CGST and SGST, or IGST. */
function billTaxesOf(gst: InvoiceGst, interState: boolean): BillTaxes {
  const kind = gst.mode === 'reverse' ? 'none' : interState ? 'igst' : 'cgst_sgst';
  return { kind, ...gst };
}

/** The tax lines of an issued invoice ("CGST @ 6%", "IGST @ 12%"); none under reverse charge. */
export function issuedTaxLines(gst: Invoice['gst']): BillLine[] {
  return gstLines(
    billTaxesOf(
      {
        mode: gst.mode,
        rateBasisPoints: toBasisPoints(gst.rate),
        cgst: toPaise(gst.cgst),
        sgst: toPaise(gst.sgst),
        igst: toPaise(gst.igst),
      },
      gst.igst > 0,
    ),
  );
}

export interface InvoicePreviewInput {
  /** The freight of each LR ticked, in rupees. */
  freights: readonly number[];
  extras: readonly { text: string; amount: string }[];
  customer: Pick<Customer, 'name' | 'gstin' | 'state' | 'reverseCharge'>;
  /** The office's GSTIN and state (Settings): its state (from the GSTIN, else the one typed) decides CGST and SGST or IGST. */
  businessGstin: string;
  businessState: string;
  /** The forward-charge rate in force on the invoice day, in percent; null when none is set. */
  forwardRate: number | null;
  /** The invoice day, YYYY-MM-DD. */
  date: string;
}

export interface InvoicePreview {
  /** Freight, each extra charge, then the taxable value. */
  lines: BillLine[];
  /** The tax lines; none under reverse charge, where the invoice prints REVERSE_CHARGE_NOTE instead. */
  taxes: BillLine[];
  reverseCharge: boolean;
  totalPaise: number;
  words: string;
  /** Why the invoice cannot be issued as it stands (no forward-charge rate for the day), or null. */
  problem: string | null;
}

/** The invoice's figures as the server will issue them, while the LRs and extra charges are still being chosen. */
export function invoicePreview(input: InvoicePreviewInput): InvoicePreview {
  const { customer, forwardRate } = input;
  const reverseCharge = customer.reverseCharge;
  const customerState = partyState(customer.gstin, customer.state);
  const officeState = partyState(input.businessGstin, input.businessState);
  const extras = input.extras.map((extra, index) => ({
    label: extra.text.trim() || `Extra charge ${index + 1}`,
    paise: toPaise(typedRupees(extra.amount)),
  }));
  const totals = invoiceTotals(
    input.freights.map(toPaise),
    extras.map((extra) => extra.paise),
    { reverseCharge, forwardRateBasisPoints: toBasisPoints(forwardRate ?? 0), customerState, officeState },
  );
  const problem =
    !reverseCharge && forwardRate === null
      ? invoiceMessage(INVOICE_MESSAGES.noForwardRate, { customer: customer.name, date: formatDisplayDate(input.date) })
      : null;
  return {
    lines: [
      { label: 'Freight', paise: totals.freightPaise },
      ...extras,
      { label: 'Taxable value', paise: totals.taxablePaise },
    ],
    taxes: problem ? [] : gstLines(billTaxesOf(totals.gst, otherStates(customerState, officeState))),
    reverseCharge,
    totalPaise: totals.totalPaise,
    words: amountInWords(totals.totalPaise),
    problem,
  };
}
