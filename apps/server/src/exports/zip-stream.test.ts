/**
 * ZipStream against the ZIP specification (PKWARE APPNOTE.TXT): the archive is walked here byte by byte, each entry's
 * data inflated by Node's own zlib, and the whole opened by an independent reader (JSZip). Expected values are the
 * specification's constants and hand-worked numbers, never values asked of ZipStream.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, Transform, Writable } from 'node:stream';
import zlib, { inflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZipStream } from './zip-stream.ts';

// APPNOTE.TXT 4.3.7, 4.3.9.3, 4.3.12 and 4.3.16.
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
// 4.4.2 and 4.4.3: 2.0, the version that brought deflate and the data descriptor; made by host 0 (MS-DOS), version 2.0.
const VERSION_20 = 20;
// 4.4.4: bit 3, CRC and sizes come in a data descriptor after the data; bit 11, the name is UTF-8.
const FLAGS = (1 << 3) | (1 << 11); // 0x0808
// 4.4.5
const DEFLATED = 8;

// 4.4.6, MS-DOS time and date (local time) of 25 November 2026, 13:47:58:
//   time = hour << 11 | minute << 5 | second / 2 = 13 * 2048 + 47 * 32 + 58 / 2 = 26624 + 1504 + 29 = 28157 = 0x6DFD
//   date = (year - 1980) << 9 | month << 5 | day = 46 * 512 + 11 * 32 + 25 = 23552 + 352 + 25 = 23929 = 0x5D79
const WHEN = new Date(2026, 10, 25, 13, 47, 58);
const WHEN_TIME = 0x6dfd;
const WHEN_DATE = 0x5d79;

const MiB = 1024 * 1024;

/** A name outside ASCII: 13 characters, 16 bytes in UTF-8 (é is C3 A9, € is E2 82 AC). */
const UTF8_NAME = 'tarifs/é€.xml';
const UTF8_NAME_BYTES = Buffer.from([
  0x74, 0x61, 0x72, 0x69, 0x66, 0x73, 0x2f, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0x2e, 0x78, 0x6d, 0x6c,
]);

/**
 * The archive most tests walk: a string whose CRC-32 is known, an empty entry, and a non-ASCII name with 20 KB of
 * non-ASCII rows (enough text for zlib's levels to deflate it differently).
 */
const FILES = [
  { name: 'check.txt', content: '123456789' },
  { name: 'empty.txt', content: '' },
  {
    name: UTF8_NAME,
    content: Array.from(
      { length: 400 },
      (_, i) => `<row r="${i}"><c>₹ ${(i * 7919) % 10007} · Köln → Pune</c></row>`,
    ).join(''),
  },
];

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// --- Reading an archive by hand -------------------------------------------------------------------------------------

interface DataDescriptor {
  signature: number;
  crc: number;
  compressed: number;
  size: number;
}

interface LocalEntry {
  offset: number;
  header: {
    signature: number;
    version: number;
    flags: number;
    method: number;
    time: number;
    date: number;
    crc: number;
    compressed: number;
    size: number;
    nameLength: number;
    extraLength: number;
  };
  name: Buffer;
  data: Buffer;
  descriptor: DataDescriptor;
}

interface CentralEntry {
  header: {
    signature: number;
    madeBy: number;
    version: number;
    flags: number;
    method: number;
    time: number;
    date: number;
    crc: number;
    compressed: number;
    size: number;
    nameLength: number;
    extraLength: number;
    commentLength: number;
    disk: number;
    internalAttributes: number;
    externalAttributes: number;
    localOffset: number;
  };
  name: Buffer;
}

interface EndRecord {
  signature: number;
  disk: number;
  directoryDisk: number;
  entriesOnDisk: number;
  entries: number;
  directorySize: number;
  directoryOffset: number;
  commentLength: number;
}

/** The end of central directory record (4.3.16) at `at`. */
function readEnd(zip: Buffer, at: number): EndRecord {
  return {
    signature: zip.readUInt32LE(at),
    disk: zip.readUInt16LE(at + 4),
    directoryDisk: zip.readUInt16LE(at + 6),
    entriesOnDisk: zip.readUInt16LE(at + 8),
    entries: zip.readUInt16LE(at + 10),
    directorySize: zip.readUInt32LE(at + 12),
    directoryOffset: zip.readUInt32LE(at + 16),
    commentLength: zip.readUInt16LE(at + 20),
  };
}

/** The central directory file header (4.3.12) at `at`, and where the next one starts. */
function readCentral(zip: Buffer, at: number): CentralEntry & { next: number } {
  const header = {
    signature: zip.readUInt32LE(at),
    madeBy: zip.readUInt16LE(at + 4),
    version: zip.readUInt16LE(at + 6),
    flags: zip.readUInt16LE(at + 8),
    method: zip.readUInt16LE(at + 10),
    time: zip.readUInt16LE(at + 12),
    date: zip.readUInt16LE(at + 14),
    crc: zip.readUInt32LE(at + 16),
    compressed: zip.readUInt32LE(at + 20),
    size: zip.readUInt32LE(at + 24),
    nameLength: zip.readUInt16LE(at + 28),
    extraLength: zip.readUInt16LE(at + 30),
    commentLength: zip.readUInt16LE(at + 32),
    disk: zip.readUInt16LE(at + 34),
    internalAttributes: zip.readUInt16LE(at + 36),
    externalAttributes: zip.readUInt32LE(at + 38),
    localOffset: zip.readUInt32LE(at + 42),
  };
  const name = zip.subarray(at + 46, at + 46 + header.nameLength);
  return { header, name, next: at + 46 + header.nameLength + header.extraLength + header.commentLength };
}

/**
 * The local file header (4.3.7) at `at`, the `compressed` bytes of data after it and the data descriptor (4.3.9) after
 * those, and where the next entry starts. With flag bit 3 the local header's sizes are zero: the length of the data is
 * the central directory's.
 */
function readLocal(zip: Buffer, at: number, compressed: number): LocalEntry & { next: number } {
  const header = {
    signature: zip.readUInt32LE(at),
    version: zip.readUInt16LE(at + 4),
    flags: zip.readUInt16LE(at + 6),
    method: zip.readUInt16LE(at + 8),
    time: zip.readUInt16LE(at + 10),
    date: zip.readUInt16LE(at + 12),
    crc: zip.readUInt32LE(at + 14),
    compressed: zip.readUInt32LE(at + 18),
    size: zip.readUInt32LE(at + 22),
    nameLength: zip.readUInt16LE(at + 26),
    extraLength: zip.readUInt16LE(at + 28),
  };
  const dataStart = at + 30 + header.nameLength + header.extraLength;
  const descriptorStart = dataStart + compressed;
  return {
    offset: at,
    header,
    name: zip.subarray(at + 30, at + 30 + header.nameLength),
    data: zip.subarray(dataStart, descriptorStart),
    descriptor: {
      signature: zip.readUInt32LE(descriptorStart),
      crc: zip.readUInt32LE(descriptorStart + 4),
      compressed: zip.readUInt32LE(descriptorStart + 8),
      size: zip.readUInt32LE(descriptorStart + 12),
    },
    next: descriptorStart + 16,
  };
}

interface Walked {
  end: EndRecord;
  directory: CentralEntry[];
  /** Where the last central directory header stopped. */
  directoryEnd: number;
  locals: LocalEntry[];
  /** Where the last data descriptor stopped. */
  localsEnd: number;
}

/**
 * The whole archive: the end record in the last 22 bytes (no archive comment), the central directory it points at,
 * then the local entries front to back from byte 0, each one starting where the previous data descriptor stopped.
 */
function walk(zip: Buffer): Walked {
  const end = readEnd(zip, zip.length - 22);
  const directory: CentralEntry[] = [];
  let at = end.directoryOffset;
  for (let i = 0; i < end.entries; i += 1) {
    const { next, ...central } = readCentral(zip, at);
    directory.push(central);
    at = next;
  }
  const directoryEnd = at;
  const locals: LocalEntry[] = [];
  at = 0;
  for (const central of directory) {
    const { next, ...local } = readLocal(zip, at, central.header.compressed);
    locals.push(local);
    at = next;
  }
  return { end, directory, directoryEnd, locals, localsEnd: at };
}

/** Each entry's content as JSZip reads it, CRC-32 checked, by name in the order of the archive. */
async function jszipContents(zip: Buffer): Promise<[string, string][]> {
  const archive = await JSZip.loadAsync(zip, { checkCRC32: true, createFolders: false });
  return Promise.all(
    Object.values(archive.files).map(async (file): Promise<[string, string]> => [
      file.name,
      await file.async('string'),
    ]),
  );
}

// --- Outputs --------------------------------------------------------------------------------------------------------

/**
 * An output that keeps what it is given. `acknowledge` decides when each write is called back (at once unless told);
 * mostWaiting() is the most bytes ever written to it and not yet called back.
 */
function recordingOutput({ highWaterMark = 16 * 1024, acknowledge = (done: () => void) => done() } = {}) {
  const chunks: Buffer[] = [];
  let mostWaiting = 0;
  const output = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      mostWaiting = Math.max(mostWaiting, this.writableLength);
      acknowledge(() => callback());
    },
  });
  return { output, bytes: () => Buffer.concat(chunks), mostWaiting: () => mostWaiting };
}

/** Acknowledgements held back, like a reader who stopped reading, until open() lets them all through. */
function gate() {
  let held: (() => void)[] | undefined = [];
  return {
    acknowledge: (done: () => void) => (held ? held.push(done) : done()),
    open() {
      const waiting = held ?? [];
      held = undefined;
      for (const done of waiting) done();
    },
  };
}

/** An output that keeps only how many bytes it was given and the last 256 of them: room for a 4 GiB archive. */
function tailOutput() {
  let written = 0;
  let tail = Buffer.alloc(0);
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      tail = Buffer.concat([tail, chunk.subarray(-256)]).subarray(-256);
      callback();
    },
  });
  return { output, written: () => written, tail: () => tail };
}

/** The archive of `files`, each written whole, dated WHEN. */
async function archiveOf(files: { name: string; content: string }[]): Promise<Buffer> {
  const { output, bytes } = recordingOutput();
  const zip = new ZipStream(output, WHEN);
  for (const file of files) await zip.file(file.name, file.content);
  await zip.finish();
  return bytes();
}

/** Text that deflate cannot shrink much (base64 of random bytes), so its deflated data spans many 16 KiB chunks. */
function incompressibleText(bytes: number): string {
  return randomBytes((bytes * 3) / 4).toString('base64');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Whether `promise` has settled within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  const watched = promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await Promise.race([watched, sleep(ms)]);
  return settled;
}

// --- The tests ------------------------------------------------------------------------------------------------------

describe('ZipStream, an archive walked byte by byte', () => {
  let zip: Buffer;
  let walked: Walked;
  beforeAll(async () => {
    zip = await archiveOf(FILES);
    walked = walk(zip);
  });

  it('starts each entry with a local file header: 0x04034b50, version 20, flags 0x0808, method 8, DOS time 0x6DFD and date 0x5D79, CRC and sizes 0, no extra field, then the name', () => {
    expect(walked.locals.map((local) => ({ ...local.header, name: local.name.toString('utf8') }))).toEqual(
      FILES.map((file) => ({
        signature: LOCAL_HEADER,
        version: VERSION_20,
        flags: FLAGS,
        method: DEFLATED,
        time: WHEN_TIME,
        date: WHEN_DATE,
        crc: 0,
        compressed: 0,
        size: 0,
        nameLength: Buffer.byteLength(file.name),
        extraLength: 0,
        name: file.name,
      })),
    );
  });

  it('stores each entry as raw deflate data that inflateRawSync turns back into its content', () => {
    expect(walked.locals.map((local) => inflateRawSync(local.data).toString('utf8'))).toEqual(
      FILES.map((file) => file.content),
    );
  });

  it('deflates at zlib level 3: each entry data equals deflateRawSync(content, { level: 3 })', () => {
    expect(walked.locals.map((local) => local.data.toString('hex'))).toEqual(
      FILES.map((file) => zlib.deflateRawSync(Buffer.from(file.content, 'utf8'), { level: 3 }).toString('hex')),
    );
  });

  it('follows each entry data with a data descriptor: 0x08074b50, the CRC-32 of the content, the length of the data and the length of the content', () => {
    expect(walked.locals.map((local) => local.descriptor)).toEqual(
      FILES.map((file, i) => ({
        signature: DATA_DESCRIPTOR,
        crc: zlib.crc32(Buffer.from(file.content, 'utf8')),
        compressed: walked.locals[i]?.data.length,
        size: Buffer.byteLength(file.content),
      })),
    );
  });

  it('records CRC-32 0xCBF43926 and size 9 for "123456789", and CRC 0, size 0 and the two-byte empty final block 03 00 for the empty entry', () => {
    const [check, empty] = walked.locals;
    expect(check?.descriptor).toMatchObject({ crc: 0xcbf43926, size: 9 });
    // 3.2.6 of RFC 1951: BFINAL 1, BTYPE 01 (fixed Huffman), end-of-block code 0000000, padded: bytes 03 00.
    expect(empty?.descriptor).toEqual({ signature: DATA_DESCRIPTOR, crc: 0, compressed: 2, size: 0 });
    expect(empty?.data).toEqual(Buffer.from([0x03, 0x00]));
  });

  it('writes a non-ASCII name as its 16 UTF-8 bytes in the local header and the central directory', () => {
    const local = walked.locals[2];
    const central = walked.directory[2];
    expect(local?.name).toEqual(UTF8_NAME_BYTES);
    expect(local?.header.nameLength).toBe(16);
    expect(central?.name).toEqual(UTF8_NAME_BYTES);
    expect(central?.header.nameLength).toBe(16);
  });

  it('places the entries end to end from byte 0 (30-byte header, name, data, 16-byte descriptor), the central directory right after them and the end record in the last 22 bytes', () => {
    const starts: number[] = [];
    let next = 0;
    for (const local of walked.locals) {
      starts.push(next);
      next += 30 + local.name.length + local.data.length + 16;
    }
    expect(walked.directory.map((central) => central.header.localOffset)).toEqual(starts);
    expect(walked.end.directoryOffset).toBe(next);
    expect(walked.end.directoryOffset + walked.end.directorySize).toBe(zip.length - 22);
  });

  it('writes a central directory header per entry, in order: 0x02014b50, made by and needed 20, flags 0x0808, method 8, the time and date, the descriptor CRC and sizes, the name, no extra field or comment, disk 0, attributes 0, and the offset of the entry local header', () => {
    expect(walked.directory.map((central) => ({ ...central.header, name: central.name.toString('utf8') }))).toEqual(
      walked.locals.map((local) => ({
        signature: CENTRAL_HEADER,
        madeBy: VERSION_20,
        version: VERSION_20,
        flags: FLAGS,
        method: DEFLATED,
        time: WHEN_TIME,
        date: WHEN_DATE,
        crc: local.descriptor.crc,
        compressed: local.descriptor.compressed,
        size: local.descriptor.size,
        nameLength: local.name.length,
        extraLength: 0,
        commentLength: 0,
        disk: 0,
        internalAttributes: 0,
        externalAttributes: 0,
        localOffset: local.offset,
        name: local.name.toString('utf8'),
      })),
    );
  });

  it('ends with an end of central directory record: 0x06054b50, disks 0, 3 entries on the disk and in all, the directory size and offset, no comment', () => {
    expect(walked.end).toEqual({
      signature: END_OF_DIRECTORY,
      disk: 0,
      directoryDisk: 0,
      entriesOnDisk: 3,
      entries: 3,
      directorySize: walked.directoryEnd - walked.end.directoryOffset,
      directoryOffset: walked.localsEnd,
      commentLength: 0,
    });
    // Three central headers of 46 bytes plus the names: 9 + 9 + 16 bytes.
    expect(walked.end.directorySize).toBe(3 * 46 + 9 + 9 + 16);
  });

  it('opens in JSZip with every name and content, CRC-32 checked', async () => {
    expect(await jszipContents(zip)).toEqual(FILES.map((file) => [file.name, file.content]));
  });
});

describe('ZipStream, MS-DOS time and date (APPNOTE 4.4.6)', () => {
  it.each([
    // 0 << 11 | 0 << 5 | 1 / 2 rounded down = 0; (1980 - 1980) << 9 | 1 << 5 | 1 = 32 + 1 = 0x0021
    {
      label: '1 January 1980 00:00:01',
      hex: '0x0000 and 0x0021',
      when: new Date(1980, 0, 1, 0, 0, 1),
      time: 0x0000,
      date: 0x0021,
    },
    // 23 << 11 | 59 << 5 | 59 / 2 rounded down = 47104 + 1888 + 29 = 49021 = 0xBF7D;
    // (2107 - 1980) << 9 | 12 << 5 | 31 = 65024 + 384 + 31 = 65439 = 0xFF9F
    {
      label: '31 December 2107 23:59:59',
      hex: '0xBF7D and 0xFF9F',
      when: new Date(2107, 11, 31, 23, 59, 59),
      time: 0xbf7d,
      date: 0xff9f,
    },
  ])(
    'dates the headers of $label (local time) with DOS time and date $hex, the odd second rounded down',
    async (example) => {
      const { output, bytes } = recordingOutput();
      const zip = new ZipStream(output, example.when);
      await zip.file('a.txt', 'a');
      await zip.finish();
      const walked = walk(bytes());
      expect([walked.locals[0]?.header.time, walked.locals[0]?.header.date]).toEqual([example.time, example.date]);
      expect([walked.directory[0]?.header.time, walked.directory[0]?.header.date]).toEqual([
        example.time,
        example.date,
      ]);
    },
  );

  it('dates the local header with the clock when no date is given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WHEN);
    const { output, bytes } = recordingOutput();
    const zip = new ZipStream(output);
    await zip.file('a.txt', 'a');
    await zip.finish();
    const local = walk(bytes()).locals[0];
    expect([local?.header.time, local?.header.date]).toEqual([WHEN_TIME, WHEN_DATE]);
  });
});

describe('ZipStream, an entry written in pieces', () => {
  it('adds up the size and CRC-32 of 64 pieces (1 MiB with multi-byte characters) into the descriptor and the directory, with data that inflates to the whole', async () => {
    const pieces = Array.from({ length: 64 }, () => `${incompressibleText(16 * 1024 - 4)}₹\n`);
    const whole = Buffer.from(pieces.join(''), 'utf8');
    const { output, bytes } = recordingOutput();
    const zip = new ZipStream(output, WHEN);
    const entry = zip.entry('sheet.xml');
    for (const piece of pieces) await entry.write(piece);
    await entry.end();
    await zip.finish();

    const { locals, directory } = walk(bytes());
    expect(whole.length).toBe(MiB); // 64 * (16 KiB - 4 + 3 bytes of ₹ + 1 of \n)
    expect(locals[0]?.descriptor).toEqual({
      signature: DATA_DESCRIPTOR,
      crc: zlib.crc32(whole),
      compressed: locals[0]?.data.length,
      size: MiB,
    });
    expect(locals[0]?.data.length).toBeGreaterThan(16 * 1024); // many chunks of deflate output, added up too
    expect(directory[0]?.header).toMatchObject({
      crc: zlib.crc32(whole),
      compressed: locals[0]?.data.length,
      size: MiB,
    });
    expect(inflateRawSync(locals[0]?.data ?? Buffer.alloc(0)).equals(whole)).toBe(true);
  });
});

describe('ZipStream, a slow reader', () => {
  it('with a 1 KiB output that calls back 1 ms later: waits for its drains, never lets 64 KiB pile up in it, and writes the whole archive in order', async () => {
    const files = [
      { name: 'one.xml', content: incompressibleText(256 * 1024) },
      { name: 'two.xml', content: incompressibleText(256 * 1024) },
    ];
    const { output, bytes, mostWaiting } = recordingOutput({
      highWaterMark: 1024,
      acknowledge: (done) => setTimeout(done, 1),
    });
    let drains = 0;
    output.on('drain', () => (drains += 1));
    const zip = new ZipStream(output, WHEN);
    for (const file of files) await zip.file(file.name, file.content);
    await zip.finish();

    expect(drains).toBeGreaterThan(10);
    expect(mostWaiting()).toBeLessThan(64 * 1024);
    const archive = bytes();
    expect(walk(archive).locals.map((local) => inflateRawSync(local.data).toString('utf8'))).toEqual(
      files.map((file) => file.content),
    );
    expect(await jszipContents(archive)).toEqual(files.map((file) => [file.name, file.content]));
  });

  it('keeps entry.write() pending while the output holds its writes back, and resolves it and completes the archive once they go through', async () => {
    const content = incompressibleText(MiB);
    const held = gate();
    const { output, bytes } = recordingOutput({ highWaterMark: 1024, acknowledge: held.acknowledge });
    const zip = new ZipStream(output, WHEN);
    const entry = zip.entry('big.xml');
    const writing = entry.write(content);

    expect(await settlesWithin(writing, 500)).toBe(false);
    held.open();
    await writing;
    await entry.end();
    await zip.finish();
    expect(await jszipContents(bytes())).toEqual([['big.xml', content]]);
  });
});

describe('ZipStream, the listeners it adds', () => {
  it('leaves no drain or close listener on the deflate stream after a write that waited for it to drain', async () => {
    const createDeflateRaw = vi.spyOn(zlib, 'createDeflateRaw');
    const zip = new ZipStream(recordingOutput().output, WHEN);
    const entry = zip.entry('big.xml');
    const deflate = createDeflateRaw.mock.results[0]?.value as zlib.DeflateRaw;
    const listeners = () => [deflate.listenerCount('drain'), deflate.listenerCount('close')];
    const before = listeners();

    await entry.write(incompressibleText(MiB)); // 1 MiB is past the deflate stream's 16 KiB: the write waits for drain
    expect(listeners()).toEqual(before);
  });

  it('leaves no close listener on the output once each entry has ended', async () => {
    const { output } = recordingOutput();
    const before = output.listenerCount('close');
    const zip = new ZipStream(output, WHEN);
    for (const file of FILES) await zip.file(file.name, file.content);
    expect(output.listenerCount('close')).toBe(before);
  });
});

describe('ZipStream, a download closed midway', () => {
  it('rejects the pending entry.write(), then entry.end() and a further entry.write(), with "the download was closed" when the output is destroyed mid-entry', async () => {
    const { output } = recordingOutput({ highWaterMark: 1024, acknowledge: gate().acknowledge });
    const zip = new ZipStream(output, WHEN);
    const entry = zip.entry('big.xml');
    const writing = entry.write(incompressibleText(MiB));
    output.destroy();

    const closed = new Error('the download was closed');
    await expect(writing).rejects.toThrow(closed);
    await expect(entry.end()).rejects.toThrow(closed);
    await expect(entry.write('more')).rejects.toThrow(closed);
  });

  it('rejects entry.write() with "the download was closed" when the output was destroyed in the same tick, before its close event', async () => {
    const { output } = recordingOutput();
    const entry = new ZipStream(output, WHEN).entry('a.xml');
    output.destroy();

    await expect(entry.write('a')).rejects.toThrow(new Error('the download was closed'));
  });

  it('rejects entry.write() with "the download was closed" a turn after the output emitted close, even when the output does not report itself destroyed', async () => {
    const { output } = recordingOutput();
    const entry = new ZipStream(output, WHEN).entry('a.xml');
    output.emit('close'); // as an output that is not a Node stream of today may, with destroyed still false
    await new Promise((resolve) => setImmediate(resolve)); // the entry's deflate stream has closed too by now

    expect(output.destroyed).toBe(false);
    await expect(entry.write('a')).rejects.toThrow(new Error('the download was closed'));
  });

  it('rejects finish() when the output was destroyed after the last entry, instead of waiting for ever', async () => {
    const { output } = recordingOutput();
    const zip = new ZipStream(output, WHEN);
    await zip.file('a.txt', 'a');
    output.destroy();
    const finishing = zip.finish();
    expect(await settlesWithin(finishing, 500)).toBe(true);
    await expect(finishing).rejects.toThrow(new Error('the download was closed'));
  });

  it('resolves finish() once a PassThrough (as the Excel downloads use) took the whole archive, before anyone reads it', async () => {
    const output = new PassThrough();
    const zip = new ZipStream(output, WHEN);
    await zip.file('a.txt', 'a');
    const finishing = zip.finish();
    expect(await settlesWithin(finishing, 500)).toBe(true);
    await finishing;
    const archive = Buffer.concat((await output.toArray()) as Buffer[]);
    expect(await jszipContents(archive)).toEqual([['a.txt', 'a']]);
  });

  it('leaves no unhandled rejection behind when the output closes under an entry that is never ended', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const { output } = recordingOutput();
      const entry = new ZipStream(output, WHEN).entry('a.xml');
      await entry.write('a');
      output.destroy();
      await once(output, 'close');
      await sleep(10);
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });
});

describe('ZipStream, the 4 GB limit of a zip without zip64', () => {
  /** 16 MiB of zeros, sent again and again as the stand-in deflate stream's output. */
  const BLOCK = Buffer.alloc(16 * MiB);

  /**
   * Stands in for zlib's deflate stream: swallows the content and, when ended, sends `length` bytes of "deflated data"
   * as views of BLOCK. ZipStream counts what comes out of the stream, so this reaches 4 GiB without 4 GiB of memory.
   */
  function deflateSending(length: number): zlib.DeflateRaw {
    const stream = new Transform({
      transform(_chunk, _encoding, callback) {
        callback();
      },
      flush(callback) {
        for (let sent = 0; sent < length; sent += BLOCK.length) {
          this.push(BLOCK.subarray(0, Math.min(BLOCK.length, length - sent)));
        }
        callback();
      },
    });
    return stream as unknown as zlib.DeflateRaw;
  }

  /** A one-entry archive named "x" whose data is `data` bytes long: 31 + data + 16 + 47 bytes up to the end record. */
  function oneEntryArchive(data: number) {
    vi.spyOn(zlib, 'createDeflateRaw').mockImplementation(() => deflateSending(data));
    const sink = tailOutput();
    const zip = new ZipStream(sink.output, WHEN);
    const finishing = (async () => {
      await zip.file('x', 'x');
      await zip.finish();
    })();
    return { sink, finishing };
  }

  it('refuses to end an entry whose deflated data is 4 GiB (0x100000000 bytes), with "zip entry huge.bin is past 4 GB"', async () => {
    vi.spyOn(zlib, 'createDeflateRaw').mockImplementation(() => deflateSending(2 ** 32));
    const zip = new ZipStream(tailOutput().output, WHEN);
    const entry = zip.entry('huge.bin');
    await entry.write('a');
    await expect(entry.end()).rejects.toThrow(new Error('zip entry huge.bin is past 4 GB'));
  });

  it('refuses to end an entry whose deflated data is 0xFFFFFFFF bytes: that size means zip64 (APPNOTE 4.4.8)', async () => {
    vi.spyOn(zlib, 'createDeflateRaw').mockImplementation(() => deflateSending(0xffffffff));
    const zip = new ZipStream(tailOutput().output, WHEN);
    const entry = zip.entry('huge.bin');
    await entry.write('a');
    await expect(entry.end()).rejects.toThrow(new Error('zip entry huge.bin is past 4 GB'));
  });

  it('accepts an archive whose central directory ends at byte 0xFFFFFFFF: the end record puts the 47-byte directory at 0xFFFFFFD0', async () => {
    const { sink, finishing } = oneEntryArchive(0xffffffff - (31 + 16 + 47));
    await finishing;
    expect(sink.written()).toBe(0xffffffff + 22);
    const tail = sink.tail();
    expect(readEnd(tail, tail.length - 22)).toEqual({
      signature: END_OF_DIRECTORY,
      disk: 0,
      directoryDisk: 0,
      entriesOnDisk: 1,
      entries: 1,
      directorySize: 47,
      directoryOffset: 0xffffffd0,
      commentLength: 0,
    });
    expect(readCentral(tail, tail.length - 22 - 47).header).toMatchObject({
      compressed: 0xffffffa1,
      size: 1,
      localOffset: 0,
    });
  });

  it('refuses with "zip archive is past 4 GB" an archive whose central directory would end a byte later, at 0x100000000, and writes neither the directory nor the end record', async () => {
    const { sink, finishing } = oneEntryArchive(0x100000000 - (31 + 16 + 47));
    await expect(finishing).rejects.toThrow(new Error('zip archive is past 4 GB'));
    // The entry alone: 31 + data + 16 bytes, the 47-byte directory header not written.
    expect(sink.written()).toBe(0x100000000 - 47);
    expect(sink.output.writableEnded).toBe(false);
  });
});
