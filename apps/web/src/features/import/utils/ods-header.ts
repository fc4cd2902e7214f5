/**
 * The header of an .ods file, read in the browser from as little of it as it takes: content.xml, which holds every
 * sheet in tab order, inflated only until a sheet's first 20 rows hold the header.
 */
import { IMPORT_LIMITS } from '@freightdesk/domain';
import { HEADER_ROWS, headerOfSheet, headerOfSheets } from './header-row';
import { readPart, unescapeXml, zipEntries } from './zip-parts';

/** How many times the element repeats itself: blank cells and rows to the sheet's edge are one element repeated. */
function repeats(attributes: string, name: 'columns' | 'rows'): number {
  return Number(new RegExp(`\\stable:number-${name}-repeated="(\\d+)"`).exec(attributes)?.[1] ?? 1);
}

/** A paragraph's text: its spaces (text:s), tabs and line breaks kept, its spans' text joined. */
function paragraphText(xml: string): string {
  return unescapeXml(
    xml
      .replace(/<text:s\b([^>]*?)\/>/g, (_, attributes: string) =>
        ' '.repeat(Number(/\stext:c="(\d+)"/.exec(attributes)?.[1] ?? 1)),
      )
      .replace(/<text:tab\b[^>]*?\/>/g, '\t')
      .replace(/<text:line-break\b[^>]*?\/>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  );
}

/** A cell's text as the sheet shows it: its paragraphs, one a line, without the comment attached to it. */
function cellText(xml: string): string {
  const shown = xml.replace(/<office:annotation\b[\s\S]*?<\/office:annotation>/g, '');
  return [...shown.matchAll(/<text:[ph]\b[^>]*?(?:\/>|>([\s\S]*?)<\/text:[ph]>)/g)]
    .map((paragraph) => paragraphText(paragraph[1] ?? ''))
    .join('\n');
}

/** A row's cells up to column 100, trailing blanks left out; a merged cell's covered part is blank. */
function rowTexts(xml: string): string[] {
  const texts: string[] = [];
  const cells =
    /<table:(?:table-cell|covered-table-cell)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:(?:table-cell|covered-table-cell)>)/g;
  for (const cell of xml.matchAll(cells)) {
    const attributes = cell[1] ?? '';
    const stringValue = /\soffice:string-value="([^"]*)"/.exec(attributes)?.[1];
    const text = stringValue === undefined ? cellText(cell[2] ?? '') : unescapeXml(stringValue);
    const count = Math.min(repeats(attributes, 'columns'), IMPORT_LIMITS.columns - texts.length);
    for (let copy = 0; copy < count; copy += 1) texts.push(text);
    if (texts.length === IMPORT_LIMITS.columns) break;
  }
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
  return texts;
}

/** The first 20 rows of a sheet, from its table's content (as much of it as was read): complete rows only. */
function tableRows(xml: string): string[][] {
  const rows: string[][] = [];
  const rowStart = /<table:table-row\b([^>]*?)(\/?)>/g;
  for (let start = rowStart.exec(xml); start && rows.length < HEADER_ROWS; start = rowStart.exec(xml)) {
    let texts: string[] = [];
    if (start[2] !== '/') {
      const end = xml.indexOf('</table:table-row>', rowStart.lastIndex);
      if (end < 0) break;
      texts = rowTexts(xml.slice(rowStart.lastIndex, end));
      rowStart.lastIndex = end;
    }
    const count = Math.min(repeats(start[1] ?? '', 'rows'), HEADER_ROWS - rows.length);
    for (let copy = 0; copy < count; copy += 1) rows.push(texts);
  }
  return rows;
}

export interface OdsSheets {
  /** The first 20 rows of each sheet, in tab order, as far as content.xml was read. */
  sheets: string[][][];
  /** Whether the spreadsheet's end was read. */
  complete: boolean;
}

/** The first rows of each sheet of content.xml; a sheet's rows past the 20th are skipped over, not parsed. */
export function odsSheets(xml: string): OdsSheets {
  const sheets: string[][][] = [];
  const tableStart = /<table:table[\s>]/g;
  for (let start = tableStart.exec(xml); start; start = tableStart.exec(xml)) {
    const end = xml.indexOf('</table:table>', tableStart.lastIndex);
    sheets.push(tableRows(xml.slice(tableStart.lastIndex, end < 0 ? xml.length : end)));
    if (end < 0) break;
    tableStart.lastIndex = end;
  }
  return { sheets, complete: xml.includes('</office:spreadsheet>') };
}

/**
 * The column names of an .ods file's header, as the server finds it: the first row, among the first 20 of the first
 * sheet that has one, holding two of the headings; else the first sheet's first non-blank row. Null when the file is
 * not an OpenDocument spreadsheet.
 */
export async function readOdsHeader(file: Blob, headings: readonly string[]): Promise<string[] | null> {
  try {
    const content = (await zipEntries(file))?.find((entry) => entry.name === 'content.xml');
    if (!content) return null;
    const found = (xml: string) => {
      const { sheets, complete } = odsSheets(xml);
      return complete || sheets.some((rows) => headerOfSheet(rows, headings));
    };
    return headerOfSheets(odsSheets(await readPart(file, content, found)).sheets, headings);
  } catch {
    return null;
  }
}
