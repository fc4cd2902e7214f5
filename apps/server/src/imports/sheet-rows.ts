import { Readable } from 'node:stream';
import type { SheetCell } from '@freightdesk/domain';

/** One row of an uploaded sheet: its row number in the file (the header is row 1) and its cells by column. */
export interface SheetRow {
  row: number;
  cells: SheetCell[];
}

/** The rows of an uploaded sheet, header first, read as a stream. */
export type SheetRows = AsyncIterable<SheetRow>;

const CHUNK_BYTES = 64 * 1024;

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
