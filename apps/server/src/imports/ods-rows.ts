import { IMPORT_LIMITS, type SheetCell } from '@freightdesk/domain';
import {
  type ReadRow,
  RowCells,
  STORED,
  type SheetReadCount,
  type SheetRows,
  type ZipEntry,
  cellName,
  checkDeclaredSizes,
  countRows,
  entryBytes,
  handOn,
  newReadCount,
  parseXml,
  partText,
  refusal,
  textCell,
  xmlParser,
  zipEntries,
} from './sheet-rows.ts';

export const ODS_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';

/** An OpenDocument spreadsheet: its `mimetype` entry, stored, holds the type (ODF 1.2 part 3, section 3.3). */
export function isOds(data: Buffer, entries: Map<string, ZipEntry>): boolean {
  const mimetype = entries.get('mimetype');
  if (!mimetype || mimetype.method !== STORED || mimetype.size !== ODS_TYPE.length) return false;
  return entryBytes(data, mimetype).toString('latin1') === ODS_TYPE;
}

/** How many times a row or cell stands (table:number-rows-repeated, table:number-columns-repeated). */
// Stryker disable next-line StringLiteral: equivalent, an absent count read from '' is NaN, which `|| 1` makes 1 as '1' is
const timesOf = (value: string | undefined) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** A cell as it is read: where it starts, how many columns it stands for, and its value or the text of its paragraphs. */
interface OdsCell {
  depth: number;
  column: number;
  times: number;
  /** Where the value is: in the cell's attributes, in its paragraphs, or nowhere (a formula saved without it). */
  source: 'attributes' | 'paragraphs' | 'uncached';
  value: SheetCell;
  text: string;
  paragraphs: number;
}

const IN_PARAGRAPHS = { source: 'paragraphs', value: null } as const;
const fromAttributes = (value: SheetCell) => ({ source: 'attributes', value }) as const;

/** A cell's value from its attributes (ODF 1.2 part 1, 19.385): numbers, dates as YYYY-MM-DD, booleans as TRUE/FALSE. */
function valueOf(attributes: Record<string, string>): Pick<OdsCell, 'source' | 'value'> {
  // A formula's error is saved with calcext:value-type="error"; its paragraph shows the error (#DIV/0!).
  if (attributes['calcext:value-type'] === 'error') return IN_PARAGRAPHS;
  switch (attributes['office:value-type']) {
    case 'float':
    case 'percentage':
    case 'currency': {
      const number = Number(attributes['office:value']);
      return Number.isFinite(number) ? fromAttributes(number) : IN_PARAGRAPHS;
    }
    case 'date':
      return fromAttributes(textCell((attributes['office:date-value'] ?? '').slice(0, 10)));
    case 'boolean':
      return fromAttributes(attributes['office:boolean-value'] === 'true' ? 'TRUE' : 'FALSE');
    case 'string': {
      const text = attributes['office:string-value'];
      return text === undefined ? IN_PARAGRAPHS : fromAttributes(textCell(text));
    }
    case undefined:
      return attributes['table:formula'] === undefined ? IN_PARAGRAPHS : { source: 'uncached', value: null };
    default:
      return IN_PARAGRAPHS;
  }
}

/**
 * Every sheet's rows of an .ods file, table by table, from content.xml streamed with the bounds of IMPORT_LIMITS.
 * Repeated blank rows and cells (LibreOffice writes a sheet's unused end as a million of them) are counted past,
 * never built; a repeated row with values is handed on once per row.
 */
export async function* odsRows(data: Buffer, count: SheetReadCount = newReadCount()): SheetRows {
  const entries = zipEntries(data);
  if (!entries) throw refusal.unreadable();
  checkDeclaredSizes(entries, count);
  const content = entries.get('content.xml');
  if (!content) throw refusal.unreadable();

  const ready: ReadRow[] = [];
  let depth = 0;
  let sheet = 0;
  let tableDepth: number | null = null;
  let rowNo = 1;
  let row: { depth: number; cells: RowCells; times: number } | null = null;
  let column = 0;
  let cell: OdsCell | null = null;
  let paragraphDepth: number | null = null;
  // Drawings over a sheet (table:shapes): a text box there may hold a table of its own, which is no part of the sheet.
  let shapesDepth: number | null = null;
  const name = () => cellName(cell?.column ?? column, rowNo);
  const addText = (text: string) => {
    if (!cell) return;
    if (cell.text.length + text.length > IMPORT_LIMITS.cellChars) throw refusal.cellTooLong(name());
    cell.text += text;
  };

  const parser = xmlParser();
  parser.on('opentag', ({ name: tag, attributes }) => {
    depth += 1;
    if (shapesDepth !== null) return;
    if (cell) {
      if (paragraphDepth === null) {
        if ((tag === 'text:p' || tag === 'text:h') && depth === cell.depth + 1 && cell.source === 'paragraphs') {
          if (cell.paragraphs > 0) addText('\n');
          cell.paragraphs += 1;
          paragraphDepth = depth;
        }
        return;
      }
      if (tag === 'text:s') {
        const spaces = timesOf(attributes['text:c']);
        if (cell.text.length + spaces > IMPORT_LIMITS.cellChars) throw refusal.cellTooLong(name());
        addText(' '.repeat(spaces));
      } else if (tag === 'text:tab') addText('\t');
      else if (tag === 'text:line-break') addText('\n');
      return;
    }
    if (tag === 'table:shapes') shapesDepth = depth;
    else if (tag === 'table:table' && tableDepth === null) {
      [sheet, tableDepth, rowNo] = [sheet + 1, depth, 1];
    } else if (tag === 'table:table-row' && tableDepth !== null && !row) {
      row = { depth, cells: new RowCells(rowNo), times: timesOf(attributes['table:number-rows-repeated']) };
      column = 0;
    } else if ((tag === 'table:table-cell' || tag === 'table:covered-table-cell') && row) {
      const times = timesOf(attributes['table:number-columns-repeated']);
      cell = { depth, column, times, ...valueOf(attributes), text: '', paragraphs: 0 };
      if (typeof cell.value === 'string' && cell.value.length > IMPORT_LIMITS.cellChars) {
        throw refusal.cellTooLong(name());
      }
    }
  });
  parser.on('closetag', ({ name: tag }) => {
    if (shapesDepth !== null) {
      if (depth === shapesDepth) shapesDepth = null;
    } else if (cell && paragraphDepth === depth) paragraphDepth = null;
    else if (cell && depth === cell.depth) {
      const { column: at, times, source, value } = cell;
      if (source === 'uncached') row?.cells.setUncached(at, times);
      else row?.cells.set(at, source === 'paragraphs' ? textCell(cell.text) : value, times);
      column += times;
      cell = null;
    } else if (row && depth === row.depth) {
      const read = row.cells.done(sheet);
      if (read) {
        countRows(count, row.times);
        ready.push({ row: read, times: row.times });
      }
      rowNo += row.times;
      row = null;
    } else if (tag === 'table:table' && depth === tableDepth) tableDepth = null;
    depth -= 1;
  });
  const onText = (text: string) => {
    if (paragraphDepth !== null) addText(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  const longRun = () => (cell ? refusal.cellTooLong(name()) : refusal.textTooLong());
  for await (const _ of parseXml(partText(data, content, count), parser, longRun)) yield* handOn(ready);
  yield* handOn(ready);
}
