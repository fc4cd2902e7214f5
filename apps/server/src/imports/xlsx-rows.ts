import { IMPORT_LIMITS, type SheetCell } from '@freightdesk/domain';
import {
  type ReadRow,
  RowCells,
  type SheetReadCount,
  type SheetRows,
  type ZipEntry,
  cellName,
  checkDeclaredSizes,
  countRows,
  handOn,
  localName,
  newReadCount,
  parseXml,
  partText,
  refusal,
  textCell,
  xmlParser,
  zipEntries,
} from './sheet-rows.ts';

/** A shared string over IMPORT_LIMITS.cellChars: not kept, refused with its cell's name when a cell uses it. */
const TOO_LONG = Symbol('too long');
type SharedString = string | typeof TOO_LONG;

interface Relation {
  type: string;
  path: string;
}

/** A workbook relation's target as a zip path: relative to xl/, or from the root when it starts with '/'. */
function partPath(target: string): string {
  const path: string[] = [];
  for (const step of (target.startsWith('/') ? target : `xl/${target}`).split('/')) {
    if (step === '..') path.pop();
    else if (step !== '.' && step !== '') path.push(step);
  }
  return path.join('/');
}

/** The attributes of each element of one name in a small part (the workbook, its relations). */
async function tagsOf(data: Buffer, entry: ZipEntry, count: SheetReadCount, name: string) {
  const tags: Record<string, string>[] = [];
  const parser = xmlParser();
  parser.on('opentag', (tag) => {
    if (localName(tag.name) === name) tags.push(tag.attributes);
  });
  for await (const _ of parseXml(partText(data, entry, count), parser, refusal.unreadable));
  return tags;
}

/** Excel writes a character XML cannot hold as _xHHHH_ (ECMA-376 part 1, 22.9.2.19), an underscore as _x005F_. */
const unescapeText = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;

/** The shared strings' text by index: the <t> of each <si>, rich runs joined, phonetic guides (<rPh>) left out. */
async function sharedStrings(data: Buffer, entry: ZipEntry, count: SheetReadCount): Promise<SharedString[]> {
  const strings: SharedString[] = [];
  let text = '';
  let tooLong = false;
  let inText = false;
  let phonetic = 0;
  const parser = xmlParser();
  parser.on('opentag', ({ name }) => {
    const local = localName(name);
    if (local === 'si') [text, tooLong] = ['', false];
    else if (local === 'rPh') phonetic += 1;
    else if (local === 't') inText = phonetic === 0;
  });
  parser.on('closetag', ({ name }) => {
    const local = localName(name);
    if (local === 'si') strings.push(tooLong ? TOO_LONG : unescapeText(text));
    else if (local === 'rPh') phonetic -= 1;
    else if (local === 't') inText = false;
  });
  const onText = (part: string) => {
    if (!inText || tooLong) return;
    tooLong = text.length + part.length > IMPORT_LIMITS.cellChars;
    text = tooLong ? '' : text + part;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  for await (const _ of parseXml(partText(data, entry, count), parser, refusal.textTooLong));
  return strings;
}

/** A cell as it is read: its column, type, whether it holds a formula, and its <v> (or inline string) text. */
interface XlsxCell {
  column: number;
  type: string;
  formula: boolean;
  /** Null until a <v> or <is> is met: a formula without one was saved without its value. */
  text: string | null;
}

/** The column of a cell reference ("AB12" is 27), or -1 when it names none. */
function columnOf(ref: string): number {
  let column = 0;
  for (let at = 0; at < ref.length; at += 1) {
    const letter = ref.charCodeAt(at) | 0x20;
    if (letter < 0x61 || letter > 0x7a) break;
    column = column * 26 + letter - 0x60;
  }
  return column - 1;
}

/** A cell's value by its type (ECMA-376 part 1, 18.18.11); dates are Excel serial numbers, as styles are not read. */
function cellValue(cell: XlsxCell, text: string, strings: readonly SharedString[], name: () => string): SheetCell {
  switch (cell.type) {
    case 's': {
      if (text.trim() === '') return null;
      const shared = strings[Number(text)];
      if (shared === undefined) throw refusal.unreadable();
      if (shared === TOO_LONG) throw refusal.cellTooLong(name());
      return textCell(shared);
    }
    case 'str':
    case 'inlineStr':
      return textCell(unescapeText(text));
    case 'b':
      return ['1', 'true'].includes(text.trim()) ? 'TRUE' : 'FALSE';
    case 'd':
      return textCell(/^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text);
    case 'e':
      return textCell(text);
    default: {
      if (text.trim() === '') return null;
      const number = Number(text);
      return Number.isFinite(number) ? number : textCell(text);
    }
  }
}

/** One worksheet's rows, streamed from its part: cells by their reference, blank rows and far-right blanks skipped. */
async function* worksheetRows(
  data: Buffer,
  entry: ZipEntry,
  sheet: number,
  strings: readonly SharedString[],
  count: SheetReadCount,
): SheetRows {
  const ready: ReadRow[] = [];
  let row: RowCells | null = null;
  let rowNo = 0;
  let nextColumn = 0;
  let cell: XlsxCell | null = null;
  let capture = false;
  let inlineString = false;
  let phonetic = 0;
  const name = () => cellName(cell?.column ?? 0, rowNo);
  const parser = xmlParser();
  parser.on('opentag', ({ name: tag, attributes }) => {
    switch (localName(tag)) {
      case 'row':
        rowNo = Number.parseInt(attributes.r ?? '', 10) || rowNo + 1;
        row = new RowCells(rowNo);
        nextColumn = 0;
        break;
      case 'c': {
        if (!row) break;
        const column = columnOf(attributes.r ?? '');
        cell = { column: column < 0 ? nextColumn : column, type: attributes.t ?? 'n', formula: false, text: null };
        nextColumn = cell.column + 1;
        break;
      }
      case 'f':
        if (cell) cell.formula = true;
        break;
      case 'v':
        if (!cell) break;
        cell.text ??= '';
        capture = true;
        break;
      case 'is':
        if (!cell) break;
        cell.text ??= '';
        inlineString = true;
        break;
      case 'rPh':
        phonetic += 1;
        break;
      case 't':
        capture = inlineString && phonetic === 0;
        break;
    }
  });
  parser.on('closetag', ({ name: tag }) => {
    switch (localName(tag)) {
      case 'v':
      case 't':
        capture = false;
        break;
      case 'is':
        inlineString = false;
        break;
      case 'rPh':
        phonetic -= 1;
        break;
      case 'c':
        if (!row || !cell) break;
        // A formula's empty <v/> is a value only for a text result (t="str"): openpyxl writes one for "no value".
        if (cell.formula && (cell.text === null || (cell.text === '' && cell.type !== 'str')))
          row.setUncached(cell.column);
        else if (cell.text !== null) row.set(cell.column, cellValue(cell, cell.text, strings, name));
        cell = null;
        break;
      case 'row': {
        const read = row?.done(sheet);
        if (read) {
          countRows(count);
          ready.push({ row: read, times: 1 });
        }
        row = null;
        break;
      }
    }
  });
  const onText = (part: string) => {
    if (!capture || !cell || cell.text === null) return;
    if (cell.text.length + part.length > IMPORT_LIMITS.cellChars) throw refusal.cellTooLong(name());
    cell.text += part;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  const longRun = () => (cell ? refusal.cellTooLong(name()) : refusal.textTooLong());
  for await (const _ of parseXml(partText(data, entry, count), parser, longRun)) yield* handOn(ready);
  yield* handOn(ready);
}

/**
 * Every worksheet's rows of an .xlsx file, in the workbook's tab order, each part inflated and parsed as a stream with
 * the bounds of IMPORT_LIMITS: the shared strings first (kept, as cells refer to them by index), then each sheet.
 */
export async function* xlsxRows(data: Buffer, count: SheetReadCount = newReadCount()): SheetRows {
  const entries = zipEntries(data);
  if (!entries) throw refusal.unreadable();
  checkDeclaredSizes(entries, count);
  const part = (path: string) => {
    const entry = entries.get(path.toLowerCase());
    if (!entry) throw refusal.unreadable();
    return entry;
  };
  const relations = new Map<string, Relation>();
  for (const { Id, Type, Target, TargetMode } of await tagsOf(
    data,
    part('xl/_rels/workbook.xml.rels'),
    count,
    'Relationship',
  )) {
    if (Id && Type && Target && TargetMode !== 'External') relations.set(Id, { type: Type, path: partPath(Target) });
  }
  const tabs = await tagsOf(data, part('xl/workbook.xml'), count, 'sheet');
  const stringsPath = [...relations.values()].find(({ type }) => type.endsWith('/sharedStrings'))?.path;
  const stringsEntry = entries.get((stringsPath ?? 'xl/sharedStrings.xml').toLowerCase());
  // A workbook of numbers only may have no shared strings at all.
  const strings = stringsEntry ? await sharedStrings(data, stringsEntry, count) : [];
  for (const [index, tab] of tabs.entries()) {
    const id = Object.entries(tab).find(([key]) => key.includes(':') && localName(key) === 'id')?.[1];
    const relation = id === undefined ? undefined : relations.get(id);
    if (!relation) throw refusal.unreadable();
    // A chart sheet or a macro sheet holds no rows; its tab still counts in the order.
    if (relation.type.endsWith('/worksheet'))
      yield* worksheetRows(data, part(relation.path), index + 1, strings, count);
  }
}
