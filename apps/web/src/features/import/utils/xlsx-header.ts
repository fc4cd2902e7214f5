/**
 * The header of an .xlsx file, read in the browser from as little of the file as it takes: the workbook's list of
 * sheets, then the first 20 rows of each sheet in tab order until one holds the header, and the shared strings they use.
 */
import { IMPORT_LIMITS } from '@freightdesk/domain';
import { HEADER_ROWS, headerOfSheet, headerOfSheets } from './header-row';
import { readPart, unescapeXml, zipEntries, type ZipEntry } from './zip-parts';

/** The text of a string item or an inline string: its runs joined, without the phonetic guides. */
function itemText(xml: string): string {
  const runs = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g);
  return unescapeXml([...runs].map((run) => run[1] ?? '').join(''));
}

/** The shared strings, in order, from the shared strings part (as much of it as was read). */
export function sharedStrings(xml: string): string[] {
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((item) => itemText(item[1] ?? ''));
}

/** A cell of a row: its column (0 for A) and its value, or the index of its shared string. */
export type HeaderCell = { column: number; text: string } | { column: number; shared: number };

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? '';
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The cells of a row's content, up to column 100 (CV), past which the server reads no header. */
function rowCells(xml: string): HeaderCell[] {
  const cells: HeaderCell[] = [];
  let next = 0;
  for (const cell of xml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attributes = cell[1] ?? '';
    const content = cell[2] ?? '';
    const reference = /\sr="([A-Z]+\d+)"/.exec(attributes)?.[1];
    const column = reference ? columnIndex(reference) : next;
    next = column + 1;
    if (column >= IMPORT_LIMITS.columns) continue;
    const type = /\st="(\w+)"/.exec(attributes)?.[1];
    const value = /<v>([\s\S]*?)<\/v>/.exec(content)?.[1];
    if (type === 's' && value !== undefined) cells.push({ column, shared: Number(value) });
    else if (type === 'inlineStr') cells.push({ column, text: itemText(content) });
    else if (value !== undefined) cells.push({ column, text: unescapeXml(value) });
  }
  return cells;
}

export interface WorksheetRows {
  /** Rows 1 to 20 by number, row 1 first; a row the part leaves out has no cells. */
  rows: HeaderCell[][];
  /** Whether reading more of the part cannot change them: the sheet ended, or a row past the 20th began. */
  complete: boolean;
}

/** The first 20 rows of a worksheet part, from as much of it as was read. */
export function worksheetRows(xml: string): WorksheetRows {
  const rows: HeaderCell[][] = [];
  const rowStart = /<row\b([^>]*?)(\/?)>/g;
  let number = 0;
  for (let start = rowStart.exec(xml); start; start = rowStart.exec(xml)) {
    const reference = /\sr="(\d+)"/.exec(start[1] ?? '')?.[1];
    number = reference ? Number(reference) : number + 1;
    if (number > HEADER_ROWS) return { rows, complete: true };
    let content = '';
    if (start[2] !== '/') {
      const end = xml.indexOf('</row>', rowStart.lastIndex);
      if (end < 0) return { rows, complete: false };
      content = xml.slice(rowStart.lastIndex, end);
      rowStart.lastIndex = end;
    }
    while (rows.length < number - 1) rows.push([]);
    rows.push(rowCells(content));
  }
  return { rows, complete: /<sheetData\s*\/>|<\/sheetData>/.test(xml) };
}

/** The zip paths of the worksheets in the workbook's tab order (relations' targets are relative to xl/). */
export function sheetPaths(workbook: string, relations: string): string[] {
  const targets = new Map<string, string>();
  for (const [tag] of relations.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\sId="([^"]*)"/.exec(tag)?.[1];
    const target = /\sTarget="([^"]*)"/.exec(tag)?.[1];
    if (id !== undefined && target !== undefined) targets.set(id, unescapeXml(target));
  }
  return [...workbook.matchAll(/<sheet\b[^>]*>/g)].flatMap(([tag]) => {
    const target = targets.get(/\s(?:\w+:)?id="([^"]*)"/.exec(tag)?.[1] ?? '');
    if (target === undefined) return [];
    return [target.startsWith('/') ? target.slice(1) : `xl/${target}`];
  });
}

/**
 * The column names of an .xlsx file's header, as the server finds it: the first row, among the first 20 of the first
 * sheet that has one, holding two of the headings; else the first sheet's first non-blank row. Null when the file is
 * not a workbook.
 */
export async function readXlsxHeader(file: Blob, headings: readonly string[]): Promise<string[] | null> {
  try {
    const entries = await zipEntries(file);
    if (!entries) return null;
    const entry = (name: string) => entries.find((candidate) => candidate.name === name);
    const wholePart = async (name: string) => {
      const part = entry(name);
      return part ? readPart(file, part, () => false) : '';
    };
    const inTabOrder = sheetPaths(await wholePart('xl/workbook.xml'), await wholePart('xl/_rels/workbook.xml.rels'));
    const sheets = (
      inTabOrder.length > 0
        ? inTabOrder.map(entry)
        : entries.filter((candidate) => /^xl\/worksheets\/[^/]+\.xml$/.test(candidate.name))
    ).filter((sheet): sheet is ZipEntry => sheet !== undefined);
    if (sheets.length === 0) return null;

    const stringsPart = entry('xl/sharedStrings.xml');
    let strings: string[] = [];
    const sheetsRead: string[][][] = [];
    for (const sheet of sheets) {
      const { rows } = worksheetRows(await readPart(file, sheet, (text) => worksheetRows(text).complete));
      const wanted = Math.max(-1, ...rows.flat().map((cell) => ('shared' in cell ? cell.shared : -1)));
      if (wanted >= strings.length && stringsPart) {
        strings = sharedStrings(await readPart(file, stringsPart, (text) => sharedStrings(text).length > wanted));
      }
      const names = rows.map((cells) => {
        const row: string[] = [];
        for (const cell of cells) row[cell.column] = ('shared' in cell ? strings[cell.shared] : cell.text) ?? '';
        return Array.from(row, (name) => name ?? '');
      });
      sheetsRead.push(names);
      if (headerOfSheet(names, headings)) break;
    }
    return headerOfSheets(sheetsRead, headings);
  } catch {
    return null;
  }
}
