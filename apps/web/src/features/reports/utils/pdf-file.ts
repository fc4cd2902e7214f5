import { MAX_FILE_BYTES, REPORT_MESSAGES, attachmentTooLarge } from '@freightdesk/domain';

// The server judges a PDF by its first bytes, so a text file renamed .pdf is refused here first.
const PDF_SIGNATURE = '%PDF-';

/** Why a chosen file cannot be attached to a trip (spec-2 section 5: PDF only, at most 1 MB), or null. */
export async function attachmentProblem(file: File): Promise<string | null> {
  const start = await file.slice(0, PDF_SIGNATURE.length).text();
  if (start !== PDF_SIGNATURE) return REPORT_MESSAGES.notPdf;
  if (file.size > MAX_FILE_BYTES) return attachmentTooLarge(file.size);
  return null;
}
