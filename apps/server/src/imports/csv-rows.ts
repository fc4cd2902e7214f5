import { isUtf8 } from 'node:buffer';
import { IMPORT_LIMITS } from '@freightdesk/domain';
import { giveWay } from './give-way.ts';
import {
  type ReadRow,
  RowCells,
  type SheetReadCount,
  type SheetRows,
  cellName,
  countRows,
  handOn,
  newReadCount,
  refusal,
  textCell,
} from './sheet-rows.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
const startsWith = (data: Buffer, bytes: number[]) => bytes.every((byte, at) => data[at] === byte);

/** Text saved as UTF-16 with its byte order mark, as Excel's "Unicode text" is: its NUL bytes are its own. */
export const isUtf16 = (data: Buffer) => startsWith(data, UTF16LE_BOM) || startsWith(data, UTF16BE_BOM);

/**
 * A CSV file's encoding: its byte order mark's, else UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what
 * Excel on Windows saves as "CSV" in India and Europe).
 */
export function csvEncoding(data: Buffer): string {
  if (startsWith(data, UTF8_BOM)) return 'utf-8';
  if (startsWith(data, UTF16LE_BOM)) return 'utf-16le';
  if (startsWith(data, UTF16BE_BOM)) return 'utf-16be';
  return isUtf8(data) ? 'utf-8' : 'windows-1252';
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SEPARATORS = [0x2c, 0x3b, 0x09];
/** The header is looked for among this many first lines, as the row rules look for it among the first rows. */
const SEPARATOR_LINES = 20;

/**
 * The separator used by the first line that holds one (a title line above the header often holds none): comma,
 * semicolon (Excel where the decimal mark is a comma) or tab (Excel's "Unicode text"), counted outside quotes, the
 * most frequent; a comma when no line holds one.
 */
export function detectSeparator(text: string): number {
  const counts = new Map(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  let lines = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (char === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (char === LF) {
      lines += 1;
      if (lines === SEPARATOR_LINES || [...counts.values()].some((n) => n > 0)) break;
    } else {
      const seen = counts.get(char);
      if (seen !== undefined) counts.set(char, seen + 1);
    }
  }
  let best = SEPARATORS[0] as number;
  for (const [separator, n] of counts) if (n > (counts.get(best) ?? 0)) best = separator;
  return best;
}

type FieldState = 'start' | 'plain' | 'quoted' | 'quoteInQuoted';

/**
 * A small CSV tokenizer (RFC 4180, read leniently as spreadsheets read it): quoted fields with doubled quotes and line
 * breaks, CRLF or LF, a quote inside an unquoted field kept as text. It takes text a chunk at a time and checks each
 * field as it ends, so a too-wide row or too-long field is refused at its bound, not at the end of the file.
 */
class CsvTokenizer {
  readonly ready: ReadRow[] = [];
  private separator: number | null = null;
  private state: FieldState = 'start';
  private field = '';
  private column = 0;
  private rowNo = 1;
  private cells = new RowCells(1);
  private afterCr = false;

  constructor(private readonly count: SheetReadCount) {}

  /** Reads `text` from `from` up to `to`: a decoded chunk is read a part at a time, giving way between parts. */
  read(text: string, from = 0, to = text.length): void {
    if (text === '') return;
    this.separator ??= detectSeparator(text);
    const separator = this.separator;
    let start = from;
    for (let at = from; at < to; at += 1) {
      const char = text.charCodeAt(at);
      if (this.afterCr) {
        this.afterCr = false;
        if (char === LF) {
          start = at + 1;
          continue;
        }
      }
      switch (this.state) {
        case 'quoted':
          if (char === QUOTE) {
            this.append(text, start, at);
            this.state = 'quoteInQuoted';
          }
          continue;
        case 'quoteInQuoted':
          if (char === QUOTE) {
            this.append('"', 0, 1);
            this.state = 'quoted';
            start = at + 1;
            continue;
          }
          // Text after a closing quote is kept, as spreadsheets keep it.
          // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, a separator or line break here ends the field with nothing more to add
          if (char !== separator && char !== CR && char !== LF) [this.state, start] = ['plain', at];
          break;
        case 'start':
          if (char === QUOTE) {
            [this.state, start] = ['quoted', at + 1];
            continue;
          }
          // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, a separator or line break here ends an empty field, plain or not
          if (char !== separator && char !== CR && char !== LF) [this.state, start] = ['plain', at];
          break;
        // Stryker disable next-line ConditionalExpression: equivalent, a plain field has nothing to do before the separator check
        case 'plain':
          break;
      }
      if (char === separator) {
        this.endField(text, start, at);
        start = at + 1;
      } else if (char === CR || char === LF) {
        this.endField(text, start, at);
        this.endRow();
        start = at + 1;
        this.afterCr = char === CR;
      }
    }
    if (this.state === 'plain' || this.state === 'quoted') this.append(text, start, to);
  }

  /** The last row, when the file does not end with a line break. */
  end(): void {
    if (this.state !== 'start' || this.column > 0) {
      // Stryker disable next-line StringLiteral: equivalent, an empty span of the text is added whatever the text
      this.endField('', 0, 0);
      this.endRow();
    }
  }

  private append(text: string, from: number, to: number): void {
    if (to <= from) return;
    if (this.field.length + to - from > IMPORT_LIMITS.cellChars) {
      throw refusal.cellTooLong(cellName(this.column, this.rowNo));
    }
    this.field += text.slice(from, to);
  }

  private endField(text: string, from: number, to: number): void {
    if (this.state === 'plain') this.append(text, from, to);
    this.cells.set(this.column, textCell(this.field));
    [this.field, this.state, this.column] = ['', 'start', this.column + 1];
  }

  private endRow(): void {
    const read = this.cells.done(1);
    if (read) {
      countRows(this.count);
      this.ready.push({ row: read, times: 1 });
    }
    this.rowNo += 1;
    [this.cells, this.column] = [new RowCells(this.rowNo), 0];
  }
}

const CHUNK_BYTES = 64 * 1024;
/** A chunk's text is tokenized this many characters at a time: 64 KB at once held the server 8-10 ms (issue 30). */
const PART_CHARS = 8 * 1024;

/**
 * A CSV file's rows as sheet 1, decoded and split a chunk at a time (`count.bytes` counts the bytes decoded). Every
 * cell is text, kept as written: a cell starting with = stays text.
 */
export async function* csvRows(data: Buffer, count: SheetReadCount = newReadCount()): SheetRows {
  // The decoder drops the byte order mark.
  const decoder = new TextDecoder(csvEncoding(data));
  const tokenizer = new CsvTokenizer(count);
  for (let at = 0; at < data.length; at += CHUNK_BYTES) {
    const chunk = data.subarray(at, at + CHUNK_BYTES);
    count.bytes += chunk.length;
    const text = decoder.decode(chunk, { stream: true });
    for (let from = 0; from < text.length; from += PART_CHARS) {
      tokenizer.read(text, from, Math.min(from + PART_CHARS, text.length));
      yield* handOn(tokenizer.ready);
      await giveWay();
    }
  }
  tokenizer.read(decoder.decode());
  tokenizer.end();
  yield* handOn(tokenizer.ready);
}
