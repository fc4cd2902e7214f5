import { IMPORT_MESSAGES } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { type ZipPart, odsOf, zipOf } from '../../test-support/hostile-sheets.ts';
import { ODS_TYPE, isOds, odsRows } from './ods-rows.ts';
import { type SheetRow, type SheetRows, type ZipEntry, newReadCount, zipEntries } from './sheet-rows.ts';

async function readAll(rows: SheetRows): Promise<SheetRow[]> {
  const read: SheetRow[] = [];
  for await (const row of rows) read.push(row);
  return read;
}

const table = (name: string, rows: string) => `<table:table table:name="${name}">${rows}</table:table>`;
const row = (cells: string, attributes = '') => `<table:table-row${attributes}>${cells}</table:table-row>`;
const text = (value: string) =>
  `<table:table-cell office:value-type="string" calcext:value-type="string"><text:p>${value}</text:p></table:table-cell>`;
const float = (value: number) =>
  `<table:table-cell office:value-type="float" office:value="${value}" calcext:value-type="float"><text:p>${value}</text:p></table:table-cell>`;
const blanks = (times: number) => `<table:table-cell table:number-columns-repeated="${times}"/>`;
// What LibreOffice writes below the last used row: one row standing for the rest of the sheet's million.
const blankRest = row(blanks(16384), ' table:number-rows-repeated="1048560"');

describe('odsRows', () => {
  it('reads each value type as LibreOffice saves it', async () => {
    const data = await odsOf(
      table(
        'Trips',
        row(text('TruckNumber') + text('localDate') + text('Weight') + blanks(16381)) +
          row(
            text('MH12AB1234') +
              '<table:table-cell office:value-type="date" office:date-value="2026-11-05" calcext:value-type="date"><text:p>05/11/26</text:p></table:table-cell>' +
              float(20.5) +
              '<table:table-cell office:value-type="percentage" office:value="0.15" calcext:value-type="percentage"><text:p>15%</text:p></table:table-cell>' +
              '<table:table-cell office:value-type="currency" office:currency="INR" office:value="1250.5" calcext:value-type="currency"><text:p>₹1,250.50</text:p></table:table-cell>' +
              '<table:table-cell office:value-type="boolean" office:boolean-value="true" calcext:value-type="boolean"><text:p>TRUE</text:p></table:table-cell>' +
              '<table:table-cell office:value-type="boolean" office:boolean-value="false" calcext:value-type="boolean"><text:p>FALSE</text:p></table:table-cell>' +
              '<table:table-cell office:value-type="date" office:date-value="2026-11-05T10:30:00" calcext:value-type="date"><text:p>05/11/26 10:30</text:p></table:table-cell>' +
              blanks(16376),
          ) +
          row(
            // Two paragraphs, repeated spaces, a tab, a span and a comment (not the cell's text).
            '<table:table-cell office:value-type="string" calcext:value-type="string">' +
              '<office:annotation><text:p>a comment</text:p></office:annotation>' +
              '<text:p>two<text:s text:c="2"/>spaces<text:tab/>and <text:span text:style-name="T1">bold</text:span></text:p>' +
              '<text:p>second<text:s/>line</text:p></table:table-cell>' +
              '<table:table-cell office:value-type="string" calcext:value-type="string"><text:p> </text:p></table:table-cell>' +
              '<table:table-cell office:value-type="string" office:string-value="from the attribute" calcext:value-type="string"/>' +
              text('=HYPERLINK("x")') +
              '<table:table-cell office:value-type="string" office:string-value="uncached"/>' +
              blanks(16379),
          ) +
          blankRest,
      ),
    );
    expect(await readAll(odsRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['TruckNumber', 'localDate', 'Weight'] },
      { sheet: 1, row: 2, cells: ['MH12AB1234', '2026-11-05', 20.5, 0.15, 1250.5, 'TRUE', 'FALSE', '2026-11-05'] },
      {
        sheet: 1,
        row: 3,
        cells: ['two  spaces\tand bold\nsecond line', null, 'from the attribute', '=HYPERLINK("x")', 'uncached'],
      },
    ]);
  });

  it('reads a formula by its value, an error by its text, and lists formulas saved without a value', async () => {
    const data = await odsOf(
      table(
        'Weights',
        row(
          float(30) +
            float(10) +
            '<table:table-cell table:formula="of:=[.A1]-[.B1]" office:value-type="float" office:value="20" calcext:value-type="float"><text:p>20</text:p></table:table-cell>' +
            '<table:table-cell table:formula="of:=1/0" office:value-type="string" office:string-value="" calcext:value-type="error"><text:p>#DIV/0!</text:p></table:table-cell>' +
            '<table:table-cell table:formula="of:=[.A1]*2"/>',
        ),
      ),
    );
    expect(await readAll(odsRows(data))).toEqual([{ sheet: 1, row: 1, cells: [30, 10, 20, '#DIV/0!'], uncached: [4] }]);
  });

  it('reads each table as a sheet in order, its rows numbered past repeated blank rows', async () => {
    const data = await odsOf(
      table('Notes', row(text('notes')) + blankRest) +
        table(
          'Trips',
          row(blanks(16384), ' table:number-rows-repeated="4"') +
            '<table:table-header-rows>' +
            row(text('TruckNumber')) +
            '</table:table-header-rows>' +
            row(float(1)) +
            blankRest,
        ),
    );
    expect(await readAll(odsRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['notes'] },
      { sheet: 2, row: 5, cells: ['TruckNumber'] },
      { sheet: 2, row: 6, cells: [1] },
    ]);
  });

  it('hands on a repeated row with values once per row, and a repeated cell with a value once per column', async () => {
    const data = await odsOf(
      table(
        'Rates',
        row(text('from') + blanks(2) + text('to')) +
          row(
            '<table:table-cell table:number-columns-repeated="3" office:value-type="float" office:value="5" calcext:value-type="float"><text:p>5</text:p></table:table-cell>' +
              '<table:table-cell table:formula="of:=X" table:number-columns-repeated="2"/>',
            ' table:number-rows-repeated="3"',
          ) +
          // A merged cell: the cells it covers are written as covered cells.
          row(
            '<table:table-cell office:value-type="string" calcext:value-type="string" table:number-columns-spanned="2"><text:p>Merged</text:p></table:table-cell>' +
              '<table:covered-table-cell/>' +
              text('after'),
          ) +
          blankRest,
      ),
    );
    expect(await readAll(odsRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['from', null, null, 'to'] },
      { sheet: 1, row: 2, cells: [5, 5, 5], uncached: [3, 4] },
      { sheet: 1, row: 3, cells: [5, 5, 5], uncached: [3, 4] },
      { sheet: 1, row: 4, cells: [5, 5, 5], uncached: [3, 4] },
      { sheet: 1, row: 5, cells: ['Merged', null, 'after'] },
    ]);
  });

  it('refuses a value beyond column 100, a repeated one included', async () => {
    const far = await odsOf(table('Trips', row(text('a')) + row(blanks(100) + text('x'))));
    await expect(readAll(odsRows(far))).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHEET_TOO_LARGE',
      message: IMPORT_MESSAGES.tooManyColumns(2),
    });
    const repeated = await odsOf(
      table(
        'Trips',
        row(
          '<table:table-cell table:number-columns-repeated="16384" office:value-type="float" office:value="1" calcext:value-type="float"><text:p>1</text:p></table:table-cell>',
        ),
      ),
    );
    await expect(readAll(odsRows(repeated))).rejects.toMatchObject({ message: IMPORT_MESSAGES.tooManyColumns(1) });
  });

  it('refuses a cell over 32,767 characters by its name, spaces written as a count included', async () => {
    const long = await odsOf(table('Trips', row(text('a')) + row(blanks(1) + text('x'.repeat(32_768)))));
    await expect(readAll(odsRows(long))).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHEET_TOO_LARGE',
      message: IMPORT_MESSAGES.cellTooLong('B2'),
    });
    const spaces = await odsOf(
      table(
        'Trips',
        row(
          '<table:table-cell office:value-type="string"><text:p>a<text:s text:c="1000000000"/>b</text:p></table:table-cell>',
        ),
      ),
    );
    await expect(readAll(odsRows(spaces))).rejects.toMatchObject({ message: IMPORT_MESSAGES.cellTooLong('A1') });
  });

  it('refuses a row repeated past 200,000 rows without handing on or counting its copies', async () => {
    const data = await odsOf(
      table('Trips', row(text('TruckNumber')) + row(float(1), ' table:number-rows-repeated="1048575"')),
    );
    const count = newReadCount();
    await expect(readAll(odsRows(data, count))).rejects.toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: IMPORT_MESSAGES.tooManyRows,
    });
    expect(count.rows).toBe(1);
  });
});

describe('odsRows: a cell’s text', () => {
  const cell = (inside: string, attributes = 'office:value-type="string"') =>
    `<table:table-cell ${attributes}>${inside}</table:table-cell>`;
  const cellsOf = async (cells: string) =>
    (await readAll(odsRows(await odsOf(table('Trips', row(cells)))))).map((read) => read.cells);

  it('keeps line breaks and headings, leaves out a comment, and takes a boolean from its value', async () => {
    expect(
      await cellsOf(
        cell('<text:p>Line one<text:line-break/>Line two</text:p>') +
          cell('<text:h>Heading</text:h>') +
          cell('<office:annotation><text:p>checked by Ravi</text:p></office:annotation><text:p>MH12AB1234</text:p>') +
          cell('<text:p>Yes</text:p>', 'office:value-type="boolean" office:boolean-value="true"'),
      ),
    ).toEqual([['Line one\nLine two', 'Heading', 'MH12AB1234', 'TRUE']]);
  });

  it('takes a value from the cell’s attributes however long the text shown for it', async () => {
    expect(
      await cellsOf(
        cell(`<text:p>${'9'.repeat(32_768)}</text:p>`, 'office:value-type="float" office:value="1"') +
          cell(`<text:p>${'x'.repeat(32_768)}</text:p>`, 'office:value-type="string" office:string-value="short"'),
      ),
    ).toEqual([[1, 'short']]);
  });

  it('reads a date saved without its date value as blank, not by the text shown for it', async () => {
    expect(
      await cellsOf(cell('<text:p>05/11/26</text:p>', 'office:value-type="date"') + cell('<text:p>after</text:p>')),
    ).toEqual([[null, 'after']]);
  });

  it('reads a cell of exactly 32,767 characters however it is written', async () => {
    const limit = 32_767;
    const [cells] = await cellsOf(
      cell(`<text:p>${'a'.repeat(limit)}</text:p>`) +
        cell(`<text:p>${'b'.repeat(limit - 7)}<text:s text:c="7"/></text:p>`) +
        cell('', `office:value-type="string" office:string-value="${'c'.repeat(limit)}"`),
    );
    expect(cells?.map((value) => String(value).length)).toEqual([limit, limit, limit]);
  });
});

describe('odsRows: what is a sheet’s row and cell', () => {
  const stringOf = (length: number) =>
    `<table:table-cell office:value-type="string" office:string-value="${'c'.repeat(length)}"/>`;

  it('numbers rows past column definitions, and reads grouped rows one by one', async () => {
    const data = await odsOf(
      table(
        'Trips',
        '<table:table-column table:style-name="co1" table:number-columns-repeated="2" table:default-cell-style-name="Default"/>' +
          '<table:table-header-columns><table:table-column table:style-name="co2"/></table:table-header-columns>' +
          '<table:table-column-group><table:table-column table:number-columns-repeated="3"/></table:table-column-group>' +
          row(text('TruckNumber')) +
          '<table:table-row-group>' +
          row(text('MH12AB1234')) +
          row(text('MH14CD5678')) +
          '</table:table-row-group>' +
          row(text('after the group')),
      ),
    );
    expect(await readAll(odsRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['TruckNumber'] },
      { sheet: 1, row: 2, cells: ['MH12AB1234'] },
      { sheet: 1, row: 3, cells: ['MH14CD5678'] },
      { sheet: 1, row: 4, cells: ['after the group'] },
    ]);
  });

  it('reads a table in a cell as part of that cell, and the rows after it as the sheet’s', async () => {
    const data = await odsOf(
      table(
        'Trips',
        row(
          '<table:table-cell><text:p>outer</text:p>' +
            '<table:table table:name="Inner" table:is-sub-table="true"><table:table-column/>' +
            row(text('inner')) +
            '</table:table></table:table-cell>' +
            text('next'),
        ) + row(text('below')),
      ) + table('Rates', row(text('rate'))),
    );
    expect(await readAll(odsRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['outer', 'next'] },
      { sheet: 1, row: 2, cells: ['below'] },
      { sheet: 2, row: 1, cells: ['rate'] },
    ]);
  });

  it('starts no sheet at a table drawn in a text box over the sheet, and reads none of its rows', async () => {
    const textBox =
      '<table:shapes xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0">' +
      '<draw:frame draw:z-index="0" svg:width="5cm" svg:height="2cm"><draw:text-box>' +
      `<table:table table:name="Box"><table:table-column/>${row(text('boxed'))}</table:table>` +
      '</draw:text-box></draw:frame></table:shapes>';
    const data = await odsOf(
      table('Trips', textBox + row(text('a')) + row(text('b'))) + table('Rates', row(text('c'))),
    );
    expect(await readAll(odsRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['a'] },
      { sheet: 1, row: 2, cells: ['b'] },
      { sheet: 2, row: 1, cells: ['c'] },
    ]);
  });

  it('leaves out a row written outside any table', async () => {
    const data = await odsOf(table('Trips', row(text('a'))) + row(text('stray')) + table('Rates', row(text('b'))));
    expect(await readAll(odsRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['a'] },
      { sheet: 2, row: 1, cells: ['b'] },
    ]);
  });

  it('reads a row written inside a row as part of the row it is in', async () => {
    const data = await odsOf(table('Trips', row(text('A') + row(text('B')) + text('C')) + row(text('D'))));
    expect(await readAll(odsRows(data))).toEqual([
      { sheet: 1, row: 1, cells: ['A', 'B', 'C'] },
      { sheet: 1, row: 2, cells: ['D'] },
    ]);
  });

  it('leaves out a cell written outside any row, however long its value', async () => {
    const data = await odsOf(table('Trips', stringOf(32_768) + row(text('a'))));
    expect(await readAll(odsRows(data))).toEqual([{ sheet: 1, row: 1, cells: ['a'] }]);
  });

  it('refuses a value over 32,767 characters written in a cell’s attributes, by the cell’s name', async () => {
    const data = await odsOf(table('Trips', row(text('a')) + row(blanks(2) + stringOf(32_768))));
    await expect(readAll(odsRows(data))).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHEET_TOO_LARGE',
      message: IMPORT_MESSAGES.cellTooLong('C2'),
    });
  });
});

describe('isOds', () => {
  const isOdsZip = (data: Buffer) => isOds(data, zipEntries(data) ?? new Map<string, ZipEntry>());
  const withMimetype = (content: string, part: Partial<ZipPart> = {}) =>
    zipOf([{ name: 'mimetype', content, stored: true, ...part }]);

  it('knows an .ods by a stored mimetype entry holding exactly its type', async () => {
    expect(isOdsZip(await odsOf(table('Trips', row(text('a')))))).toBe(true);
    expect(isOdsZip(await withMimetype(ODS_TYPE))).toBe(true);
    // An OpenDocument master document: another type of the same length.
    expect(isOdsZip(await withMimetype('application/vnd.oasis.opendocument.text-master'))).toBe(false);
    expect(isOdsZip(await zipOf([{ name: 'content.xml', content: '<office:document-content/>' }]))).toBe(false);
  });

  it('takes a mimetype entry only when stored and of the type’s size, whatever its bytes', async () => {
    // Its header claims 47 bytes unpacked where 46 are stored.
    expect(isOdsZip(await withMimetype(ODS_TYPE, { claimedSize: ODS_TYPE.length + 1 }))).toBe(false);
    // Marked deflated (method 8), in its local header and the central directory: inflated, its bytes are no type.
    const deflated = await withMimetype(ODS_TYPE);
    deflated.writeUInt16LE(8, 8);
    deflated.writeUInt16LE(8, deflated.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    expect(zipEntries(deflated)?.get('mimetype')?.method).toBe(8);
    expect(isOdsZip(deflated)).toBe(false);
  });
});
