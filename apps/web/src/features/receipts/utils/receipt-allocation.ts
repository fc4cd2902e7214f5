import {
  RECEIPT_MESSAGES,
  RUPEES,
  formatRupees,
  fromPaise,
  readNumberText,
  receiptAllocationsProblem,
  receiptOverBalanceProblem,
  toPaise,
} from '@freightdesk/domain';

/** An open invoice a receipt may settle, in rupees: what is still due on it. */
export interface SettlableInvoice {
  invoiceNo: string;
  date: string;
  dueDate: string;
  total: number;
  balance: number;
}

/** An invoice's part of a receipt, in paise. */
export interface InvoicePartPaise {
  invoiceNo: string;
  amountPaise: number;
}

/** Oldest first: by the invoice's day, then by its number (INV/2026-27/0009 before INV/2026-27/0010). */
export function oldestInvoicesFirst<T extends Pick<SettlableInvoice, 'invoiceNo' | 'date'>>(
  invoices: readonly T[],
): T[] {
  return invoices.toSorted((a, b) => a.date.localeCompare(b.date) || a.invoiceNo.localeCompare(b.invoiceNo));
}

/**
 * What the receipt settles (amount received + TDS deducted) spread over the invoices, the oldest first, each up to its
 * balance; what the balances cannot take stays on no invoice (the sum says so). Every invoice is returned.
 */
export function fillOldestFirst(invoices: readonly SettlableInvoice[], settlesPaise: number): InvoicePartPaise[] {
  let left = Math.max(0, settlesPaise);
  return oldestInvoicesFirst(invoices).map((invoice) => {
    const share = Math.min(left, Math.max(0, toPaise(invoice.balance)));
    left -= share;
    return { invoiceNo: invoice.invoiceNo, amountPaise: share };
  });
}

/** Paise as a plain rupee number to put in a field: 3675000 is '36750', 12550 is '125.5'. */
export const rupeeText = (paise: number) => String(fromPaise(paise));

/** A typed amount in paise, `blank` when nothing is typed; null when it is not a plain rupee number (a minus sign neither). */
function paiseOf(text: string, blank: number | null): number | null {
  const reading = readNumberText(text, RUPEES);
  if (!reading.ok) return null;
  return reading.value === null ? blank : toPaise(reading.value);
}

/**
 * What a receipt settles of the invoices, in paise: the amount received (above ₹0) and the TDS deducted (blank is ₹0).
 * Null while either is not a number the form takes; the form's own check says why.
 */
export function settlesPaiseOf(amountText: string, tdsText: string): number | null {
  const amount = paiseOf(amountText, null);
  const tds = paiseOf(tdsText, 0);
  return amount === null || amount === 0 || tds === null ? null : amount + tds;
}

/** The amount typed against one open invoice. */
export interface InvoiceLine extends SettlableInvoice {
  text: string;
}

export interface ReceiptAllocationCheck {
  /** A problem per invoice: not a number, or more than its balance. */
  errors: Record<string, string>;
  /** The invoices' amounts added up, in paise (those that read as numbers). */
  sumPaise: number;
  /** Amount + TDS in paise; null while they are not typed as numbers. */
  settlesPaise: number | null;
  /** Why the invoices' amounts and amount + TDS disagree; null when they agree or there is nothing to check yet. */
  mismatch: string | null;
  /** The invoices with an amount above 0, in rupees, as the request takes them. */
  allocations: { invoiceNo: string; amount: number }[];
}

/** The domain's refusal of parts that do not add up, with how far off they are. */
function mismatchMessage(settlesPaise: number, parts: readonly InvoicePartPaise[]): string | null {
  const chosen = parts.filter((part) => part.amountPaise > 0);
  if (chosen.length === 0) return RECEIPT_MESSAGES.allocationsEmpty;
  const problem = receiptAllocationsProblem(settlesPaise, chosen);
  if (problem === null) return null;
  const sumPaise = chosen.reduce((sum, part) => sum + part.amountPaise, 0);
  const difference = formatRupees(fromPaise(Math.abs(settlesPaise - sumPaise)));
  return `${problem} ${sumPaise < settlesPaise ? `${difference} is still to put on an invoice.` : `${difference} too much is on the invoices.`}`;
}

/** Each invoice's amount read as the amount field is, and their sum (in paise) against amount + TDS. */
export function checkReceiptAllocations(
  amountText: string,
  tdsText: string,
  lines: readonly InvoiceLine[],
): ReceiptAllocationCheck {
  const errors: Record<string, string> = {};
  const parts: InvoicePartPaise[] = [];
  for (const line of lines) {
    const reading = readNumberText(line.text, RUPEES);
    if (!reading.ok) {
      errors[line.invoiceNo] = reading.message;
      continue;
    }
    const amountPaise = toPaise(reading.value ?? 0);
    const overBalance = receiptOverBalanceProblem(line.invoiceNo, amountPaise, toPaise(line.balance));
    if (overBalance) errors[line.invoiceNo] = overBalance;
    parts.push({ invoiceNo: line.invoiceNo, amountPaise });
  }
  const sumPaise = parts.reduce((sum, part) => sum + part.amountPaise, 0);
  const settlesPaise = settlesPaiseOf(amountText, tdsText);
  const mismatch =
    settlesPaise !== null && lines.length > 0 && Object.keys(errors).length === 0
      ? mismatchMessage(settlesPaise, parts)
      : null;
  const allocations = parts
    .filter((part) => part.amountPaise > 0)
    .map((part) => ({ invoiceNo: part.invoiceNo, amount: fromPaise(part.amountPaise) }));
  return { errors, sumPaise, settlesPaise, mismatch, allocations };
}
