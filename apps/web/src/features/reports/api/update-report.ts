import { TRIP_ATTACHMENTS, messageResponseSchema, type ReportEdit, type TripAttachment } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '@/lib/api-client';
import { reportsQueryKey } from './get-reports';

export type AttachmentFiles = Partial<Record<TripAttachment, File>>;
export type AttachmentProgress = Partial<Record<TripAttachment, number>>;

export interface ReportUpdate {
  tripId: string;
  edit: ReportEdit;
  files: AttachmentFiles;
  onProgress: (progress: AttachmentProgress) => void;
}

/**
 * Each file's share of one multipart body, from the body's overall progress: the files go in order, so the first
 * file is done once its bytes are sent. The few bytes of the text fields are left out of the sum.
 */
export function progressByFile(files: AttachmentFiles, percent: number): AttachmentProgress {
  const attached = TRIP_ATTACHMENTS.flatMap((name) => {
    const file = files[name];
    return file ? [{ name, size: file.size }] : [];
  });
  const total = attached.reduce((sum, file) => sum + file.size, 0);
  const sent = (percent / 100) * total;
  const progress: AttachmentProgress = {};
  let start = 0;
  for (const { name, size } of attached) {
    const share = size === 0 ? Number(percent >= 100) : (sent - start) / size;
    progress[name] = Math.round(Math.min(Math.max(share, 0), 1) * 100);
    start += size;
  }
  return progress;
}

/** A figure of the editor as a form field: left out keeps the stored value, blank clears it. */
function appendFigure(form: FormData, name: string, value: number | null | undefined) {
  if (value !== undefined) form.append(name, value === null ? '' : String(value));
}

/** POST /api/reports/{id}, multipart: the editor's fields and any new PDFs (spec-2 section 7). */
export function updateReport({ tripId, edit, files, onProgress }: ReportUpdate): Promise<{ message: string }> {
  const form = new FormData();
  form.append('id', tripId);
  if (edit.localDate) form.append('localDate', edit.localDate);
  form.append('transactionStatus', edit.transactionStatus);
  appendFigure(form, 'weight', edit.weight);
  appendFigure(form, 'actualWeight', edit.actualWeight);
  appendFigure(form, 'short', edit.short);
  for (const name of TRIP_ATTACHMENTS) {
    const file = files[name];
    if (file) form.append(name, file, file.name);
  }
  return uploadForm(`/api/reports/${encodeURIComponent(tripId)}`, form, {
    schema: messageResponseSchema,
    onProgress: (percent) => onProgress(progressByFile(files, percent)),
    label: `Saving ${tripId}`,
  });
}

/** Saving reloads the list before it settles, so the row leaves edit mode showing the saved values. */
export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
