import { IMPORT_MAX_BYTES, importPreviewSchema, type ImportPreview } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '@/lib/api-client';
import { importRequest, type ImportUpload } from './import-upload';

/** POST /import/{kind}?dryRun=true: what importing the file would do, row by row, with nothing written. */
export function previewImport(upload: ImportUpload): Promise<ImportPreview> {
  const { path, form } = importRequest(upload, 'preview');
  return uploadForm(path, form, {
    schema: importPreviewSchema,
    onProgress: upload.onProgress,
    maxBytes: IMPORT_MAX_BYTES,
    label: `Checking ${upload.file.name}`,
  });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
