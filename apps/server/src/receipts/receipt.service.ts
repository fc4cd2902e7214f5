import {
  RECEIPT_MESSAGES,
  type Receipt,
  type ReceiptListQuery,
  type ReceiptRecorded,
  type ReceiptRequest,
  type ReceiptReversed,
  invoiceCancelledMessage,
  invoiceNotFoundMessage,
  localDate,
  otherCustomerMessage,
  receiptBeforeInvoiceProblem,
  receiptDuplicateReferenceMessage,
  receiptFutureProblem,
  receiptOverBalanceProblem,
  referenceKey,
  toPaise,
} from '@freightdesk/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import { answerOnce } from '../bills/idempotency.repository.ts';
import { findCustomerByName } from '../customers/customer.repository.ts';
import { nextNumber } from '../db/counter.repository.ts';
import type { Database } from '../db/database.ts';
import type { CustomerInvoiceTable, CustomerTable } from '../db/schema.ts';
import type { SessionUser } from '../http/access.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import { type RequestKey, claimOf } from '../http/idempotency-key.ts';
import { invoiceStanding } from '../invoices/invoice.mapper.ts';
import { creditedPaiseByInvoice, lockInvoice } from '../invoices/invoice.repository.ts';
import { refuseClosedPeriod } from '../settings/books-closed.ts';
import { standingsOf, toReceipt } from './receipt.mapper.ts';
import {
  type ReceiptPart,
  findInvoicesToSettle,
  findReceipt,
  findReceiptReversal,
  insertReceipt,
  listReceiptParts,
  listReceipts,
  lockCustomer,
  receiptParts,
  receivedPaiseByInvoice,
  standingReceiptWithReference,
} from './receipt.repository.ts';

export type ReceiptService = ReturnType<typeof createReceiptService>;

/** What the receipt puts against the invoice, in paise. */
const partPaise = (parts: readonly ReceiptPart[], invoiceNo: string) =>
  parts.find((part) => part.invoice_no === invoiceNo)?.amount_paise ?? 0;

/** What credit notes and receipts have settled of the invoices so far, read inside the caller's transaction. */
async function settlements(trx: Database, invoiceNos: readonly string[]) {
  const [credited, received] = await Promise.all([
    creditedPaiseByInvoice(trx, invoiceNos),
    receivedPaiseByInvoice(trx, invoiceNos),
  ]);
  return { credited, received };
}

/**
 * The invoices a receipt settles, by invoice number: each one known (else 404 naming it), all of the receipt's
 * customer, none dated after the receipt.
 */
async function checkedInvoices(trx: Database, request: ReceiptRequest, customer: CustomerTable) {
  const invoiceNos = request.allocations.map((part) => part.invoiceNo);
  const invoices = await findInvoicesToSettle(trx, invoiceNos);
  const missing = invoiceNos.find((invoiceNo) => !invoices.some((invoice) => invoice.invoice_no === invoiceNo));
  if (missing !== undefined) throw notFound(invoiceNotFoundMessage(missing));
  for (const invoice of invoices) {
    if (invoice.customer_id !== customer.id) {
      throw conflict(otherCustomerMessage(invoice.invoice_no, invoice.customer_name, customer.name));
    }
    const early = receiptBeforeInvoiceProblem(request.date, {
      invoiceNo: invoice.invoice_no,
      date: invoice.invoice_date,
    });
    if (early) throw badRequest(early, 'date');
  }
  return invoices.map((invoice) => invoice.invoice_no);
}

/** Locks the invoices in the order given (by invoice number): writers that lock several invoices never deadlock. */
async function lockInvoices(trx: Database, invoiceNos: readonly string[]): Promise<CustomerInvoiceTable[]> {
  const locked: CustomerInvoiceTable[] = [];
  for (const invoiceNo of invoiceNos) {
    const invoice = await lockInvoice(trx, invoiceNo);
    // Invoices are never deleted: one found a moment ago is there; the check gives its type.
    if (!invoice) throw notFound(invoiceNotFoundMessage(invoiceNo));
    locked.push(invoice);
  }
  return locked;
}

/** Refuses (409) a cancelled invoice, or a part above its invoice's balance, naming the invoice. */
async function refuseUnsettleable(trx: Database, invoices: readonly CustomerInvoiceTable[], parts: ReceiptPart[]) {
  const settled = await settlements(
    trx,
    invoices.map((invoice) => invoice.invoice_no),
  );
  for (const invoice of invoices) {
    const creditedPaise = settled.credited.get(invoice.invoice_no) ?? 0;
    const receivedPaise = settled.received.get(invoice.invoice_no) ?? 0;
    const { balancePaise, status } = invoiceStanding(invoice.total_paise, { creditedPaise, receivedPaise });
    if (status === 'Cancelled') throw conflict(invoiceCancelledMessage(invoice.invoice_no));
    const over = receiptOverBalanceProblem(invoice.invoice_no, partPaise(parts, invoice.invoice_no), balancePaise);
    if (over) throw conflict(over);
  }
}

/** Refuses (409 DUPLICATE_REFERENCE) a UTR or cheque number of a standing receipt from the customer; cash has none. */
async function refuseUsedReference(trx: Database, customerId: string, request: ReceiptRequest): Promise<void> {
  if (request.mode === 'Cash') return;
  const earlier = await standingReceiptWithReference(trx, customerId, request.mode, referenceKey(request.reference));
  if (earlier) throw conflict(receiptDuplicateReferenceMessage(request.reference, earlier), 'DUPLICATE_REFERENCE');
}

/**
 * Receipts from customers (issue 33). A receipt or a reversal locks its customer, then its invoices by invoice
 * number: receipts from one customer (on every node) run one after the other and each sees the others' rows, so no
 * invoice is settled beyond its balance and no UTR is used twice. With an Idempotency-Key, a repeat gets the first
 * answer and writes nothing.
 */
export function createReceiptService(db: Database) {
  async function nextReceiptNumber(trx: Database) {
    const seq = await nextNumber(trx, 'receipt');
    return { id: `R${seq}`, seq };
  }

  async function recordReceipt(trx: Database, actor: SessionUser, request: ReceiptRequest): Promise<ReceiptRecorded> {
    const customer = await findCustomerByName(trx, request.customer);
    if (!customer) throw badRequest(RECEIPT_MESSAGES.customerNotFound, 'customer');
    const future = receiptFutureProblem(request.date, localDate());
    if (future) throw badRequest(future, 'date');
    await refuseClosedPeriod(trx, request.date);
    const invoiceNos = await checkedInvoices(trx, request, customer);
    await lockCustomer(trx, customer.id);
    const invoices = await lockInvoices(trx, invoiceNos);
    const wanted = request.allocations.map((part) => ({
      invoice_no: part.invoiceNo,
      amount_paise: toPaise(part.amount),
    }));
    await refuseUnsettleable(trx, invoices, wanted);
    await refuseUsedReference(trx, customer.id, request);
    // Stored by invoice number, as locked.
    const parts = invoiceNos.map((invoiceNo) => ({
      invoice_no: invoiceNo,
      amount_paise: partPaise(wanted, invoiceNo),
    }));
    const receipt = {
      ...(await nextReceiptNumber(trx)),
      customer_id: customer.id,
      receipt_date: request.date,
      amount_paise: toPaise(request.amount),
      tds_paise: toPaise(request.tdsDeducted),
      mode: request.mode,
      reference: request.reference,
      reference_key: referenceKey(request.reference),
      note: request.note,
      reverses: null,
      reason: '',
      created_by: actor.username,
      created_at: new Date().toISOString(),
    };
    await insertReceipt(trx, receipt, parts);
    await recordAudit(trx, {
      actor: actor.username,
      action: 'create',
      entity: 'customer_receipt',
      entityId: receipt.id,
      newValues: { ...receipt, allocations: parts },
    });
    return { id: receipt.id, allocations: standingsOf(invoices, parts, await settlements(trx, invoiceNos)) };
  }

  /** A reversal: a row of its own, dated today, that gives back what the receipt settled of each invoice. */
  async function reverseReceipt(
    trx: Database,
    actor: SessionUser,
    id: string,
    reason: string,
  ): Promise<ReceiptReversed> {
    const receipt = await findReceipt(trx, id);
    if (!receipt) throw notFound(RECEIPT_MESSAGES.notFound);
    if (receipt.reverses !== null) throw conflict(RECEIPT_MESSAGES.reversalOfReversal);
    // A receipt of a closed month is reversed in the open one, its month unchanged.
    const today = localDate();
    await refuseClosedPeriod(trx, today);
    await lockCustomer(trx, receipt.customer_id);
    const parts = await receiptParts(trx, receipt.id);
    const invoiceNos = parts.map((part) => part.invoice_no);
    const invoices = await lockInvoices(trx, invoiceNos);
    if (await findReceiptReversal(trx, receipt.id)) throw conflict(RECEIPT_MESSAGES.alreadyReversed);
    const reversal = {
      ...receipt,
      ...(await nextReceiptNumber(trx)),
      receipt_date: today,
      note: '',
      reverses: receipt.id,
      reason,
      created_by: actor.username,
      created_at: new Date().toISOString(),
    };
    await insertReceipt(trx, reversal, parts);
    await recordAudit(trx, {
      actor: actor.username,
      action: 'create',
      entity: 'customer_receipt',
      entityId: reversal.id,
      newValues: { ...reversal, allocations: parts },
    });
    const allocations = standingsOf(invoices, parts, await settlements(trx, invoiceNos));
    return { id: reversal.id, reverses: receipt.id, allocations };
  }

  return {
    async record(actor: SessionUser, request: ReceiptRequest, requestKey?: RequestKey) {
      // Stryker disable next-line StringLiteral: equivalent, no two operations' bodies are alike, so the name never decides a repeat
      const claim = requestKey && claimOf(actor.username, 'receipt', requestKey);
      return answerOnce(db, claim, (trx) => recordReceipt(trx, actor, request));
    },

    /** Once per receipt; the key's request is the receipt's id with the reason. */
    async reverse(actor: SessionUser, receiptId: string, reason: string, requestKey?: RequestKey) {
      // Stryker disable next-line StringLiteral: equivalent, no two operations' bodies are alike, so the name never decides a repeat
      const claim = requestKey && claimOf(actor.username, 'receipt-reverse', requestKey);
      return answerOnce(db, claim, (trx) => reverseReceipt(trx, actor, receiptId.trim().toUpperCase(), reason));
    },

    /** A customer's receipts and reversals over a range of days, newest first; none for an unknown customer. */
    async list(query: ReceiptListQuery): Promise<Receipt[]> {
      const customer = await findCustomerByName(db, query.customer);
      if (!customer) return [];
      const filter = { customerId: customer.id, startDate: query.startDate, endDate: query.endDate };
      const [rows, parts] = await Promise.all([listReceipts(db, filter), listReceiptParts(db, filter)]);
      const partsOf = new Map<string, ReceiptPart[]>();
      for (const part of parts) {
        const ofReceipt = partsOf.get(part.receipt_id) ?? [];
        ofReceipt.push({ invoice_no: part.invoice_no, amount_paise: part.amount_paise });
        partsOf.set(part.receipt_id, ofReceipt);
      }
      return rows.map((row) => toReceipt(row, partsOf.get(row.id) ?? []));
    },
  };
}
