import { IMPORT_LIMITS } from '@freightdesk/domain';
import { nameKey } from './column-mapping';

/** The first rows of a sheet the header is looked for in, as far as the server looks. */
export const HEADER_ROWS = IMPORT_LIMITS.headerRows;

/** A header holds at least this many of the headings: a title row or a note above it holds one at most. */
const HEADINGS_TO_MATCH = 2;

const isBlank = (row: readonly string[]) => row.every((name) => name.trim() === '');

/** Whether a row holds two of the headings looked for, however people vary them ("Truck No." for truck_no). */
export function holdsHeadings(row: readonly string[], headings: readonly string[]): boolean {
  const wanted = new Set(headings.map(nameKey));
  return new Set(row.map(nameKey).filter((key) => key !== '' && wanted.has(key))).size >= HEADINGS_TO_MATCH;
}

/** The header among a sheet's first 20 rows, as the server finds it, or undefined when no row there holds two headings. */
export function headerOfSheet(rows: readonly (readonly string[])[], headings: readonly string[]): string[] | undefined {
  const header = rows.slice(0, HEADER_ROWS).find((row) => holdsHeadings(row, headings));
  return header?.map((name) => name.trim());
}

/**
 * The file's header, from the first 20 rows of each sheet in tab order: the first row holding two of the headings
 * (title rows, and sheets before it, skipped); else the first sheet's first non-blank row; else no names.
 */
export function headerOfSheets(
  sheets: readonly (readonly (readonly string[])[])[],
  headings: readonly string[],
): string[] {
  for (const rows of sheets) {
    const header = headerOfSheet(rows, headings);
    if (header) return header;
  }
  const firstNonBlank = sheets[0]?.slice(0, HEADER_ROWS).find((row) => !isBlank(row));
  return firstNonBlank?.map((name) => name.trim()) ?? [];
}
