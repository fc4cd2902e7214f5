import type { SheetCell } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import { type SheetRows, inChunks } from './sheet-rows.ts';

/** A cell as exceljs streams it, without styles: dates arrive as Excel date numbers. */
function toSheetCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    // A formula is data here, never run: its text is what the row holds.
    if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
    if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return `=${value.sharedFormula}`;
    if ('richText' in value && Array.isArray(value.richText)) {
      return (value.richText as { text: string }[]).map((part) => part.text).join('');
    }
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value && typeof value.error === 'string') return value.error;
  }
  return null;
}

/** The first worksheet's rows of an .xlsx file as a stream (exceljs's streaming reader; shared strings cached). */
export async function* xlsxRows(data: Buffer): SheetRows {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(inChunks(data), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      // exceljs numbers columns from 1: index 0 of `values` is always empty.
      const values = (row.values as unknown[]).slice(1);
      yield { row: row.number, cells: Array.from(values, toSheetCell) };
    }
    return;
  }
}
