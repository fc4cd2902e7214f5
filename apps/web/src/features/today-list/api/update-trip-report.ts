import { REPORT_MESSAGES, TRIP_ATTACHMENTS, messageResponseSchema, type TripAttachment } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessageOr, uploadForm } from '@/lib/api-client';
import { todayListQueryKey } from './get-today-list';

export interface TripReportEdit {
  tripId: string;
  transactionStatus: string;
  /** As typed: blank clears the value. */
  weight: string;
  actualWeight: string;
  short: string;
  /** The delivery recorded on the trip's lorry receipt when it is acknowledged (issue 32); blank sends none. */
  receivedBy: string;
  deliveredOn: string;
  files: Partial<Record<TripAttachment, File>>;
  /** The person confirmed an actual weight more than 10% off the loaded one: the server audits it. */
  weightDifferenceConfirmed?: boolean;
}

/** How far each chosen file has gone, 0 to 100, from the share of the whole body sent. */
export type AttachmentProgress = Partial<Record<TripAttachment, number>>;

// The files are sent one after another in the body, so the bytes sent so far tell how far each one has got.
function progressOfFiles(files: TripReportEdit['files'], percent: number): AttachmentProgress {
  const chosen = TRIP_ATTACHMENTS.flatMap((name) => {
    const file = files[name];
    return file ? [{ name, size: file.size }] : [];
  });
  const total = chosen.reduce((sum, file) => sum + file.size, 0);
  let sent = (percent / 100) * total;
  const progress: AttachmentProgress = {};
  for (const file of chosen) {
    const share = file.size === 0 ? 1 : Math.min(1, Math.max(0, sent / file.size));
    progress[file.name] = Math.round(share * 100);
    sent -= file.size;
  }
  return progress;
}

/** POST /api/reports/{TripID}: the report editor's fields and any new PDFs; Today's List sends no localDate. */
export function updateTripReport(
  edit: TripReportEdit,
  onProgress: (progress: AttachmentProgress) => void,
): Promise<{ message: string }> {
  const form = new FormData();
  form.append('id', edit.tripId);
  form.append('transactionStatus', edit.transactionStatus);
  form.append('weight', edit.weight);
  form.append('actualWeight', edit.actualWeight);
  form.append('short', edit.short);
  if (edit.weightDifferenceConfirmed) form.append('weightDifferenceConfirmed', 'true');
  if (edit.transactionStatus === 'Acknowledged') {
    if (edit.receivedBy.trim()) form.append('receivedBy', edit.receivedBy);
    if (edit.deliveredOn) form.append('deliveredOn', edit.deliveredOn);
  }
  for (const name of TRIP_ATTACHMENTS) {
    const file = edit.files[name];
    if (file) form.append(name, file, file.name);
  }
  return uploadForm(`/api/reports/${encodeURIComponent(edit.tripId)}`, form, {
    schema: messageResponseSchema,
    onProgress: (percent) => onProgress(progressOfFiles(edit.files, percent)),
    label: `Saving ${edit.tripId}`,
  });
}

/** Spec-2 section 8: the server's message, else 'Error updating the record'. */
export function updateTripReportFailure(error: Error): string {
  return serverMessageOr(error, REPORT_MESSAGES.updateFailed);
}

export function useUpdateTripReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ edit, onProgress }: { edit: TripReportEdit; onProgress: (progress: AttachmentProgress) => void }) =>
      updateTripReport(edit, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todayListQueryKey }),
  });
}
