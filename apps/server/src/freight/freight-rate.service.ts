import { randomUUID } from 'node:crypto';
import {
  type Destination,
  FREIGHT_MESSAGES,
  type FreightFields,
  type FreightRate,
  type FreightUpdate,
  type Profile,
  can,
  fromPaise,
  toPaise,
} from '@freightdesk/domain';
import { auditValues, recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import type { FreightRateTable } from '../db/schema.ts';
import { storedNumber } from '../db/stored-values.ts';
import type { SessionUser } from '../http/access.ts';
import { conflict, notFound } from '../http/app-error.ts';
import {
  deleteFreightRate,
  findFreightRate,
  findFreightRateByRoute,
  insertFreightRate,
  listFreightRates,
  updateFreightRate,
} from './freight-rate.repository.ts';

export type FreightRateService = ReturnType<typeof createFreightRateService>;

const toFreightRate = (row: FreightRateTable, index: number): FreightRate => ({
  _id: row.id,
  id: index,
  from: row.from_place,
  to: row.to_place,
  rate: fromPaise(storedNumber(row.rate_paise) ?? 0),
});

const toColumns = (fields: FreightFields) => ({
  from_place: fields.from_destination,
  to_place: fields.to_destination,
  rate_paise: toPaise(fields.rate),
});

/** Freight rates (spec-2 Freight screen): one rate per (from, to), in rupees per ton. */
export function createFreightRateService(db: Database) {
  async function write(action: () => Promise<void>, duplicateMessage: string): Promise<void> {
    try {
      await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(duplicateMessage);
      throw error;
    }
  }

  return {
    list: async () => (await listFreightRates(db)).map((row, i) => toFreightRate(row, i + 1)),

    /** The trip form's routes; the rate is money, so only profiles that see freight get it. */
    async destinations(profile: Profile): Promise<Destination[]> {
      const withRate = can(profile, 'tripFreight');
      return (await listFreightRates(db)).map((row) => ({
        from: row.from_place,
        to: row.to_place,
        ...(withRate ? { rate: fromPaise(storedNumber(row.rate_paise) ?? 0) } : {}),
      }));
    },

    async add(actor: SessionUser, fields: FreightFields): Promise<void> {
      const columns = toColumns(fields);
      if (await findFreightRateByRoute(db, columns.from_place, columns.to_place)) {
        throw conflict(FREIGHT_MESSAGES.duplicate);
      }
      const id = randomUUID();
      const now = new Date().toISOString();
      await write(
        () =>
          db.transaction().execute(async (trx) => {
            await insertFreightRate(trx, { id, ...columns, created_at: now, updated_at: now });
            await recordAudit(trx, {
              actor: actor.username,
              action: 'create',
              entity: 'freightRate',
              entityId: id,
              newValues: columns,
            });
          }),
        FREIGHT_MESSAGES.duplicate,
      );
    },

    /** `old` is the row as the person saw it: if it changed since, their edit would overwrite someone else's. */
    async update(actor: SessionUser, { old, new: fields }: { old: FreightUpdate['old']; new: FreightFields }) {
      const existing = await findFreightRate(db, old._id);
      if (!existing) throw notFound(FREIGHT_MESSAGES.notFound);
      const seen = toFreightRate(existing, 0);
      if (seen.from !== old.from || seen.to !== old.to || toPaise(seen.rate) !== toPaise(old.rate)) {
        throw conflict(FREIGHT_MESSAGES.changedMeanwhile);
      }
      const columns = toColumns(fields);
      const clash = await findFreightRateByRoute(db, columns.from_place, columns.to_place);
      if (clash && clash.id !== existing.id) throw conflict(FREIGHT_MESSAGES.conflict);
      await write(
        () =>
          db.transaction().execute(async (trx) => {
            await updateFreightRate(trx, existing.id, { ...columns, updated_at: new Date().toISOString() });
            await recordAudit(trx, {
              actor: actor.username,
              action: 'update',
              entity: 'freightRate',
              entityId: existing.id,
              oldValues: auditValues(existing),
              newValues: columns,
            });
          }),
        FREIGHT_MESSAGES.conflict,
      );
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      const existing = await findFreightRate(db, id);
      if (!existing) throw notFound(FREIGHT_MESSAGES.notFound);
      await db.transaction().execute(async (trx) => {
        await deleteFreightRate(trx, id);
        await recordAudit(trx, {
          actor: actor.username,
          action: 'delete',
          entity: 'freightRate',
          entityId: id,
          oldValues: auditValues(existing),
        });
      });
    },
  };
}
