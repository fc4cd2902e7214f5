import type { ImportCounts, ImportPreview } from '@freightdesk/domain';

/** What an import did, as its result says it; repeated rows skipped are named only when there were some. */
export function countsText({ create, update, unchanged, skipped }: ImportCounts): string {
  const done = `${create} created, ${update} updated, ${unchanged} unchanged`;
  return skipped > 0 ? `${done}, ${skipped} skipped as repeated` : done;
}

/** The rows the preview skips as repeats of earlier rows, each counted once. */
export function skippedRows(preview: Pick<ImportPreview, 'skipped'>): number {
  return new Set(preview.skipped.map(({ row }) => row)).size;
}

/** The rows importing the file writes or finds unchanged: all but the skipped ones. */
export function rowsToImport(preview: Pick<ImportPreview, 'rows' | 'skipped'>): number {
  return preview.rows - skippedRows(preview);
}
