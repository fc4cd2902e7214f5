import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_MESSAGES,
  IMPORT_COLUMNS,
  customerRateRequestSchema,
  readSheetDate,
  readSheetNumber,
  toPaise,
} from '@freightdesk/domain';
import type { AuditEntry } from '../audit/audit.repository.ts';
import { listCustomerRates } from '../customers/customer-rate.repository.ts';
import { customerNameKey, listCustomers } from '../customers/customer.repository.ts';
import type { Database } from '../db/database.ts';
import type { CustomerRateTable } from '../db/schema.ts';
import { storedNumber } from '../db/stored-values.ts';
import { FirstRows, type KindImport, RowProblems, readFields, textCell } from './import-kind.ts';
import { insertInBatches, recordAudits } from './import.repository.ts';

type RateColumns = Pick<CustomerRateTable, 'customer_id' | 'from_place' | 'to_place' | 'rate_paise' | 'valid_from'>;
/** A checked row: the stored columns, and the customer's name for the audit, as the form's call records it. */
type CheckedRate = RateColumns & { customer: string };

const COLUMNS = IMPORT_COLUMNS['customer-rates'].map(({ name }) => name);
const COLUMN_OF_FIELD: Readonly<Record<string, string>> = {
  customer: 'Customer',
  from: 'From',
  to: 'To',
  rate: 'Rate',
  validFrom: 'Valid from',
};

/** A rate's natural key: the customer, the route and the day it applies from. */
const rateKey = (rate: Omit<RateColumns, 'rate_paise'>) =>
  [rate.customer_id, rate.from_place, rate.to_place, rate.valid_from].join('\u0000');

/**
 * Customer rates (issue 32) by customer, route and day, as the customer rate form checks them. A rate is never edited
 * (a later day supersedes it): the same rate again is unchanged, another rate for a stored key is refused.
 */
export async function customerRateImport(db: Database): Promise<KindImport<CheckedRate>> {
  const customers = new Map((await listCustomers(db)).map((customer) => [customer.name_key, customer]));
  const inFile = new FirstRows();

  return {
    check(values, row, uncached) {
      const problems = new RowProblems(COLUMNS, uncached);
      const rate = readSheetNumber(values.Rate ?? null, { rupees: true });
      if (!rate.ok) problems.add({ column: 'Rate', message: rate.message });
      const validFrom = readSheetDate(values['Valid from'] ?? null);
      if (!validFrom.ok) problems.add({ column: 'Valid from', message: validFrom.message });
      const { complete, fields } = readFields(
        customerRateRequestSchema,
        {
          customer: textCell(values.Customer),
          from: textCell(values.From),
          to: textCell(values.To),
          rate: rate.ok ? (rate.value ?? '') : '',
          validFrom: validFrom.ok ? (validFrom.value ?? '') : '',
        },
        (path) => COLUMN_OF_FIELD[String(path[0])] ?? 'Rate',
        problems,
      );
      const customer = fields.customer === undefined ? undefined : customers.get(customerNameKey(fields.customer));
      if (fields.customer !== undefined && !problems.has('Customer') && !customer) {
        problems.add({ column: 'Customer', message: CUSTOMER_MESSAGES.unknown(fields.customer) });
      }
      const { from, to, validFrom: day } = fields;
      if (customer && from !== undefined && to !== undefined && day !== undefined) {
        const keyed = { customer_id: customer.id, from_place: from, to_place: to, valid_from: day };
        const repeat = inFile.repeat(rateKey(keyed), row, 'Customer');
        if (repeat) problems.add(repeat);
      }
      if (!complete || !customer || problems.size > 0) return problems.list();
      return {
        customer_id: customer.id,
        customer: customer.name,
        from_place: fields.from,
        to_place: fields.to,
        rate_paise: toPaise(fields.rate),
        valid_from: fields.validFrom,
      };
    },

    async decide(rows, db) {
      const stored = new Map((await listCustomerRates(db)).map((rate) => [rateKey(rate), rate]));
      return rows.map(({ row, value }) => {
        const existing = stored.get(rateKey(value));
        if (!existing) return { row, action: 'create', value };
        if (storedNumber(existing.rate_paise) === value.rate_paise) return { row, action: 'unchanged' };
        return { row, action: 'refused', problems: [{ column: 'Rate', message: CUSTOMER_MESSAGES.duplicateRate }] };
      });
    },

    prepare(decisions, { actor }) {
      return async (trx) => {
        const now = new Date().toISOString();
        const created: CustomerRateTable[] = [];
        const audits: AuditEntry[] = [];
        for (const decision of decisions) {
          if (decision.action !== 'create') continue;
          const { customer, ...columns } = decision.value;
          const id = randomUUID();
          created.push({ id, ...columns, created_by: actor.username, created_at: now });
          audits.push({
            actor: actor.username,
            action: 'create',
            entity: 'customer_rate',
            entityId: id,
            newValues: { ...columns, customer },
          });
        }
        await insertInBatches(trx, 'customer_rates', created);
        await recordAudits(trx, audits);
      };
    },
  };
}
