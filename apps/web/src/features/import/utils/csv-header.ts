import { HEADER_ROWS, headerOfSheets } from './header-row';

// The rows a header is looked for in never need more of the file than this.
const HEADER_SCAN_BYTES = 64 * 1024;

/** The separators the server reads: comma, semicolon (Excel where the comma is the decimal mark) and tab. */
const SEPARATORS = [',', ';', '\t'] as const;
type Separator = (typeof SEPARATORS)[number];

/**
 * The complete records at the start of CSV text, 20 at most, split as the server splits them (RFC 4180 read leniently,
 * as spreadsheets read it): a quoted field may hold separators, line breaks and doubled quotes; a quote inside an
 * unquoted field, and text after a closing quote, are kept as text. A record the text stops inside is left out when
 * `complete` says more of the file follows.
 */
export function csvRecords(text: string, separator: Separator, complete: boolean): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let fieldStart = true;
  let quoted = false;
  for (let at = 0; at < text.length && records.length < HEADER_ROWS; at += 1) {
    const char = text.charAt(at);
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else quoted = false;
    } else if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (char === separator || char === '\n' || char === '\r') {
      fields.push(field);
      field = '';
      fieldStart = true;
      if (char === separator) continue;
      records.push(fields);
      fields = [];
      if (char === '\r' && text[at + 1] === '\n') at += 1;
    } else {
      field += char;
      fieldStart = false;
    }
  }
  const rest = fields.length > 0 || !fieldStart;
  if (complete && !quoted && rest && records.length < HEADER_ROWS) records.push([...fields, field]);
  return records;
}

/**
 * The separator as the server detects it: of the first line (among the first 20) that holds one, the one it holds most
 * outside quotes (comma first on a tie); a comma when none does.
 */
export function csvSeparator(text: string): Separator {
  const counts = new Map<Separator, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  let lines = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n') {
      lines += 1;
      if (lines === HEADER_ROWS || [...counts.values()].some((count) => count > 0)) break;
    } else if (counts.has(char as Separator)) {
      const separator = char as Separator;
      counts.set(separator, (counts.get(separator) ?? 0) + 1);
    }
  }
  return SEPARATORS.reduce((best, separator) =>
    (counts.get(separator) ?? 0) > (counts.get(best) ?? 0) ? separator : best,
  );
}

/**
 * CSV text from a file's first bytes, decoded as the server decodes them: by its byte-order mark (UTF-8, UTF-16 of
 * either order), else as UTF-8 when the bytes are valid UTF-8, else as Windows-1252. `complete` is false when more
 * of the file follows, so a character cut at the end is not taken for a byte of Windows-1252.
 */
export function decodeCsv(bytes: Uint8Array, complete: boolean): string {
  const stream = !complete;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes, { stream });
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes, { stream });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream });
  } catch {
    // As a stream: Node 20's one-shot decode of windows-1252 (the unit tests') is Latin-1's, its streaming one is right.
    return new TextDecoder('windows-1252').decode(bytes, { stream: true });
  }
}

/**
 * The column names of a .csv file's header, read in the browser from its first 64 KB as the server reads the file: the
 * first of its first 20 rows to hold two of the headings, else the first non-blank row. Null when those bytes hold no
 * complete line.
 */
export async function readCsvHeader(file: Blob, headings: readonly string[]): Promise<string[] | null> {
  const complete = file.size <= HEADER_SCAN_BYTES;
  const text = decodeCsv(new Uint8Array(await file.slice(0, HEADER_SCAN_BYTES).arrayBuffer()), complete);
  const records = csvRecords(text, csvSeparator(text), complete);
  return records.length > 0 ? headerOfSheets([records], headings) : null;
}
