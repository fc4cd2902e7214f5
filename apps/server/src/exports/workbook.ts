import { PassThrough } from 'node:stream';
import type { Style } from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';

export interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | Date | null;
  money?: boolean;
}

export interface WorkbookOptions {
  sheetName: string;
  /** A last row with the sum of every money column. */
  withTotals: boolean;
}

const ROWS_BETWEEN_PAUSES = 250;

/**
 * Lets compression and the socket catch up. Rows are committed synchronously and the database pages come without a
 * turn of the event loop (SQLite), so without a pause a whole export waited in memory, uncompressed, before its first
 * byte left; and a slow reader holds the writer back until it has drained.
 */
async function catchUp(output: PassThrough): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (output.writableNeedDrain && !output.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
  }
  if (output.destroyed) throw new Error('the download was closed');
}

/**
 * Writes rows as an .xlsx with exceljs's streaming writer: each row is committed as it comes, so memory stays flat
 * however many pages arrive. Returns the stream to send.
 */
export function streamWorkbook<T>(
  columns: Column<T>[],
  pages: AsyncIterable<T[]>,
  options: WorkbookOptions,
  log: FastifyBaseLogger,
): PassThrough {
  const output = new PassThrough();
  const write = async () => {
    // Loaded on the first export: exceljs takes half a second to load, which start-up need not pay.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    const styles: Partial<Style>[] = columns.map((c) =>
      c.header === 'Date' ? { numFmt: 'dd/mm/yyyy' } : c.money ? { numFmt: '#,##,##0.00' } : {},
    );
    sheet.columns = columns.map((c, i) => ({ header: c.header, width: c.width, style: styles[i] }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const totalsPaise = columns.map(() => 0);
    for await (const page of pages) {
      for (const [index, item] of page.entries()) {
        const values = columns.map((c) => c.value(item));
        values.forEach((value, i) => {
          if (columns[i]?.money && typeof value === 'number')
            totalsPaise[i] = (totalsPaise[i] ?? 0) + Math.round(value * 100);
        });
        const row = sheet.addRow(values);
        // exceljs gives each cell a fresh style object and renders every fresh one to XML to find its style id;
        // the column's own object is looked up once and remembered (a third of a 100,000-row export went there).
        styles.forEach((style, i) => {
          row.getCell(i + 1).style = style;
        });
        row.commit();
        if (index % ROWS_BETWEEN_PAUSES === ROWS_BETWEEN_PAUSES - 1) await catchUp(output);
      }
      await catchUp(output);
    }
    if (options.withTotals) {
      const row = sheet.addRow(
        columns.map((c, i) => (i === 0 ? 'Total' : c.money ? (totalsPaise[i] ?? 0) / 100 : null)),
      );
      row.font = { bold: true };
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    // A download the browser gave up on is not a failure of ours.
    if (!output.destroyed) log.error({ err: error }, 'excel export failed');
    output.destroy(error instanceof Error ? error : new Error('excel export failed'));
  });
  return output;
}

/** A single page, for rows already in hand. */
export async function* onePage<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}
