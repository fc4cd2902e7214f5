import {
  CUSTOMER_MESSAGES,
  IMPORT_COLUMNS,
  IMPORT_IDENTIFIERS,
  IMPORT_MESSAGES,
  type SheetCell,
  customerRequestSchema,
  readSheetIdentifier,
  readSheetNumber,
} from '@freightdesk/domain';
import { auditValues } from '../audit/audit.repository.ts';
import { type CustomerColumns, toCustomerColumns } from '../customers/customer.mapper.ts';
import { customerNameKey, listCustomers, updateCustomer } from '../customers/customer.repository.ts';
import type { Database } from '../db/database.ts';
import {
  FirstRows,
  type KindImport,
  RowProblems,
  type ShownColumn,
  changedValues,
  readFields,
  sameColumns,
  shown,
  textCell,
} from './import-kind.ts';
import { recordWriter } from './import.repository.ts';

const COLUMNS = IMPORT_COLUMNS.customers.map(({ name }) => name);
const IDENTIFIERS: Readonly<Record<string, string>> = IMPORT_IDENTIFIERS.customers;

/** Our column of each field of the customer form. */
const COLUMN_OF_FIELD: Readonly<Record<string, string>> = {
  name: 'Name',
  gstin: 'GSTIN',
  pan: 'PAN',
  address: 'Address',
  state: 'State',
  pin: 'PIN',
  phone: 'Phone',
  email: 'Email',
  creditDays: 'Credit days',
  reverseCharge: 'Reverse charge',
};

/** The preview's name and reading of each stored column. */
const SHOWN: ShownColumn[] = [
  { stored: 'name', column: 'Name', show: shown.text },
  { stored: 'gstin', column: 'GSTIN', show: shown.text },
  { stored: 'pan', column: 'PAN', show: shown.text },
  { stored: 'address', column: 'Address', show: shown.text },
  { stored: 'state', column: 'State', show: shown.text },
  { stored: 'pin', column: 'PIN', show: shown.text },
  { stored: 'phone', column: 'Phone', show: shown.text },
  { stored: 'email', column: 'Email', show: shown.text },
  { stored: 'credit_days', column: 'Credit days', show: shown.text },
  {
    stored: 'reverse_charge',
    column: 'Reverse charge',
    show: (value) => (value === 1 ? 'Yes' : value === 0 ? 'No' : ''),
  },
];
const STORED_OF_COLUMN = new Map(SHOWN.map(({ stored, column }) => [column, stored]));

/** A Yes/No cell: true or false, undefined when blank (the form's default), null when it says something else. */
function readYesNo(cell: SheetCell | undefined): boolean | undefined | null {
  const text = textCell(cell).trim().toLowerCase();
  if (text === '') return undefined;
  if (text === 'yes') return true;
  return text === 'no' ? false : null;
}

/**
 * Customers (issue 32) by name (any case), as the customer form checks them: the GSTIN and its state, the PAN inside
 * it; GSTINs stay unique. Identifiers (GSTIN, PAN, PIN, phone) are read as the text their cells show.
 */
export async function customerImport(db: Database): Promise<KindImport<CustomerColumns>> {
  // The stored values a number in an identifier column would replace.
  const storedByName = new Map((await listCustomers(db)).map((customer) => [customer.name_key, customer]));
  const inFile = { names: new FirstRows(), gstins: new Set<string>() };

  return {
    check(values, row, uncached) {
      const problems = new RowProblems(COLUMNS, uncached);
      const creditDays = readSheetNumber(values['Credit days'] ?? null, { rupees: false });
      if (!creditDays.ok) problems.add({ column: 'Credit days', message: creditDays.message });
      const reverseCharge = readYesNo(values['Reverse charge']);
      if (reverseCharge === null) {
        problems.add({ column: 'Reverse charge', message: IMPORT_MESSAGES.yesOrNo('Reverse charge') });
      }
      const stored: Record<string, unknown> = storedByName.get(customerNameKey(textCell(values.Name))) ?? {};
      const identifier = (column: string): string => {
        const storedValue = stored[STORED_OF_COLUMN.get(column) ?? column];
        const reading = readSheetIdentifier(
          values[column] ?? null,
          IDENTIFIERS[column] ?? column,
          typeof storedValue === 'string' ? storedValue : null,
        );
        if (!reading.ok) problems.add({ column, message: reading.message });
        return reading.ok ? textCell(reading.value) : '';
      };
      const { complete, fields } = readFields(
        customerRequestSchema,
        {
          name: textCell(values.Name),
          gstin: identifier('GSTIN'),
          pan: identifier('PAN'),
          address: textCell(values.Address),
          state: textCell(values.State),
          pin: identifier('PIN'),
          phone: identifier('Phone'),
          email: textCell(values.Email),
          creditDays: creditDays.ok ? (creditDays.value ?? '') : '',
          reverseCharge: reverseCharge ?? undefined,
        },
        // Stryker disable next-line StringLiteral: equivalent, unreachable - each problem of the schema is on one of its fields, all in COLUMN_OF_FIELD
        (path) => COLUMN_OF_FIELD[String(path[0])] ?? 'Name',
        problems,
      );
      if (fields.name !== undefined && !problems.has('Name')) {
        const repeat = inFile.names.repeat(customerNameKey(fields.name), row, 'Name');
        if (repeat) problems.add(repeat);
      }
      if (fields.gstin && !problems.has('GSTIN')) {
        if (inFile.gstins.has(fields.gstin))
          problems.add({ column: 'GSTIN', message: CUSTOMER_MESSAGES.duplicateGstin });
        inFile.gstins.add(fields.gstin);
      }
      if (!complete || problems.size > 0) return problems.list();
      return toCustomerColumns(fields);
    },

    async decide(rows, db) {
      const stored = await listCustomers(db);
      const byName = new Map(stored.map((customer) => [customer.name_key, customer]));
      return rows.map(({ row, value }) => {
        const existing = byName.get(value.name_key);
        const gstinTaken = value.gstin !== null && stored.some((c) => c.gstin === value.gstin && c.id !== existing?.id);
        if (gstinTaken) {
          return { row, action: 'refused', problems: [{ column: 'GSTIN', message: CUSTOMER_MESSAGES.duplicateGstin }] };
        }
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
        table: 'customers',
        entity: 'customer',
        update: (trx, id, value, now) => updateCustomer(trx, id, { ...value, updated_at: now }),
      });
    },
  };
}
