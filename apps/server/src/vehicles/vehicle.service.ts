import {
  VEHICLE_DOCUMENTS,
  VEHICLE_MESSAGES,
  type Vehicle,
  type VehicleDocument,
  type VehicleDocumentState,
  documentDaysLeft,
  documentEntryProblem,
  documentUploadFieldsSchema,
  documentUploadProblem,
  isVehicleDocument,
  localDate,
  vehicleAddSchema,
} from '@freightdesk/domain';
import { auditValues, recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/engine.ts';
import { deleteFiles, findFile, insertFile } from '../files/file.repository.ts';
import type { SessionUser } from '../http/access.ts';
import { badRequest, conflict, firstIssue, notFound } from '../http/app-error.ts';
import { CONTENT_TYPE } from '../http/attachment.ts';
import { type MultipartForm, type UploadedFile, asPdf, notPdf } from '../http/multipart.ts';
import { vehicleAddField, vehicleAddInput } from './vehicle-form.ts';
import {
  deleteVehicle,
  deleteVehicleDocument,
  findVehicle,
  findVehicleDocument,
  insertVehicle,
  insertVehicleDocument,
  listDocumentFileIds,
  listVehicleDocuments,
  listVehicles,
} from './vehicle.repository.ts';

export type VehicleService = ReturnType<typeof createVehicleService>;

const documentId = (truckNo: string, field: VehicleDocument) => `${truckNo}:${field}`;

/** Vehicles and their seven compliance documents (spec-2 Vehicle screen). */
export function createVehicleService(db: Database) {
  return {
    async list(): Promise<Vehicle[]> {
      const today = localDate();
      const [vehicles, documents] = await Promise.all([listVehicles(db), listVehicleDocuments(db)]);
      const byTruck = new Map<string, Partial<Record<VehicleDocument, VehicleDocumentState>>>();
      for (const doc of documents) {
        const states = byTruck.get(doc.truck_no) ?? {};
        states[doc.field_name] = {
          fileName: doc.file_name,
          start_date: doc.start_date,
          end_date: doc.end_date,
          days_left: documentDaysLeft(doc.end_date, today),
        };
        byTruck.set(doc.truck_no, states);
      }
      const none: VehicleDocumentState = { fileName: null, start_date: null, end_date: null, days_left: 0 };
      return vehicles.map((vehicle) => {
        const states = byTruck.get(vehicle.truck_no) ?? {};
        return {
          truck_no: vehicle.truck_no,
          make: vehicle.make,
          companyOwner: vehicle.company_owner,
          documents: Object.fromEntries(
            VEHICLE_DOCUMENTS.map((doc) => [doc, states[doc] ?? none]),
          ) as Vehicle['documents'],
        };
      });
    },

    lookups: async () => (await listVehicles(db)).map((v) => ({ _id: v.truck_no, truck_no: v.truck_no })),

    async add(actor: SessionUser, form: MultipartForm): Promise<void> {
      const parsed = vehicleAddSchema.safeParse(vehicleAddInput(form.fields));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue?.message ?? 'Invalid request', issue && vehicleAddField(issue.path));
      }
      const vehicle = parsed.data;
      for (const name of form.files.keys()) {
        if (!isVehicleDocument(name)) throw badRequest(`Unknown document: ${name.slice(0, 40)}`, name.slice(0, 40));
      }
      const files = form.files as Map<VehicleDocument, UploadedFile>;
      for (const doc of VEHICLE_DOCUMENTS) {
        const dates = vehicle.documents[doc];
        const problem = documentEntryProblem({ hasFile: files.has(doc), ...dates });
        if (problem) throw badRequest(problem, doc);
      }
      if (await findVehicle(db, vehicle.truck_no)) throw conflict(VEHICLE_MESSAGES.truckExists);
      const pdfs = new Map<VehicleDocument, UploadedFile>();
      for (const [doc, file] of files) {
        const pdf = asPdf(file);
        if (!pdf) throw notPdf();
        pdfs.set(doc, pdf);
      }

      const now = new Date().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          const columns = { make: vehicle.make ?? '', company_owner: vehicle.companyOwner ?? '' };
          await insertVehicle(trx, { truck_no: vehicle.truck_no, ...columns, created_at: now, updated_at: now });
          const documents: Record<string, unknown> = {};
          for (const [doc, file] of pdfs) {
            const { startDate = '', endDate = '' } = vehicle.documents[doc] ?? {};
            const fileId = await insertFile(trx, { ...file, contentType: CONTENT_TYPE.pdf, createdBy: actor.username });
            const row = { truck_no: vehicle.truck_no, field_name: doc, start_date: startDate, end_date: endDate };
            await insertVehicleDocument(trx, { ...row, file_id: fileId, updated_at: now });
            documents[doc] = { fileName: file.fileName, start_date: startDate, end_date: endDate };
          }
          await recordAudit(trx, {
            actor: actor.username,
            action: 'create',
            entity: 'vehicle',
            entityId: vehicle.truck_no,
            newValues: { ...columns, documents },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(VEHICLE_MESSAGES.truckExists);
        throw error;
      }
    },

    /** Replaces an expired (or reset) document with a new PDF and dates. */
    async upload(actor: SessionUser, form: MultipartForm): Promise<void> {
      const parsed = documentUploadFieldsSchema.safeParse(form.fields);
      if (!parsed.success) throw firstIssue(parsed.error);
      const { truck_no: truckNo, field_name: field, start_date: startDate, end_date: endDate } = parsed.data;
      const sent = form.files.get('file');
      if (!sent) throw badRequest(VEHICLE_MESSAGES.noFile, 'file');
      const file = asPdf(sent);
      if (!file) throw notPdf();
      const problem = documentUploadProblem({ hasFile: true, startDate, endDate });
      if (problem || !startDate || !endDate) throw badRequest(problem ?? VEHICLE_MESSAGES.uploadDatesMissing);
      if (!(await findVehicle(db, truckNo))) throw notFound(VEHICLE_MESSAGES.notFound);
      const current = await findVehicleDocument(db, truckNo, field);
      // A document imported with dates only takes its PDF at any time.
      if (current?.file_id && documentDaysLeft(current.end_date, localDate()) > 0) {
        throw conflict(VEHICLE_MESSAGES.stillValid);
      }

      await db.transaction().execute(async (trx) => {
        if (current) {
          await deleteVehicleDocument(trx, truckNo, field);
          await deleteFiles(trx, current.file_id ? [current.file_id] : []);
        }
        const fileId = await insertFile(trx, { ...file, contentType: CONTENT_TYPE.pdf, createdBy: actor.username });
        const row = { truck_no: truckNo, field_name: field, start_date: startDate, end_date: endDate };
        await insertVehicleDocument(trx, { ...row, file_id: fileId, updated_at: new Date().toISOString() });
        await recordAudit(trx, {
          actor: actor.username,
          action: current ? 'update' : 'create',
          entity: 'vehicleDocument',
          entityId: documentId(truckNo, field),
          oldValues: current ? auditValues(current) : null,
          newValues: { start_date: startDate, end_date: endDate, fileName: file.fileName },
        });
      });
    },

    async remove(actor: SessionUser, truckNo: string): Promise<void> {
      const vehicle = await findVehicle(db, truckNo);
      if (!vehicle) throw notFound(VEHICLE_MESSAGES.notFound);
      try {
        await db.transaction().execute(async (trx) => {
          const fileIds = await listDocumentFileIds(trx, truckNo);
          await deleteVehicle(trx, truckNo);
          await deleteFiles(trx, fileIds);
          await recordAudit(trx, {
            actor: actor.username,
            action: 'delete',
            entity: 'vehicle',
            entityId: truckNo,
            oldValues: auditValues(vehicle),
          });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw conflict(VEHICLE_MESSAGES.inUse);
        throw error;
      }
    },

    /** Deletes the document's file; its validity drops to 0 days, so an upload form takes its place. */
    async resetDocument(actor: SessionUser, truckNo: string, field: VehicleDocument): Promise<void> {
      const current = await findVehicleDocument(db, truckNo, field);
      if (!current) throw notFound(VEHICLE_MESSAGES.noDocument);
      await db.transaction().execute(async (trx) => {
        await deleteVehicleDocument(trx, truckNo, field);
        await deleteFiles(trx, current.file_id ? [current.file_id] : []);
        await recordAudit(trx, {
          actor: actor.username,
          action: 'delete',
          entity: 'vehicleDocument',
          entityId: documentId(truckNo, field),
          oldValues: auditValues(current),
        });
      });
    },

    async documentFile(truckNo: string, field: VehicleDocument) {
      const current = await findVehicleDocument(db, truckNo, field);
      const file = current?.file_id && (await findFile(db, current.file_id));
      if (!file) throw notFound(VEHICLE_MESSAGES.noDocument);
      return { fileName: file.file_name, contentType: file.content_type, data: file.data };
    },
  };
}
