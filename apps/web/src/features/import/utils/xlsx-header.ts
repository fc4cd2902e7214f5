/**
 * The header row of an .xlsx file, read in the browser from as little of the file as it takes: the zip's directory,
 * then the first worksheet and the shared strings, each inflated only until the header row is known.
 */

interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  headerOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
// The end record is 22 bytes and may carry a comment of up to 65,535.
const END_SEARCH_BYTES = 22 + 0xffff;
// A header row, or the strings it uses, never needs more of a part than this.
const MAX_PART_CHARS = 4 * 1024 * 1024;

async function bytesOf(file: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await file.slice(start, end).arrayBuffer());
}

/** The files inside the zip, from its central directory; null when it is not a zip. */
async function zipEntries(file: Blob): Promise<ZipEntry[] | null> {
  const tailStart = Math.max(0, file.size - END_SEARCH_BYTES);
  const tail = await bytesOf(file, tailStart, file.size);
  let end = tail.byteLength - 22;
  while (end >= 0 && tail.getUint32(end, true) !== END_OF_DIRECTORY) end -= 1;
  if (end < 0) return null;
  const directorySize = tail.getUint32(end + 12, true);
  const directoryStart = tail.getUint32(end + 16, true);
  const directory = await bytesOf(file, directoryStart, directoryStart + directorySize);
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let at = 0; at + 46 <= directory.byteLength && directory.getUint32(at, true) === DIRECTORY_ENTRY;) {
    const nameLength = directory.getUint16(at + 28, true);
    const skipped = directory.getUint16(at + 30, true) + directory.getUint16(at + 32, true);
    const nameBytes = new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength);
    entries.push({
      name: names.decode(nameBytes),
      method: directory.getUint16(at + 10, true),
      compressedSize: directory.getUint32(at + 20, true),
      headerOffset: directory.getUint32(at + 42, true),
    });
    at += 46 + nameLength + skipped;
  }
  return entries;
}

/** Reads a part of the zip as text, a piece at a time, until `enough` says so (or it ends); the rest is not inflated. */
async function readPart(file: Blob, entry: ZipEntry, enough: (text: string) => boolean): Promise<string> {
  const local = await bytesOf(file, entry.headerOffset, entry.headerOffset + 30);
  if (local.getUint32(0, true) !== LOCAL_HEADER) return '';
  const start = entry.headerOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const raw = file.slice(start, start + entry.compressedSize).stream();
  const bytes = entry.method === 8 ? raw.pipeThrough(new DecompressionStream('deflate-raw')) : raw;
  const reader = bytes.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
    if (enough(text) || text.length > MAX_PART_CHARS) {
      await reader.cancel();
      return text;
    }
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of a string item or an inline string: its runs joined, without the phonetic guides. */
function itemText(xml: string): string {
  const runs = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g);
  return unescapeXml([...runs].map((run) => run[1] ?? '').join(''));
}

/** The shared strings, in order, from the shared strings part (as much of it as was read). */
export function sharedStrings(xml: string): string[] {
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((item) => itemText(item[1] ?? ''));
}

/** A cell of the first row: its column (0 for A) and its value, or the index of its shared string. */
export type HeaderCell = { column: number; text: string } | { column: number; shared: number };

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? '';
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The cells of the first row of a worksheet part, or null when the text read holds no complete row. */
export function firstRowCells(xml: string): HeaderCell[] | null {
  const row = /<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/.exec(xml);
  if (!row) return /<sheetData\s*\/>|<\/sheetData>/.test(xml) ? [] : null;
  const cells: HeaderCell[] = [];
  let next = 0;
  for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attributes = cell[1] ?? '';
    const content = cell[2] ?? '';
    const reference = /\sr="([A-Z]+\d+)"/.exec(attributes)?.[1];
    const column = reference ? columnIndex(reference) : next;
    next = column + 1;
    const type = /\st="(\w+)"/.exec(attributes)?.[1];
    const value = /<v>([\s\S]*?)<\/v>/.exec(content)?.[1];
    if (type === 's' && value !== undefined) cells.push({ column, shared: Number(value) });
    else if (type === 'inlineStr') cells.push({ column, text: itemText(content) });
    else if (value !== undefined) cells.push({ column, text: unescapeXml(value) });
  }
  return cells;
}

/**
 * The column names in the first row of the first worksheet of an .xlsx file, as the server reads them; null when
 * the file is not a workbook or its first row cannot be found.
 */
export async function readXlsxHeader(file: Blob): Promise<string[] | null> {
  try {
    const entries = await zipEntries(file);
    const sheet = entries?.find((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name));
    if (!entries || !sheet) return null;
    const cells = firstRowCells(await readPart(file, sheet, (text) => firstRowCells(text) !== null));
    if (!cells) return null;
    const wanted = Math.max(-1, ...cells.map((cell) => ('shared' in cell ? cell.shared : -1)));
    const stringsPart = entries.find((entry) => entry.name === 'xl/sharedStrings.xml');
    const strings =
      wanted >= 0 && stringsPart
        ? sharedStrings(await readPart(file, stringsPart, (text) => sharedStrings(text).length > wanted))
        : [];
    const names: string[] = [];
    for (const cell of cells) names[cell.column] = ('shared' in cell ? strings[cell.shared] : cell.text) ?? '';
    return Array.from(names, (name) => (name ?? '').trim());
  } catch {
    return null;
  }
}
