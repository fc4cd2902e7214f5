import type { ImportKind } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** GET /import/{kind}/template: the .xlsx with our columns, a note on each and an example row. */
export function downloadImportTemplate(kind: ImportKind): Promise<void> {
  return downloadFile(`/api/import/${kind}/template`, `${kind}-template.xlsx`);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
