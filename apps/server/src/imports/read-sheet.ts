import { IMPORT_MESSAGES } from '@freightdesk/domain';
import { AppError } from '../http/app-error.ts';
import { csvRows, isUtf16 } from './csv-rows.ts';
import { isOds, odsRows } from './ods-rows.ts';
import { type SheetReadCount, type SheetRows, newReadCount, refusal, zipEntries } from './sheet-rows.ts';
import { xlsxRows } from './xlsx-rows.ts';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const TEXT_NAMES = /\.(csv|txt|tsv)$/i;

const unsupported = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

type Reader = (data: Buffer, count: SheetReadCount) => SheetRows;

/**
 * The reader for a file, known by its bytes: a zip holding xl/workbook.xml is .xlsx, one whose mimetype says so is
 * .ods; a file named .csv, .txt or .tsv is CSV when it has no NUL byte (UTF-16 with a byte order mark has its own).
 */
function readerFor({ data, fileName }: { data: Buffer; fileName: string }): Reader {
  if (data.subarray(0, 4).equals(ZIP)) {
    const entries = zipEntries(data);
    if (!entries) throw refusal.unreadable();
    if (entries.has('xl/workbook.xml')) return xlsxRows;
    if (isOds(data, entries)) return odsRows;
    throw unsupported(IMPORT_MESSAGES.wrongType);
  }
  if (data.subarray(0, 8).equals(OLE2)) throw unsupported(IMPORT_MESSAGES.oldExcelFile);
  if (TEXT_NAMES.test(fileName) && (isUtf16(data) || !data.includes(0))) return csvRows;
  throw unsupported(IMPORT_MESSAGES.wrongType);
}

/**
 * The rows of an uploaded spreadsheet (.xlsx, .ods or CSV), sheet by sheet in tab order, read as a stream within the
 * bounds of IMPORT_LIMITS. `count` tells how much was read; every refusal is an AppError thrown while iterating: 415
 * for a file that is not a spreadsheet, 413 or 422 past a bound, 400 for a broken one.
 */
export async function* readSheet(
  file: { data: Buffer; fileName: string },
  count: SheetReadCount = newReadCount(),
): SheetRows {
  const reader = readerFor(file);
  // A CSV's rows are counted first, without keeping them (a 200,000-row file: 0.3 s): one past the bound is refused
  // before its rows are checked, where checking them first took 7 s and held every row's refusal.
  if (reader === csvRows) {
    for await (const _ of csvRows(file.data, count));
    Object.assign(count, newReadCount(count.bounds));
  }
  yield* reader(file.data, count);
}
