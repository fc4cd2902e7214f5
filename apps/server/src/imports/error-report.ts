import { PassThrough } from 'node:stream';
import type { ImportError } from '@freightdesk/domain';
import { giveWay } from './give-way.ts';
import type { SheetRows } from './sheet-rows.ts';

/** How many columns a header spans: up to its last heading (a row's cells after it are written as blank). */
const headerWidth = (cells: readonly unknown[]) => cells.findLastIndex((cell) => cell !== null) + 1;

/**
 * The header and the rows under it as they came, each with an Error cell naming its refusals (blank when the row is
 * fine), as a streamed .xlsx. Only the header's columns are written, whatever a row holds beyond them. Text stays
 * text: exceljs writes a string as a string, so "=cmd" is never a formula.
 */
export async function errorReport(rows: SheetRows, errors: readonly ImportError[]): Promise<PassThrough> {
  // exceljs is loaded when first needed: a second and a half of the server's start.
  const { default: ExcelJS } = await import('exceljs');
  const byRow = new Map<number, string[]>();
  for (const { row, column, message } of errors) byRow.set(row, [...(byRow.get(row) ?? []), `${column}: ${message}`]);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    // Stryker disable next-line BooleanLiteral: equivalent, the report sets no style (the same bytes either way)
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Errors');
  void (async () => {
    let width = 0;
    for await (const { row, cells } of rows) {
      // The header, the first row, sets where the Error column goes.
      const isHeader = width === 0;
      if (isHeader) width = headerWidth(cells);
      const padded = Array.from({ length: width }, (_, i) => cells[i] ?? null);
      sheet.addRow([...padded, isHeader ? 'Error' : (byRow.get(row)?.join('; ') ?? null)]).commit();
      await giveWay();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}
