import { IMPORT_COLUMNS, type ImportKind } from '@freightdesk/domain';

/**
 * The template of a kind: our column names, each with its format as a header note, and one example row that says
 * EXAMPLE in its first cell, so an untouched template imports nothing.
 */
export async function importTemplate(kind: ImportKind): Promise<Buffer> {
  // A two-row sheet: exceljs's in-memory workbook is the simplest writer that takes cell notes. Loaded when first
  // asked for: it is a second and a half of the server's start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = IMPORT_COLUMNS[kind];
  sheet.addRow(columns.map((column) => column.name)).font = { bold: true };
  sheet.addRow(columns.map((column) => column.example)).font = { italic: true, color: { argb: 'FF808080' } };
  columns.forEach((column, i) => {
    sheet.getCell(1, i + 1).note = column.format;
    sheet.getColumn(i + 1).width = Math.max(14, column.name.length + 4);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
