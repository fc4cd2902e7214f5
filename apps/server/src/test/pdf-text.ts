import { PDFParse } from 'pdf-parse';

/** The text of a PDF, as a reader's copy-paste would give it. */
export async function pdfText(data: Buffer): Promise<string> {
  return (await new PDFParse({ data }).getText()).text;
}
