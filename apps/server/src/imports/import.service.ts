import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportError,
  type ImportKind,
  type ImportPreview,
  type ImportUpdate,
  type SheetCell,
  isImportExampleRow,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import type { SessionUser } from '../http/access.ts';
import { AppError, badRequest, conflict } from '../http/app-error.ts';
import { detectFileType } from '../http/file-type.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { csvRows } from './csv-rows.ts';
import { errorReport } from './error-report.ts';
import type { CheckedRow, Decision, KindImport, RowProblem, RowValues } from './import-kind.ts';
import { yieldToOthers } from './import.repository.ts';
import { freightImport } from './freight-rows.ts';
import type { SheetRows } from './sheet-rows.ts';
import { tripImport } from './trip-rows.ts';
import { vehicleImport } from './vehicle-rows.ts';
import { vendorImport } from './vendor-rows.ts';
import { xlsxRows } from './xlsx-rows.ts';

export type ImportService = ReturnType<typeof createImportService>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const YIELD_EVERY = 100;

export interface ImportRequest {
  file: UploadedFile;
  /** Our column name -> the file's header, for a file with its own headings. */
  mapping: Record<string, string>;
  keepFileFreight: boolean;
}

/** The rows of an .xlsx or .csv file, known by its content; anything else is refused. */
function sheetRows(file: UploadedFile): SheetRows {
  const type = detectFileType(file.data, file.fileName);
  if (type === XLSX) return xlsxRows(file.data);
  if (type === 'text/csv') return csvRows(file.data);
  throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.wrongType);
}

/** Where each of our columns is in the file: by the mapping's header or our own name, in any case. */
function columnPositions(kind: ImportKind, header: readonly SheetCell[], mapping: Record<string, string>) {
  const positions = new Map(
    header.map((cell, i) => [
      String(cell ?? '')
        .trim()
        .toLowerCase(),
      i,
    ]),
  );
  return IMPORT_COLUMNS[kind].flatMap(({ name }) => {
    const at = positions.get((mapping[name] ?? name).trim().toLowerCase());
    return at === undefined ? [] : [[name, at] as const];
  });
}

function counts(decisions: readonly Decision<unknown>[]): ImportCounts {
  const count = (action: Decision<unknown>['action']) => decisions.filter((d) => d.action === action).length;
  return { create: count('create'), update: count('update'), unchanged: count('unchanged') };
}

/** Imports spreadsheets (issue 18): every row checked as its form checks it, then all rows written or none. */
export function createImportService(db: Database) {
  const importers: Record<ImportKind, (keepFileFreight: boolean) => Promise<KindImport<unknown>>> = {
    vendors: () => vendorImport(db),
    freight: () => freightImport(db),
    vehicles: () => vehicleImport(db),
    trips: (keepFileFreight: boolean) => tripImport(db, { keepFileFreight }),
  };

  /** Reads and checks the whole file, writing nothing: each row's decision and every refusal. */
  async function evaluate(kind: ImportKind, request: ImportRequest) {
    const importer = await importers[kind](request.keepFileFreight);
    const checked: CheckedRow<unknown>[] = [];
    const errors: ImportError[] = [];
    let positions: (readonly [string, number])[] | null = null;
    let rows = 0;
    try {
      for await (const { row, cells } of sheetRows(request.file)) {
        if (positions === null) {
          positions = columnPositions(kind, cells, request.mapping);
          continue;
        }
        // A blank row, and the template's example row, are no rows of data.
        if (cells.every((cell) => cell === null) || isImportExampleRow(cells)) continue;
        rows += 1;
        const values: RowValues = Object.fromEntries(positions.map(([name, at]) => [name, cells[at] ?? null]));
        const result = importer.check(values, row);
        // No kind's checked value is an array: an array is the row's refusals.
        if (Array.isArray(result)) errors.push(...(result as RowProblem[]).map((problem) => ({ row, ...problem })));
        else checked.push({ row, value: result });
        if (rows % YIELD_EVERY === 0) await yieldToOthers();
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw badRequest(IMPORT_MESSAGES.unreadable);
    }
    if (rows === 0) throw badRequest(IMPORT_MESSAGES.noRows);
    const decisions = await importer.decide(checked);
    const updates: ImportUpdate[] = [];
    const warnings: ImportError[] = [];
    for (const decision of decisions) {
      const { row } = decision;
      if (decision.action === 'refused') errors.push(...decision.problems.map((problem) => ({ row, ...problem })));
      if (decision.action === 'update') updates.push({ row, changes: decision.changes });
      if (decision.action === 'create' || decision.action === 'update') {
        for (const warning of decision.warnings ?? []) warnings.push({ row, ...warning });
      }
    }
    errors.sort((a, b) => a.row - b.row);
    const refused = new Set(errors.map((error) => error.row)).size;
    const preview: ImportPreview = { rows, ...counts(decisions), refused, errors, updates, warnings };
    return { importer, decisions, preview };
  }

  return {
    preview: async (kind: ImportKind, request: ImportRequest): Promise<ImportPreview> =>
      (await evaluate(kind, request)).preview,

    /** All rows in one transaction, or none: a file with a refused row answers the refusals and writes nothing. */
    async commit(
      actor: SessionUser,
      kind: ImportKind,
      request: ImportRequest,
    ): Promise<{ ok: true; counts: ImportCounts } | { ok: false; errors: ImportError[] }> {
      const { importer, decisions, preview } = await evaluate(kind, request);
      if (preview.refused > 0) return { ok: false, errors: preview.errors };
      const result = { create: preview.create, update: preview.update, unchanged: preview.unchanged };
      // The same file again: nothing to write, not even an audit row.
      if (result.create === 0 && result.update === 0) return { ok: true, counts: result };
      try {
        await db.transaction().execute(importer.prepare(decisions, { actor, fileName: request.file.fileName }));
      } catch (error) {
        // Someone saved the same name, route or truck between the check and the write.
        if (isUniqueViolation(error)) throw conflict('The data changed while importing: check the file again.');
        throw error;
      }
      return { ok: true, counts: result };
    },

    /** The file's rows with an Error column, from the same checks as the preview. */
    async errorReport(kind: ImportKind, request: ImportRequest) {
      const { preview } = await evaluate(kind, request);
      return errorReport(sheetRows(request.file), preview.errors);
    },
  };
}
