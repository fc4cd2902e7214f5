import {
  type Dashboard,
  addDays,
  fromPaise,
  lrBillingParty,
  lrInvoiceProblem,
  localDate,
  marginRows,
  quarterOf,
  quarterRange,
  toPaise,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { type LrView, listLrs } from '../lorry-receipts/lr.repository.ts';
import { lrMoney, ratesFor } from '../lorry-receipts/lr-money.ts';
import { createMarginService } from '../margins/margin.service.ts';
import { createReceivablesService } from '../receivables/receivables.service.ts';
import { createTdsService } from '../tds/tds.service.ts';
import { createVendorAccountService } from '../vendor-accounts/vendor-accounts.service.ts';
import { tripsOfDay } from './dashboard.repository.ts';

export type DashboardService = ReturnType<typeof createDashboardService>;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The owner's dashboard (issue 33): each figure is the one its own screen computes, by that screen's service, as of
 * today in the office's time zone; this only adds them up.
 */
export function createDashboardService(db: Database) {
  const accounts = createVendorAccountService(db);
  const tds = createTdsService(db, accounts);
  const margins = createMarginService(db);
  const receivables = createReceivablesService(db);

  /** Delivered LRs an invoice may take now, by the invoices' own rule (lrInvoiceProblem) to their billing party. */
  async function lrsNotInvoiced(): Promise<Dashboard['lrsNotInvoiced']> {
    const delivered = await listLrs(db, { status: 'Delivered' });
    const rateOf = await ratesFor(db, delivered);
    let count = 0;
    let withoutFreight = 0;
    let freightPaise = 0;
    for (const view of delivered) {
      const money = await lrMoney(view, rateOf);
      const lr = invoiceableLr(view, money.freightPaise);
      const billedTo = lr[lrBillingParty(lr.freightTerms)];
      if (lrInvoiceProblem(lr, billedTo) === null) {
        count += 1;
        freightPaise += money.freightPaise ?? 0;
      } else if (money.freightPaise === null && lrInvoiceProblem({ ...lr, freightPaise: 0 }, billedTo) === null) {
        // Invoiced terms and Delivered, held back only for want of a rate.
        withoutFreight += 1;
      }
    }
    return { count, freight: fromPaise(freightPaise), withoutFreight };
  }

  /** What customers owe past the due dates of their invoices (Receivables' buckets after "not due"). */
  async function receivablesOverdue(today: string): Promise<Dashboard['receivablesOverdue']> {
    const overdue = (await receivables.receivables(today))
      .map((row) => row.balancePaise - row.bucketsPaise.notDue)
      .filter((paise) => paise > 0);
    return { amount: fromPaise(sum(overdue)), customers: overdue.length };
  }

  /** What the office owes its vendors on their bills (Outstanding). */
  async function payablesDue(today: string): Promise<Dashboard['payablesDue']> {
    const owed = (await accounts.outstanding(today)).map((row) => row.balancePaise).filter((paise) => paise > 0);
    return { amount: fromPaise(sum(owed)), vendors: owed.length };
  }

  /** TDS of this quarter's and the last quarter's bills in no challan yet, as the TDS bell finds it. */
  async function tdsDue(today: string): Promise<Dashboard['tdsDue']> {
    const { fy, quarter } = quarterOf(today);
    const previous = quarterOf(addDays(quarterRange(fy, quarter).startDate, -1));
    const books = await Promise.all([previous, { fy, quarter }].map((q) => tds.challans(q.fy, q.quarter)));
    const parts = books.flatMap((book) => book.undeposited).filter((part) => part.tds > 0);
    const dueDates = parts.map((part) => part.dueDate).toSorted();
    return {
      amount: fromPaise(sum(parts.map((part) => toPaise(part.tds)))),
      dueDate: dueDates[0] ?? null,
      overdue: fromPaise(sum(parts.filter((part) => part.dueDate < today).map((part) => toPaise(part.tds)))),
    };
  }

  /** The margin of the trips from the 1st of today's month to today (Business), added up over its groups. */
  async function monthMargin(today: string): Promise<Dashboard['monthMargin']> {
    const range = { startDate: `${today.slice(0, 7)}-01`, endDate: today };
    const rows = await margins.margins({ ...range, groupBy: 'truck' });
    const [total] = marginRows(
      rows.map((row) => ({
        key: 'month',
        trips: row.trips,
        revenuePaise: toPaise(row.revenue),
        costPaise: toPaise(row.cost),
      })),
    );
    return {
      ...range,
      revenue: total?.revenue ?? 0,
      cost: total?.cost ?? 0,
      margin: total?.margin ?? 0,
      marginPercent: total?.marginPercent ?? null,
    };
  }

  return {
    async dashboard(today: string = localDate()): Promise<Dashboard> {
      const [todaysTrips, lrs, overdue, payables, tdsOwed, margin] = await Promise.all([
        tripsOfDay(db, today),
        lrsNotInvoiced(),
        receivablesOverdue(today),
        payablesDue(today),
        tdsDue(today),
        monthMargin(today),
      ]);
      return {
        today,
        todaysTrips,
        lrsNotInvoiced: lrs,
        receivablesOverdue: overdue,
        payablesDue: payables,
        tdsDue: tdsOwed,
        monthMargin: margin,
      };
    },
  };
}

/** An LR as the invoices' rule reads it, with its freight as the LR screen prices it. */
function invoiceableLr(view: LrView, freightPaise: number | null) {
  return {
    lrNo: view.lr_no,
    status: view.status,
    freightTerms: view.freight_terms,
    consignor: view.consignor_name,
    consignee: view.consignee_name,
    freightPaise,
  };
}
