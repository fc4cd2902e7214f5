import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
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
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({
      header: c.header,
      width: c.width,
      style: c.header === 'Date' ? { numFmt: 'dd/mm/yyyy' } : c.money ? { numFmt: '#,##,##0.00' } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const totalsPaise = columns.map(() => 0);
    for await (const page of pages) {
      for (const item of page) {
        const values = columns.map((c) => c.value(item));
        values.forEach((value, i) => {
          if (columns[i]?.money && typeof value === 'number')
            totalsPaise[i] = (totalsPaise[i] ?? 0) + Math.round(value * 100);
        });
        sheet.addRow(values).commit();
      }
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
    log.error({ err: error }, 'excel export failed');
    output.destroy(error instanceof Error ? error : new Error('excel export failed'));
  });
  return output;
}

/** A single page, for rows already in hand. */
export async function* onePage<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}
