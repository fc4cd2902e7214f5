import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { invoicePath } from './get-invoice';

/** The name a document is saved under when the server names none: INV/2026-27/0001 as INV-2026-27-0001.pdf. */
export const documentFileName = (documentNo: string) => `${documentNo.replaceAll('/', '-')}.pdf`;

/** GET /api/invoices/{no}/pdf: the tax invoice, saved under the name the server gives it. */
export function downloadInvoicePdf(invoiceNo: string): Promise<void> {
  return downloadFile(`${invoicePath(invoiceNo)}/pdf`, documentFileName(invoiceNo));
}

/** GET /api/credit-notes/{no}/pdf */
export function downloadCreditNotePdf(creditNoteNo: string): Promise<void> {
  return downloadFile(`/api/credit-notes/${encodeURIComponent(creditNoteNo)}/pdf`, documentFileName(creditNoteNo));
}

/** A download button's work: busy while the file comes, and says why when it cannot. */
export function useDownload(download: (documentNo: string) => Promise<void>) {
  return useMutation({ mutationFn: download, onError: (error) => notifyError(error.message) });
}
