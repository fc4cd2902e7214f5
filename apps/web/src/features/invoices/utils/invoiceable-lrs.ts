import {
  INVOICED_TERMS,
  lrBillingParty,
  lrInvoiceProblem,
  toPaise,
  type InvoiceableLr,
  type LorryReceipt,
} from '@freightdesk/domain';

/** A delivered LR of the customer that cannot go on its invoice yet, with the domain's reason (no freight). */
export interface BlockedLr {
  lr: LorryReceipt;
  reason: string;
}

export interface CustomerLrs {
  /** Those that can be ticked, in the order they were delivered. */
  ready: LorryReceipt[];
  blocked: BlockedLr[];
}

const invoiceable = (lr: LorryReceipt): InvoiceableLr => ({
  lrNo: lr.lrNo,
  status: lr.status,
  freightTerms: lr.freightTerms,
  consignor: lr.consignor,
  consignee: lr.consignee,
  freightPaise: typeof lr.freight === 'number' ? toPaise(lr.freight) : null,
});

/** Delivered first to last (a day not recorded last), then by number. */
function byDelivery(one: LorryReceipt, other: LorryReceipt): number {
  const day = (lr: LorryReceipt) => lr.deliveredOn ?? '9999-12-31';
  return day(one).localeCompare(day(other)) || one.lrNo.localeCompare(other.lrNo);
}

/** An LR billed to the customer that waits for its invoice: Delivered, To be billed or Paid, its payer the customer. */
function awaitsInvoiceOf(lr: LorryReceipt, customer: string): boolean {
  if (lr.status !== 'Delivered' || !INVOICED_TERMS.includes(lr.freightTerms)) return false;
  return lr[lrBillingParty(lr.freightTerms)].toLowerCase() === customer.toLowerCase();
}

/**
 * The customer's delivered LRs for the New invoice panel: those the domain lets go on its invoice, and those it
 * refuses for now (no freight yet), shown with the reason.
 */
export function customerLrs(lrs: readonly LorryReceipt[], customer: string): CustomerLrs {
  const ready: LorryReceipt[] = [];
  const blocked: BlockedLr[] = [];
  for (const lr of lrs.filter((one) => awaitsInvoiceOf(one, customer)).toSorted(byDelivery)) {
    const problem = lrInvoiceProblem(invoiceable(lr), customer);
    if (problem === null) ready.push(lr);
    else blocked.push({ lr, reason: problem });
  }
  return { ready, blocked };
}
