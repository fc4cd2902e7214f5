import {
  type CreditNote,
  type CreditNoteRequest,
  type ForwardRate,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceListQuery,
  type InvoiceRequest,
  type InvoiceSummary,
  creditAboveBalanceProblem,
  creditNoteTotals,
  formatCreditNoteNo,
  formatInvoiceNo,
  fromBasisPoints,
  invoiceDueDate,
  invoiceFinancialYear,
  invoiceMessage,
  invoiceTotals,
  localDate,
  lrInvoiceProblem,
  partyState,
  toBasisPoints,
  toPaise,
} from '@freightdesk/domain';
import type { Insertable } from 'kysely';
import { recordAudit } from '../audit/audit.repository.ts';
import { answerOnce } from '../bills/idempotency.repository.ts';
import { findCustomerByName } from '../customers/customer.repository.ts';
import { nextInSeries } from '../db/counter.repository.ts';
import type { Database } from '../db/database.ts';
import type { InvoiceLineTable } from '../db/schema.ts';
import type { SessionUser } from '../http/access.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import { type RequestKey, claimOf } from '../http/idempotency-key.ts';
import { chargedKg } from '../lorry-receipts/lr.mapper.ts';
import { findLrs } from '../lorry-receipts/lr.repository.ts';
import { lrMoney, ratesFor } from '../lorry-receipts/lr-money.ts';
import { shareInvoiceExtras } from '../margins/margin-shares.ts';
import { receivedPaiseByInvoice } from '../receipts/receipt.repository.ts';
import { refuseClosedPeriod } from '../settings/books-closed.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { creditNoteFileName, invoiceFileName, renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import { issuedTotals, toCreditNote, toInvoice, toInvoiceSummary } from './invoice.mapper.ts';
import {
  creditNotesOf,
  creditedPaiseByInvoice,
  creditedLrNos,
  findCreditNote,
  findInvoice,
  forwardRateOn,
  insertCreditNote,
  insertInvoice,
  invoiceExtraCharges,
  invoiceLines,
  listForwardRates,
  listInvoices,
  lockInvoice,
  moveLrs,
  saveForwardRate,
} from './invoice.repository.ts';

export type InvoiceService = ReturnType<typeof createInvoiceService>;

/** A document number as given in a path (URL-decoded by Fastify): spaces around it go, letters in capitals. */
export const normalInvoiceNo = (typed: string) => typed.trim().toUpperCase();

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Customer invoices and credit notes (issue 33): numbered per financial year without gaps, issued once and never
 * changed; a credit note cancels all or part of an invoice and frees its LRs to be invoiced again.
 */
export function createInvoiceService(db: Database) {
  /** The invoice's lines, taken from delivered LRs of the customer at their freight; refused naming the LR at fault. */
  async function linesOf(trx: Database, request: InvoiceRequest, customer: string, date: string) {
    const found = await findLrs(trx, request.lrNos);
    const views = new Map(found.map((view) => [view.lr_no, view]));
    const rateOf = await ratesFor(trx, found);
    const lines: Omit<Insertable<InvoiceLineTable>, 'invoice_no'>[] = [];
    for (const [position, lrNo] of request.lrNos.entries()) {
      const view = views.get(lrNo);
      if (!view) throw notFound(invoiceMessage(INVOICE_MESSAGES.lrNotFound, { lrNo }));
      const money = await lrMoney(view, rateOf);
      const problem = lrInvoiceProblem(
        {
          lrNo,
          status: view.status,
          freightTerms: view.freight_terms,
          consignor: view.consignor_name,
          consignee: view.consignee_name,
          freightPaise: money.freightPaise,
        },
        customer,
      );
      if (problem) throw conflict(problem);
      if (view.delivered_on !== null && date < view.delivered_on) {
        const deliveredOn = view.delivered_on;
        throw badRequest(invoiceMessage(INVOICE_MESSAGES.dateBeforeDelivery, { lrNo, deliveredOn }), 'date');
      }
      lines.push({
        position,
        lr_no: lrNo,
        trip_id: view.trip_id,
        truck: view.truck_no,
        from_place: view.destination_from,
        to_place: view.destination_to,
        weight_kg: chargedKg(view) ?? 0,
        rate_paise: money.ratePaise ?? 0,
        freight_paise: money.freightPaise ?? 0,
      });
    }
    return lines;
  }

  async function read(invoiceNo: string): Promise<Invoice> {
    const invoice = await findInvoice(db, normalInvoiceNo(invoiceNo));
    if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
    const [lines, extras, credits, credited, received] = await Promise.all([
      invoiceLines(db, invoice.invoice_no),
      invoiceExtraCharges(db, invoice.invoice_no),
      creditNotesOf(db, invoice.invoice_no),
      creditedLrNos(db, invoice.invoice_no),
      receivedPaiseByInvoice(db, [invoice.invoice_no]),
    ]);
    const settlement = {
      creditedPaise: sum(credits.map((credit) => credit.total_paise)),
      receivedPaise: received.get(invoice.invoice_no) ?? 0,
    };
    const creditedBy = new Map(credited.map((line) => [line.lr_no, line.credit_note_no]));
    return toInvoice(invoice, lines, extras, settlement, creditedBy);
  }

  async function forwardRates(): Promise<ForwardRate[]> {
    const rows = await listForwardRates(db);
    return rows.map((row) => ({
      rate: fromBasisPoints(row.rate_bps),
      validFrom: row.valid_from,
      createdBy: row.created_by,
    }));
  }

  async function partyOf(invoiceNo: string) {
    const invoice = await findInvoice(db, invoiceNo);
    if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
    return {
      name: invoice.customer_name,
      gstin: invoice.customer_gstin,
      address: invoice.customer_address,
      state: invoice.customer_state,
    };
  }

  async function getCreditNote(creditNoteNo: string): Promise<CreditNote> {
    const note = await findCreditNote(db, normalInvoiceNo(creditNoteNo));
    const invoice = note ? await findInvoice(db, note.invoice_no) : undefined;
    if (!note || !invoice) throw notFound(INVOICE_MESSAGES.creditNoteNotFound);
    const lines = await creditedLrNos(db, note.invoice_no);
    const lrNos = lines.filter((line) => line.credit_note_no === note.credit_note_no).map((line) => line.lr_no);
    return toCreditNote(note, invoice, lrNos);
  }

  return {
    get: read,

    /** Invoices by day, customer and status, newest first; an unknown customer has none. */
    async list({ customer, status, ...days }: InvoiceListQuery): Promise<InvoiceSummary[]> {
      const found = customer ? await findCustomerByName(db, customer) : undefined;
      if (customer && !found) return [];
      const rows = await listInvoices(db, { ...days, customerId: found?.id });
      const numbers = rows.map((row) => row.invoice_no);
      const [credited, received] = await Promise.all([
        creditedPaiseByInvoice(db, numbers),
        receivedPaiseByInvoice(db, numbers),
      ]);
      return rows
        .map((row) =>
          toInvoiceSummary(row, {
            creditedPaise: credited.get(row.invoice_no) ?? 0,
            receivedPaise: received.get(row.invoice_no) ?? 0,
          }),
        )
        .filter((summary) => status === undefined || summary.status === status);
    },

    /**
     * Issues an invoice: numbered, its LRs moved to Invoiced, all in one transaction (a refusal takes no number). With
     * an Idempotency-Key, a repeat (a double click, a retry after a lost answer) gets the first invoice and writes
     * nothing.
     */
    async create(actor: SessionUser, request: InvoiceRequest, requestKey?: RequestKey): Promise<Invoice> {
      const customer = await findCustomerByName(db, request.customer);
      if (!customer) throw badRequest(INVOICE_MESSAGES.customerNotFound, 'customer');
      const today = localDate();
      const date = request.date ?? today;
      if (date > today) throw badRequest(INVOICE_MESSAGES.dateInFuture, 'date');
      const business = await getBusinessSettings(db);
      const customerState = partyState(customer.gstin ?? '', customer.state);
      const officeState = partyState(business.gstin, business.state);
      // Stryker disable next-line StringLiteral: equivalent, no two operations' bodies are alike, so the name never decides a repeat
      const claim = requestKey && claimOf(actor.username, 'invoice', requestKey);
      const invoiceNo = await answerOnce(db, claim, async (trx) => {
        await refuseClosedPeriod(trx, date);
        const lines = await linesOf(trx, request, customer.name, date);
        const reverseCharge = customer.reverse_charge === 1;
        const forwardRate = reverseCharge ? 0 : await forwardRateOn(trx, date);
        if (forwardRate === null) {
          throw conflict(invoiceMessage(INVOICE_MESSAGES.noForwardRate, { customer: customer.name, date }));
        }
        const totals = invoiceTotals(
          lines.map((line) => line.freight_paise),
          request.extraCharges.map((charge) => toPaise(charge.amount)),
          { reverseCharge, forwardRateBasisPoints: forwardRate, customerState, officeState },
        );
        const fy = invoiceFinancialYear(date);
        const seq = await nextInSeries(trx, `inv:${fy}`);
        const no = formatInvoiceNo(fy, seq);
        await insertInvoice(
          trx,
          {
            invoice_no: no,
            fy,
            seq,
            invoice_date: date,
            due_date: invoiceDueDate(date, customer.credit_days),
            customer_id: customer.id,
            customer_name: customer.name,
            customer_gstin: customer.gstin ?? '',
            customer_address: [customer.address, customer.pin].filter(Boolean).join(' '),
            customer_state: customerState ?? '',
            office_state: officeState ?? '',
            reverse_charge: reverseCharge ? 1 : 0,
            gst_rate_bps: totals.gst.rateBasisPoints,
            freight_paise: totals.freightPaise,
            extra_charges_paise: totals.extraChargesPaise,
            taxable_paise: totals.taxablePaise,
            cgst_paise: totals.gst.cgst,
            sgst_paise: totals.gst.sgst,
            igst_paise: totals.gst.igst,
            total_paise: totals.totalPaise,
            created_by: actor.username,
            created_at: new Date().toISOString(),
          },
          lines.map((line) => ({ ...line, invoice_no: no })),
          request.extraCharges.map((charge, position) => ({
            invoice_no: no,
            position,
            text: charge.text,
            amount_paise: toPaise(charge.amount),
          })),
        );
        await shareInvoiceExtras(trx, no);
        // An LR invoiced by another request since it was read is no longer Delivered: this one is refused whole.
        const moved = await moveLrs(trx, request.lrNos, { from: 'Delivered', to: 'Invoiced' });
        if (moved.length !== request.lrNos.length) {
          const taken = request.lrNos.find((lrNo) => !moved.includes(lrNo)) ?? '';
          throw conflict(invoiceMessage(INVOICE_MESSAGES.lrInvoiced, { lrNo: taken }));
        }
        await recordAudit(trx, {
          actor: actor.username,
          action: 'create',
          entity: 'customer_invoice',
          entityId: no,
          newValues: { customer: customer.name, lrNos: request.lrNos, total_paise: totals.totalPaise },
        });
        return no;
      });
      return read(invoiceNo);
    },

    async pdf(invoiceNo: string): Promise<{ fileName: string; data: Buffer }> {
      const invoice = await read(invoiceNo);
      const [business, customer] = await Promise.all([getBusinessSettings(db), partyOf(invoice.invoiceNo)]);
      return {
        fileName: invoiceFileName(invoice.invoiceNo),
        data: await renderInvoicePdf({ business, invoice, customer }),
      };
    },

    /**
     * A credit note against an invoice: its named LRs, or the rest of it. Never more than is left to receive on it;
     * the LRs credited go back to Delivered, to be invoiced again. Once per Idempotency-Key, as invoices.
     */
    async creditNote(
      actor: SessionUser,
      invoiceNo: string,
      request: CreditNoteRequest,
      requestKey?: RequestKey,
    ): Promise<CreditNote> {
      const no = normalInvoiceNo(invoiceNo);
      // Stryker disable next-line StringLiteral: equivalent, no two operations' bodies are alike, so the name never decides a repeat
      const claim = requestKey && claimOf(actor.username, 'credit-note', requestKey);
      const creditNoteNo = await answerOnce(db, claim, async (trx) => {
        // Locked, so a receipt of the same invoice at the same moment waits and sees this credit note (and the
        // other way round): the two never settle more than the invoice.
        const invoice = await lockInvoice(trx, no);
        if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
        const [lines, credits, credited, received] = await Promise.all([
          invoiceLines(trx, no),
          creditNotesOf(trx, no),
          creditedLrNos(trx, no),
          receivedPaiseByInvoice(trx, [no]),
        ]);
        const creditedPaise = sum(credits.map((credit) => credit.total_paise));
        if (creditedPaise >= invoice.total_paise) {
          throw conflict(invoiceMessage(INVOICE_MESSAGES.cancelled, { invoiceNo: no }));
        }
        const done = new Set(credited.map((line) => line.lr_no));
        const onInvoice = new Map(lines.map((line) => [line.lr_no, line]));
        for (const lrNo of request.lines ?? []) {
          if (!onInvoice.has(lrNo)) {
            throw conflict(invoiceMessage(INVOICE_MESSAGES.creditLineNotOnInvoice, { lrNo, invoiceNo: no }));
          }
          if (done.has(lrNo)) throw conflict(invoiceMessage(INVOICE_MESSAGES.creditLineCredited, { lrNo }));
        }
        const lrNos = request.lines ?? lines.map((line) => line.lr_no).filter((lrNo) => !done.has(lrNo));
        const totals = creditNoteTotals(
          {
            totals: issuedTotals(invoice),
            reverseCharge: invoice.reverse_charge === 1,
            customerState: invoice.customer_state || null,
            officeState: invoice.office_state || null,
          },
          request.lines ? request.lines.map((lrNo) => onInvoice.get(lrNo)?.freight_paise ?? 0) : null,
          credits.map((credit) => ({
            taxablePaise: credit.taxable_paise,
            cgst: credit.cgst_paise,
            sgst: credit.sgst_paise,
            igst: credit.igst_paise,
          })),
        );
        // What is left to receive: the invoice less its credit notes and its receipts (with their TDS).
        const receivedPaise = received.get(no) ?? 0;
        const problem = creditAboveBalanceProblem(
          totals.totalPaise,
          invoice.total_paise - creditedPaise - receivedPaise,
        );
        if (problem) throw conflict(problem);
        const today = localDate();
        await refuseClosedPeriod(trx, today);
        const fy = invoiceFinancialYear(today);
        const seq = await nextInSeries(trx, `cn:${fy}`);
        const noteNo = formatCreditNoteNo(fy, seq);
        await insertCreditNote(
          trx,
          {
            credit_note_no: noteNo,
            fy,
            seq,
            note_date: today,
            invoice_no: no,
            reason: request.reason,
            whole: request.lines ? 0 : 1,
            taxable_paise: totals.taxablePaise,
            cgst_paise: totals.gst.cgst,
            sgst_paise: totals.gst.sgst,
            igst_paise: totals.gst.igst,
            total_paise: totals.totalPaise,
            created_by: actor.username,
            created_at: new Date().toISOString(),
          },
          lrNos,
        );
        if (lrNos.length > 0) await moveLrs(trx, lrNos, { from: 'Invoiced', to: 'Delivered' });
        // The lines left standing share the invoice's extra charges; the credited ones none.
        await shareInvoiceExtras(trx, no);
        await recordAudit(trx, {
          actor: actor.username,
          action: 'create',
          entity: 'credit_note',
          entityId: noteNo,
          newValues: { invoice_no: no, reason: request.reason, lrNos, total_paise: totals.totalPaise },
        });
        return noteNo;
      });
      return getCreditNote(creditNoteNo);
    },

    getCreditNote,

    async creditNotePdf(creditNoteNo: string): Promise<{ fileName: string; data: Buffer }> {
      const creditNote = await getCreditNote(creditNoteNo);
      const [business, invoice, customer] = await Promise.all([
        getBusinessSettings(db),
        read(creditNote.invoiceNo),
        partyOf(creditNote.invoiceNo),
      ]);
      return {
        fileName: creditNoteFileName(creditNote.creditNoteNo),
        data: await renderCreditNotePdf({ business, creditNote, invoice, customer }),
      };
    },

    listForwardRates: () => forwardRates(),

    /** Settings: the forward-charge rate from a day on (admin); audited. */
    async setForwardRate(actor: SessionUser, rate: { rate: number; validFrom: string }) {
      await db.transaction().execute(async (trx) => {
        await saveForwardRate(trx, {
          valid_from: rate.validFrom,
          rate_bps: toBasisPoints(rate.rate),
          created_by: actor.username,
          created_at: new Date().toISOString(),
        });
        await recordAudit(trx, {
          actor: actor.username,
          action: 'update',
          entity: 'invoice_gst_rate',
          entityId: rate.validFrom,
          newValues: rate,
        });
      });
      return forwardRates();
    },
  };
}
