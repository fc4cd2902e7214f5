/**
 * The hand-written .xlsx, read back by an independent reader (exceljs) and checked as a zip by Node's own inflate.
 */
import { Writable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type Column, onePage, streamWorkbook } from './workbook.ts';

interface Item {
  text: string;
  date: string;
  paise: number;
  weight: number | null;
}

const COLUMNS: Column<Item>[] = [
  { header: 'Text', width: 20, value: (r) => r.text },
  { header: 'Date', width: 12, value: (r) => new Date(`${r.date}T00:00:00Z`) },
  { header: 'Amount', width: 12, value: (r) => r.paise / 100, money: true },
  { header: 'Wt.', width: 8, value: (r) => r.weight },
];

const log = pino({ level: 'silent' });

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function read(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The XML of each part of a workbook, by its path in the zip. */
async function partsOf(bytes: Buffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const parts: Record<string, string> = {};
  for (const [name, entry] of Object.entries(zip.files)) parts[name] = await entry.async('string');
  return parts;
}

/** A sheet's XML holds rows of cells and nothing else between them (what Excel's schema allows in sheetData). */
function expectOnlyCells(sheetXml: string) {
  const data = /<sheetData>(.*)<\/sheetData>/s.exec(sheetXml)?.[1] ?? 'no sheetData';
  const rows = data.replace(/<row r="\d+">(?:<c r="[A-Z]+\d+"[^>]*>(?:(?!<\/c>).)*<\/c>)*<\/row>/gs, '');
  expect(rows, 'anything in sheetData that is not a row of cells').toBe('');
}

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'error' }, sink), lines };
}

describe('streamWorkbook', () => {
  it('writes text as text, dates as dates, money with grouping and a totals row', async () => {
    const items: Item[] = [
      { text: '=HYPERLINK("x")', date: '2026-03-01', paise: 1_250_050, weight: 25.5 },
      { text: ' a & <b> "c" \u0001', date: '2026-12-31', paise: 5, weight: null },
      { text: 'पुणे → Mumbai', date: '2024-02-29', paise: 10, weight: 0 },
    ];
    const sheet = await read(
      await bytesOf(streamWorkbook(COLUMNS, onePage(items), { sheetName: "Today's List", withTotals: true }, log)),
    );
    expect(sheet.name).toBe("Today's List");
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(20);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Text', 'Date', 'Amount', 'Wt.']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);

    expect(sheet.getRow(2).getCell(1).value).toBe('=HYPERLINK("x")');
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(2).getCell(3).value).toBe(12500.5);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('#,##,##0.00');
    expect(sheet.getRow(3).getCell(1).value).toBe(' a & <b> "c" ');
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
    expect(sheet.getRow(4).getCell(1).value).toBe('पुणे → Mumbai');
    expect(sheet.getRow(4).getCell(2).value).toEqual(new Date('2024-02-29T00:00:00Z'));

    const total = sheet.getRow(5);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(3).value).toBe(12500.65);
    expect(total.getCell(3).font?.bold).toBe(true);
    expect(total.getCell(4).value).toBeNull();
    expect(sheet.rowCount).toBe(5);
  });

  it('streams many pages into a valid zip whose entries inflate to their recorded sizes', async () => {
    async function* pages() {
      for (let page = 0; page < 20; page += 1)
        yield Array.from({ length: 1000 }, (_, i) => ({
          text: `row ${page * 1000 + i}`,
          date: '2026-01-15',
          paise: 100,
          weight: i,
        }));
    }
    const bytes = await bytesOf(streamWorkbook(COLUMNS, pages(), { sheetName: 'Reports', withTotals: true }, log));
    // Every local entry: header, deflated data, then a descriptor whose sizes match what inflates.
    let offset = 0;
    const names: string[] = [];
    while (bytes.readUInt32LE(offset) === 0x04034b50) {
      const nameLength = bytes.readUInt16LE(offset + 26);
      names.push(bytes.toString('utf8', offset + 30, offset + 30 + nameLength));
      const dataStart = offset + 30 + nameLength;
      const descriptor = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), dataStart);
      const data = bytes.subarray(dataStart, descriptor);
      expect(bytes.readUInt32LE(descriptor + 8)).toBe(data.length);
      expect(inflateRawSync(data).length).toBe(bytes.readUInt32LE(descriptor + 12));
      offset = descriptor + 16;
    }
    expect(names).toContain('xl/worksheets/sheet1.xml');
    // Flushed to the compressor many times over (2 MB of XML), and still rows of cells only.
    expectOnlyCells((await partsOf(bytes))['xl/worksheets/sheet1.xml'] ?? '');
    expect(bytes.readUInt32LE(bytes.length - 22)).toBe(0x06054b50);
    expect(bytes.readUInt16LE(bytes.length - 12)).toBe(names.length);

    const sheet = await read(bytes);
    expect(sheet.rowCount).toBe(20_002);
    expect(sheet.getRow(20_001).getCell(1).value).toBe('row 19999');
    expect(sheet.getRow(20_002).getCell(3).value).toBe(20_000);
  });

  it('is a package Excel opens: the parts, content types, relationships and namespaces of ECMA-376', async () => {
    const items: Item[] = [{ text: ' padded ', date: '2026-03-01', paise: 100, weight: 1 }];
    const parts = await partsOf(
      await bytesOf(streamWorkbook(COLUMNS, onePage(items), { sheetName: 'Reports', withTotals: false }, log)),
    );
    const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
    const types = parts['[Content_Types].xml'] ?? '';
    expect(types).toContain('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">');
    expect(types).toContain(
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    );
    for (const [part, type] of [
      ['/xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
      ['/xl/worksheets/sheet1.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml'],
      ['/xl/styles.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml'],
    ])
      expect(types).toContain(`<Override PartName="${part}" ContentType="${type}"/>`);
    expect(parts['_rels/.rels']).toContain(
      `<Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/>`,
    );
    expect(parts['xl/_rels/workbook.xml.rels']).toContain(
      `<Relationship Id="rId1" Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/>`,
    );
    expect(parts['xl/workbook.xml']).toContain(`<workbook xmlns="${main}" xmlns:r="${officeRelationships}">`);
    expect(parts['xl/styles.xml']).toContain(`<styleSheet xmlns="${main}">`);
    // Each cell format says it applies its number format and its font (ECMA-376 18.8.45).
    expect(parts['xl/styles.xml']).toContain(
      '<xf numFmtId="165" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>',
    );
    const sheet = parts['xl/worksheets/sheet1.xml'] ?? '';
    for (const part of Object.values(parts).filter((xml) => xml !== ''))
      expect(part.startsWith(declaration)).toBe(true);
    expect(sheet).toContain(`${declaration}\n<worksheet xmlns="${main}" xmlns:r="${officeRelationships}">`);
    expect(sheet).toContain('<col min="1" max="1" width="20" customWidth="1"/>');
    expect(sheet).toContain('<col min="4" max="4" width="8" customWidth="1"/>');
    expect(sheet, 'four column widths and nothing between them').toMatch(/<cols>(<col [^>]*\/>){4}<\/cols>/);
    // Spaces at the ends of a text are kept only when the text says so; other text carries no such mark.
    expect(sheet).toContain('<t xml:space="preserve"> padded </t>');
    expect(sheet).toContain('<t>Text</t>');
    expectOnlyCells(sheet);
  });

  it('names 28 columns A to Z, then AA and AB, and leaves a number that is not finite blank', async () => {
    const wide: Column<number>[] = Array.from({ length: 28 }, (_, i) => ({
      header: `H${i + 1}`,
      width: 8,
      value: (n) => (i === 27 ? Number.NaN : n * 100 + i),
    }));
    const bytes = await bytesOf(streamWorkbook(wide, onePage([1]), { sheetName: 'Wide', withTotals: false }, log));
    const sheetXml = (await partsOf(bytes))['xl/worksheets/sheet1.xml'] ?? '';
    expect(sheetXml).toContain('<c r="Z1" s="1" t="inlineStr"><is><t>H26</t></is></c>');
    expect(sheetXml).toContain('<c r="AA1" s="1" t="inlineStr"><is><t>H27</t></is></c>');
    expect(sheetXml).toContain('<c r="AB1" s="1" t="inlineStr"><is><t>H28</t></is></c>');
    expect(sheetXml).toContain('<c r="AA2"><v>126</v></c>');
    expect(sheetXml).not.toContain('r="AB2"');
    expectOnlyCells(sheetXml);
    const sheet = await read(bytes);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(wide.map((c) => c.header));
  });

  it('ends the download with the error of a page that fails, and logs it', async () => {
    async function* failing(): AsyncGenerator<Item[]> {
      yield [{ text: 'first', date: '2026-01-01', paise: 1, weight: 1 }];
      throw new Error('the database went away');
    }
    const { log: errors, lines } = capturedLog();
    const stream = streamWorkbook(COLUMNS, failing(), { sheetName: 'Reports', withTotals: false }, errors);
    await expect(bytesOf(stream)).rejects.toThrow('the database went away');
    expect(lines.join('')).toContain('excel export failed');
    expect(lines.join('')).toContain('the database went away');

    // Something thrown that is not an Error still ends the download with one.
    async function* throwsText(): AsyncGenerator<Item[]> {
      yield [];
      throw 'text, not an Error'; // eslint-disable-line @typescript-eslint/only-throw-error
    }
    const second = streamWorkbook(COLUMNS, throwsText(), { sheetName: 'Reports', withTotals: false }, log);
    await expect(bytesOf(second)).rejects.toThrow('excel export failed');
  });

  it('stops writing when the reader goes away', async () => {
    let pagesRead = 0;
    async function* endless() {
      for (;;) {
        pagesRead += 1;
        yield Array.from({ length: 500 }, (_, i) => ({ text: `x${i}`, date: '2026-01-01', paise: i, weight: i }));
      }
    }
    const { log: errors, lines } = capturedLog();
    const stream = streamWorkbook(COLUMNS, endless(), { sheetName: 'Reports', withTotals: false }, errors);
    const closed = new Promise((resolve) => stream.once('close', resolve));
    stream.once('data', () => stream.destroy());
    stream.resume();
    await closed;
    const readWhenClosed = pagesRead;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pagesRead).toBeLessThanOrEqual(readWhenClosed + 1);
    // A download the browser gave up on is not logged as a failure.
    expect(lines).toEqual([]);
  });
});
