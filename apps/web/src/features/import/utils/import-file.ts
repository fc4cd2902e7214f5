import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@freightdesk/domain';

export const IMPORT_FILE_ACCEPT = '.xlsx,.csv';

export type ImportFileFormat = 'xlsx' | 'csv';

/** The file's format by its name, or null for any other kind of file. */
export function importFileFormat(fileName: string): ImportFileFormat | null {
  const extension = /\.(xlsx|csv)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'csv' ? extension : null;
}

/** Why a chosen file cannot be imported (its type, its size), or null; checked before anything is sent. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!importFileFormat(file.name)) return `${file.name}: ${IMPORT_MESSAGES.wrongType}`;
  if (file.size === 0) return `${file.name}: the file is empty.`;
  if (file.size > IMPORT_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `${file.name} (${megabytes} MB): ${IMPORT_MESSAGES.tooLarge} Split it into smaller files.`;
  }
  return null;
}
