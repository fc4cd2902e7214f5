import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  VENDOR_MESSAGES,
  readSheetNumber,
  vendorRequestSchema,
} from '@freightdesk/domain';
import { auditValues } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import type { VendorTable } from '../db/schema.ts';
import { toAddressColumns, toVendorColumns } from '../vendors/vendor.mapper.ts';
import { listVendors, updateVendor } from '../vendors/vendor.repository.ts';
import {
  type KindImport,
  type RowProblem,
  type ShownColumn,
  changedValues,
  sameColumns,
  schemaProblems,
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

/** Vendors by company name (any case); PAN and GST stay unique as on the form. */
export async function vendorImport(db: Database): Promise<KindImport<VendorColumns>> {
  const stored = await listVendors(db);
  const byName = new Map(stored.map((vendor) => [vendor.company_name_key, vendor]));
  const inFile = { names: new Set<string>(), pans: new Set<string>(), gsts: new Set<string>() };

  return {
    check(values) {
      const tds = readSheetNumber(values.tdsRate ?? null, { rupees: false });
      if (!tds.ok) return [{ column: 'tdsRate', message: tds.message }];
      const fields = Object.fromEntries(
        IMPORT_COLUMNS.vendors.map(({ name }) => [
          name,
          name === 'tdsRate' ? (tds.value ?? '') : textCell(values[name]),
        ]),
      );
      const parsed = vendorRequestSchema.safeParse(fields);
      if (!parsed.success) return schemaProblems(parsed.error.issues, (path) => String(path[0]));
      const columns = { ...toVendorColumns(parsed.data), ...toAddressColumns(parsed.data) } as VendorColumns;
      const problems: RowProblem[] = [];
      if (inFile.names.has(columns.company_name_key)) {
        problems.push({ column: 'companyName', message: IMPORT_MESSAGES.duplicateKey });
      }
      if (columns.pan && inFile.pans.has(columns.pan))
        problems.push({ column: 'pan', message: VENDOR_MESSAGES.duplicatePan });
      if (columns.gst && inFile.gsts.has(columns.gst))
        problems.push({ column: 'gst', message: VENDOR_MESSAGES.duplicateGst });
      inFile.names.add(columns.company_name_key);
      if (columns.pan) inFile.pans.add(columns.pan);
      if (columns.gst) inFile.gsts.add(columns.gst);
      return problems.length > 0 ? problems : columns;
    },

    async decide(rows) {
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
