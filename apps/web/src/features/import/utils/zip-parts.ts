/**
 * The parts of a zip (an .xlsx or an .ods), read in the browser from as little of the file as it takes: the zip's
 * directory, then each part inflated only until the caller has what it needs.
 */

export interface ZipEntry {
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
// A header row, the rows above it, or the strings they use, never need more of a part than this.
const MAX_PART_CHARS = 4 * 1024 * 1024;

async function bytesOf(file: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await file.slice(start, end).arrayBuffer());
}

/** The files inside the zip, from its central directory; null when it is not a zip. */
export async function zipEntries(file: Blob): Promise<ZipEntry[] | null> {
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

/**
 * Reads a part of the zip as text, a piece at a time, until `enough` says so (or it ends, or 4 million characters
 * are read); the rest is not inflated.
 */
export async function readPart(file: Blob, entry: ZipEntry, enough: (text: string) => boolean): Promise<string> {
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

export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
