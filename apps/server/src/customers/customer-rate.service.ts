import { randomUUID } from 'node:crypto';
import { CUSTOMER_MESSAGES, type CustomerRate, type CustomerRateRequest, toPaise } from '@freightdesk/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import type { SessionUser } from '../http/access.ts';
import { badRequest, conflict } from '../http/app-error.ts';
import { toCustomerRate } from './customer.mapper.ts';
import { findCustomerByName } from './customer.repository.ts';
import { findCustomerRateOnRoute, insertCustomerRate, listCustomerRates } from './customer-rate.repository.ts';

export type CustomerRateService = ReturnType<typeof createCustomerRateService>;

/** Customer rates (issue 32): added from a day on, never edited; a later day supersedes an earlier one. */
export function createCustomerRateService(db: Database) {
  return {
    /** Every rate, or one customer's; a name that is no customer's has none. */
    async list(customerName?: string): Promise<CustomerRate[]> {
      if (customerName === undefined || customerName.trim() === '') {
        return (await listCustomerRates(db)).map(toCustomerRate);
      }
      const customer = await findCustomerByName(db, customerName);
      if (!customer) return [];
      return (await listCustomerRates(db, customer.id)).map(toCustomerRate);
    },

    async add(actor: SessionUser, request: CustomerRateRequest): Promise<CustomerRate> {
      const customer = await findCustomerByName(db, request.customer);
      if (!customer) throw badRequest(CUSTOMER_MESSAGES.unknown(request.customer), 'customer');
      const columns = {
        customer_id: customer.id,
        from_place: request.from,
        to_place: request.to,
        rate_paise: toPaise(request.rate),
        valid_from: request.validFrom,
      };
      if (await findCustomerRateOnRoute(db, columns)) throw conflict(CUSTOMER_MESSAGES.duplicateRate);
      const id = randomUUID();
      const row = { id, ...columns, created_by: actor.username, created_at: new Date().toISOString() };
      try {
        await db.transaction().execute(async (trx) => {
          await insertCustomerRate(trx, row);
          await recordAudit(trx, {
            actor: actor.username,
            action: 'create',
            entity: 'customer_rate',
            entityId: id,
            newValues: { ...columns, customer: customer.name },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(CUSTOMER_MESSAGES.duplicateRate);
        throw error;
      }
      return toCustomerRate({ ...row, customer_name: customer.name });
    },
  };
}
