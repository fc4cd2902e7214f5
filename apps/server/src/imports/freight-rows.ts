import { IMPORT_COLUMNS, freightInputSchema, readSheetNumber, toPaise } from '@freightdesk/domain';
import { auditValues } from '../audit/audit.repository.ts';
import type { FreightRateTable } from '../db/schema.ts';
import { listFreightRates, updateFreightRate } from '../freight/freight-rate.repository.ts';
import {
  FirstRows,
  type KindImport,
  RowProblems,
  type ShownColumn,
  changedValues,
  readFields,
  shown,
  textCell,
} from './import-kind.ts';
import { recordWriter } from './import.repository.ts';

type RateColumns = Pick<FreightRateTable, 'from_place' | 'to_place' | 'rate_paise'>;

const COLUMNS = IMPORT_COLUMNS.freight.map(({ name }) => name);
const COLUMN_OF_FIELD: Record<string, string> = { from_destination: 'from', to_destination: 'to', rate: 'rate' };
const routeKey = (from: string, to: string) => `${from}\u0000${to}`;
const SHOWN: ShownColumn[] = [{ stored: 'rate_paise', column: 'rate', show: shown.rupees }];

/** Freight rates by From -> To, as the Freight screen's form checks them. */
export function freightImport(): KindImport<RateColumns> {
  const inFile = new FirstRows();

  return {
    check(values, row, uncached) {
      const problems = new RowProblems(COLUMNS, uncached);
      const rate = readSheetNumber(values.rate ?? null, { rupees: true });
      if (!rate.ok) problems.add({ column: 'rate', message: rate.message });
      const { complete, fields } = readFields(
        freightInputSchema,
        {
          from_destination: textCell(values.from),
          to_destination: textCell(values.to),
          rate: rate.ok ? (rate.value ?? '') : '',
        },
        // Stryker disable next-line StringLiteral: equivalent, unreachable - each problem of the schema is on one of its three fields
        (path) => COLUMN_OF_FIELD[String(path[0])] ?? 'rate',
        problems,
      );
      const { from_destination: from, to_destination: to } = fields;
      // Stryker disable next-line StringLiteral: equivalent, a place that passed its rule has no problem (a formula saved without its value reads as blank)
      if (from !== undefined && to !== undefined && !problems.has('from') && !problems.has('to')) {
        const repeat = inFile.repeat(routeKey(from, to), row, 'from');
        if (repeat) problems.add(repeat);
      }
      if (!complete || problems.size > 0) return problems.list();
      return { from_place: fields.from_destination, to_place: fields.to_destination, rate_paise: toPaise(fields.rate) };
    },

    async decide(rows, db) {
      const byRoute = new Map(
        (await listFreightRates(db)).map((rate) => [routeKey(rate.from_place, rate.to_place), rate]),
      );
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
