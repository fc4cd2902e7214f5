import {
  INVOICED_TERMS,
  type LorryReceipt,
  currentMonthRange,
  addDays,
  fromPaise,
  invoiceRequestSchema,
  localDate,
  receiptRequestSchema,
  toPaise,
  lrBillingParty,
  quarterOf,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';
import { createInvoiceService } from '../invoices/invoice.service.ts';
import { createLrService } from '../lorry-receipts/lr.service.ts';
import { createReceiptService } from '../receipts/receipt.service.ts';

/** Charges an office adds on some invoices: loading at the plant, a day's detention at the consignee. */
const EXTRA_CHARGES = [
  { text: 'Loading charges', amount: '1,500' },
  { text: 'Detention (1 day)', amount: '2,000' },
];

/** The last day of the month of a day (YYYY-MM-DD). */
function monthEnd(day: string): string {
  return currentMonthRange(new Date(`${day.slice(0, 7)}-15T12:00:00Z`)).endDate;
}

/**
 * Issue 33 on the demo: the forward-charge GST rate (12% from the start of the financial year), and an invoice per
 * customer and month of delivery for every past month, dated that month's last day, from the delivered LRs on To be
 * billed and Paid that have a freight. This month's LRs stay to be invoiced; the older invoices are overdue on the
 * customers' credit days; one line was credited back.
 */
export async function seedDemoInvoices(db: Database, actor: SessionUser, now = new Date()): Promise<void> {
  const today = localDate(now);
  const invoices = createInvoiceService(db);
  const delivered = await createLrService(db).list(actor, { status: 'Delivered' });
  const firstDay = delivered.map((lr) => lr.tripDate).toSorted()[0] ?? today;
  await invoices.setForwardRate(actor, { rate: 12, validFrom: `${quarterOf(firstDay).fy.slice(0, 4)}-04-01` });

  const groups = new Map<string, LorryReceipt[]>();
  for (const lr of delivered) {
    const month = (lr.deliveredOn ?? today).slice(0, 7);
    if (
      lr.freight === null ||
      lr.freight === undefined ||
      !INVOICED_TERMS.includes(lr.freightTerms) ||
      month === today.slice(0, 7)
    )
      continue;
    const key = JSON.stringify([lr[lrBillingParty(lr.freightTerms)], month]);
    groups.set(key, [...(groups.get(key) ?? []), lr]);
  }
  const issued: string[] = [];
  for (const [key, lrs] of [...groups.entries()].toSorted(([a], [b]) => a.localeCompare(b))) {
    const [customer = '', month = ''] = JSON.parse(key) as string[];
    const request = invoiceRequestSchema.parse({
      customer,
      lrNos: lrs.map((lr) => lr.lrNo).toSorted(),
      date: monthEnd(`${month}-01`),
      extraCharges: issued.length % 3 === 0 ? EXTRA_CHARGES : [],
    });
    issued.push((await invoices.create(actor, request)).invoiceNo);
  }

  await receiveDemoPayments(db, actor, issued);

  // A short delivery found after invoicing: the first invoice's first line is credited back.
  const first = issued[0] && (await invoices.get(issued[0]));
  const line = first ? first.lines[0] : undefined;
  if (first && line && first.lines.length > 1) {
    await invoices.creditNote(actor, first.invoiceNo, { reason: 'Short delivery: 20 bags wet', lines: [line.lrNo] });
  }
}

/**
 * Customers paying net of the TDS they deduct (2% of the taxable value): every third invoice paid in full, the one
 * after it in part (half, by cheque), the rest still owed, so the oldest are overdue. A receipt is dated a week after
 * its invoice, never after today. The first invoice is skipped: its line is credited back below.
 */
async function receiveDemoPayments(db: Database, actor: SessionUser, invoiceNos: readonly string[]): Promise<void> {
  const invoices = createInvoiceService(db);
  const receipts = createReceiptService(db);
  const today = localDate();
  for (const [index, invoiceNo] of invoiceNos.entries()) {
    if (index === 0 || index % 3 === 2) continue;
    const invoice = await invoices.get(invoiceNo);
    const tdsPaise = Math.round(toPaise(invoice.taxable) * 0.02);
    const settlesPaise = index % 3 === 0 ? toPaise(invoice.total) : Math.round(toPaise(invoice.total) / 2);
    const date = addDays(invoice.date, 7) > today ? today : addDays(invoice.date, 7);
    await receipts.record(
      actor,
      receiptRequestSchema.parse({
        customer: invoice.customer,
        amount: fromPaise(settlesPaise - tdsPaise),
        tdsDeducted: fromPaise(tdsPaise),
        allocations: [{ invoiceNo, amount: fromPaise(settlesPaise) }],
        date,
        mode: index % 3 === 0 ? 'NEFT' : 'Cheque',
        reference: `DEMO${String(index).padStart(4, '0')}`,
      }),
    );
  }
}
