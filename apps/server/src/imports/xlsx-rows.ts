import { PassThrough } from 'node:stream';
import type { SheetCell } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { SheetRows } from './sheet-rows.ts';

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

/**
 * The parts of exceljs 4.4's streaming WorkbookReader that parse one zip entry each. Its own `parse` reads the zip as
 * a stream with unzipper, whose Parse says "end" once the input is written rather than once every entry is out: about
 * one read in 500 lost the entries after the first sheet (seen in CI). So the zip is opened here by its directory
 * (JSZip), and these parsers are handed the entries in the order they need: relations, workbook, shared strings, sheet.
 */
interface EntryParsers {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  sharedStrings?: unknown[];
  _parseRels(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorkbook(entry: NodeJS.ReadableStream): Promise<void>;
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncIterable<unknown>;
  _parseWorksheet(
    chunks: AsyncIterable<unknown>,
    sheetNo: string,
  ): Iterable<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

const READER_OPTIONS = {
  worksheets: 'emit',
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  entries: 'ignore',
} as const;

/** A zip entry's content as a Node stream, inflated as it is read. */
function entryStream(zip: JSZip, path: string): PassThrough | null {
  const entry = zip.file(path);
  return entry ? entry.nodeStream('nodebuffer').pipe(new PassThrough()) : null;
}

/** The zip path of the sheet first in the workbook's tab order (relations' targets are relative to xl/). */
function firstSheetPath(parsers: EntryParsers): string {
  const first = parsers.model?.sheets?.[0];
  const target = parsers.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
  if (!target) throw new Error('The workbook names no sheet.');
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The first worksheet's rows of an .xlsx file, streamed from its zip entry (shared strings cached). */
export async function* xlsxRows(data: Buffer): SheetRows {
  const zip = await JSZip.loadAsync(data);
  const parsers = new ExcelJS.stream.xlsx.WorkbookReader(new PassThrough(), READER_OPTIONS) as unknown as EntryParsers;
  const part = (path: string) => {
    const stream = entryStream(zip, path);
    if (!stream) throw new Error(`The workbook has no ${path}.`);
    return stream;
  };
  await parsers._parseRels(part('xl/_rels/workbook.xml.rels'));
  await parsers._parseWorkbook(part('xl/workbook.xml'));
  // A workbook of numbers only may have no shared strings at all.
  parsers.sharedStrings = [];
  const strings = entryStream(zip, 'xl/sharedStrings.xml');
  if (strings) for await (const _ of parsers._parseSharedStrings(strings));
  for (const { value: worksheet } of parsers._parseWorksheet(part(firstSheetPath(parsers)), '1')) {
    for await (const row of worksheet) {
      // exceljs numbers columns from 1: index 0 of `values` is always empty.
      const values = (row.values as unknown[]).slice(1);
      yield { row: row.number, cells: Array.from(values, toSheetCell) };
    }
  }
}
