import { normalisePlace } from '@freightdesk/domain';
import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CustomerRateTable } from '../db/schema.ts';
import { storedNumber } from '../db/stored-values.ts';

/**
 * The customer's rate per ton, in paise, for a route on a day (YYYY-MM-DD): the one with the latest `valid_from` on
 * or before the day; null when none had started. Places compare as stored (normalisePlace), as trips store theirs.
 */
export async function customerRateOn(
  db: Database,
  customerId: string,
  from: string,
  to: string,
  day: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('customer_rates')
    .select('rate_paise')
    .where('customer_id', '=', customerId)
    .where('from_place', '=', normalisePlace(from))
    .where('to_place', '=', normalisePlace(to))
    .where('valid_from', '<=', day)
    .orderBy('valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? storedNumber(row.rate_paise) : null;
}

/** Every rate of these customers, in one query (an invoice or a list of many LRs looks them up in memory). */
export function ratesOfCustomers(db: Database, customerIds: readonly string[]) {
  return db
    .selectFrom('customer_rates')
    .select(['customer_id', 'from_place', 'to_place', 'valid_from', 'rate_paise'])
    .where('customer_id', 'in', customerIds)
    .execute();
}

/** Every rate with its customer's name, a customer's only when `customerId` is given: customer, route, newest first. */
export function listCustomerRates(db: Database, customerId?: string) {
  return db
    .selectFrom('customer_rates')
    .innerJoin('customers', 'customers.id', 'customer_rates.customer_id')
    .selectAll('customer_rates')
    .select('customers.name as customer_name')
    .$if(customerId !== undefined, (qb) => qb.where('customer_rates.customer_id', '=', customerId ?? ''))
    .orderBy('customers.name_key')
    .orderBy('customer_rates.from_place')
    .orderBy('customer_rates.to_place')
    .orderBy('customer_rates.valid_from', 'desc')
    .execute();
}

export function findCustomerRateOnRoute(
  db: Database,
  rate: Pick<CustomerRateTable, 'customer_id' | 'from_place' | 'to_place' | 'valid_from'>,
) {
  return db
    .selectFrom('customer_rates')
    .select('id')
    .where('customer_id', '=', rate.customer_id)
    .where('from_place', '=', rate.from_place)
    .where('to_place', '=', rate.to_place)
    .where('valid_from', '=', rate.valid_from)
    .executeTakeFirst();
}

export async function insertCustomerRate(db: Database, rate: Insertable<CustomerRateTable>): Promise<void> {
  await db.insertInto('customer_rates').values(rate).execute();
}
