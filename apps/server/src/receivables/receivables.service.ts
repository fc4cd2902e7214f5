import {
  CUSTOMER_LEDGER_MESSAGES,
  type CustomerLedgerMovement,
  type CustomerLedgerQuery,
  type Quarter,
  customerLedgerPaise,
  localDate,
  owingCustomers,
  quarterRange,
  receivablesPaise,
  tdsReceivablePaise,
} from '@freightdesk/domain';
import { findCustomerByName } from '../customers/customer.repository.ts';
import type { Database } from '../db/database.ts';
import { storedNumber } from '../db/stored-values.ts';
import { notFound } from '../http/app-error.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import {
  ledgerCreditNotesQuery,
  ledgerInvoicesQuery,
  ledgerOpeningPaise,
  ledgerReceiptsQuery,
  openInvoices,
  tdsReceiptGroups,
} from './receivables.repository.ts';

export type ReceivablesService = ReturnType<typeof createReceivablesService>;

/** A stored amount; one an older release left unreadable counts as 0 (data_issues lists it). */
const paise = (value: unknown) => storedNumber(value) ?? 0;

type ReceiptRow = Awaited<ReturnType<ReturnType<typeof ledgerReceiptsQuery>['execute']>>[number];

/** Each receipt or reversal once, with the invoices it settles or gives back: 'R12 (INV/2026-27/0001, ...)'. */
function receiptMovements(rows: readonly ReceiptRow[]): CustomerLedgerMovement[] {
  const receipts = new Map<string, { row: ReceiptRow; invoices: string[] }>();
  for (const row of rows) {
    const receipt = receipts.get(row.id) ?? { row, invoices: [] };
    receipt.invoices.push(row.invoice_no);
    receipts.set(row.id, receipt);
  }
  return [...receipts.values()].map(({ row, invoices }) => ({
    date: row.receipt_date,
    kind: row.reverses === null ? 'receipt' : 'reversal',
    ref: `${row.id} (${invoices.join(', ')})`,
    seq: row.seq,
    // The customer's account is settled by what it paid and the TDS it deducted together.
    amountPaise: paise(row.amount_paise) + paise(row.tds_paise),
  }));
}

/**
 * The customer side of the books (issue 33): a customer's ledger, what customers owe aged by due date, and the TDS
 * they deducted per quarter. All read from rows that are never edited (invoices, credit notes, receipts and their
 * reversals), so a figure of a past day stays what it was; each call is a few queries over sets of rows.
 */
export function createReceivablesService(db: Database) {
  return {
    /**
     * A customer's ledger over a period: invoices at their totals, credit notes, and receipts and reversals at what
     * they settle, each on its own day, from what was owed before the period.
     */
    async ledger({ customer: name, startDate, endDate }: CustomerLedgerQuery) {
      const customer = await findCustomerByName(db, name);
      if (!customer) throw notFound(CUSTOMER_LEDGER_MESSAGES.customerNotFound);
      const [opening, invoices, creditNotes, receipts, business] = await Promise.all([
        ledgerOpeningPaise(db, customer.id, startDate),
        ledgerInvoicesQuery(db, customer.id, startDate, endDate).execute(),
        ledgerCreditNotesQuery(db, customer.id, startDate, endDate).execute(),
        ledgerReceiptsQuery(db, customer.id, startDate, endDate).execute(),
        getBusinessSettings(db),
      ]);
      const movements: CustomerLedgerMovement[] = [
        ...invoices.map((invoice) => ({
          date: invoice.invoice_date,
          kind: 'invoice' as const,
          ref: invoice.invoice_no,
          seq: invoice.seq,
          amountPaise: paise(invoice.total_paise),
        })),
        ...creditNotes.map((note) => ({
          date: note.note_date,
          kind: 'creditNote' as const,
          ref: `${note.credit_note_no} (${note.invoice_no})`,
          seq: note.seq,
          amountPaise: paise(note.total_paise),
        })),
        ...receiptMovements(receipts),
      ];
      return { customer, business, startDate, endDate, ...customerLedgerPaise(opening, movements) };
    },

    /** The office's details, as its PDFs print them. */
    business: () => getBusinessSettings(db),

    /** Every customer who owes something as of a day (today, office time, by default), aged by due date to it. */
    async receivables(asOf: string = localDate()) {
      return owingCustomers(receivablesPaise(await openInvoices(db, asOf), asOf));
    },

    /** Per customer, the receipts and reversals dated in a quarter of the financial year, with the TDS deducted. */
    async tdsReceivable(fy: string, quarter: Quarter) {
      const { startDate, endDate } = quarterRange(fy, quarter);
      const register = tdsReceivablePaise(await tdsReceiptGroups(db, startDate, endDate));
      return { fy, quarter, startDate, endDate, ...register };
    },
  };
}
