import type { SheetCell } from '@freightdesk/domain';

/** One row of an uploaded sheet: its row number in the file (the header is row 1) and its cells by column. */
export interface SheetRow {
  row: number;
  cells: SheetCell[];
}

/** The rows of an uploaded sheet, header first, read as a stream. */
export type SheetRows = AsyncIterable<SheetRow>;
