import {
  type ExpectedTdsRate,
  type TdsDocument,
  type TdsDocumentRecord,
  expectedTdsRate,
  fromBasisPoints,
  fromPaise,
  quarterOf,
  quarterRange,
} from '@freightdesk/domain';
import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { TdsDocumentTable } from '../db/schema.ts';
import { storedNumber } from '../db/stored-values.ts';

export async function insertTdsDocument(db: Database, row: Insertable<TdsDocumentTable>): Promise<void> {
  await db.insertInto('tds_documents').values(row).execute();
}

/** The recorded documents, of one vendor or of all, oldest first, with their vendor's name and their file's. */
function documentRows(db: Database, vendorId?: string) {
  return db
    .selectFrom('tds_documents as d')
    .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
    .innerJoin('files as f', 'f.id', 'd.file_id')
    .select([
      'd.id',
      'd.vendor_id',
      'v.company_name',
      'd.kind',
      'd.fy',
      'd.vehicles',
      'd.certificate_no',
      'd.rate_bps',
      'd.valid_from',
      'd.valid_to',
      'd.amount_limit_paise',
      'd.file_id',
      'f.file_name',
      'd.created_by',
      'd.created_at',
    ])
    .$if(vendorId !== undefined, (qb) => qb.where('d.vendor_id', '=', vendorId ?? ''))
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
}

type DocumentRow = Awaited<ReturnType<typeof documentRows>>[number];

const vehiclesOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

function toRecord(row: DocumentRow): TdsDocumentRecord {
  const limit = storedNumber(row.amount_limit_paise);
  return {
    id: row.id,
    vendor: row.company_name,
    kind: row.kind,
    fy: row.fy,
    vehicles: vehiclesOf(row.vehicles),
    certificateNo: row.certificate_no,
    rate: fromBasisPoints(row.rate_bps),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    amountLimit: limit === null ? null : fromPaise(limit),
    file: { fileName: row.file_name, url: `/logistics/api/tds-documents/${row.id}/file` },
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

function toLawDocument(row: DocumentRow): TdsDocument {
  if (row.kind === 'transporterDeclaration') return { kind: row.kind, fy: row.fy ?? '' };
  return {
    kind: row.kind,
    certificateNo: row.certificate_no ?? '',
    rateBasisPoints: row.rate_bps,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    amountLimitPaise: storedNumber(row.amount_limit_paise) ?? 0,
  };
}

/** The documents of one vendor, or of every vendor. */
export async function listTdsDocuments(db: Database, vendorId?: string): Promise<TdsDocumentRecord[]> {
  return (await documentRows(db, vendorId)).map(toRecord);
}

export function findTdsDocumentFile(db: Database, id: string) {
  return db.selectFrom('tds_documents').select(['file_id']).where('id', '=', id).executeTakeFirst();
}

/** Every vendor's documents as the law reads them, by vendor id. */
export async function lawDocumentsByVendor(db: Database): Promise<Map<string, TdsDocument[]>> {
  const byVendor = new Map<string, TdsDocument[]>();
  for (const row of await documentRows(db)) {
    byVendor.set(row.vendor_id, [...(byVendor.get(row.vendor_id) ?? []), toLawDocument(row)]);
  }
  return byVendor;
}

/**
 * What the vendor's trips were credited from the start of a day's financial year up to it, that day included: a
 * certificate's rate holds while this stays within its amount.
 */
async function creditedThisYearPaise(db: Database, vendorId: string, day: string): Promise<number> {
  const { startDate } = quarterRange(quarterOf(day).fy, 'Q1');
  const row = await db
    .selectFrom('trips')
    .select((eb) => eb.fn.sum<number | string | null>('freight_paise').as('total'))
    .where('vendor_id', '=', vendorId)
    .where('local_date', '>=', startDate)
    .where('local_date', '<=', day)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The rate the law asks of a vendor on a day, its documents and what it was credited this year counted. */
export async function expectedRateOf(
  db: Database,
  vendor: { id: string; pan: string | null },
  day: string,
): Promise<ExpectedTdsRate> {
  const documents = (await documentRows(db, vendor.id)).map(toLawDocument);
  const amountPaidThisFyPaise = documents.some((document) => document.kind === 'lowerDeductionCertificate')
    ? await creditedThisYearPaise(db, vendor.id, day)
    : 0;
  return expectedTdsRate({ pan: vendor.pan, documents, day, amountPaidThisFyPaise });
}
