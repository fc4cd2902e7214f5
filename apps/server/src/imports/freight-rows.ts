import { IMPORT_MESSAGES, freightInputSchema, readSheetNumber, toPaise } from '@freightdesk/domain';
import { auditValues } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import type { FreightRateTable } from '../db/schema.ts';
import { listFreightRates, updateFreightRate } from '../freight/freight-rate.repository.ts';
import { type KindImport, type ShownColumn, changedValues, schemaProblems, shown, textCell } from './import-kind.ts';
import { recordWriter } from './import.repository.ts';

type RateColumns = Pick<FreightRateTable, 'from_place' | 'to_place' | 'rate_paise'>;

const COLUMN_OF_FIELD: Record<string, string> = { from_destination: 'from', to_destination: 'to', rate: 'rate' };
const routeKey = (from: string, to: string) => `${from}\u0000${to}`;
const SHOWN: ShownColumn[] = [{ stored: 'rate_paise', column: 'rate', show: shown.rupees }];

/** Freight rates by From -> To, as the Freight screen's form checks them. */
export async function freightImport(db: Database): Promise<KindImport<RateColumns>> {
  const byRoute = new Map((await listFreightRates(db)).map((rate) => [routeKey(rate.from_place, rate.to_place), rate]));
  const inFile = new Set<string>();

  return {
    check(values) {
      const rate = readSheetNumber(values.rate ?? null, { rupees: true });
      if (!rate.ok) return [{ column: 'rate', message: rate.message }];
      const parsed = freightInputSchema.safeParse({
        from_destination: textCell(values.from),
        to_destination: textCell(values.to),
        rate: rate.value ?? '',
      });
      if (!parsed.success)
        return schemaProblems(parsed.error.issues, (path) => COLUMN_OF_FIELD[String(path[0])] ?? 'rate');
      const key = routeKey(parsed.data.from_destination, parsed.data.to_destination);
      if (inFile.has(key)) return [{ column: 'from', message: IMPORT_MESSAGES.duplicateKey }];
      inFile.add(key);
      return {
        from_place: parsed.data.from_destination,
        to_place: parsed.data.to_destination,
        rate_paise: toPaise(parsed.data.rate),
      };
    },

    async decide(rows) {
      return rows.map(({ row, value }) => {
        const existing = byRoute.get(routeKey(value.from_place, value.to_place));
        if (!existing) return { row, action: 'create', value };
        if (existing.rate_paise === value.rate_paise) return { row, action: 'unchanged' };
        return {
          row,
          action: 'update',
          value,
          id: existing.id,
          before: auditValues(existing),
          changes: changedValues(existing, value, SHOWN),
        };
      });
    },

    prepare(decisions, { actor }) {
      return recordWriter(decisions, actor, {
        table: 'freight_rates',
        entity: 'freightRate',
        update: (trx, id, value, now) => updateFreightRate(trx, id, { rate_paise: value.rate_paise, updated_at: now }),
      });
    },
  };
}
