import ExcelJS from 'exceljs';
import type { Download } from '@playwright/test';

export interface Sheet {
  name: string;
  /** Each row's cells as the text they show. */
  rows: string[][];
}

/** The sheets of a downloaded workbook, in their order. */
export async function sheetsOf(download: Download): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook.worksheets.map((worksheet) => {
    const rows: string[][] = [];
    worksheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
      rows.push(cells);
    });
    return { name: worksheet.name, rows };
  });
}
