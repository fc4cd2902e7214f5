import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { odsSheets, readOdsHeader } from './ods-header';

const VENDOR_HEADINGS = ['companyName', 'companyOwner', 'tdsRate', 'city'];

const NAMESPACES =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';

/** An .ods as the OpenDocument package asks: the mimetype first and stored, then content.xml. */
async function odsFile(tables: string): Promise<File> {
  const zip = new JSZip();
  zip.file('mimetype', 'application/vnd.oasis.opendocument.spreadsheet', { compression: 'STORE' });
  zip.file(
    'content.xml',
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NAMESPACES}><office:body>` +
      `<office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`,
  );
  const bytes = await zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE' });
  return new File([bytes], 'vendors.ods');
}

const cell = (text: string) =>
  `<table:table-cell office:value-type="string"><text:p>${text}</text:p></table:table-cell>`;
const row = (...texts: string[]) => `<table:table-row>${texts.map(cell).join('')}</table:table-row>`;

describe('the first rows of each sheet of content.xml', () => {
  it('read each cell as shown: its paragraphs, spaces, tabs and line breaks, without its comment', () => {
    const xml =
      '<office:spreadsheet><table:table table:name="Vendors"><table:table-column table:number-columns-repeated="3"/>' +
      '<table:table-row><table:table-cell><office:annotation><text:p>note</text:p></office:annotation>' +
      '<text:p>Company<text:s text:c="2"/>name</text:p></table:table-cell>' +
      '<table:table-cell><text:p>TDS<text:tab/>%</text:p><text:p>rate</text:p></table:table-cell>' +
      '<table:table-cell><text:p><text:span text:style-name="T1">Owner</text:span><text:line-break/>&amp; co</text:p></table:table-cell>' +
      '</table:table-row></table:table></office:spreadsheet>';
    expect(odsSheets(xml)).toEqual({ sheets: [[['Company  name', 'TDS\t%\nrate', 'Owner\n& co']]], complete: true });
  });

  it('read a text cell by its string value when the file gives one, as the server does', () => {
    const xml =
      '<table:table table:name="A"><table:table-row><table:table-cell office:value-type="string" ' +
      'office:string-value="Truck &amp; No"><text:p>Truck…</text:p></table:table-cell></table:table-row></table:table>';
    expect(odsSheets(xml).sheets).toEqual([[['Truck & No']]]);
  });

  it('repeat cells and rows as the file says, merged cells blank, trailing blanks and columns past 100 left out', () => {
    const xml =
      '<table:table table:name="A"><table:table-row table:number-rows-repeated="2">' +
      '<table:table-cell table:number-columns-repeated="1024"/></table:table-row>' +
      '<table:table-row><table:table-cell table:number-columns-spanned="2"><text:p>Title</text:p></table:table-cell>' +
      '<table:covered-table-cell/><table:table-cell table:number-columns-repeated="2"><text:p>x</text:p></table:table-cell>' +
      '<table:table-cell table:number-columns-repeated="200"><text:p>y</text:p></table:table-cell>' +
      '<table:table-cell table:number-columns-repeated="16000"/></table:table-row></table:table>';
    const [rows] = odsSheets(xml).sheets;
    expect(rows?.slice(0, 2)).toEqual([[], []]);
    expect(rows?.[2]).toHaveLength(100);
    expect(rows?.[2]?.slice(0, 6)).toEqual(['Title', '', 'x', 'x', 'y', 'y']);
  });

  it('keep 20 rows of a sheet at most, rows in header-row and group elements counted in order', () => {
    const xml =
      '<table:table table:name="A"><table:table-header-rows>' +
      row('h') +
      '</table:table-header-rows><table:table-row-group>' +
      row('1') +
      '<table:table-row table:number-rows-repeated="1048570"><table:table-cell/></table:table-row></table:table-row-group>' +
      '</table:table><table:table table:name="B">' +
      row('b') +
      '</table:table></office:spreadsheet>';
    const { sheets, complete } = odsSheets(xml);
    expect(sheets[0]).toHaveLength(20);
    expect(sheets[0]?.slice(0, 3)).toEqual([['h'], ['1'], []]);
    expect(sheets[1]).toEqual([['b']]);
    expect(complete).toBe(true);
  });

  it('give the complete rows read so far while the part is still being read', () => {
    const xml = `<table:table table:name="A">${row('a', 'b')}<table:table-row><table:table-cell><text:p>c`;
    expect(odsSheets(xml)).toEqual({ sheets: [[['a', 'b']]], complete: false });
  });
});

describe('reading the header row of an .ods file in the browser', () => {
  it('reads a file saved by LibreOffice: an instructions sheet, then a merged title row above the header', async () => {
    const fixture = await readFile(new URL('./fixtures/vendors-title-row.ods', import.meta.url));
    const file = new File([new Uint8Array(fixture)], 'vendors-title-row.ods');
    expect(await readOdsHeader(file, VENDOR_HEADINGS)).toEqual([
      'companyName',
      'companyOwner',
      'tdsRate',
      'City  & PIN',
    ]);
  });

  it('gives the header of the first sheet, over a million repeated blank rows not expanded', async () => {
    const file = await odsFile(
      `<table:table table:name="Vendors">${row('companyName', 'tdsRate', 'Remarks')}${row('Café Carriers', '1', '')}` +
        '<table:table-row table:number-rows-repeated="1048574"><table:table-cell table:number-columns-repeated="1024"/>' +
        '</table:table-row></table:table>',
    );
    expect(await readOdsHeader(file, VENDOR_HEADINGS)).toEqual(['companyName', 'tdsRate', 'Remarks']);
  });

  it('gives the first sheet first non-blank row when no sheet has a header', async () => {
    const file = await odsFile(`<table:table table:name="A">${row('')}${row('Party', 'Owner')}</table:table>`);
    expect(await readOdsHeader(file, VENDOR_HEADINGS)).toEqual(['Party', 'Owner']);
  });

  it('is null for a file that is not an OpenDocument spreadsheet', async () => {
    expect(await readOdsHeader(new File(['companyName,tdsRate\n'], 'vendors.ods'), VENDOR_HEADINGS)).toBeNull();
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document/>');
    const docx = new File([await zip.generateAsync({ type: 'arraybuffer' })], 'vendors.ods');
    expect(await readOdsHeader(docx, VENDOR_HEADINGS)).toBeNull();
  });
});
