import ExcelJS from 'exceljs';
import { type TestFile, multipart } from './multipart.ts';
import type { TestContext } from './test-app.ts';

export type SheetValue = string | number | null;

/** A CSV file as a spreadsheet program saves it: every cell quoted, CRLF line ends. */
export function csvFile(rows: SheetValue[][], fileName = 'import.csv'): TestFile {
  const quote = (cell: SheetValue) => `"${String(cell ?? '').replaceAll('"', '""')}"`;
  const text = rows.map((row) => row.map(quote).join(',')).join('\r\n');
  return { fileName, data: Buffer.from(`${text}\r\n`), contentType: 'text/csv' };
}

/** An .xlsx file of one sheet, written by exceljs (an independent writer): a Date as a date cell, a formula as one. */
export async function xlsxFile(rows: ExcelJS.CellValue[][], fileName = 'import.xlsx'): Promise<TestFile> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  const data = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName, data, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}

/** POSTs a file to /logistics/api/import/{path} as the signed-in user of `cookie`. */
export function postImport(
  ctx: TestContext,
  cookie: string,
  path: string,
  file: TestFile,
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, { file });
  return ctx.app.inject({
    method: 'POST',
    url: `/logistics/api/import/${path}`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

/** Reads an .xlsx answer back with exceljs. */
export async function readWorkbook(data: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The trips template's headings, in its order. */
export const TRIP_HEADER = [
  'TruckNumber',
  'DONumber',
  'localDate',
  'Vendor',
  'DestinationFrom',
  'DestinationTo',
  'TruckType',
  'TransactionStatus',
  'Weight',
  'ActualWeight',
  'Freight',
  'DieselAmount',
  'Short',
];

/** How many trips the database holds. */
export async function tripCount(ctx: TestContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('trips')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A trip as GET /logistics/api/trip/{id} answers it to the signed-in user of `cookie`. */
export const getTrip = async (ctx: TestContext, cookie: string, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/logistics/api/trip/${id}`, headers: { cookie } })).json<
    Record<string, unknown>
  >();

/** How many audit rows the database holds: a no-op import adds none. */
export async function auditCount(ctx: TestContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
