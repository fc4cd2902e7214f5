import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type SheetCell } from '@freightdesk/domain';
import { SaxesParser } from 'saxes';
import { AppError, badRequest } from '../http/app-error.ts';
import { giveWay } from './give-way.ts';

/**
 * One row of an uploaded sheet: the sheet's place in the workbook's tab order (1 for a CSV), its row number there, its
 * cells by column (0-based), and the columns whose formula was saved without a value (read as null in `cells`).
 */
export interface SheetRow {
  sheet: number;
  row: number;
  cells: SheetCell[];
  uncached?: number[];
}

/** The rows of an uploaded file, sheet by sheet in tab order, read as a stream. */
export type SheetRows = AsyncIterable<SheetRow>;

/** The bounds a reading counts against: IMPORT_LIMITS's, or lower ones in a test that reaches them quickly. */
export interface SheetBounds {
  rows: number;
  unpackedBytes: number;
}

/** What a reader has read so far, and its bounds: the bounds tests read it to show no more than a bound was read. */
export interface SheetReadCount {
  /** Bytes inflated from the zip's parts (.xlsx, .ods), or bytes decoded (.csv). */
  bytes: number;
  rows: number;
  readonly bounds: SheetBounds;
}

export const newReadCount = (bounds: SheetBounds = IMPORT_LIMITS): SheetReadCount => ({ bytes: 0, rows: 0, bounds });

const CHUNK_BYTES = 16 * 1024;

/**
 * The upload as a stream of small chunks: a parser given the whole file as one chunk would turn every row into an
 * object at once, where small chunks let it go at the pace the rows are checked.
 */
export function inChunks(data: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += CHUNK_BYTES) yield data.subarray(at, at + CHUNK_BYTES);
    })(),
  );
}

/** The refusals of a file beyond a bound (issue 30), and of one that is broken. */
export const refusal = {
  unpackedTooLarge: () => new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.unpackedTooLarge),
  tooManyRows: () => new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooManyRows),
  cellTooLong: (cell: string) => new AppError(422, 'SHEET_TOO_LARGE', IMPORT_MESSAGES.cellTooLong(cell)),
  textTooLong: () => new AppError(422, 'SHEET_TOO_LARGE', IMPORT_MESSAGES.textTooLong),
  tooManyColumns: (row: number) => new AppError(422, 'SHEET_TOO_LARGE', IMPORT_MESSAGES.tooManyColumns(row)),
  unreadable: () => badRequest(IMPORT_MESSAGES.unreadable),
};

/** A refusal as it is, anything else thrown while reading as "could not be read". */
const asReadError = (error: unknown) => (error instanceof AppError ? error : refusal.unreadable());

/** A column as a spreadsheet names it: 0 is A, 26 is AA. */
function columnName(column: number): string {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export const cellName = (column: number, row: number) => `${columnName(column)}${row}`;

/** Counts rows read, refusing those that would pass the bound: `count.rows` never goes past it. */
export function countRows(count: SheetReadCount, rows = 1): void {
  if (count.rows + rows > count.bounds.rows) throw refusal.tooManyRows();
  count.rows += rows;
}

/** A row's cells as they are read: at most IMPORT_LIMITS.columns, a value further right refuses the row. */
export class RowCells {
  private readonly cells: SheetCell[] = [];
  private readonly uncached: number[] = [];

  constructor(readonly row: number) {}

  /** Sets `times` cells from `column` on; blanks cost nothing, wherever they are. */
  set(column: number, value: SheetCell, times = 1): void {
    if (value === null) return;
    if (column + times > IMPORT_LIMITS.columns) throw refusal.tooManyColumns(this.row);
    while (this.cells.length < column) this.cells.push(null);
    for (let at = column; at < column + times; at += 1) this.cells[at] = value;
  }

  /** A formula saved without its value: null in its cell, and its column listed. */
  setUncached(column: number, times = 1): void {
    if (column + times > IMPORT_LIMITS.columns) throw refusal.tooManyColumns(this.row);
    for (let at = column; at < column + times; at += 1) this.uncached.push(at);
  }

  /** The row as read, or null when it holds nothing (a blank row is not handed on). */
  done(sheet: number): SheetRow | null {
    if (this.uncached.length > 0) return { sheet, row: this.row, cells: this.cells, uncached: this.uncached };
    return this.cells.length > 0 ? { sheet, row: this.row, cells: this.cells } : null;
  }
}

/** Text as a cell holds it: blank or whitespace only is no value. */
export const textCell = (text: string): SheetCell => (text.trim() === '' ? null : text);

/** One file inside a zip, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  localHeader: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const SIZE_IN_ZIP64 = 0xffffffff;

/** A zip's entries by lower-case name, read from its central directory (APPNOTE 4.3.12-16); null when there is none. */
export function zipEntries(data: Buffer): Map<string, ZipEntry> | null {
  const searchFrom = Math.max(0, data.length - 22 - 0xffff);
  let end = data.length - 22;
  while (end >= searchFrom && data.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < searchFrom) return null;
  let count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const locator = end - 20;
  if (locator >= 0 && data.readUInt32LE(locator) === ZIP64_END_LOCATOR) {
    const zip64End = Number(data.readBigUInt64LE(locator + 8));
    // Stryker disable next-line EqualityOperator: equivalent, a record ending at the file's last byte leaves no room for its locator and the end record after it, so its counts are read from those and fail below
    if (zip64End + 56 > data.length || data.readUInt32LE(zip64End) !== ZIP64_END) return null;
    count = Number(data.readBigUInt64LE(zip64End + 32));
    at = Number(data.readBigUInt64LE(zip64End + 48));
  }
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraStart = at + 46 + nameLength;
    const extraEnd = extraStart + data.readUInt16LE(at + 30);
    if (extraEnd > data.length) return null;
    const entry: ZipEntry = {
      name: data.toString('utf8', at + 46, extraStart).replaceAll('\\', '/'),
      method: data.readUInt16LE(at + 10),
      encrypted: (data.readUInt16LE(at + 8) & 1) === 1,
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localHeader: data.readUInt32LE(at + 42),
    };
    readZip64Sizes(data, extraStart, extraEnd, entry);
    entries.set(entry.name.toLowerCase(), entry);
    at = extraEnd + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** The sizes and offset a zip64 entry keeps in its extra field, in this order, for those its header marks. */
function readZip64Sizes(data: Buffer, from: number, to: number, entry: ZipEntry): void {
  for (let at = from; at + 4 <= to; at += 4 + data.readUInt16LE(at + 2)) {
    if (data.readUInt16LE(at) !== ZIP64_EXTRA) continue;
    let field = at + 4;
    const next = () => {
      const value = field + 8 <= to ? Number(data.readBigUInt64LE(field)) : SIZE_IN_ZIP64;
      field += 8;
      return value;
    };
    if (entry.size === SIZE_IN_ZIP64) entry.size = next();
    if (entry.compressedSize === SIZE_IN_ZIP64) entry.compressedSize = next();
    if (entry.localHeader === SIZE_IN_ZIP64) entry.localHeader = next();
    return;
  }
}

/**
 * Refuses a zip whose entries say they unpack to more than the bound, before inflating a byte: the sizes may lie, so
 * `partText` counts what it inflates as well.
 */
export function checkDeclaredSizes(entries: Map<string, ZipEntry>, { bounds }: SheetReadCount): void {
  let total = 0;
  for (const { size } of entries.values()) total += size;
  if (total > bounds.unpackedBytes) throw refusal.unpackedTooLarge();
}

/** An entry's bytes as they are in the zip (compressed or not), after its local header. */
export function entryBytes(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeader;
  if (entry.encrypted || at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) throw refusal.unreadable();
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.compressedSize > data.length) throw refusal.unreadable();
  return data.subarray(start, start + entry.compressedSize);
}

export const STORED = 0;
const DEFLATED = 8;

/** An entry's content, inflated as it is read. */
async function* entryChunks(data: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const bytes = entryBytes(data, entry);
  if (entry.method === STORED) {
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
    return;
  }
  if (entry.method !== DEFLATED) throw refusal.unreadable();
  // The inflater stops once CHUNK_BYTES wait unread, so a bomb is never inflated ahead of the count.
  const inflater = inChunks(bytes).pipe(createInflateRaw({ chunkSize: CHUNK_BYTES }));
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) yield chunk;
  } finally {
    inflater.destroy();
  }
}

/**
 * A zip entry's text, chunk by chunk, counting the bytes inflated into `count.bytes` (one total for every part of the
 * file) and refusing the file once they pass `count.bounds.unpackedBytes`.
 */
export async function* partText(data: Buffer, entry: ZipEntry, count: SheetReadCount): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of entryChunks(data, entry)) {
      count.bytes += chunk.length;
      if (count.bytes > count.bounds.unpackedBytes) throw refusal.unpackedTooLarge();
      yield decoder.decode(chunk, { stream: true });
    }
  } catch (error) {
    throw asReadError(error);
  }
  yield decoder.decode();
}

/**
 * The longest run of characters without a '<' that a part may hold: saxes hands over text and attributes only at the
 * next tag, so a longer run would be held whole first. A cell's text is at most IMPORT_LIMITS.cellChars characters,
 * each written in at most 8 (as "&quot;" or "&#x2014;").
 */
const LONGEST_RUN = 8 * IMPORT_LIMITS.cellChars;

/**
 * Feeds a part's text to a SAX parser a chunk at a time, giving the event loop a turn after each (the caller hands on
 * the rows its handlers gathered). A run without a tag longer than a cell can be is refused with `longRun()` before the
 * parser sees it; a parse error is "could not be read", a refusal thrown by a handler stays itself.
 */
export async function* parseXml(
  text: AsyncIterable<string>,
  parser: Pick<SaxesParser, 'write' | 'close'>,
  longRun: () => AppError,
): AsyncGenerator<void> {
  let run = 0;
  for await (const chunk of text) {
    for (let from = 0; ;) {
      const tag = chunk.indexOf('<', from);
      run += (tag < 0 ? chunk.length : tag) - from;
      if (run > LONGEST_RUN) throw longRun();
      if (tag < 0) break;
      run = 0;
      from = tag + 1;
    }
    try {
      parser.write(chunk);
    } catch (error) {
      throw asReadError(error);
    }
    yield;
    await giveWay();
  }
  try {
    parser.close();
  } catch (error) {
    throw asReadError(error);
  }
}

/** A SAX parser of a part, attributes as plain strings (prefixes kept in names, as a part is read by local name). */
export const xmlParser = () => new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });

/** An XML name without its namespace prefix: writers differ in prefixes (x:row, row), never in local names. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** A row read once that stands for `times` rows one under another (OpenDocument writes repeated rows once). */
export interface ReadRow {
  row: SheetRow;
  times: number;
}

const copyOfUncached = ({ uncached }: SheetRow) => (uncached ? { uncached: [...uncached] } : {});

/** Hands on the rows a chunk gave, repeats one by one, giving way to other requests between them. */
export async function* handOn(ready: ReadRow[]): AsyncGenerator<SheetRow> {
  for (const { row, times } of ready.splice(0)) {
    for (let n = 0; n < times; n += 1) {
      yield n === 0 ? row : { ...row, row: row.row + n, cells: [...row.cells], ...copyOfUncached(row) };
      await giveWay();
    }
  }
}
