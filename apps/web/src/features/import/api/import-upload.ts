import type { ImportKind } from '@freightdesk/domain';

/** One file to preview or import, as the dry run and the commit both send it. */
export interface ImportUpload {
  kind: ImportKind;
  file: File;
  /** Our columns read from columns of other names in the file; null to read the file by our names. */
  mapping: Record<string, string> | null;
  /** Trips only: a past trip keeps the Freight its row gives. */
  keepFileFreight: boolean;
  /** A row repeating an earlier row's key is skipped, and listed, rather than refused. */
  skipDuplicates: boolean;
  /** The share of the file sent so far, 0 to 100. */
  onProgress: (percent: number) => void;
}

/** What is asked of the file: a preview (dry run), the import itself, or the preview's error report. */
export type ImportAction = 'preview' | 'commit' | 'errorReport';

const ACTION_PATHS: Record<ImportAction, { suffix: string; dryRun: boolean }> = {
  preview: { suffix: '', dryRun: true },
  commit: { suffix: '', dryRun: false },
  errorReport: { suffix: '/errors', dryRun: true },
};

/** The address and form of an import call: the mapping comes before the file, which the server reads as a stream. */
export function importRequest(upload: ImportUpload, action: ImportAction): { path: string; form: FormData } {
  const { suffix, dryRun } = ACTION_PATHS[action];
  const query = new URLSearchParams({ dryRun: String(dryRun), skipDuplicates: String(upload.skipDuplicates) });
  if (upload.kind === 'trips') query.set('keepFileFreight', String(upload.keepFileFreight));
  const form = new FormData();
  if (upload.mapping) form.append('mapping', JSON.stringify(upload.mapping));
  form.append('file', upload.file, upload.file.name);
  return { path: `/api/import/${upload.kind}${suffix}?${query.toString()}`, form };
}
