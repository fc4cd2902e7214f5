/**
 * The hand-written .xlsx, read back by an independent reader (exceljs) and checked as a zip by Node's own inflate.
 */
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
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
    expect(bytes.readUInt32LE(bytes.length - 22)).toBe(0x06054b50);
    expect(bytes.readUInt16LE(bytes.length - 12)).toBe(names.length);

    const sheet = await read(bytes);
    expect(sheet.rowCount).toBe(20_002);
    expect(sheet.getRow(20_001).getCell(1).value).toBe('row 19999');
    expect(sheet.getRow(20_002).getCell(3).value).toBe(20_000);
  });

  it('stops writing when the reader goes away', async () => {
    let pagesRead = 0;
    async function* endless() {
      for (;;) {
        pagesRead += 1;
        yield Array.from({ length: 500 }, (_, i) => ({ text: `x${i}`, date: '2026-01-01', paise: i, weight: i }));
      }
    }
    const stream = streamWorkbook(COLUMNS, endless(), { sheetName: 'Reports', withTotals: false }, log);
    const closed = new Promise((resolve) => stream.once('close', resolve));
    stream.once('data', () => stream.destroy());
    stream.resume();
    await closed;
    const readWhenClosed = pagesRead;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pagesRead).toBeLessThanOrEqual(readWhenClosed + 1);
  });
});
