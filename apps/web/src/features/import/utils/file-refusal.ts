import { ApiRequestError } from '@/lib/api-client';

/**
 * The message of an answer refusing the file as a whole, too large to be read (413: unpacked size, rows, or a proxy's
 * body limit; 422 SHEET_TOO_LARGE: a cell or a column past the spreadsheet bounds); null for other failures.
 */
export function fileRefusal(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.failure !== 'server') return null;
  return error.status === 413 || error.code === 'SHEET_TOO_LARGE' ? error.message : null;
}
