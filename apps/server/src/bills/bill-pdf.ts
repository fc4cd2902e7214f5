import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { billDocumentLayout1 } from './bill-pdf-layout-1.ts';
import { billDocumentLayout2 } from './bill-pdf-layout-2.ts';
import type { BillSnapshot } from './bill-snapshot.ts';

const require = createRequire(import.meta.url);

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (file: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

let printer: PdfMake | undefined;

/** pdfmake, loaded and set up on the first bill: it takes a fifth of a second to load, which start-up need not pay. */
function pdfmake(): PdfMake {
  if (printer) return printer;
  // pdfmake's server build is CommonJS with a singleton printer.
  const loaded = require('pdfmake') as PdfMake;
  const fontDir = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
  loaded.setFonts({
    Roboto: {
      normal: path.join(fontDir, 'Roboto-Regular.ttf'),
      bold: path.join(fontDir, 'Roboto-Medium.ttf'),
      italics: path.join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Bills only ever use the bundled fonts: no network, no other files.
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir));
  printer = loaded;
  return loaded;
}

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
  return pdfmake().createPdf(document(bill)).getBuffer();
}
