import {
  IMPORT_MESSAGES,
  VEHICLE_DOCUMENTS,
  type VehicleDocument,
  documentEntryProblem,
  readSheetDate,
  vehicleAddSchema,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import type { VehicleDocumentTable } from '../db/schema.ts';
import {
  type KindImport,
  type RowProblem,
  type ShownColumn,
  changedValues,
  schemaProblems,
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
}

/** `documents.puc.startDate` is the column puc_startDate. */
const columnOf = (path: PropertyKey[]) =>
  path[0] === 'documents' ? `${String(path[1])}_${String(path[2] ?? 'startDate')}` : String(path[0]);

/** Vehicles by truck number, with their document dates but no PDFs: the tiles show "no file" until one is uploaded. */
export async function vehicleImport(db: Database): Promise<KindImport<VehicleRow>> {
  const { vehicles, documents } = await vehiclesWithDocumentDates(db);
  const byTruck = new Map(vehicles.map((vehicle) => [vehicle.truck_no, vehicle]));
  const storedDates = new Map(documents.map((doc) => [`${doc.truck_no}:${doc.field_name}`, doc]));
  const inFile = new Set<string>();

  /** The stored values a row would change: empty when it changes nothing. */
  function changes(value: VehicleRow): Record<string, unknown> {
    const vehicle = byTruck.get(value.truck_no);
    const changed: Record<string, unknown> = {};
    if (vehicle?.make !== value.make) changed.make = vehicle?.make;
    if (vehicle?.company_owner !== value.company_owner) changed.company_owner = vehicle?.company_owner;
    for (const [doc, dates] of Object.entries(value.documents)) {
      const stored = storedDates.get(`${value.truck_no}:${doc}`);
      if (stored?.start_date !== dates.start_date || stored.end_date !== dates.end_date) {
        changed[doc] = stored ? { start_date: stored.start_date, end_date: stored.end_date } : null;
      }
    }
    return changed;
  }

  /** The same changes as the preview lists them: make, owner and each document date, stored -> file. */
  function shownChanges(value: VehicleRow) {
    const vehicle = byTruck.get(value.truck_no);
    const stored: Record<string, unknown> = { make: vehicle?.make, companyOwner: vehicle?.company_owner };
    const next: Record<string, unknown> = { make: value.make, companyOwner: value.company_owner };
    const columns: ShownColumn[] = [
      { stored: 'make', column: 'make', show: shown.text },
      { stored: 'companyOwner', column: 'companyOwner', show: shown.text },
    ];
    for (const [doc, dates] of Object.entries(value.documents)) {
      const storedDoc = storedDates.get(`${value.truck_no}:${doc}`);
      for (const [end, key] of [
        ['startDate', 'start_date'],
        ['endDate', 'end_date'],
      ] as const) {
        const column = `${doc}_${end}`;
        stored[column] = storedDoc?.[key];
        next[column] = dates[key];
        columns.push({ stored: column, column, show: shown.day });
      }
    }
    return changedValues(stored, next, columns);
  }

  return {
    check(values) {
      const problems: RowProblem[] = [];
      const dates: Record<string, Record<string, string | undefined>> = {};
      for (const doc of VEHICLE_DOCUMENTS) {
        const read = (end: 'startDate' | 'endDate') => {
          const reading = readSheetDate(values[`${doc}_${end}`] ?? null);
          if (!reading.ok) problems.push({ column: `${doc}_${end}`, message: reading.message });
          return reading.ok ? (reading.value ?? undefined) : undefined;
        };
        const [startDate, endDate] = [read('startDate'), read('endDate')];
        if (startDate || endDate) dates[doc] = { startDate, endDate };
      }
      if (problems.length > 0) return problems;
      const parsed = vehicleAddSchema.safeParse({
        truck_no: textCell(values.truck_no),
        make: textCell(values.make),
        companyOwner: textCell(values.companyOwner),
        documents: dates,
      });
      if (!parsed.success) return schemaProblems(parsed.error.issues, columnOf);
      const vehicle = parsed.data;
      const documents: VehicleRow['documents'] = {};
      for (const doc of VEHICLE_DOCUMENTS) {
        const { startDate, endDate } = vehicle.documents[doc] ?? {};
        // Dates without a PDF: both or neither, the end not before the start.
        const problem = documentEntryProblem({ hasFile: Boolean(startDate && endDate), startDate, endDate });
        if (problem) problems.push({ column: `${doc}_${startDate ? 'endDate' : 'startDate'}`, message: problem });
        else if (startDate && endDate) documents[doc] = { start_date: startDate, end_date: endDate };
      }
      if (inFile.has(vehicle.truck_no)) problems.push({ column: 'truck_no', message: IMPORT_MESSAGES.duplicateKey });
      inFile.add(vehicle.truck_no);
      if (problems.length > 0) return problems;
      return {
        truck_no: vehicle.truck_no,
        make: vehicle.make ?? '',
        company_owner: vehicle.companyOwner ?? '',
        documents,
      };
    },

    async decide(rows) {
      return rows.map(({ row, value }) => {
        if (!byTruck.has(value.truck_no)) return { row, action: 'create', value };
        const before = changes(value);
        if (Object.keys(before).length === 0) return { row, action: 'unchanged' };
        return { row, action: 'update', value, id: value.truck_no, before, changes: shownChanges(value) };
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
          const { truck_no, make, company_owner, documents } = decision.value;
          if (decision.action === 'create')
            newVehicles.push({ truck_no, make, company_owner, created_at: now, updated_at: now });
          else await updateVehicleDetails(trx, truck_no, { make, company_owner, updated_at: now });
          for (const [doc, dates] of Object.entries(documents) as [VehicleDocument, DocumentDates][]) {
            if (storedDates.has(`${truck_no}:${doc}`)) {
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
