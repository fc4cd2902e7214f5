import {
  type AllocationPaise,
  BILL_MESSAGES,
  BILL_ID_PATTERN,
  type OpenBill,
  PAYMENT_MESSAGES,
  type Payment,
  type paymentRequestSchema,
  allocationOverBalanceProblem,
  billBalancePaise,
  billPaymentStatus,
  cancelledBillMessage,
  duplicateReferenceMessage,
  fromPaise,
  localDate,
  otherVendorMessage,
  overBalanceProblem,
  paymentDateProblem,
  paymentParts,
  referenceKey,
  toPaise,
} from '@freightdesk/domain';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.repository.ts';
import { lockBill } from '../bills/bill.repository.ts';
import { answerOnce } from '../bills/idempotency.repository.ts';
import { nextNumber } from '../db/counter.repository.ts';
import type { Database } from '../db/database.ts';
import type { BillTable, PaymentTable } from '../db/schema.ts';
import { storedNumber } from '../db/stored-values.ts';
import type { SessionUser } from '../http/access.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import { type RequestKey, claimOf } from '../http/idempotency-key.ts';
import { refuseClosedPeriod } from '../settings/books-closed.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { findVendor, findVendorByName } from '../vendors/vendor.repository.ts';
import { renderPaymentAdvice } from './payment-advice-pdf.ts';
import {
  type PaymentListRow,
  adviceBills,
  cancelledBillIds,
  findBillsToPay,
  findPayment,
  findReversal,
  insertPayment,
  listPaymentParts,
  listPayments,
  lockVendor,
  paidPaiseByBill,
  paymentAllocations,
  standingPayments,
  vendorBillsWithPaid,
} from './payment.repository.ts';

export type PaymentService = ReturnType<typeof createPaymentService>;
type PaymentRequest = z.output<typeof paymentRequestSchema>;
type LockedBill = Pick<BillTable, 'id' | 'final_paise'>;

const finalPaise = (bill: LockedBill) => storedNumber(bill.final_paise) ?? 0;

/** What the payment puts against the bill, in paise. */
const partPaise = (parts: readonly AllocationPaise[], billId: string) =>
  parts.find((part) => part.billId === billId)?.amountPaise ?? 0;

/** Each bill's part (rupees) with its status and balance once the payments so far are counted, by bill number. */
async function standings(trx: Database, bills: readonly LockedBill[], parts: readonly AllocationPaise[]) {
  const paid = await paidPaiseByBill(
    trx,
    bills.map((bill) => bill.id),
  );
  return bills.map((bill) => {
    const paidPaise = paid.get(bill.id) ?? 0;
    return {
      billId: bill.id,
      amount: fromPaise(partPaise(parts, bill.id)),
      billStatus: billPaymentStatus(finalPaise(bill), paidPaise),
      billBalance: fromPaise(billBalancePaise(finalPaise(bill), paidPaise)),
    };
  });
}

/** Locks the bills in the order given (by bill number): writers that lock several bills never deadlock. */
async function lockBills(trx: Database, billIds: readonly string[]): Promise<LockedBill[]> {
  const locked: LockedBill[] = [];
  for (const billId of billIds) {
    const bill = await lockBill(trx, billId);
    if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
    locked.push(bill);
  }
  return locked;
}

/** The bills a payment pays, by bill number: each one known, all of one vendor, none dated after the payment. */
async function checkedBills(trx: Database, request: PaymentRequest, parts: readonly AllocationPaise[]) {
  const bills = await findBillsToPay(
    trx,
    parts.map((part) => part.billId),
  );
  const first = bills.find((bill) => bill.id === parts[0]?.billId);
  if (!first || bills.length < parts.length) throw notFound(BILL_MESSAGES.billNotFound);
  const other = bills.find((bill) => bill.vendor_id !== first.vendor_id);
  if (other) throw badRequest(otherVendorMessage(other.id, other.vendor, first.vendor), 'allocations');
  const latest = bills.reduce((day, bill) => (bill.local_date > day ? bill.local_date : day), first.local_date);
  const dateProblem = paymentDateProblem(request.date, latest, localDate());
  if (dateProblem) throw badRequest(dateProblem, 'date');
  return { bills, vendorId: first.vendor_id };
}

/** Refuses (409) a cancelled bill, or a part above its bill's balance: named by bill when the payment names several. */
async function refuseUnpayable(
  trx: Database,
  bills: readonly LockedBill[],
  parts: readonly AllocationPaise[],
  named: boolean,
) {
  const [cancelled] = await cancelledBillIds(
    trx,
    bills.map((bill) => bill.id),
  );
  if (cancelled) throw conflict(cancelledBillMessage(cancelled));
  const paid = await paidPaiseByBill(
    trx,
    bills.map((bill) => bill.id),
  );
  for (const bill of bills) {
    const amountPaise = partPaise(parts, bill.id);
    const balancePaise = billBalancePaise(finalPaise(bill), paid.get(bill.id) ?? 0);
    const over = named
      ? allocationOverBalanceProblem(bill.id, amountPaise, balancePaise)
      : overBalanceProblem(amountPaise, balancePaise);
    if (over) throw conflict(over);
  }
}

/** Refuses (409 DUPLICATE_REFERENCE) a UTR or cheque number of a payment to the vendor that stands; cash has none. */
async function refuseUsedReference(trx: Database, vendorId: string, request: PaymentRequest): Promise<void> {
  if (request.mode === 'Cash') return;
  const key = referenceKey(request.reference);
  const earlier = (await standingPayments(trx, vendorId, request.mode)).find(
    (payment) => referenceKey(payment.reference) === key,
  );
  if (earlier) throw conflict(duplicateReferenceMessage(request.reference, earlier), 'DUPLICATE_REFERENCE');
}

type Standings = Awaited<ReturnType<typeof standings>>;

/** The first bill's standing: a payment is against one bill at least. */
const firstOf = (bills: Standings) => bills[0] as Standings[number];

/** A one-bill body's answer as before issue 28, with its bill's standing; a body of parts lists each bill's. */
function recordedAnswer(
  request: PaymentRequest,
  { id, date, mode, reference }: Pick<PaymentTable, 'id' | 'date' | 'mode' | 'reference'>,
  paid: Standings,
) {
  const { amount } = request;
  if (request.allocations !== undefined) return { id, amount, date, mode, reference, allocations: paid };
  const { billId, billStatus, billBalance } = firstOf(paid);
  return { id, billId, amount, date, mode, reference, billStatus, billBalance };
}

function toPayment(row: PaymentListRow, parts: readonly { bill_id: string; amount_paise: number }[]): Payment {
  return {
    id: row.id,
    billId: row.bill_id,
    vendor: row.vendor,
    amount: fromPaise(row.amount_paise),
    date: row.date,
    mode: row.mode,
    reference: row.reference,
    note: row.note,
    reverses: row.reverses,
    reversedBy: row.reversed_by,
    reason: row.reason,
    createdBy: row.created_by,
    createdAt: row.created_at,
    allocations: parts.map((part) => ({ billId: part.bill_id, amount: fromPaise(part.amount_paise) })),
  };
}

function toOpenBill(bill: Awaited<ReturnType<typeof vendorBillsWithPaid>>[number]): OpenBill {
  const amountPaise = storedNumber(bill.final_paise) ?? 0;
  const paidPaise = Number(bill.paid ?? 0);
  return {
    billId: bill.id,
    date: bill.local_date,
    amount: fromPaise(amountPaise),
    paid: fromPaise(paidPaise),
    balance: fromPaise(billBalancePaise(amountPaise, paidPaise)),
    status: billPaymentStatus(amountPaise, paidPaise),
  };
}

/**
 * Paying vendors (issues 17 and 28). A payment or a reversal locks its vendor, then its bills by bill number: payments
 * to one vendor (on any node) run one after the other, each sees the others' rows, so no balance goes below zero and
 * no UTR is used twice. With an Idempotency-Key, a repeat gets the first answer and writes nothing.
 */
export function createPaymentService(db: Database) {
  const nextId = async (trx: Database) => `P${await nextNumber(trx, 'payment')}`;

  /** One payment of one vendor's bills, whichever body it came in: a one-bill body is one part. */
  async function recordPayment(trx: Database, actor: SessionUser, request: PaymentRequest) {
    await refuseClosedPeriod(trx, request.date);
    const parts = paymentParts(request);
    const { bills, vendorId } = await checkedBills(trx, request, parts);
    await lockVendor(trx, vendorId);
    const locked = await lockBills(
      trx,
      bills.map((bill) => bill.id),
    );
    await refuseUnpayable(trx, locked, parts, request.allocations !== undefined);
    await refuseUsedReference(trx, vendorId, request);
    const payment = {
      id: await nextId(trx),
      bill_id: bills[0]?.id ?? '',
      vendor_id: vendorId,
      amount_paise: toPaise(request.amount),
      date: request.date,
      mode: request.mode,
      reference: request.reference,
      note: request.note ?? '',
      reverses: null,
      reason: '',
      created_by: actor.username,
      created_at: new Date().toISOString(),
    };
    const allocations = locked.map((bill) => ({
      bill_id: bill.id,
      amount_paise: partPaise(parts, bill.id),
    }));
    await insertPayment(trx, payment, allocations);
    await recordAudit(trx, {
      actor: actor.username,
      action: 'create',
      entity: 'payment',
      entityId: payment.id,
      newValues: { ...payment, allocations },
    });
    return recordedAnswer(request, payment, await standings(trx, locked, parts));
  }

  /** A reversal: a row of its own that gives back what the payment put against each bill, with the reason. */
  async function reversePayment(trx: Database, actor: SessionUser, paymentId: string, reason: string) {
    const payment = await findPayment(trx, paymentId);
    if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
    if (payment.reverses !== null) throw conflict(PAYMENT_MESSAGES.reversalOfReversal);
    // A reversal is dated today: a payment of a closed month is reversed in the open one, its month unchanged.
    await refuseClosedPeriod(trx, localDate());
    await lockVendor(trx, payment.vendor_id);
    const allocations = await paymentAllocations(trx, payment.id);
    const bills = await lockBills(
      trx,
      allocations.map((allocation) => allocation.bill_id),
    );
    if (await findReversal(trx, payment.id)) throw conflict(PAYMENT_MESSAGES.alreadyReversed);
    const reversal = {
      ...payment,
      id: await nextId(trx),
      date: localDate(),
      note: '',
      reverses: payment.id,
      reason,
      created_by: actor.username,
      created_at: new Date().toISOString(),
    };
    await insertPayment(trx, reversal, allocations);
    await recordAudit(trx, {
      actor: actor.username,
      action: 'create',
      entity: 'payment',
      entityId: reversal.id,
      newValues: { ...reversal, allocations },
    });
    const parts = allocations.map((allocation) => ({
      billId: allocation.bill_id,
      amountPaise: allocation.amount_paise,
    }));
    const returned = await standings(trx, bills, parts);
    const { billStatus, billBalance } = firstOf(returned);
    return { id: reversal.id, billId: payment.bill_id, billStatus, billBalance, allocations: returned };
  }

  return {
    async record(actor: SessionUser, request: PaymentRequest, requestKey?: RequestKey) {
      // Stryker disable next-line StringLiteral: equivalent, a payment's body and a reversal's {id, reason} never hash alike
      const claim = requestKey && claimOf(actor.username, 'payment', requestKey);
      return answerOnce(db, claim, (trx) => recordPayment(trx, actor, request));
    },

    /** Once per payment; the key's request is the payment's id with the reason. */
    async reverse(actor: SessionUser, paymentId: string, reason: string, requestKey?: RequestKey) {
      // Stryker disable next-line StringLiteral: equivalent, a payment's body and a reversal's {id, reason} never hash alike
      const claim = requestKey && claimOf(actor.username, 'reverse', requestKey);
      return answerOnce(db, claim, (trx) => reversePayment(trx, actor, paymentId.trim().toUpperCase(), reason));
    },

    /** By bill, or by vendor over a range of payment days. */
    async list(filter: {
      billId?: string | undefined;
      vendor?: string | undefined;
      startDate?: string | undefined;
      endDate?: string | undefined;
    }) {
      const billId = filter.billId?.trim().toUpperCase();
      if (billId) {
        if (!BILL_ID_PATTERN.test(billId)) throw badRequest(BILL_MESSAGES.billIdFormat, 'billId');
        return listWithParts({ billId });
      }
      const { vendor, startDate, endDate } = filter;
      if (!vendor?.trim() || !startDate || !endDate) throw badRequest(PAYMENT_MESSAGES.listFilter);
      if (endDate < startDate) throw badRequest(BILL_MESSAGES.billingEndBeforeStart, 'endDate');
      const found = await findVendorByName(db, vendor);
      if (!found) return [];
      return listWithParts({ vendorId: found.id, startDate, endDate });
    },

    /** A vendor's bills with something left to pay and not cancelled, oldest first; none for an unknown vendor. */
    async openBills(vendorName: string): Promise<OpenBill[]> {
      const vendor = await findVendorByName(db, vendorName);
      if (!vendor) return [];
      return (await vendorBillsWithPaid(db, vendor.id)).map(toOpenBill).filter((bill) => bill.balance > 0);
    },

    /** The advice PDF of a payment or a reversal, `Payment-Advice-P7.pdf`. */
    async advice(paymentId: string) {
      const id = paymentId.trim().toUpperCase();
      const payment = await findPayment(db, id);
      if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
      // Payments reference their vendor, so it is there; the check gives its type.
      const vendor = await findVendor(db, payment.vendor_id);
      if (!vendor) throw notFound(PAYMENT_MESSAGES.notFound);
      const bills = (await adviceBills(db, payment)).map((bill) => {
        const billedPaise = Number(bill.billed_paise ?? 0);
        return {
          id: bill.id,
          date: bill.local_date,
          billedPaise,
          amountPaise: bill.amount_paise,
          balancePaise: billBalancePaise(billedPaise, Number(bill.paid_paise ?? 0)),
        };
      });
      const data = await renderPaymentAdvice({
        business: await getBusinessSettings(db),
        vendor,
        payment,
        bills,
        reversedBy: payment.reverses === null ? await findReversal(db, payment.id) : undefined,
      });
      return { fileName: `Payment-Advice-${id}.pdf`, data };
    },
  };

  async function listWithParts(filter: Parameters<typeof listPayments>[1]): Promise<Payment[]> {
    const rows = await listPayments(db, filter);
    const parts = new Map<string, { bill_id: string; amount_paise: number }[]>();
    for (const part of await listPaymentParts(db, filter)) {
      const ofPayment = parts.get(part.payment_id) ?? [];
      ofPayment.push(part);
      parts.set(part.payment_id, ofPayment);
    }
    return rows.map((row) => toPayment(row, parts.get(row.id) ?? []));
  }
}
