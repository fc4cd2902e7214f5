import {
  IMPORT_MESSAGES,
  type ImportChange,
  type SheetCell,
  formatDisplayDate,
  formatRupees,
  formatTons,
  fromBasisPoints,
  fromPaise,
} from '@freightdesk/domain';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';

/**
 * Why a row is refused: our column's name and the form's message. A row repeating an earlier row's key names that
 * row in `duplicateOf`: a row whose only problems say so is skipped with skipDuplicates=true (the answer leaves the
 * field out).
 */
export interface RowProblem {
  column: string;
  message: string;
  duplicateOf?: number;
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
  /**
   * One row alone, with every problem it has (issue 30). `uncached` names our columns whose formula cell the file saved
   * without its value: each is refused as such, and no other rule of that column is run.
   */
  check(values: RowValues, row: number, uncached: ReadonlySet<string>): T | RowProblem[];
  /** The checked rows against the stored records as `db` reads them: the import reads them again inside its write. */
  decide(rows: CheckedRow<T>[], db: Database): Promise<Decision<T>[]>;
  /** Builds the rows to write; the writer it returns runs inside the import's one transaction, kept short. */
  prepare(decisions: Decision<T>[], source: ImportSource): (trx: Database) => Promise<void>;
}

/** A text cell as a form field: a number typed into a text column reads as its digits; blank is ''. */
export function textCell(cell: SheetCell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell);
}

/**
 * A row's problems as they are found: one for each column (the first found), listed in the kind's column order, so
 * every column with a problem is named, not only the first. A column in `uncached` holds its formula's problem first.
 */
export class RowProblems {
  private readonly byColumn = new Map<string, RowProblem>();

  constructor(
    private readonly columns: readonly string[],
    uncached: ReadonlySet<string>,
  ) {
    for (const column of uncached) this.byColumn.set(column, { column, message: IMPORT_MESSAGES.uncachedFormula });
  }

  add(...problems: RowProblem[]): void {
    for (const problem of problems) if (!this.byColumn.has(problem.column)) this.byColumn.set(problem.column, problem);
  }

  /** Whether a column has a problem already: a rule that builds on its value is not run. */
  has(column: string): boolean {
    return this.byColumn.has(column);
  }

  get size(): number {
    return this.byColumn.size;
  }

  list(): RowProblem[] {
    const place = (column: string) => {
      const at = this.columns.indexOf(column);
      return at === -1 ? this.columns.length : at;
    };
    return [...this.byColumn.values()].toSorted((a, b) => place(a.column) - place(b.column));
  }
}

/**
 * The file's earlier rows by key: the first row of each key, and the problem of a later row with the same key, which
 * names it (issue 30).
 */
export class FirstRows {
  private readonly rows = new Map<string, number>();

  /** Null for the first row of `key`; else the problem, on `column`, of a row repeating it. */
  repeat(key: string, row: number, column: string): RowProblem | null {
    const first = this.rows.get(key);
    if (first === undefined) {
      this.rows.set(key, row);
      return null;
    }
    return { column, message: IMPORT_MESSAGES.sameAsRow(first), duplicateOf: first };
  }
}

/** Fields of which a refused one is undefined. */
type Unchecked<T> = { [K in keyof T]: T[K] | undefined };

/**
 * A row's fields by `schema`: all of them when the row passes; else the problems, under their columns, and the fields
 * that pass their own rule, so the rules built on those (the master data, the key) still run (issue 30).
 */
export function readFields<S extends z.ZodObject>(
  schema: S,
  input: Record<string, unknown>,
  columnOf: (path: PropertyKey[]) => string,
  problems: RowProblems,
): { complete: true; fields: z.output<S> } | { complete: false; fields: Unchecked<z.output<S>> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { complete: true, fields: parsed.data };
  problems.add(...schemaProblems(parsed.error.issues, columnOf));
  const shape: Readonly<Record<string, z.ZodType | undefined>> = schema.shape;
  const passing = Object.entries(input).flatMap(([name, value]) => {
    const field = shape[name]?.safeParse(value);
    return field?.success ? [[name, field.data] as const] : [];
  });
  return { complete: false, fields: Object.fromEntries(passing) as Unchecked<z.output<S>> };
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
