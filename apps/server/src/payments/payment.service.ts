import {
  BILL_ID_PATTERN,
  BILL_MESSAGES,
  PAYMENT_MESSAGES,
  type Payment,
  type paymentRequestSchema,
  billBalancePaise,
  billPaymentStatus,
  fromPaise,
  localDate,
  netPaidPaise,
  overBalanceProblem,
  paymentDateProblem,
  toPaise,
} from '@freightdesk/domain';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.repository.ts';
import { lockBill } from '../bills/bill.repository.ts';
import { nextNumber } from '../db/counter.repository.ts';
import type { Database } from '../db/database.ts';
import { storedNumber } from '../db/stored-values.ts';
import type { SessionUser } from '../http/access.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { findVendor, findVendorByName } from '../vendors/vendor.repository.ts';
import { renderPaymentAdvice } from './payment-advice-pdf.ts';
import {
  type PaymentListRow,
  billPaymentEntries,
  findPayment,
  findPaymentWithBill,
  findReversal,
  insertPayment,
  listPayments,
  paymentAllocations,
} from './payment.repository.ts';

export type PaymentService = ReturnType<typeof createPaymentService>;
type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** A bill's status and balance (rupees) once its payments so far are counted. */
async function standing(trx: Database, billId: string, finalPaise: number) {
  const paid = netPaidPaise(await billPaymentEntries(trx, billId));
  return {
    billStatus: billPaymentStatus(finalPaise, paid),
    billBalance: fromPaise(billBalancePaise(finalPaise, paid)),
  };
}

function toPayment(row: PaymentListRow): Payment {
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
  };
}

/**
 * Paying vendors (issue 17). A payment or a reversal locks its bill first, so two of them on one bill (on any node)
 * run one after the other and each sees the other's row: the balance can never go below zero.
 */
export function createPaymentService(db: Database) {
  const nextId = async (trx: Database) => `P${await nextNumber(trx, 'payment')}`;

  return {
    async record(actor: SessionUser, request: PaymentRequest) {
      const amountPaise = toPaise(request.amount);
      return db.transaction().execute(async (trx) => {
        const bill = await lockBill(trx, request.billId);
        if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
        const dateProblem = paymentDateProblem(request.date, bill.local_date, localDate());
        if (dateProblem) throw badRequest(dateProblem, 'date');
        const finalPaise = storedNumber(bill.final_paise) ?? 0;
        const paid = netPaidPaise(await billPaymentEntries(trx, bill.id));
        const over = overBalanceProblem(amountPaise, billBalancePaise(finalPaise, paid));
        if (over) throw conflict(over);
        const payment = {
          id: await nextId(trx),
          bill_id: bill.id,
          vendor_id: bill.vendor_id,
          amount_paise: amountPaise,
          date: request.date,
          mode: request.mode,
          reference: request.reference,
          note: request.note ?? '',
          reverses: null,
          reason: '',
          created_by: actor.username,
          created_at: new Date().toISOString(),
        };
        await insertPayment(trx, payment, [{ bill_id: bill.id, amount_paise: amountPaise }]);
        await recordAudit(trx, {
          actor: actor.username,
          action: 'create',
          entity: 'payment',
          entityId: payment.id,
          newValues: payment,
        });
        const { id, date, mode, reference } = payment;
        return {
          id,
          billId: bill.id,
          amount: request.amount,
          date,
          mode,
          reference,
          ...(await standing(trx, bill.id, finalPaise)),
        };
      });
    },

    /** A reversal: a row of its own that gives the payment's amount back, with the reason. Once per payment. */
    async reverse(actor: SessionUser, paymentId: string, reason: string) {
      return db.transaction().execute(async (trx) => {
        const payment = await findPayment(trx, paymentId.trim().toUpperCase());
        if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
        if (payment.reverses !== null) throw conflict(PAYMENT_MESSAGES.reversalOfReversal);
        const bill = await lockBill(trx, payment.bill_id);
        if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
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
        await insertPayment(trx, reversal, await paymentAllocations(trx, payment.id));
        await recordAudit(trx, {
          actor: actor.username,
          action: 'create',
          entity: 'payment',
          entityId: reversal.id,
          newValues: reversal,
        });
        return {
          id: reversal.id,
          billId: bill.id,
          ...(await standing(trx, bill.id, storedNumber(bill.final_paise) ?? 0)),
        };
      });
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
        return (await listPayments(db, { billId })).map(toPayment);
      }
      const { vendor, startDate, endDate } = filter;
      if (!vendor?.trim() || !startDate || !endDate) throw badRequest(PAYMENT_MESSAGES.listFilter);
      if (endDate < startDate) throw badRequest(BILL_MESSAGES.billingEndBeforeStart, 'endDate');
      const found = await findVendorByName(db, vendor);
      if (!found) return [];
      return (await listPayments(db, { vendorId: found.id, startDate, endDate })).map(toPayment);
    },

    /** The advice PDF of a payment or a reversal, `Payment-Advice-P7.pdf`. */
    async advice(paymentId: string) {
      const id = paymentId.trim().toUpperCase();
      const found = await findPaymentWithBill(db, id);
      if (!found) throw notFound(PAYMENT_MESSAGES.notFound);
      const { bill_date, bill_final_paise, ...payment } = found;
      // Payments reference their vendor, so it is there; the check gives its type.
      const vendor = await findVendor(db, payment.vendor_id);
      if (!vendor) throw notFound(PAYMENT_MESSAGES.notFound);
      const data = await renderPaymentAdvice({
        business: await getBusinessSettings(db),
        vendor,
        payment,
        bill: { id: payment.bill_id, date: bill_date, finalPaise: storedNumber(bill_final_paise) ?? 0 },
      });
      return { fileName: `Payment-Advice-${id}.pdf`, data };
    },
  };
}
