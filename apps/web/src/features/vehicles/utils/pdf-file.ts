import { MAX_FILE_BYTES, VEHICLE_MESSAGES } from '@freightdesk/domain';

// The server judges a PDF by its first bytes too, so a text file renamed .pdf is refused here first.
const PDF_SIGNATURE = '%PDF-';

/** Why a chosen file cannot be sent as a vehicle document (not a PDF, over 1 MB), or null. */
export async function pdfFileProblem(file: File): Promise<string | null> {
  const start = await file.slice(0, PDF_SIGNATURE.length).text();
  if (start !== PDF_SIGNATURE) return VEHICLE_MESSAGES.notPdf;
  if (file.size > MAX_FILE_BYTES) return VEHICLE_MESSAGES.tooLarge;
  return null;
}
