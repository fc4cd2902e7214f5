import type { SheetCell } from '@freightdesk/domain';
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

/** What the import does with a row, decided against the stored records. */
export type Decision<T> =
  | { row: number; action: 'create'; value: T }
  | { row: number; action: 'update'; value: T; id: string; before: Record<string, unknown> }
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
