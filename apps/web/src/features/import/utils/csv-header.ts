/** The first line of a .csv file: the column names, read in the browser without loading the rest. */
export interface CsvHeader {
  names: string[];
  /** Bytes the line takes in the file, its line break and any byte-order mark included. */
  byteLength: number;
  /** The file's own line break, kept when the line is written back so the rows that follow still match it. */
  lineBreak: string;
  hasByteOrderMark: boolean;
}

// A header row longer than this is not a header row.
const HEADER_SCAN_BYTES = 64 * 1024;
const BYTE_ORDER_MARK = '\uFEFF';

interface CsvRecord {
  fields: string[];
  /** Characters up to the end of the record, its line break included. */
  length: number;
  lineBreak: string;
}

/**
 * The first record of CSV text (RFC 4180: a quoted field may hold commas, line breaks and doubled quotes), or null
 * when the text stops inside it and `complete` says more of the file follows.
 */
export function firstCsvRecord(text: string, complete: boolean): CsvRecord | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      const lineBreak = char === '\r' && text[at + 1] === '\n' ? '\r\n' : char;
      if (lineBreak === '\r' && at + 1 === text.length && !complete) return null;
      fields.push(field);
      return { fields, length: at + lineBreak.length, lineBreak };
    } else field += char;
  }
  if (!complete || quoted) return null;
  fields.push(field);
  return { fields, length: text.length, lineBreak: '\r\n' };
}

/**
 * Reads the header row of a .csv file; null when the file's first 64 KB hold no complete line. Names are read as
 * UTF-8; the line's end is found byte by byte, so a file saved in another code page is still cut in the right place.
 */
export async function readCsvHeader(file: Blob): Promise<CsvHeader | null> {
  const bytes = new Uint8Array(await file.slice(0, HEADER_SCAN_BYTES).arrayBuffer());
  const complete = file.size <= HEADER_SCAN_BYTES;
  // One character per byte: the record's length in characters is its length in bytes.
  const line = firstCsvRecord(new TextDecoder('latin1').decode(bytes), complete);
  if (!line) return null;
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, line.length));
  const hasByteOrderMark = text.startsWith(BYTE_ORDER_MARK);
  const record = firstCsvRecord(hasByteOrderMark ? text.slice(1) : text, true);
  if (!record) return null;
  return {
    names: record.fields.map((name) => name.trim()),
    byteLength: line.length,
    lineBreak: line.lineBreak,
    hasByteOrderMark,
  };
}

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The same file with its header row replaced by `names`; the rows are not read, only joined on. */
export function withCsvHeader(file: File, header: CsvHeader, names: readonly string[]): File {
  const line = (header.hasByteOrderMark ? BYTE_ORDER_MARK : '') + names.map(csvField).join(',') + header.lineBreak;
  return new File([line, file.slice(header.byteLength)], file.name, { type: file.type });
}
