import { IMPORT_COLUMNS, IMPORT_LIMITS, IMPORT_MESSAGES, type ImportKind, type SheetCell } from '@freightdesk/domain';
import { badRequest } from '../http/app-error.ts';
import type { SheetRow, SheetRows } from './sheet-rows.ts';

/** Our column names and where each is in the file (0-based), in the order of IMPORT_COLUMNS. */
export type ColumnPositions = readonly (readonly [name: string, at: number])[];

/** A header holds at least this many of the kind's headings: a title row or a note above it holds one at most. */
const HEADINGS_TO_MATCH = 2;

const headingKey = (cell: SheetCell | undefined) =>
  // Stryker disable next-line StringLiteral: equivalent, a blank cell's key is no heading's whatever it is
  String(cell ?? '')
    .trim()
    .toLowerCase();

/** Where each of our columns is in a row read as the header: by the mapping's heading or our own name, in any case. */
export function columnPositions(
  kind: ImportKind,
  header: readonly SheetCell[],
  mapping: Record<string, string>,
): ColumnPositions {
  const positions = new Map<string, number>();
  header.forEach((cell, at) => {
    const key = headingKey(cell);
    if (key !== '' && !positions.has(key)) positions.set(key, at);
  });
  return IMPORT_COLUMNS[kind].flatMap(({ name }) => {
    const at = positions.get(headingKey(mapping[name] ?? name));
    return at === undefined ? [] : [[name, at] as const];
  });
}

/** The headings a header is looked for by: the mapping's, else our names. */
function headingsLookedFor(kind: ImportKind, mapping: Record<string, string>): string[] {
  return IMPORT_COLUMNS[kind].map(({ name }) => mapping[name] ?? name);
}

/**
 * The header row, then the rows under it (issue 30): the header is the first row, among the first 20 of a sheet,
 * holding two of the kind's headings. Sheets before it (instructions) and rows above it (a title) are skipped, and
 * reading stops at the end of its sheet. No header anywhere: 400 naming the headings looked for.
 */
export async function* rowsFromHeader(
  rows: SheetRows,
  kind: ImportKind,
  mapping: Record<string, string>,
): AsyncGenerator<SheetRow> {
  let headerSheet: number | null = null;
  for await (const row of rows) {
    if (headerSheet === null) {
      if (row.row > IMPORT_LIMITS.headerRows || columnPositions(kind, row.cells, mapping).length < HEADINGS_TO_MATCH)
        continue;
      headerSheet = row.sheet;
    } else if (row.sheet !== headerSheet) {
      return;
    }
    yield row;
  }
  if (headerSheet === null) throw badRequest(IMPORT_MESSAGES.noHeader(headingsLookedFor(kind, mapping)));
}
