import { IMPORT_MAX_BYTES } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { postForFile } from '@/lib/api-client';
import { importRequest, type ImportUpload } from './import-upload';

/** POST /import/{kind}/errors with the checked file: its rows with an Error column, as .xlsx. */
export async function downloadErrorReport(upload: ImportUpload): Promise<void> {
  const { path, form } = importRequest(upload, 'errorReport');
  await postForFile(path, form, `${upload.file.name.replace(/\.[^.]+$/, '')}-errors.xlsx`, {}, IMPORT_MAX_BYTES);
}

export function useDownloadErrorReport() {
  return useMutation({ mutationFn: downloadErrorReport });
}
