import { randomUUID } from 'node:crypto';
import {
  type ChallanPaise,
  type DeductionPart,
  type Quarter,
  type TdsChallanRequest,
  type TdsChallans,
  type TdsCheckRow,
  type TdsDeduction,
  type TdsDocumentRecord,
  type TdsReturn,
  type TdsNotification,
  TDS_DOCUMENT_NOTICE_DAYS,
  TDS_DUE_WARNING_DAYS,
  TDS_MESSAGES,
  addDays,
  allocateToChallans,
  deducteeTypeOf,
  expectedTdsRate,
  financialYearDays,
  formatDisplayDate,
  formatRupees,
  fromBasisPoints,
  fromPaise,
  localDate,
  partInterest,
  quarterOf,
  quarterRange,
  tdsChallanRequestSchema,
  tdsDepositDueDate,
  tdsDocumentFieldsSchema,
  tdsReturnRows,
  toPaise,
} from '@freightdesk/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import { findFile, insertFile } from '../files/file.repository.ts';
import type { SessionUser } from '../http/access.ts';
import { AppError, badRequest, conflict, firstIssue, notFound } from '../http/app-error.ts';
import { CONTENT_TYPE } from '../http/attachment.ts';
import { type MultipartForm, asPdf, notPdf } from '../http/multipart.ts';
import type { VendorAccountService } from '../vendor-accounts/vendor-accounts.service.ts';
import { findVendor, findVendorByName, listVendors } from '../vendors/vendor.repository.ts';
import { findVendorIdByBilledName } from '../vendor-accounts/vendor-accounts.repository.ts';
import { insertChallan, listChallans } from './tds-challan.repository.ts';
import {
  findTdsDocumentFile,
  insertTdsDocument,
  lawDocumentsByVendor,
  listTdsDocuments,
} from './tds-document.repository.ts';

export type TdsService = ReturnType<typeof createTdsService>;

/** TDS as the tax office reads it (issue 31): the rate check, documents, challans, the return and the statement. */
export function createTdsService(db: Database, accounts: VendorAccountService) {
  async function vendorNamed(name: string) {
    const vendor = await findVendorByName(db, name);
    if (!vendor) throw notFound(TDS_MESSAGES.vendorNotFound);
    return vendor;
  }

  /** The quarter's register lines as deductions, oldest first; and the quarter's challans. */
  async function quarterBooks(fy: string, quarter: Quarter) {
    const register = await accounts.tdsRegister(fy, quarter);
    const deductions: TdsDeduction[] = register.rows
      .flatMap((row) =>
        row.bills.map((line) => ({
          billId: line.billId,
          vendorId: row.vendorId,
          vendor: row.vendor,
          pan: row.pan,
          date: line.date,
          amountPaise: line.freightPaise,
          tdsPaise: line.tdsPaise,
          rateBasisPoints: line.tdsRateBps,
        })),
      )
      .toSorted((a, b) => a.date.localeCompare(b.date) || billNumber(a.billId) - billNumber(b.billId));
    const challans: ChallanPaise[] = (await listChallans(db, fy, quarter)).map((row) => ({
      id: row.id,
      bsrCode: row.bsr_code,
      date: row.date,
      serial: row.serial,
      amountPaise: Number(row.amount_paise),
    }));
    return { deductions, challans, ...allocateToChallans(deductions, challans) };
  }

  const cover = (part: DeductionPart) => ({
    billId: part.deduction.billId,
    vendor: part.deduction.vendor,
    deductedOn: part.deduction.date,
    dueDate: tdsDepositDueDate(part.deduction.date),
    tds: fromPaise(part.tdsPaise),
  });

  return {
    /** Each vendor's typed rate beside the one the law asks today. */
    async check(): Promise<TdsCheckRow[]> {
      const [vendors, documents] = await Promise.all([listVendors(db), lawDocumentsByVendor(db)]);
      const day = localDate();
      return vendors.map((vendor) => {
        const expected = expectedTdsRate({ pan: vendor.pan, documents: documents.get(vendor.id) ?? [], day });
        return {
          vendor: vendor.company_name,
          pan: vendor.pan ?? '',
          deducteeType: deducteeTypeOf(vendor.pan),
          rate: fromBasisPoints(vendor.tds_rate_bps),
          expectedRate: fromBasisPoints(expected.rateBasisPoints),
          basis: expected.basis,
          reason: vendor.tds_rate_reason,
        };
      });
    },

    async documents(vendorName: string): Promise<TdsDocumentRecord[]> {
      return listTdsDocuments(db, (await vendorNamed(vendorName)).id);
    },

    /** Records a declaration or certificate with its signed PDF: new trips of its days take its rate. */
    async addDocument(actor: SessionUser, vendorName: string, form: MultipartForm): Promise<TdsDocumentRecord> {
      const vendor = await vendorNamed(vendorName);
      const parsed = tdsDocumentFieldsSchema.safeParse(form.fields);
      if (!parsed.success) throw firstIssue(parsed.error);
      const sent = form.files.get('file');
      if (!sent) throw badRequest(TDS_MESSAGES.fileRequired, 'file');
      const file = asPdf(sent);
      if (!file) throw notPdf();
      if (!deducteeTypeOf(vendor.pan)) throw badRequest(TDS_MESSAGES.needsPan);
      const fields = parsed.data;
      const id = randomUUID();
      const now = new Date().toISOString();
      const columns =
        fields.kind === 'transporterDeclaration'
          ? {
              kind: fields.kind,
              fy: fields.fy,
              vehicles: JSON.stringify(fields.vehicles),
              certificate_no: null,
              rate_bps: 0,
              ...mapDays(financialYearDays(fields.fy)),
              amount_limit_paise: null,
            }
          : {
              kind: fields.kind,
              fy: null,
              vehicles: '[]',
              certificate_no: fields.certificateNo,
              rate_bps: fields.rateBasisPoints,
              valid_from: fields.validFrom,
              valid_to: fields.validTo,
              amount_limit_paise: fields.amountLimitPaise,
            };
      try {
        await db.transaction().execute(async (trx) => {
          const fileId = await insertFile(trx, { ...file, contentType: CONTENT_TYPE.pdf, createdBy: actor.username });
          await insertTdsDocument(trx, {
            id,
            vendor_id: vendor.id,
            ...columns,
            file_id: fileId,
            created_by: actor.username,
            created_at: now,
          });
          await recordAudit(trx, {
            actor: actor.username,
            action: 'create',
            entity: 'tdsDocument',
            entityId: id,
            newValues: { vendor: vendor.company_name, ...columns, fileName: file.fileName },
          });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Named on its field, so the form shows it there.
        throw fields.kind === 'transporterDeclaration'
          ? new AppError(409, 'CONFLICT', TDS_MESSAGES.duplicateDeclaration.replace('{fy}', fields.fy), 'fy')
          : new AppError(
              409,
              'CONFLICT',
              TDS_MESSAGES.duplicateCertificate.replace('{certificateNo}', fields.certificateNo),
              'certificateNo',
            );
      }
      const recorded = (await listTdsDocuments(db, vendor.id)).find((document) => document.id === id);
      if (!recorded) throw notFound(TDS_MESSAGES.vendorNotFound);
      return recorded;
    },

    async documentFile(id: string) {
      const document = await findTdsDocumentFile(db, id);
      const file = document ? await findFile(db, document.file_id) : undefined;
      if (!file) throw notFound('Document not found.');
      return { fileName: file.file_name, contentType: file.content_type, data: file.data };
    },

    async addChallan(actor: SessionUser, request: TdsChallanRequest) {
      const challan = tdsChallanRequestSchema.parse(request);
      if (challan.date > localDate()) throw badRequest(TDS_MESSAGES.inFuture, 'date');
      const row = {
        id: randomUUID(),
        bsr_code: challan.bsrCode,
        date: challan.date,
        serial: challan.serial,
        amount_paise: toPaise(challan.amount),
        fy: challan.fy,
        quarter: challan.quarter,
        created_by: actor.username,
        created_at: new Date().toISOString(),
      };
      try {
        await db.transaction().execute(async (trx) => {
          await insertChallan(trx, row);
          await recordAudit(trx, {
            actor: actor.username,
            action: 'create',
            entity: 'tdsChallan',
            entityId: row.id,
            newValues: challan,
          });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(
          TDS_MESSAGES.duplicateChallan
            .replace('{bsrCode}', challan.bsrCode)
            .replace('{date}', challan.date)
            .replace('{serial}', challan.serial),
        );
      }
      return { id: row.id, ...challan };
    },

    /** The quarter's challans with what each covers and its interest; the TDS not yet deposited. */
    async challans(fy: string, quarter: Quarter): Promise<TdsChallans> {
      const { challans, parts, unallocatedPaise } = await quarterBooks(fy, quarter);
      const deposited = parts.filter((part) => part.challan !== null);
      const owed = parts.filter((part) => part.challan === null && part.tdsPaise > 0);
      const interestOf = (part: DeductionPart) => partInterest(part).interestPaise;
      return {
        fy,
        quarter,
        challans: challans.map((challan) => ({
          id: challan.id,
          bsrCode: challan.bsrCode,
          date: challan.date,
          serial: challan.serial,
          amount: fromPaise(challan.amountPaise),
          unallocated: fromPaise(unallocatedPaise.get(challan.id) ?? 0),
          covers: deposited
            .filter((part) => part.challan?.id === challan.id)
            .map((part) => {
              const late = partInterest(part);
              return { ...cover(part), lateMonths: late.months, interest: fromPaise(late.interestPaise) };
            }),
        })),
        undeposited: owed.map(cover),
        totals: {
          tds: fromPaise(parts.reduce((sum, part) => sum + part.tdsPaise, 0)),
          deposited: fromPaise(deposited.reduce((sum, part) => sum + part.tdsPaise, 0)),
          undeposited: fromPaise(owed.reduce((sum, part) => sum + part.tdsPaise, 0)),
          interest: fromPaise(deposited.reduce((sum, part) => sum + interestOf(part), 0)),
        },
      };
    },

    /** The deductee rows of the quarter's return, a row per credit (or per challan's part of one). */
    async taxReturn(fy: string, quarter: Quarter): Promise<TdsReturn> {
      const [{ parts }, documents] = await Promise.all([quarterBooks(fy, quarter), lawDocumentsByVendor(db)]);
      const rows = tdsReturnRows(parts, documents).map(({ amountPaise, tdsPaise, rateBasisPoints, ...row }) => ({
        ...row,
        amount: fromPaise(amountPaise),
        tds: fromPaise(tdsPaise),
        rate: fromBasisPoints(rateBasisPoints),
      }));
      return {
        fy,
        quarter,
        rows,
        totals: {
          amount: fromPaise(parts.reduce((sum, part) => sum + part.amountPaise, 0)),
          tds: fromPaise(parts.reduce((sum, part) => sum + part.tdsPaise, 0)),
        },
      };
    },

    /**
     * What the bell says about TDS: a vendor's declaration or certificate starting or ending within a week either
     * side of today (new trips follow its rate), and TDS not yet deposited whose due date is at most 3 days away.
     */
    async notifications(): Promise<TdsNotification[]> {
      const today = localDate();
      const from = addDays(today, -TDS_DOCUMENT_NOTICE_DAYS);
      const to = addDays(today, TDS_DOCUMENT_NOTICE_DAYS);
      const notices: TdsNotification[] = [];
      for (const document of await listTdsDocuments(db)) {
        const what =
          document.kind === 'transporterDeclaration'
            ? `transporter declaration for ${document.fy ?? ''}`
            : `lower-deduction certificate ${document.certificateNo ?? ''} at ${document.rate}%`;
        if (document.validFrom >= from && document.validFrom <= to) {
          const verb = document.validFrom <= today ? 'applies' : 'will apply';
          notices.push({
            kind: 'documentStarts',
            day: document.validFrom,
            text: `${document.vendor}: the ${what} ${verb} from ${formatDisplayDate(document.validFrom)}; new trips take its rate, trips already entered keep theirs.`,
          });
        }
        if (document.validTo >= from && document.validTo <= to) {
          notices.push({
            kind: 'documentEnds',
            day: document.validTo,
            text: `${document.vendor}: the ${what} ends on ${formatDisplayDate(document.validTo)}; trips after it take the vendor's own rate.`,
          });
        }
      }
      const { fy, quarter } = quarterOf(today);
      const previous = quarterOf(addDays(quarterRange(fy, quarter).startDate, -1));
      for (const { fy: year, quarter: q } of [previous, { fy, quarter }]) {
        const { undeposited } = await this.challans(year, q);
        const due = new Map<string, number>();
        for (const part of undeposited) {
          if (part.dueDate <= addDays(today, TDS_DUE_WARNING_DAYS)) {
            due.set(part.dueDate, (due.get(part.dueDate) ?? 0) + toPaise(part.tds));
          }
        }
        for (const [day, paise] of due) {
          const overdue = day < today ? ' (overdue: interest runs at 1.5% a month)' : '';
          notices.push({
            kind: 'depositDue',
            day,
            text: `TDS of ${formatRupees(fromPaise(paise))} is to be deposited by ${formatDisplayDate(day)}${overdue}.`,
          });
        }
      }
      return notices.toSorted((a, b) => a.day.localeCompare(b.day));
    },

    /**
     * One vendor's credits of a quarter with the TDS of each and the challan it went in: the vendor's statement. The
     * vendor is named as it is now, or as its bills name it (the register shows a quarter under the name of its day).
     */
    async statement(vendorName: string, fy: string, quarter: Quarter) {
      const billedAs = await findVendorIdByBilledName(db, vendorName);
      const vendor = (billedAs ? await findVendor(db, billedAs) : undefined) ?? (await vendorNamed(vendorName));
      const [{ parts }, business] = await Promise.all([quarterBooks(fy, quarter), accounts.business()]);
      return { business, vendor, fy, quarter, parts: parts.filter((part) => part.deduction.vendorId === vendor.id) };
    },
  };
}

/** B12 -> 12: bills of one day in the order they were issued. */
const billNumber = (billId: string) => Number(billId.slice(1));

const mapDays = ({ validFrom, validTo }: { validFrom: string; validTo: string }) => ({
  valid_from: validFrom,
  valid_to: validTo,
});
