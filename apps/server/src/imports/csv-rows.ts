import { parse } from 'csv-parse';
import { type SheetRows, inChunks } from './sheet-rows.ts';

/** A CSV file's rows as a stream; every cell is text, kept as written (a cell starting with = stays text). */
export async function* csvRows(data: Buffer): SheetRows {
  const parser = inChunks(data).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: false }));
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record.map((cell) => (cell.trim() === '' ? null : cell)) };
  }
}
