import {
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportError,
  type ImportKind,
  type ImportPreview,
  type ImportUpdate,
  isImportExampleRow,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import type { SessionUser } from '../http/access.ts';
import { AppError, badRequest, conflict } from '../http/app-error.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { customerRateImport } from './customer-rate-rows.ts';
import { customerImport } from './customer-rows.ts';
import { errorReport } from './error-report.ts';
import { freightImport } from './freight-rows.ts';
import { giveWay } from './give-way.ts';
import type { CheckedRow, KindImport, RowProblem, RowValues } from './import-kind.ts';
import { lockImports } from './import.repository.ts';
import { readSheet } from './read-sheet.ts';
import { type ColumnPositions, columnPositions, rowsFromHeader } from './sheet-header.ts';
import { tripImport } from './trip-rows.ts';
import { vehicleImport } from './vehicle-rows.ts';
import { vendorImport } from './vendor-rows.ts';

export type ImportService = ReturnType<typeof createImportService>;

export interface ImportRequest {
  file: UploadedFile;
  /** Our column name -> the file's header, for a file with its own headings. */
  mapping: Record<string, string>;
  keepFileFreight: boolean;
  /** Rows repeating an earlier row's key are skipped, and listed, rather than refused. */
  skipDuplicates: boolean;
}

/** The file's rows checked alone: the rows that passed, each refusal, and the repeats skipped. */
interface ReadRows<T> {
  importer: KindImport<T>;
  rows: number;
  checked: CheckedRow<T>[];
  errors: ImportError[];
  skipped: ImportError[];
}

const asErrors = (row: number, problems: readonly RowProblem[]): ImportError[] =>
  problems.map(({ column, message }) => ({ row, column, message }));

/**
 * Imports spreadsheets (issue 18): every row checked as its form checks it, then all rows written or none, through
 * `importDb` (DatabaseHandle: a connection of its own on SQLite, so other requests keep their speed meanwhile).
 */
export function createImportService(db: Database, importDb: Database) {
  const importers: Record<
    ImportKind,
    (keepFileFreight: boolean) => Promise<KindImport<unknown>> | KindImport<unknown>
  > = {
    vendors: () => vendorImport(db),
    freight: () => freightImport(),
    vehicles: () => vehicleImport(),
    trips: (keepFileFreight: boolean) => tripImport(db, { keepFileFreight }),
    customers: () => customerImport(db),
    'customer-rates': () => customerRateImport(db),
  };

  /** Reads the file under its header and checks each row alone (the form's rules, the master data, the file's repeats). */
  async function readRows(kind: ImportKind, request: ImportRequest): Promise<ReadRows<unknown>> {
    const importer = await importers[kind](request.keepFileFreight);
    const read: ReadRows<unknown> = { importer, rows: 0, checked: [], errors: [], skipped: [] };
    let positions: ColumnPositions | null = null;
    try {
      for await (const { row, cells, uncached } of rowsFromHeader(readSheet(request.file), kind, request.mapping)) {
        if (positions === null) {
          positions = columnPositions(kind, cells, request.mapping);
          continue;
        }
        // A blank row, and the template's example row, are no rows of data.
        if (cells.every((cell) => cell === null) || isImportExampleRow(cells)) continue;
        read.rows += 1;
        const values: RowValues = Object.fromEntries(positions.map(([name, at]) => [name, cells[at] ?? null]));
        const formulas = new Set(positions.filter(([, at]) => uncached?.includes(at)).map(([name]) => name));
        const result = importer.check(values, row, formulas);
        // No kind's checked value is an array: an array is the row's refusals.
        if (!Array.isArray(result)) read.checked.push({ row, value: result });
        else if (request.skipDuplicates && result.every((problem: RowProblem) => problem.duplicateOf !== undefined))
          read.skipped.push(...asErrors(row, result));
        else read.errors.push(...asErrors(row, result));
        await giveWay();
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw badRequest(IMPORT_MESSAGES.unreadable);
    }
    if (read.rows === 0) throw badRequest(IMPORT_MESSAGES.noRows);
    return read;
  }

  /** The rows that passed, against the stored records as `executor` reads them: each row's decision and the preview. */
  async function judge<T>(read: ReadRows<T>, executor: Database) {
    const decisions = await read.importer.decide(read.checked, executor);
    const errors = [...read.errors];
    const updates: ImportUpdate[] = [];
    const warnings: ImportError[] = [];
    const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, skipped: read.skipped.length };
    for (const decision of decisions) {
      const { row } = decision;
      if (decision.action === 'refused') errors.push(...asErrors(row, decision.problems));
      else counts[decision.action] += 1;
      if (decision.action === 'update') updates.push({ row, changes: decision.changes });
      if (decision.action === 'create' || decision.action === 'update') {
        warnings.push(...asErrors(row, decision.warnings ?? []));
      }
      await giveWay();
    }
    errors.sort((a, b) => a.row - b.row);
    const refused = new Set(errors.map((error) => error.row)).size;
    const preview: ImportPreview = {
      rows: read.rows,
      ...counts,
      refused,
      errors,
      updates,
      warnings,
      skipped: read.skipped,
    };
    return { decisions, counts, preview };
  }

  return {
    preview: async (kind: ImportKind, request: ImportRequest): Promise<ImportPreview> =>
      (await judge(await readRows(kind, request), db)).preview,

    /**
     * All rows in one transaction, or none: a file with a refused row answers the refusals and writes nothing. The
     * rows are decided again inside the transaction, after the import lock: two commits of one file at once (two
     * admins, or two nodes) write its rows once, the second finding them stored.
     */
    async commit(
      actor: SessionUser,
      kind: ImportKind,
      request: ImportRequest,
    ): Promise<{ ok: true; counts: ImportCounts } | { ok: false; errors: ImportError[] }> {
      const read = await readRows(kind, request);
      if (read.errors.length > 0) return { ok: false, errors: (await judge(read, db)).preview.errors };
      const source = { actor, fileName: request.file.fileName };
      try {
        return await importDb.transaction().execute(async (trx) => {
          await lockImports(trx);
          const { decisions, counts, preview } = await judge(read, trx);
          if (preview.refused > 0) return { ok: false, errors: preview.errors };
          // The same file again: nothing to write, not even an audit row.
          if (counts.create > 0 || counts.update > 0) await read.importer.prepare(decisions, source)(trx);
          return { ok: true, counts };
        });
      } catch (error) {
        // Someone saved the same name, route or truck between the check and the write.
        if (isUniqueViolation(error)) throw conflict('The data changed while importing: check the file again.');
        throw error;
      }
    },

    /** The file's rows with an Error column, from the same checks as the preview. */
    async errorReport(kind: ImportKind, request: ImportRequest) {
      const { preview } = await judge(await readRows(kind, request), db);
      return errorReport(rowsFromHeader(readSheet(request.file), kind, request.mapping), preview.errors);
    },
  };
}
