// A header row longer than this is not a header row.
const HEADER_SCAN_BYTES = 64 * 1024;

interface CsvRecord {
  fields: string[];
  /** Characters up to the end of the record, its line break included. */
  length: number;
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
      fields.push(field);
      return { fields, length: at + (char === '\r' && text[at + 1] === '\n' ? 2 : 1) };
    } else field += char;
  }
  if (!complete || quoted) return null;
  fields.push(field);
  return { fields, length: text.length };
}

/**
 * The column names in the first line of a .csv file, read in the browser without loading the rest; null when the
 * file's first 64 KB hold no complete line.
 */
export async function readCsvHeader(file: Blob): Promise<string[] | null> {
  // The decoder drops a byte-order mark; a character cut at the end of the slice is past the header or refused.
  const text = new TextDecoder().decode(await file.slice(0, HEADER_SCAN_BYTES).arrayBuffer());
  const record = firstCsvRecord(text, file.size <= HEADER_SCAN_BYTES);
  return record && record.fields.map((name) => name.trim());
}
