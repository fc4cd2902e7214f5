import {
  IMPORT_COLUMNS,
  IMPORT_IDENTIFIERS,
  VENDOR_MESSAGES,
  readSheetIdentifier,
  readSheetNumber,
  titleCase,
  vendorRequestSchema,
} from '@freightdesk/domain';
import { auditValues } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import type { VendorTable } from '../db/schema.ts';
import { toAddressColumns, toVendorColumns } from '../vendors/vendor.mapper.ts';
import { listVendors, updateVendor } from '../vendors/vendor.repository.ts';
import {
  FirstRows,
  type KindImport,
  type RowProblem,
  RowProblems,
  type ShownColumn,
  changedValues,
  readFields,
  sameColumns,
  shown,
  textCell,
} from './import-kind.ts';
import { recordWriter } from './import.repository.ts';

type VendorColumns = Omit<VendorTable, 'id' | 'created_at' | 'updated_at'>;

/** The preview's name and reading of each stored column (the name's key follows the name). */
const SHOWN: ShownColumn[] = [
  { stored: 'company_name', column: 'companyName', show: shown.text },
  { stored: 'company_owner', column: 'companyOwner', show: shown.text },
  { stored: 'tds_rate_bps', column: 'tdsRate', show: shown.percent },
  { stored: 'pan', column: 'pan', show: shown.text },
  { stored: 'gst', column: 'gst', show: shown.text },
  { stored: 'gst_applicable', column: 'gstApplicable', show: shown.text },
  { stored: 'email', column: 'email', show: shown.text },
  { stored: 'mobile', column: 'mobile', show: shown.text },
  { stored: 'bank_name', column: 'bankName', show: shown.text },
  { stored: 'bank_account', column: 'bankAccount', show: shown.text },
  { stored: 'ifsc_code', column: 'ifscCode', show: shown.text },
  { stored: 'address_line1', column: 'addressLine1', show: shown.text },
  { stored: 'address_line2', column: 'addressLine2', show: shown.text },
  { stored: 'city', column: 'city', show: shown.text },
  { stored: 'state', column: 'state', show: shown.text },
  { stored: 'pin_code', column: 'pinCode', show: shown.text },
];

const COLUMNS = IMPORT_COLUMNS.vendors.map(({ name }) => name);
const IDENTIFIERS: Readonly<Record<string, string>> = IMPORT_IDENTIFIERS.vendors;
const STORED_COLUMN = new Map(SHOWN.map(({ stored, column }) => [column, stored]));

/** Vendors by company name (any case); PAN and GST stay unique as on the form. */
export async function vendorImport(db: Database): Promise<KindImport<VendorColumns>> {
  // The stored values a number in an identifier column would replace.
  const storedByName = new Map((await listVendors(db)).map((vendor) => [vendor.company_name_key, vendor]));
  const inFile = { names: new FirstRows(), pans: new Set<string>(), gsts: new Set<string>() };

  return {
    check(values, row, uncached) {
      const problems = new RowProblems(COLUMNS, uncached);
      const tds = readSheetNumber(values.tdsRate ?? null, { rupees: false });
      if (!tds.ok) problems.add({ column: 'tdsRate', message: tds.message });
      const stored: Record<string, unknown> =
        storedByName.get(titleCase(textCell(values.companyName)).toLowerCase()) ?? {};
      const fieldText = (name: string): string => {
        // Stryker disable next-line StringLiteral: equivalent, the TDS rule reads the cell's own text alike (trimmed, Indian commas), blank and nonsense get the same message, and a refused cell has its problem already
        if (name === 'tdsRate') return tds.ok ? (tds.value ?? '') : '';
        const label = IDENTIFIERS[name];
        if (label === undefined) return textCell(values[name]);
        const storedValue = stored[STORED_COLUMN.get(name) ?? name];
        const reading = readSheetIdentifier(
          values[name] ?? null,
          label,
          typeof storedValue === 'string' ? storedValue : null,
        );
        if (!reading.ok) problems.add({ column: name, message: reading.message });
        return reading.ok ? textCell(reading.value) : '';
      };
      const { complete, fields } = readFields(
        vendorRequestSchema,
        Object.fromEntries(COLUMNS.map((name) => [name, fieldText(name)])),
        (path) => String(path[0]),
        problems,
      );
      if (fields.companyName !== undefined && !problems.has('companyName')) {
        const repeat = inFile.names.repeat(fields.companyName.toLowerCase(), row, 'companyName');
        if (repeat) problems.add(repeat);
      }
      for (const [column, seen, message] of [
        ['pan', inFile.pans, VENDOR_MESSAGES.duplicatePan],
        ['gst', inFile.gsts, VENDOR_MESSAGES.duplicateGst],
      ] as const) {
        const value = fields[column];
        if (!value || problems.has(column)) continue;
        if (seen.has(value)) problems.add({ column, message });
        seen.add(value);
      }
      if (!complete || problems.size > 0) return problems.list();
      return { ...toVendorColumns(fields), ...toAddressColumns(fields) } as VendorColumns;
    },

    async decide(rows, db) {
      const stored = await listVendors(db);
      const byName = new Map(stored.map((vendor) => [vendor.company_name_key, vendor]));
      return rows.map(({ row, value }) => {
        const existing = byName.get(value.company_name_key);
        const clash = (column: 'pan' | 'gst') =>
          value[column] !== null && stored.some((v) => v[column] === value[column] && v.id !== existing?.id);
        const problems: RowProblem[] = [
          ...(clash('pan') ? [{ column: 'pan', message: VENDOR_MESSAGES.duplicatePan }] : []),
          ...(clash('gst') ? [{ column: 'gst', message: VENDOR_MESSAGES.duplicateGst }] : []),
        ];
        if (problems.length > 0) return { row, action: 'refused', problems };
        if (!existing) return { row, action: 'create', value };
        if (sameColumns(existing, value)) return { row, action: 'unchanged' };
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
        table: 'vendors',
        entity: 'vendor',
        update: (trx, id, value, now) => updateVendor(trx, id, { ...value, updated_at: now }),
      });
    },
  };
}
