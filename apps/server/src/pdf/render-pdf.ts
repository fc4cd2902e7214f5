import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (file: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

let printer: PdfMake | undefined;

/** pdfmake, loaded and set up on the first PDF: it takes a fifth of a second to load, which start-up need not pay. */
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
  // Our PDFs only ever use the bundled fonts: no network, no other files.
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir));
  printer = loaded;
  return loaded;
}

/** A PDF (bill, payment advice, ledger) from its document definition. */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake().createPdf(document).getBuffer();
}
