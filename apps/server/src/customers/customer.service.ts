import { randomUUID } from 'node:crypto';
import { CUSTOMER_MESSAGES, type Customer, type CustomerName, type CustomerRequest } from '@freightdesk/domain';
import { auditValues, recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import type { SessionUser } from '../http/access.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { type CustomerColumns, toCustomer, toCustomerColumns } from './customer.mapper.ts';
import {
  findClashingCustomer,
  findCustomer,
  insertCustomer,
  listCustomerNames,
  listCustomers,
  updateCustomer,
} from './customer.repository.ts';

export type CustomerService = ReturnType<typeof createCustomerService>;

/** Customers (issue 32): unique by name ignoring case, and by GSTIN when given. */
export function createCustomerService(db: Database) {
  async function refuseDuplicate(columns: CustomerColumns, exceptId?: string): Promise<void> {
    const clash = await findClashingCustomer(db, columns, exceptId);
    if (!clash) return;
    if (clash.name_key === columns.name_key) throw conflict(CUSTOMER_MESSAGES.duplicateName);
    throw conflict(CUSTOMER_MESSAGES.duplicateGstin);
  }

  /** A unique index caught what the check before it missed (two requests at once): name the clash it was. */
  async function guardRace(columns: CustomerColumns, exceptId: string | undefined, write: () => Promise<void>) {
    try {
      await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await refuseDuplicate(columns, exceptId);
      throw conflict(CUSTOMER_MESSAGES.duplicateName);
    }
  }

  async function stored(id: string): Promise<Customer> {
    const row = await findCustomer(db, id);
    if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
    return toCustomer(row);
  }

  return {
    /** The office's view: every field. */
    list: async (): Promise<Customer[]> => (await listCustomers(db)).map(toCustomer),

    /** The managers' view: only the names, to pick consignors and consignees. */
    names: (): Promise<CustomerName[]> => listCustomerNames(db),

    async add(actor: SessionUser, request: CustomerRequest): Promise<Customer> {
      const columns = toCustomerColumns(request);
      await refuseDuplicate(columns);
      const id = randomUUID();
      const now = new Date().toISOString();
      await guardRace(columns, undefined, () =>
        db.transaction().execute(async (trx) => {
          await insertCustomer(trx, { id, ...columns, created_at: now, updated_at: now });
          await recordAudit(trx, {
            actor: actor.username,
            action: 'create',
            entity: 'customer',
            entityId: id,
            newValues: columns,
          });
        }),
      );
      return stored(id);
    },

    async update(actor: SessionUser, id: string, request: CustomerRequest): Promise<Customer> {
      const existing = await findCustomer(db, id);
      if (!existing) throw notFound(CUSTOMER_MESSAGES.notFound);
      const columns = toCustomerColumns(request);
      await refuseDuplicate(columns, id);
      await guardRace(columns, id, () =>
        db.transaction().execute(async (trx) => {
          await updateCustomer(trx, id, { ...columns, updated_at: new Date().toISOString() });
          await recordAudit(trx, {
            actor: actor.username,
            action: 'update',
            entity: 'customer',
            entityId: id,
            oldValues: auditValues(existing),
            newValues: columns,
          });
        }),
      );
      return stored(id);
    },
  };
}
