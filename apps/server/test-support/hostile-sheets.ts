/**
 * Spreadsheets built in memory for the import's bounds (issue 30): the three files that stalled the server, a zip bomb,
 * a 40,000-character cell and a 200,001-row CSV, plus the small zip and .xlsx writer they are made with. Each is small
 * to send and large only once unpacked or split, so a reader that holds or expands it whole is seen to do so.
 */
import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of a zip: its content, or its chunks when it is too large to hold (it is deflated as it is made). */
export interface ZipPart {
  name: string;
  content: string | Buffer | (() => Iterable<Buffer>);
  /** Stored as it is, as an OpenDocument's mimetype must be; else deflated. */
  stored?: boolean;
  /** The unpacked size the zip's headers claim, when it is to lie about it. */
  claimedSize?: number;
}

interface PackedPart {
  name: Buffer;
  method: number;
  crc: number;
  size: number;
  data: Buffer;
  claimedSize: number;
}

const chunksOf = (content: ZipPart['content']): Iterable<Buffer> =>
  typeof content === 'function' ? content() : [Buffer.from(content)];

async function pack({ name, content, stored = false, claimedSize }: ZipPart): Promise<PackedPart> {
  let [crc, size] = [0, 0];
  const out: Buffer[] = [];
  const deflater = stored ? null : createDeflateRaw();
  deflater?.on('data', (chunk: Buffer) => out.push(chunk));
  for (const chunk of chunksOf(content)) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflater) out.push(chunk);
    else if (!deflater.write(chunk)) await once(deflater, 'drain');
  }
  if (deflater) {
    deflater.end();
    await once(deflater, 'end');
  }
  const data = Buffer.concat(out);
  return { name: Buffer.from(name), method: stored ? 0 : 8, crc, size, data, claimedSize: claimedSize ?? size };
}

/** How a zip records its sizes and offsets: in its 32-bit fields, or (ZIP64, APPNOTE 4.3.14, 4.5.3) in 64-bit ones. */
export interface ZipLayout {
  /**
   * Each directory entry marks its sizes and offset 0xFFFFFFFF and keeps them in a ZIP64 extra field, after an
   * extended-timestamp field as Info-ZIP writes one; the directory is found through a ZIP64 end record. `cut` leaves
   * the ZIP64 field without the three values, as a damaged file would.
   */
  zip64?: 'whole' | 'cut';
}

const ZIP64_MARK = 0xffffffff;

/** An entry's extra fields in a ZIP64 zip: an extended timestamp (0x5455), then sizes and offset (0x0001). */
function zip64Extra(part: PackedPart, offset: number, cut: boolean): Buffer {
  const timestamp = Buffer.alloc(9);
  timestamp.writeUInt16LE(0x5455, 0);
  timestamp.writeUInt16LE(5, 2);
  timestamp.writeUInt8(1, 4);
  timestamp.writeUInt32LE(1_795_000_000, 5);
  const values = cut ? [] : [part.claimedSize, part.data.length, offset];
  const zip64 = Buffer.alloc(4 + 8 * values.length);
  zip64.writeUInt16LE(0x0001, 0);
  zip64.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, index) => zip64.writeBigUInt64LE(BigInt(value), 4 + 8 * index));
  return Buffer.concat([timestamp, zip64]);
}

/** The ZIP64 end record and its locator, which stand before the plain end record (APPNOTE 4.3.14-15). */
function zip64End(count: number, directorySize: number, directoryAt: number): Buffer {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryAt), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryAt + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator]);
}

/** A zip of the parts, in their order (APPNOTE 4.3: local headers and data, then the central directory). */
export async function zipOf(parts: ZipPart[], { zip64 }: ZipLayout = {}): Promise<Buffer> {
  const packed = await Promise.all(parts.map(pack));
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of packed) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt16LE(part.method, 8);
    header.writeUInt16LE(0x21, 12);
    header.writeUInt32LE(part.crc >>> 0, 14);
    header.writeUInt32LE(part.data.length, 18);
    header.writeUInt32LE(part.claimedSize, 22);
    header.writeUInt16LE(part.name.length, 26);
    locals.push(header, part.name, part.data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    header.copy(entry, 8, 6, 30);
    entry.writeUInt32LE(offset, 42);
    if (zip64) {
      const extra = zip64Extra(part, offset, zip64 === 'cut');
      entry.writeUInt32LE(ZIP64_MARK, 20);
      entry.writeUInt32LE(ZIP64_MARK, 24);
      entry.writeUInt16LE(extra.length, 30);
      entry.writeUInt32LE(ZIP64_MARK, 42);
      directory.push(entry, part.name, extra);
    } else directory.push(entry, part.name);
    offset += header.length + part.name.length + part.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : packed.length, 8);
  end.writeUInt16LE(zip64 ? 0xffff : packed.length, 10);
  end.writeUInt32LE(zip64 ? ZIP64_MARK : directoryBytes.length, 12);
  end.writeUInt32LE(zip64 ? ZIP64_MARK : offset, 16);
  const records = zip64 ? [zip64End(packed.length, directoryBytes.length, offset), end] : [end];
  return Buffer.concat([...locals, directoryBytes, ...records]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A worksheet of an .xlsx: its tab name and its <sheetData> rows as XML (or their chunks, for a large one). */
export interface XlsxSheet {
  name: string;
  rows: string | (() => Iterable<Buffer>);
}

/** The parts of an .xlsx as Excel lays them out; `sharedStrings` are the <si> elements' XML, or their chunks. */
export function xlsxParts(sheets: XlsxSheet[], sharedStrings?: string[] | (() => Iterable<Buffer>)): ZipPart[] {
  const worksheet = (rows: XlsxSheet['rows']) =>
    typeof rows === 'string'
      ? `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`
      : function* () {
          yield Buffer.from(`${XML}<worksheet xmlns="${MAIN}"><sheetData>`);
          yield* rows();
          yield Buffer.from('</sheetData></worksheet>');
        };
  const strings =
    sharedStrings === undefined
      ? []
      : [
          {
            name: 'xl/sharedStrings.xml',
            content: Array.isArray(sharedStrings)
              ? `${XML}<sst xmlns="${MAIN}">${sharedStrings.join('')}</sst>`
              : function* () {
                  yield Buffer.from(`${XML}<sst xmlns="${MAIN}">`);
                  yield* sharedStrings();
                  yield Buffer.from('</sst>');
                },
          },
        ];
  const relation = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${DOC_RELS}/${type}" Target="${target}"/>`;
  return [
    {
      name: '[Content_Types].xml',
      content:
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content: `${XML}<Relationships xmlns="${RELS}">${relation('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content:
        `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>` +
        sheets.map(({ name }, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        `${XML}<Relationships xmlns="${RELS}">` +
        sheets.map((_, i) => relation(`rId${i + 1}`, 'worksheet', `worksheets/sheet${i + 1}.xml`)).join('') +
        (sharedStrings === undefined ? '' : relation('rIdStrings', 'sharedStrings', 'sharedStrings.xml')) +
        '</Relationships>',
    },
    ...sheets.map(({ rows }, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, content: worksheet(rows) })),
    ...strings,
  ];
}

export const xlsxOf = (sheets: XlsxSheet[], sharedStrings?: string[] | (() => Iterable<Buffer>)) =>
  zipOf(xlsxParts(sheets, sharedStrings));

const ODS_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const ODF_NAMESPACES = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"',
  'of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"',
]
  .map((namespace) => `xmlns:${namespace}`)
  .join(' ');

/** An .ods as LibreOffice lays it out, its spreadsheet's body (the <table:table> elements) given as XML. */
export const odsOf = (tables: string, layout: ZipLayout = {}) =>
  zipOf(
    [
      { name: 'mimetype', content: ODS_TYPE, stored: true },
      {
        name: 'content.xml',
        content: `${XML}<office:document-content ${ODF_NAMESPACES} office:version="1.3"><office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`,
      },
      {
        name: 'META-INF/manifest.xml',
        content:
          `${XML}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">` +
          `<manifest:file-entry manifest:full-path="/" manifest:media-type="${ODS_TYPE}"/>` +
          '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
      },
    ],
    layout,
  );

const MB = 1024 * 1024;

/** `total` bytes of one character, a megabyte at a time. */
function* repeated(char: string, total: number): Iterable<Buffer> {
  const megabyte = Buffer.alloc(MB, char);
  for (let left = total; left > 0; left -= MB) yield left >= MB ? megabyte : megabyte.subarray(0, left);
}

const HEADER_ROW = '<row r="1"><c r="A1" t="s"><v>0</v></c></row>';

/**
 * Issue 30's first file: about 150 KB, whose one shared string is 150 MB of "A" (cell A1 shows it). `claimedSize`
 * makes its zip headers claim less for the shared strings, as in `zipBombXlsx`.
 */
export function hugeSharedStringXlsx({ claimedSize }: { claimedSize?: number } = {}) {
  const parts = xlsxParts([{ name: 'Trips', rows: HEADER_ROW }], function* () {
    yield Buffer.from('<si><t>');
    yield* repeated('A', 150 * MB);
    yield Buffer.from('</t></si>');
  });
  return zipOf(parts.map((part) => (part.name === 'xl/sharedStrings.xml' ? { ...part, claimedSize } : part)));
}

/** Issue 30's second file: rows that each reach column XFD, the last a spreadsheet has; with a value there unless `blank`. */
export function xfdRowsXlsx({ rows = 5000, blank = false } = {}) {
  const far = (n: number) => (blank ? `<c r="XFD${n}" s="1"/>` : `<c r="XFD${n}"><v>${n}</v></c>`);
  const row = (n: number) => `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>Row ${n}</t></is></c>${far(n)}</row>`;
  return xlsxOf([{ name: 'Trips', rows: Array.from({ length: rows }, (_, i) => row(i + 1)).join('') }]);
}

/** Issue 30's third file: a CSV whose header has 200,001 columns (and one row under it). */
export function wideHeaderCsv(columns = 200_001): Buffer {
  const header = Array.from({ length: columns }, (_, i) => `c${i + 1}`).join(',');
  return Buffer.from(`${header}\n${'1,'.repeat(columns - 1)}1\n`);
}

/**
 * A zip bomb: a worksheet that unpacks to 101 MB (a header row, then XML comments of 64 KB, each short enough to be
 * read) from about 100 KB. Its zip headers say so, unless `claimedSize` makes them claim less, so that only counting
 * what is inflated finds it out.
 */
export function zipBombXlsx({ claimedSize }: { claimedSize?: number } = {}) {
  const comments = Buffer.from(`<!--${' '.repeat(64 * 1024 - 7)}-->`.repeat(16));
  const parts = xlsxParts([
    {
      name: 'Trips',
      rows: function* () {
        yield Buffer.from('<row r="1"><c r="A1" t="inlineStr"><is><t>TruckNumber</t></is></c></row>');
        for (let n = 0; n < 101; n += 1) yield comments;
      },
    },
  ]);
  return zipOf(parts.map((part) => (part.name.includes('worksheets/') ? { ...part, claimedSize } : part)));
}

/** A sheet whose cell B2 holds 40,000 characters, over a spreadsheet cell's 32,767. */
export const longCellXlsx = () =>
  xlsxOf([
    {
      name: 'Trips',
      rows:
        '<row r="1"><c r="A1" t="inlineStr"><is><t>TruckNumber</t></is></c><c r="B1" t="inlineStr"><is><t>DriverName</t></is></c></row>' +
        `<row r="2"><c r="A2" t="inlineStr"><is><t>MH12AB1234</t></is></c><c r="B2" t="inlineStr"><is><t>${'x'.repeat(40_000)}</t></is></c></row>`,
    },
  ]);

/** A CSV of `rows` rows: a header, then numbered rows under it. */
export function manyRowsCsv(rows = 200_001): Buffer {
  const lines = ['TruckNumber,DONumber,localDate'];
  for (let n = 1; n < rows; n += 1) lines.push(`MH12AB1234,DO-${n},01/04/2026`);
  return Buffer.from(`${lines.join('\n')}\n`);
}
