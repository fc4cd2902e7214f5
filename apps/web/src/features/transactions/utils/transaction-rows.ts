import {
  BILL_PAYMENT_STATUSES,
  fromPaise,
  toPaise,
  type BillPaymentStatus,
  type TransactionRow,
} from '@freightdesk/domain';

/** The id the server gives its totals row. */
export const TOTALS_ID = 'totals';

export const isTotals = (row: TransactionRow) => row._id === TOTALS_ID;

/** A payment status as chosen or read from the address; anything else means every bill. */
export function paymentStatusOf(value: string | null | undefined): BillPaymentStatus | undefined {
  return BILL_PAYMENT_STATUSES.find((status) => status === value);
}

/** A search as address parameters: the two days, and the status only when one is chosen. */
export function searchParamsOf(filter: {
  startDate: string;
  endDate: string;
  status?: BillPaymentStatus | undefined;
}): Record<string, string> {
  const { status, ...range } = filter;
  return status ? { ...range, status } : range;
}

/** The vendors of the listed bills, each once, in alphabetical order. */
export function vendorsOf(bills: TransactionRow[]): string[] {
  return [...new Set(bills.map((bill) => bill.vendor))].sort((a, b) => a.localeCompare(b));
}

/** The bills whose vendor contains what is typed, ignoring case; every bill when nothing is typed. */
export function billsOfVendor(bills: TransactionRow[], vendor: string): TransactionRow[] {
  const needle = vendor.trim().toLowerCase();
  return needle ? bills.filter((bill) => bill.vendor.toLowerCase().includes(needle)) : bills;
}

type SummedMoney =
  | 'freight'
  | 'diesel'
  | 'advance'
  | 'toll'
  | 'adblue'
  | 'greasing'
  | 'tds'
  | 'short'
  | 'remarks'
  | 'gst'
  | 'amount'
  | 'paid'
  | 'balance';

/** A totals row for some of the bills, summed the server's way: money in whole paise, weights in kilograms. */
export function totalsRow(bills: TransactionRow[]): TransactionRow {
  const money = (key: SummedMoney) => fromPaise(bills.reduce((sum, bill) => sum + toPaise(bill[key]), 0));
  const tons = (key: 'weight' | 'actual_weight') =>
    bills.reduce((sum, bill) => sum + Math.round(bill[key] * 1000), 0) / 1000;
  return {
    _id: TOTALS_ID,
    billing_id: 'Total',
    vendor: '',
    date: '',
    weight: tons('weight'),
    actual_weight: tons('actual_weight'),
    freight: money('freight'),
    rate: 0,
    diesel: money('diesel'),
    advance: money('advance'),
    toll: money('toll'),
    adblue: money('adblue'),
    greasing: money('greasing'),
    tds: money('tds'),
    short: money('short'),
    remarks: money('remarks'),
    gst: money('gst'),
    amount: money('amount'),
    revision: 0,
    paid: money('paid'),
    balance: money('balance'),
    status: '',
  };
}
