import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@freightdesk/domain';
import { readCsvHeader } from './csv-header';
import { readOdsHeader } from './ods-header';
import { readXlsxHeader } from './xlsx-header';

export const IMPORT_FILE_ACCEPT = '.xlsx,.ods,.csv,.txt,.tsv';

export const IMPORT_FILE_DESCRIPTION = '.xlsx, .ods or .csv, at most 20 MB';

export type ImportFileFormat = 'xlsx' | 'ods' | 'csv';

/** The file's format by its name (text saved as .txt or .tsv is CSV to the server), or null for other kinds of file. */
export function importFileFormat(fileName: string): ImportFileFormat | null {
  const extension = /\.(xlsx|ods|csv|txt|tsv)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || extension === 'ods') return extension;
  return extension === undefined ? null : 'csv';
}

/** Why a chosen file cannot be imported (its type, its size), or null; checked before anything is sent. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (/\.xls$/i.test(file.name)) return `${file.name}: ${IMPORT_MESSAGES.oldExcelFile}`;
  if (!importFileFormat(file.name)) return `${file.name}: ${IMPORT_MESSAGES.wrongType}`;
  if (file.size === 0) return `${file.name}: the file is empty.`;
  if (file.size > IMPORT_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `${file.name} (${megabytes} MB): ${IMPORT_MESSAGES.tooLarge} Split it into smaller files.`;
  }
  return null;
}

/**
 * The column names of the file's header row, found as the server finds it by the headings looked for; null when they
 * cannot be read here (the file is then read by our own column names).
 */
export function readImportHeader(file: File, headings: readonly string[]): Promise<string[] | null> {
  const format = importFileFormat(file.name);
  switch (format) {
    case 'csv':
      return readCsvHeader(file, headings);
    case 'xlsx':
      return readXlsxHeader(file, headings);
    case 'ods':
      return readOdsHeader(file, headings);
    case null:
      return Promise.resolve(null);
  }
}
