import { z } from 'zod';
import { DATE_MESSAGE, isCalendarDay, localDate } from './dates.ts';

/**
 * What customers owe (issue 33), aged by due date (invoice date + credit days): not yet due, then 1-30, 31-60, 61-90
 * and over 90 days past due, counted in office days.
 */
export const RECEIVABLE_BUCKETS = ['notDue', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
export type ReceivableBucket = (typeof RECEIVABLE_BUCKETS)[number];

export const RECEIVABLE_LABELS: Record<ReceivableBucket, string> = {
  notDue: 'Not due',
  d1_30: '1-30 days past due',
  d31_60: '31-60 days past due',
  d61_90: '61-90 days past due',
  over90: 'Over 90 days past due',
};

/** Whole days from one day to another (both YYYY-MM-DD); below zero when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The bucket of an invoice due on `dueDate`, as of `asOf`: not due up to and on its due day, then by days past it. */
export function receivableBucket(dueDate: string, asOf: string): ReceivableBucket {
  const pastDue = daysBetween(dueDate, asOf);
  if (pastDue <= 0) return 'notDue';
  if (pastDue <= 30) return 'd1_30';
  if (pastDue <= 60) return 'd31_60';
  if (pastDue <= 90) return 'd61_90';
  return 'over90';
}

/** What one invoice stands at as of a day, in paise: its total, and what receipts and credit notes settled of it. */
export interface OpenInvoicePaise {
  customer: string;
  dueDate: string;
  totalPaise: number;
  /** Receipts (with the TDS the customer deducted) less their reversals. */
  receivedPaise: number;
  creditedPaise: number;
}

export interface ReceivablePaise {
  customer: string;
  invoicedPaise: number;
  receivedPaise: number;
  balancePaise: number;
  bucketsPaise: Record<ReceivableBucket, number>;
}

/**
 * Per customer: invoiced (less credit notes), received, the balance and its part in each bucket; largest balance
 * first, equal balances by name. The buckets add up to the balance.
 */
export function receivablesPaise(invoices: readonly OpenInvoicePaise[], asOf: string): ReceivablePaise[] {
  const customers = new Map<string, ReceivablePaise>();
  for (const invoice of invoices) {
    let row = customers.get(invoice.customer);
    if (!row) {
      row = {
        customer: invoice.customer,
        invoicedPaise: 0,
        receivedPaise: 0,
        balancePaise: 0,
        bucketsPaise: { notDue: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 },
      };
      customers.set(invoice.customer, row);
    }
    const invoiced = invoice.totalPaise - invoice.creditedPaise;
    const balance = invoiced - invoice.receivedPaise;
    row.invoicedPaise += invoiced;
    row.receivedPaise += invoice.receivedPaise;
    row.balancePaise += balance;
    row.bucketsPaise[receivableBucket(invoice.dueDate, asOf)] += balance;
  }
  return [...customers.values()].toSorted(
    (a, b) => b.balancePaise - a.balancePaise || a.customer.localeCompare(b.customer),
  );
}

/**
 * The customers GET /receivables lists: those who owe something (or, below zero, are owed) as of the day. A customer
 * whose invoices are all settled by then, by receipts or credit notes, is left out: the list is of what is to collect.
 */
export function owingCustomers(rows: readonly ReceivablePaise[]): ReceivablePaise[] {
  return rows.filter(
    // Stryker disable next-line ConditionalExpression: equivalent, the buckets add up to the balance, so a balance not nil has a bucket not nil
    (row) => row.balancePaise !== 0 || RECEIVABLE_BUCKETS.some((bucket) => row.bucketsPaise[bucket] !== 0),
  );
}

export const RECEIVABLES_MESSAGES = {
  future: 'Receivables cannot be taken as of a day in the future.',
} as const;

/** GET /receivables?asOf= (today, office time, when not given). */
export const receivablesQuerySchema = z.object({
  asOf: z
    .string()
    .max(10)
    .refine(isCalendarDay, DATE_MESSAGE)
    .refine((day) => day <= localDate(), RECEIVABLES_MESSAGES.future)
    .optional(),
});

/** GET /receivables, in rupees. */
export const receivablesSchema = z.array(
  z.object({
    customer: z.string(),
    invoiced: z.number(),
    received: z.number(),
    balance: z.number(),
    buckets: z.object({
      notDue: z.number(),
      d1_30: z.number(),
      d31_60: z.number(),
      d61_90: z.number(),
      over90: z.number(),
    }),
  }),
);
export type Receivables = z.infer<typeof receivablesSchema>;
