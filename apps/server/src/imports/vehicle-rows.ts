import {
  IMPORT_COLUMNS,
  VEHICLE_DOCUMENTS,
  type VehicleDocument,
  documentEntryProblem,
  normaliseTruckNumber,
  readSheetDate,
  vehicleAddSchema,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import type { VehicleDocumentTable } from '../db/schema.ts';
import {
  type Decision,
  FirstRows,
  type KindImport,
  RowProblems,
  type ShownColumn,
  changedValues,
  readFields,
  shown,
  textCell,
} from './import-kind.ts';
import {
  insertInBatches,
  recordAudits,
  updateDocumentDates,
  updateVehicleDetails,
  vehiclesWithDocumentDates,
} from './import.repository.ts';

type DocumentDates = Pick<VehicleDocumentTable, 'start_date' | 'end_date'>;

interface VehicleRow {
  truck_no: string;
  make: string;
  company_owner: string;
  /** Only the documents the file gives dates for; a blank pair leaves the stored document as it is. */
  documents: Partial<Record<VehicleDocument, DocumentDates>>;
  /** Which of those documents are stored already, as the decision read them: their dates are updated, the rest added. */
  storedDocuments: readonly VehicleDocument[];
}

const COLUMNS = IMPORT_COLUMNS.vehicles.map(({ name }) => name);

/** `documents.puc.startDate` is the column puc_startDate. */
const columnOf = (path: PropertyKey[]) =>
  // Stryker disable next-line StringLiteral,LogicalOperator: equivalent, unreachable - readSheetDate gives only calendar days, which the documents' rule takes
  path[0] === 'documents' ? `${String(path[1])}_${String(path[2] ?? 'startDate')}` : String(path[0]);

/** The stored vehicles and document dates, by truck number in its one written form. */
async function storedVehicles(db: Database) {
  const { vehicles, documents } = await vehiclesWithDocumentDates(db);
  return {
    byTruck: new Map(vehicles.map((vehicle) => [normaliseTruckNumber(vehicle.truck_no), vehicle])),
    dates: new Map(documents.map((doc) => [`${doc.truck_no}:${doc.field_name}`, doc])),
  };
}
type StoredVehicles = Awaited<ReturnType<typeof storedVehicles>>;

/** The stored values a row would change, by stored column or document: empty when it changes nothing. */
function changedBefore(value: VehicleRow, { byTruck, dates }: StoredVehicles): Record<string, unknown> {
  const vehicle = byTruck.get(value.truck_no);
  const changed: Record<string, unknown> = {};
  if (vehicle?.make !== value.make) changed.make = vehicle?.make;
  if (vehicle?.company_owner !== value.company_owner) changed.company_owner = vehicle?.company_owner;
  for (const [doc, next] of Object.entries(value.documents)) {
    const stored = dates.get(`${vehicle?.truck_no}:${doc}`);
    if (stored?.start_date !== next.start_date || stored.end_date !== next.end_date) {
      changed[doc] = stored ? { start_date: stored.start_date, end_date: stored.end_date } : null;
    }
  }
  return changed;
}

/** The same changes as the preview lists them: make, owner and each document date, stored -> file. */
function shownChanges(value: VehicleRow, { byTruck, dates }: StoredVehicles) {
  const vehicle = byTruck.get(value.truck_no);
  const stored: Record<string, unknown> = { make: vehicle?.make, companyOwner: vehicle?.company_owner };
  const next: Record<string, unknown> = { make: value.make, companyOwner: value.company_owner };
  const columns: ShownColumn[] = [
    { stored: 'make', column: 'make', show: shown.text },
    { stored: 'companyOwner', column: 'companyOwner', show: shown.text },
  ];
  for (const [doc, docDates] of Object.entries(value.documents)) {
    const storedDoc = dates.get(`${vehicle?.truck_no}:${doc}`);
    for (const [end, key] of [
      ['startDate', 'start_date'],
      ['endDate', 'end_date'],
    ] as const) {
      const column = `${doc}_${end}`;
      stored[column] = storedDoc?.[key];
      next[column] = docDates[key];
      columns.push({ stored: column, column, show: shown.day });
    }
  }
  return changedValues(stored, next, columns);
}

/** Vehicles by truck number, with their document dates but no PDFs: the tiles show "no file" until one is uploaded. */
export function vehicleImport(): KindImport<VehicleRow> {
  const inFile = new FirstRows();

  return {
    check(values, row, uncached) {
      const problems = new RowProblems(COLUMNS, uncached);
      const dates: Record<string, Record<string, string | undefined>> = {};
      for (const doc of VEHICLE_DOCUMENTS) {
        const read = (end: 'startDate' | 'endDate') => {
          const column = `${doc}_${end}`;
          // Stryker disable next-line ConditionalExpression: equivalent, the one problem found before reading is a formula saved without its value, which reads as blank
          if (problems.has(column)) return undefined;
          const reading = readSheetDate(values[column] ?? null);
          if (!reading.ok) problems.add({ column, message: reading.message });
          return reading.ok ? (reading.value ?? undefined) : undefined;
        };
        const [startDate, endDate] = [read('startDate'), read('endDate')];
        // Stryker disable next-line ConditionalExpression: equivalent, the documents' rule takes a pair of blank dates and its fields are not used
        if (startDate || endDate) dates[doc] = { startDate, endDate };
      }
      const { complete, fields } = readFields(
        vehicleAddSchema,
        {
          truck_no: textCell(values.truck_no),
          make: textCell(values.make),
          companyOwner: textCell(values.companyOwner),
          documents: dates,
        },
        columnOf,
        problems,
      );
      const documents: VehicleRow['documents'] = {};
      for (const doc of VEHICLE_DOCUMENTS) {
        const [start, end] = [`${doc}_startDate`, `${doc}_endDate`];
        // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, a date with a problem was read as blank, so the pairing rule only names that same column again
        if (problems.has(start) || problems.has(end)) continue;
        const { startDate, endDate } = dates[doc] ?? {};
        // Dates without a PDF: both or neither, the end not before the start.
        const problem = documentEntryProblem({ hasFile: Boolean(startDate && endDate), startDate, endDate });
        if (problem) problems.add({ column: startDate ? end : start, message: problem });
        else if (startDate && endDate) documents[doc] = { start_date: startDate, end_date: endDate };
      }
      // Stryker disable next-line StringLiteral: equivalent, a truck number that passed its rule has no problem (a formula saved without its value reads as blank)
      if (fields.truck_no !== undefined && !problems.has('truck_no')) {
        const repeat = inFile.repeat(fields.truck_no, row, 'truck_no');
        if (repeat) problems.add(repeat);
      }
      if (!complete || problems.size > 0) return problems.list();
      return {
        truck_no: fields.truck_no,
        // Stryker disable StringLiteral: equivalent, unreachable - a checked row's make and owner are text, blank or not
        make: fields.make ?? '',
        company_owner: fields.companyOwner ?? '',
        // Stryker restore StringLiteral
        documents,
        storedDocuments: [],
      };
    },

    async decide(rows, db) {
      const stored = await storedVehicles(db);
      return rows.map(({ row, value }): Decision<VehicleRow> => {
        const vehicle = stored.byTruck.get(value.truck_no);
        if (!vehicle) return { row, action: 'create', value };
        const before = changedBefore(value, stored);
        if (Object.keys(before).length === 0) return { row, action: 'unchanged' };
        const storedDocuments = VEHICLE_DOCUMENTS.filter(
          (doc) => value.documents[doc] && stored.dates.has(`${vehicle.truck_no}:${doc}`),
        );
        return {
          row,
          action: 'update',
          value: { ...value, truck_no: vehicle.truck_no, storedDocuments },
          id: vehicle.truck_no,
          before,
          changes: shownChanges(value, stored),
        };
      });
    },

    prepare(decisions, { actor }) {
      return async (trx) => {
        const now = new Date().toISOString();
        const audits = [];
        const newVehicles = [];
        const newDocuments: VehicleDocumentTable[] = [];
        for (const decision of decisions) {
          if (decision.action !== 'create' && decision.action !== 'update') continue;
          const { truck_no, make, company_owner, documents, storedDocuments } = decision.value;
          if (decision.action === 'create')
            newVehicles.push({ truck_no, make, company_owner, created_at: now, updated_at: now });
          else await updateVehicleDetails(trx, truck_no, { make, company_owner, updated_at: now });
          for (const [doc, dates] of Object.entries(documents) as [VehicleDocument, DocumentDates][]) {
            if (storedDocuments.includes(doc)) {
              await updateDocumentDates(trx, truck_no, doc, { ...dates, updated_at: now });
            } else newDocuments.push({ truck_no, field_name: doc, file_id: null, ...dates, updated_at: now });
          }
          audits.push({
            actor: actor.username,
            action: decision.action,
            entity: 'vehicle',
            entityId: truck_no,
            oldValues: decision.action === 'update' ? decision.before : null,
            newValues: { make, company_owner, documents },
          });
        }
        await insertInBatches(trx, 'vehicles', newVehicles);
        await insertInBatches(trx, 'vehicle_documents', newDocuments);
        await recordAudits(trx, audits);
      };
    },
  };
}
