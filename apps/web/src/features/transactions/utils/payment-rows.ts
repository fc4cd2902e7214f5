import { fromPaise, toPaise } from '@freightdesk/domain';

/** What the payments list needs of a payment or reversal: its bill, amount and, across bills, each bill's part. */
export interface PaymentParts {
  billId: string;
  amount: number;
  allocations?: readonly { billId: string; amount: number }[] | undefined;
}

export interface BillsPaid {
  /** Each bill's part, as the payment lists them; one part for a payment of one bill. */
  parts: { billId: string; amount: number }[];
  /** The whole payment, summed in paise. */
  total: number;
}

/** The bills a payment (or its reversal) pays and the whole amount. */
export function billsPaidBy(payment: PaymentParts): BillsPaid {
  const parts =
    payment.allocations && payment.allocations.length > 0
      ? payment.allocations.map(({ billId, amount }) => ({ billId, amount }))
      : [{ billId: payment.billId, amount: payment.amount }];
  return { parts, total: fromPaise(parts.reduce((sum, part) => sum + toPaise(part.amount), 0)) };
}

/** In one bill's list: that bill's part of the payment, and the other bills it paid with theirs. */
export function partForBill(payment: PaymentParts, billId: string): { amount: number; others: BillsPaid['parts'] } {
  const { parts } = billsPaidBy(payment);
  const own = parts.find((part) => part.billId === billId);
  return { amount: own?.amount ?? payment.amount, others: parts.filter((part) => part.billId !== billId) };
}
