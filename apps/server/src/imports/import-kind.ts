import {
  type ImportChange,
  type SheetCell,
  formatDisplayDate,
  formatRupees,
  formatTons,
  fromBasisPoints,
  fromPaise,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';

/** Why a row is refused: our column's name and the form's message. */
export interface RowProblem {
  column: string;
  message: string;
}

/** One data row's cells by our column names (after the file's own headers were mapped). */
export type RowValues = Readonly<Record<string, SheetCell>>;

/** A row that passed the row-local rules, with its row number in the file. */
export interface CheckedRow<T> {
  row: number;
  value: T;
}

/**
 * What the import does with a row, decided against the stored records. An update lists the values it changes for the
 * preview; a row to write may carry warnings, which the preview shows without refusing the row.
 */
export type Decision<T> =
  | { row: number; action: 'create'; value: T; warnings?: RowProblem[] }
  | {
      row: number;
      action: 'update';
      value: T;
      id: string;
      before: Record<string, unknown>;
      changes: ImportChange[];
      warnings?: RowProblem[];
    }
  | { row: number; action: 'unchanged' }
  | { row: number; action: 'refused'; problems: RowProblem[] };

/** Who imports which file: the audit names both. */
export interface ImportSource {
  actor: SessionUser;
  fileName: string;
}

/** One kind of import: its row checks (the form's schema, the master data), its decisions and its writes. */
export interface KindImport<T> {
  check(values: RowValues, row: number): T | RowProblem[];
  decide(rows: CheckedRow<T>[]): Promise<Decision<T>[]>;
  /** Builds the rows to write; the writer it returns runs inside the import's one transaction, kept short. */
  prepare(decisions: Decision<T>[], source: ImportSource): (trx: Database) => Promise<void>;
}

/** A text cell as a form field: a number typed into a text column reads as its digits; blank is ''. */
export function textCell(cell: SheetCell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell);
}

/** The first message of each field zod refused, under the column that holds the field. */
export function schemaProblems(
  issues: readonly { path: PropertyKey[]; message: string }[],
  columnOf: (path: PropertyKey[]) => string,
): RowProblem[] {
  const problems = new Map<string, string>();
  for (const issue of issues) {
    const column = columnOf(issue.path);
    if (!problems.has(column)) problems.set(column, issue.message);
  }
  return [...problems].map(([column, message]) => ({ column, message }));
}

/** Whether two rows of stored columns hold the same values (the keys of `next` are compared). */
export function sameColumns(stored: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return Object.entries(next).every(([key, value]) => (stored[key] ?? null) === (value ?? null));
}

/** How a stored value reads in the preview: as the file would write it, blank as ''. */
export const shown = {
  text: (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''),
  rupees: (paise: unknown) => (typeof paise === 'number' ? formatRupees(fromPaise(paise)) : ''),
  tons: (kg: unknown) => (typeof kg === 'number' ? `${formatTons(kg / 1000)} t` : ''),
  percent: (basisPoints: unknown) => (typeof basisPoints === 'number' ? `${fromBasisPoints(basisPoints)}%` : ''),
  day: (isoDay: unknown) => (typeof isoDay === 'string' && isoDay !== '' ? formatDisplayDate(isoDay) : ''),
};

/** A stored column as the preview names it: our column's name, and how its value reads. */
export interface ShownColumn {
  stored: string;
  column: string;
  show: (value: unknown) => string;
}

/** The values an update changes, stored -> file, in the order of `columns`. */
export function changedValues(
  stored: Record<string, unknown>,
  next: Record<string, unknown>,
  columns: readonly ShownColumn[],
): ImportChange[] {
  return columns.flatMap(({ stored: key, column, show }) => {
    const [before, after] = [stored[key] ?? null, next[key] ?? null];
    return before === after ? [] : [{ column, before: show(before), after: show(after) }];
  });
}
