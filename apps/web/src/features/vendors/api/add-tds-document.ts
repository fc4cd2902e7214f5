import { MAX_FILE_BYTES, tdsDocumentSchema, type TdsDocumentRecord } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '@/lib/api-client';
import { tdsDocumentsPath, tdsDocumentsQueryKey } from './get-tds-documents';
import { vendorsQueryKey } from './get-vendors';

export interface TdsDocumentUpload {
  vendorName: string;
  /** The form's fields as typed: `kind` and that kind's own. */
  fields: Record<string, string>;
  file: File;
}

/** POST /api/vendors/{name}/tds-documents (multipart): a declaration or certificate with its signed PDF. */
export function addTdsDocument({ vendorName, fields, file }: TdsDocumentUpload): Promise<TdsDocumentRecord> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return uploadForm(tdsDocumentsPath(vendorName), form, {
    schema: tdsDocumentSchema,
    label: `Uploading ${file.name}`,
    maxBytes: MAX_FILE_BYTES,
  });
}

/** The vendor's rate the law asks follows its documents, so the vendor list is fetched again too. */
export function useAddTdsDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTdsDocument,
    onSettled: (_answer, _error, { vendorName }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tdsDocumentsQueryKey(vendorName) }),
        queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
      ]),
  });
}
