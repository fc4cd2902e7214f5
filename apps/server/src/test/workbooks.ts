import ExcelJS from 'exceljs';
import type { TestContext } from './test-app.ts';

export type CellValue = ExcelJS.CellValue;

/** GETs an export as the signed-in user of `cookie` and reads its one sheet back with exceljs, an independent reader. */
export async function downloadSheet(ctx: TestContext, cookie: string, url: string): Promise<ExcelJS.Worksheet> {
  const response = await ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error(`${url}: no sheet`);
  return sheet;
}

/** A row as [header, value] pairs in column order, an empty cell as null: a failure names the column. */
export function headedRow(sheet: ExcelJS.Worksheet, row: number): [string, CellValue][] {
  const headers = sheet.getRow(1);
  return Array.from({ length: headers.cellCount }, (_, i) => [
    headers.getCell(i + 1).text,
    sheet.getRow(row).getCell(i + 1).value,
  ]);
}

/** The headers of the columns whose cell in `row` shows Indian digit grouping with two decimals (1,25,000.50). */
export function indianMoneyColumns(sheet: ExcelJS.Worksheet, row: number): string[] {
  return headedRow(sheet, row).flatMap(([header], i) =>
    sheet.getRow(row).getCell(i + 1).numFmt === '#,##,##0.00' ? [header] : [],
  );
}
