import { randomUUID } from 'node:crypto';
import { VENDOR_MESSAGES, type VendorRequest, expectedTdsRate, localDate } from '@freightdesk/domain';
import { auditValues, recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/engine.ts';
import type { VendorTable } from '../db/schema.ts';
import type { SessionUser } from '../http/access.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { expectedRateOf, lawDocumentsByVendor } from '../tds/tds-document.repository.ts';
import { NO_ADDRESS, toAddressColumns, toVendor, toVendorColumns, toVendorLookup } from './vendor.mapper.ts';
import {
  deleteVendor,
  findClashingVendor,
  findVendor,
  insertVendor,
  listVendors,
  updateVendor,
} from './vendor.repository.ts';

export type VendorService = ReturnType<typeof createVendorService>;

/** Vendors (spec-2 Vendor screen): unique by name ignoring case, and by PAN and GST when given. */
export function createVendorService(db: Database) {
  async function refuseDuplicate(columns: ReturnType<typeof toVendorColumns>, exceptId?: string): Promise<void> {
    const clash = await findClashingVendor(db, columns, exceptId);
    if (!clash) return;
    if (clash.company_name_key === columns.company_name_key) throw conflict(VENDOR_MESSAGES.duplicateName);
    if (columns.pan && clash.pan === columns.pan) throw conflict(VENDOR_MESSAGES.duplicatePan);
    throw conflict(VENDOR_MESSAGES.duplicateGst);
  }

  /** A unique index caught what the check above missed: two requests at once. */
  async function guardRace<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(VENDOR_MESSAGES.duplicate);
      throw error;
    }
  }

  /** Every vendor, and the rate the law asks of each today from its PAN and documents (issue 31). */
  async function withExpectedRates() {
    const [rows, documents] = await Promise.all([listVendors(db), lawDocumentsByVendor(db)]);
    const day = localDate();
    const expected = (row: VendorTable) =>
      expectedTdsRate({ pan: row.pan, documents: documents.get(row.id) ?? [], day });
    return { rows, expected };
  }

  /**
   * The reason kept for a typed TDS rate: none when it is the rate the law asks; else the one given, or, when none is
   * given, the one stored. A rate that differs without a reason is saved all the same and marked on the Vendor screen.
   */
  async function rateReason(
    vendor: { id: string; pan: string | null; tds_rate_bps: number },
    given?: string,
    stored = '',
  ): Promise<string> {
    const expected = await expectedRateOf(db, vendor, localDate());
    if (expected.rateBasisPoints === vendor.tds_rate_bps) return '';
    return given ?? stored;
  }

  return {
    async list() {
      const { rows, expected } = await withExpectedRates();
      return rows.map((row, i) => toVendor(row, i + 1, expected(row)));
    },

    async lookups() {
      const { rows, expected } = await withExpectedRates();
      return rows.map((row) => toVendorLookup(row, expected(row)));
    },

    async add(actor: SessionUser, fields: VendorRequest): Promise<void> {
      const vendorColumns = toVendorColumns(fields);
      await refuseDuplicate(vendorColumns);
      const id = randomUUID();
      const columns = {
        ...vendorColumns,
        ...NO_ADDRESS,
        ...toAddressColumns(fields),
        tds_rate_reason: await rateReason({ id, ...vendorColumns }, fields.tdsRateReason),
      };
      const now = new Date().toISOString();
      await guardRace(() =>
        db.transaction().execute(async (trx) => {
          await insertVendor(trx, { id, ...columns, created_at: now, updated_at: now });
          await recordAudit(trx, {
            actor: actor.username,
            action: 'create',
            entity: 'vendor',
            entityId: id,
            newValues: columns,
          });
        }),
      );
    },

    async update(actor: SessionUser, id: string, fields: VendorRequest): Promise<void> {
      const existing = await findVendor(db, id);
      if (!existing) throw notFound(VENDOR_MESSAGES.notFound);
      const vendorColumns = toVendorColumns(fields);
      await refuseDuplicate(vendorColumns, id);
      const columns = {
        ...vendorColumns,
        ...toAddressColumns(fields),
        tds_rate_reason: await rateReason({ id, ...vendorColumns }, fields.tdsRateReason, existing.tds_rate_reason),
      };
      await guardRace(() =>
        db.transaction().execute(async (trx) => {
          await updateVendor(trx, id, { ...columns, updated_at: new Date().toISOString() });
          await recordAudit(trx, {
            actor: actor.username,
            action: 'update',
            entity: 'vendor',
            entityId: id,
            oldValues: auditValues(existing),
            newValues: columns,
          });
        }),
      );
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      const existing = await findVendor(db, id);
      if (!existing) throw notFound(VENDOR_MESSAGES.notFound);
      try {
        await db.transaction().execute(async (trx) => {
          await deleteVendor(trx, id);
          await recordAudit(trx, {
            actor: actor.username,
            action: 'delete',
            entity: 'vendor',
            entityId: id,
            oldValues: auditValues(existing),
          });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw conflict(VENDOR_MESSAGES.inUse);
        throw error;
      }
    },
  };
}
