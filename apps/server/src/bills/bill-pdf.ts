import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../pdf/render-pdf.ts';
import { billDocumentLayout1 } from './bill-pdf-layout-1.ts';
import { billDocumentLayout2 } from './bill-pdf-layout-2.ts';
import type { BillSnapshot } from './bill-snapshot.ts';

/** The layout new bills and new revisions are printed in; each revision stores the layout it was issued in. */
export const CURRENT_BILL_LAYOUT = 2;

const LAYOUTS: Record<number, (bill: BillSnapshot) => TDocumentDefinitions> = {
  1: billDocumentLayout1,
  2: billDocumentLayout2,
};

/** The PDF of a revision, in the layout it was issued in: the same bytes every time. */
export function renderBillPdf(bill: BillSnapshot, layout: number): Promise<Buffer> {
  const document = LAYOUTS[layout];
  if (!document) throw new Error(`Unknown bill layout ${layout}`);
  return renderPdf(document(bill));
}
