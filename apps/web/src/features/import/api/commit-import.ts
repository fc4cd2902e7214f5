import { IMPORT_MAX_BYTES, importCountsSchema, type ImportCounts } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '@/lib/api-client';
import { importRequest, type ImportUpload } from './import-upload';

/** POST /import/{kind}: every row written in one transaction, or none (422 with the refused rows). */
export function commitImport(upload: ImportUpload): Promise<ImportCounts> {
  const { path, form } = importRequest(upload, 'commit');
  return uploadForm(path, form, {
    schema: importCountsSchema,
    onProgress: upload.onProgress,
    maxBytes: IMPORT_MAX_BYTES,
    label: `Importing ${upload.file.name}`,
  });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    // An import can add to any list (vendors, rates, vehicles, trips, the notifications' expiry dates).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
