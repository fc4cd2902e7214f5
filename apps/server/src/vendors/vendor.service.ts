import { randomUUID } from 'node:crypto';
import { VENDOR_MESSAGES, type VendorRequest } from '@freightdesk/domain';
import { auditValues, recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/engine.ts';
import type { SessionUser } from '../http/access.ts';
import { conflict, notFound } from '../http/app-error.ts';
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

  return {
    list: async () => (await listVendors(db)).map((row, i) => toVendor(row, i + 1)),

    lookups: async () => (await listVendors(db)).map(toVendorLookup),

    async add(actor: SessionUser, fields: VendorRequest): Promise<void> {
      const vendorColumns = toVendorColumns(fields);
      await refuseDuplicate(vendorColumns);
      const columns = { ...vendorColumns, ...NO_ADDRESS, ...toAddressColumns(fields) };
      const now = new Date().toISOString();
      const id = randomUUID();
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
      const columns = { ...vendorColumns, ...toAddressColumns(fields) };
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
