import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';

/** Resolves when a stream takes writes again; rejects when it is destroyed first. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      stream.off('drain', settle);
      stream.off('close', settle);
      if (stream.destroyed) reject(new Error('the download was closed'));
      else resolve();
    };
    stream.on('drain', settle);
    stream.on('close', settle);
  });
}

/**
 * A zip archive written front to back onto a stream, as an .xlsx needs: each entry deflated as it is written, its
 * CRC and sizes in a data descriptor after the data, the central directory at the end. No zip64: an entry or the
 * archive past 4 GB is refused (a spreadsheet that size would not open anyway).
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: { name: Buffer; crc: number; compressed: number; size: number; offset: number }[] = [];
  private readonly time: number;
  private readonly date: number;

  constructor(
    private readonly output: Writable,
    now = new Date(),
  ) {
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2);
    this.date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  /** A whole entry at once: the small parts of a workbook. */
  async file(name: string, content: string): Promise<void> {
    const entry = this.entry(name);
    await entry.write(content);
    await entry.end();
  }

  /** An entry written in pieces; each write resolves once the piece's output may be buffered again. */
  entry(name: string): { write(text: string): Promise<void>; end(): Promise<void> } {
    // Stryker disable next-line StringLiteral: equivalent, Node reads an empty encoding as UTF-8
    const nameBytes = Buffer.from(name, 'utf8');
    const start = this.offset;
    this.put(this.localHeader(nameBytes));
    // Stryker disable next-line ObjectLiteral: equivalent, the level changes only the size and speed of a valid stream
    const deflate = zlib.createDeflateRaw({ level: 3 });
    let crc = 0;
    let size = 0;
    let compressed = 0;
    deflate.on('data', (chunk: Buffer) => {
      compressed += chunk.length;
      if (!this.put(chunk)) {
        deflate.pause();
        this.output.once('drain', () => deflate.resume());
      }
    });
    // A reader who goes away mid-entry must not leave the writer waiting for a drain that never comes.
    const abandon = () => deflate.destroy(new Error('the download was closed'));
    this.output.once('close', abandon);
    const finished = new Promise<void>((resolve, reject) => {
      deflate.once('end', resolve);
      deflate.once('error', reject);
    });
    // Awaited in end(); a failure before then surfaces at the next write instead of as an unhandled rejection.
    finished.catch(() => undefined);
    return {
      write: async (text) => {
        if (deflate.destroyed || this.output.destroyed) throw new Error('the download was closed');
        // Stryker disable next-line StringLiteral: equivalent, Node reads an empty encoding as UTF-8
        const bytes = Buffer.from(text, 'utf8');
        crc = zlib.crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes)) await drained(deflate);
      },
      end: async () => {
        deflate.end();
        await finished;
        this.output.off('close', abandon);
        // 0xFFFFFFFF in a size field means "see the zip64 field" (APPNOTE 4.4.8), so it is past the limit too.
        // Stryker disable next-line EqualityOperator,ConditionalExpression: untested, 4 GiB of text through CRC-32 takes 40 s
        const contentPast = size >= 0xffffffff;
        if (contentPast || compressed >= 0xffffffff) throw new Error(`zip entry ${name} is past 4 GB`);
        this.put(this.descriptor(crc, compressed, size));
        this.entries.push({ name: nameBytes, crc, compressed, size, offset: start });
      },
    };
  }

  /**
   * Writes the central directory and ends the stream; resolves once the output took it all, rejects if the output went
   * away first. An archive whose directory would end past 4 GB is refused before the directory is written.
   */
  async finish(): Promise<void> {
    if (this.output.destroyed) throw new Error('the download was closed');
    const directoryStart = this.offset;
    const directorySize = this.entries.reduce((sum, entry) => sum + 46 + entry.name.length, 0);
    if (directoryStart + directorySize > 0xffffffff) throw new Error('zip archive is past 4 GB');
    for (const entry of this.entries) this.put(this.directoryHeader(entry));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directorySize, 12);
    end.writeUInt32LE(directoryStart, 16);
    this.put(end);
    this.output.end();
    await finished(this.output, { readable: false });
  }

  private put(bytes: Buffer): boolean {
    this.offset += bytes.length;
    return this.output.write(bytes);
  }

  /** Flags: bit 3, sizes follow the data; bit 11, names in UTF-8. Method 8, deflate. */
  private localHeader(name: Buffer): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0808, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(this.time, 10);
    header.writeUInt16LE(this.date, 12);
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, name]);
  }

  private descriptor(crc: number, compressed: number, size: number): Buffer {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    return descriptor;
  }

  private directoryHeader(entry: (typeof this.entries)[number]): Buffer {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0808, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(this.time, 12);
    header.writeUInt16LE(this.date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressed, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  }
}
