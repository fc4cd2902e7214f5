import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsxHeader, sharedStrings, sheetPaths, worksheetRows } from './xlsx-header';

const TRIP_HEADINGS = ['TruckNumber', 'DONumber', 'localDate', 'Vendor', 'Truck No', 'Party'];

async function workbookFile(sheets: Record<string, unknown[][]>, merged: Record<string, string> = {}): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
    const range = merged[name];
    if (range) sheet.mergeCells(range);
  }
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return new File([bytes], 'trips.xlsx');
}

describe('the first rows of a worksheet part', () => {
  it('reads shared, inline and plain cells at their columns, entities unescaped', () => {
    const xml =
      '<sheetData><row r="1" spans="1:4"><c r="A1" t="s"><v>3</v></c><c r="C1" t="inlineStr"><is><t>Truck &amp; No.</t></is></c>' +
      '<c r="D1"><v>2025</v></c></row><row r="3"><c r="A3"><v>1</v></c></row></sheetData>';
    expect(worksheetRows(xml)).toEqual({
      rows: [
        [
          { column: 0, shared: 3 },
          { column: 2, text: 'Truck & No.' },
          { column: 3, text: '2025' },
        ],
        [],
        [{ column: 0, text: '1' }],
      ],
      complete: true,
    });
  });

  it('is incomplete until the sheet ends or a row past the 20th begins', () => {
    expect(worksheetRows('<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c>')).toEqual({ rows: [], complete: false });
    expect(worksheetRows('<sheetData><row r="1"><c r="A1"><v>7</v></c></row><row r="21">')).toEqual({
      rows: [[{ column: 0, text: '7' }]],
      complete: true,
    });
    expect(worksheetRows('<worksheet><sheetData/></worksheet>')).toEqual({ rows: [], complete: true });
  });

  it('numbers rows without an r attribute one after another, and leaves out cells past column 100', () => {
    const xml =
      '<sheetData><row><c><v>1</v></c><c r="CV1"><v>100</v></c><c r="CW1"><v>101</v></c></row><row/></sheetData>';
    expect(worksheetRows(xml).rows).toEqual([
      [
        { column: 0, text: '1' },
        { column: 99, text: '100' },
      ],
      [],
    ]);
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

describe('the worksheets in tab order', () => {
  it('follow the workbook, each found through its relation, wherever its part is', () => {
    const workbook =
      '<workbook><sheets><sheet name="Read me" sheetId="2" r:id="rId7"/><sheet name="Trips" sheetId="1" r:id="rId2"/>' +
      '</sheets></workbook>';
    const relations =
      '<Relationships><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Target="/xl/worksheets/notes.xml" Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"/></Relationships>';
    expect(sheetPaths(workbook, relations)).toEqual(['xl/worksheets/notes.xml', 'xl/worksheets/sheet1.xml']);
  });
});

describe('reading the header row of an .xlsx file in the browser', () => {
  it('gives the first row of the first sheet, gaps kept as blank names', async () => {
    const file = await workbookFile({
      Trips: [
        ['Truck No', null, 'Party', 'Weight (t)'],
        ['MH12KL1111', null, 'Sharma Roadlines', 20],
      ],
      Notes: [['TruckNumber', 'DONumber']],
    });
    expect(await readXlsxHeader(file, TRIP_HEADINGS)).toEqual(['Truck No', '', 'Party', 'Weight (t)']);
  });

  it('skips a merged title row and a blank row above the header', async () => {
    const file = await workbookFile(
      {
        Trips: [
          ['Trips of April 2026', null, null, null],
          [],
          ['TruckNumber', 'DONumber', 'localDate', 'Vendor'],
          ['MH12KL1111', 'DO-1', '01/04/2026', 'Sharma Roadlines'],
        ],
      },
      { Trips: 'A1:D1' },
    );
    expect(await readXlsxHeader(file, TRIP_HEADINGS)).toEqual(['TruckNumber', 'DONumber', 'localDate', 'Vendor']);
  });

  it('skips an instructions sheet before the sheet with the header', async () => {
    const file = await workbookFile({
      Instructions: [['Fill one trip a row.'], ['TruckNumber is the truck as MH12KL1111.']],
      Trips: [
        ['TruckNumber', 'DONumber', 'Remarks'],
        ['MH12KL1111', 'DO-1', ''],
      ],
    });
    expect(await readXlsxHeader(file, TRIP_HEADINGS)).toEqual(['TruckNumber', 'DONumber', 'Remarks']);
  });

  it('gives the first sheet first non-blank row when no sheet has a header', async () => {
    const file = await workbookFile({ Sheet1: [[], ['Gaadi', 'DO'], ['MH12KL1111', 'DO-1']], Sheet2: [['x']] });
    expect(await readXlsxHeader(file, TRIP_HEADINGS)).toEqual(['Gaadi', 'DO']);
  });

  it('is null for a file that is not a workbook', async () => {
    expect(await readXlsxHeader(new File(['Truck No,Party\n'], 'trips.xlsx'), TRIP_HEADINGS)).toBeNull();
  });
});
