import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { firstRowCells, readXlsxHeader, sharedStrings } from './xlsx-header';

async function workbookFile(rows: unknown[][], { sheets = ['Trips'] } = {}): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  for (const name of sheets) workbook.addWorksheet(name);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  for (const row of rows) sheet.addRow(row);
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return new File([bytes], 'trips.xlsx');
}

describe('the first row of a worksheet part', () => {
  it('reads shared, inline and plain cells at their columns, entities unescaped', () => {
    const xml =
      '<sheetData><row r="1" spans="1:4"><c r="A1" t="s"><v>3</v></c><c r="C1" t="inlineStr"><is><t>Truck &amp; No.</t></is></c>' +
      '<c r="D1"><v>2025</v></c></row><row r="2"><c r="A2"><v>1</v></c></row></sheetData>';
    expect(firstRowCells(xml)).toEqual([
      { column: 0, shared: 3 },
      { column: 2, text: 'Truck & No.' },
      { column: 3, text: '2025' },
    ]);
  });

  it('is null until the row is complete, and empty for a sheet without rows', () => {
    expect(firstRowCells('<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c>')).toBeNull();
    expect(firstRowCells('<worksheet><sheetData/></worksheet>')).toEqual([]);
  });
});

describe('the shared strings', () => {
  it('join rich-text runs, leave out phonetic guides and keep empty items in their place', () => {
    const xml =
      '<sst><si><t>Vendor</t></si><si><r><t>Truck </t></r><r><rPr><b/></rPr><t xml:space="preserve">No</t></r></si>' +
      '<si/><si><t>गाड़ी</t><rPh><t>x</t></rPh></si>';
    expect(sharedStrings(xml)).toEqual(['Vendor', 'Truck No', '', 'गाड़ी']);
  });
});

describe('reading the header row of an .xlsx file in the browser', () => {
  it('gives the first row of the first sheet, gaps kept as blank names', async () => {
    const file = await workbookFile(
      [
        ['Truck No', null, 'Party', 'Weight (t)'],
        ['MH12KL1111', null, 'Sharma Roadlines', 20],
      ],
      { sheets: ['Trips', 'Notes'] },
    );
    expect(await readXlsxHeader(file)).toEqual(['Truck No', '', 'Party', 'Weight (t)']);
  });

  it('is null for a file that is not a workbook', async () => {
    expect(await readXlsxHeader(new File(['Truck No,Party\n'], 'trips.xlsx'))).toBeNull();
  });
});
