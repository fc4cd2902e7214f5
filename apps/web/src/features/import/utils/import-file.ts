/** The largest spreadsheet the server takes (issue 18). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const IMPORT_FILE_ACCEPT = '.xlsx,.csv';

export type ImportFileFormat = 'xlsx' | 'csv';

/** The file's format by its name, or null for any other kind of file. */
export function importFileFormat(fileName: string): ImportFileFormat | null {
  const extension = fileName.toLowerCase().match(/\.(xlsx|csv)$/)?.[1];
  return extension === 'xlsx' || extension === 'csv' ? extension : null;
}

/** Why a chosen file cannot be imported (its type, its size), or null; checked before anything is sent. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!importFileFormat(file.name)) return `${file.name} is not an .xlsx or .csv file. Save it as one of them first.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > IMPORT_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `${file.name} is ${megabytes} MB; a file to import may be at most 20 MB. Split it into smaller files.`;
  }
  return null;
}
