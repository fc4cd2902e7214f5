import {
  LR_MESSAGES,
  REPORT_MESSAGES,
  TRIP_ATTACHMENTS,
  TRIP_MESSAGES,
  type Profile,
  type ReportEdit,
  type TripAttachment,
  type TripFields,
  type TripCursor,
  type TripRecord,
  can,
  canOpenTrip,
  freightPaise,
  localDate,
  localTime,
  normalisePlace,
  toPaise,
  tripProblem,
  tripTdsRateBasisPoints,
} from '@freightdesk/domain';
import { listAudit, recordAudit } from '../audit/audit.repository.ts';
import { nextNumber } from '../db/counter.repository.ts';
import type { Database } from '../db/database.ts';
import { deleteFiles, findFile, insertFile } from '../files/file.repository.ts';
import { findFreightRateByRoute, placeExists } from '../freight/freight-rate.repository.ts';
import type { SessionUser } from '../http/access.ts';
import { AppError, badRequest, conflict, notFound } from '../http/app-error.ts';
import { CONTENT_TYPE } from '../http/attachment.ts';
import { type MultipartForm, type UploadedFile, asPdf } from '../http/multipart.ts';
import { lastLrNoOfTrip, lrOfTrip, markDelivered } from '../lorry-receipts/lr.repository.ts';
import { refuseClosedPeriod } from '../settings/books-closed.ts';
import { expectedRateOf } from '../tds/tds-document.repository.ts';
import { findVehicle } from '../vehicles/vehicle.repository.ts';
import { findVendorByName } from '../vendors/vendor.repository.ts';
import { toTripColumns, toTripRecord } from './trip.mapper.ts';
import {
  type AttachmentRow,
  type TripFilter,
  type TripRow,
  type TripWithLrRow,
  deleteUnbilledTrip,
  findTrip,
  findTripWithLr,
  insertTrip,
  listAttachments,
  countTrips,
  listTripsWithLr,
  newestTripsPage,
  setAttachment,
  tripPages,
  updateUnbilledTrip,
} from './trip.repository.ts';

export type TripService = ReturnType<typeof createTripService>;

/** Trips: entry and edit (spec-1), the report editor, Today's List and the report queries (spec-2). */
export function createTripService(db: Database) {
  /** Resolves the form's names against the master data, applying spec-1's submit rules in order. */
  async function resolve(fields: TripFields, isNew: boolean) {
    // Stryker disable next-line StringLiteral: equivalent, tripProblem names a missing place before it is looked up
    const from = normalisePlace(fields.DestinationFrom ?? '');
    // Stryker disable next-line StringLiteral: equivalent, as above
    const to = normalisePlace(fields.DestinationTo ?? '');
    const [truck, vendor, hasFrom, hasTo] = await Promise.all([
      fields.TruckNumber ? findVehicle(db, fields.TruckNumber) : undefined,
      fields.Vendor ? findVendorByName(db, fields.Vendor) : undefined,
      placeExists(db, 'from_place', from),
      placeExists(db, 'to_place', to),
    ]);
    const problem = tripProblem(
      fields,
      {
        hasTruck: () => truck !== undefined,
        hasVendor: () => vendor !== undefined,
        hasFrom: () => hasFrom,
        hasTo: () => hasTo,
      },
      isNew,
    );
    if (problem || !vendor) throw badRequest(problem ?? TRIP_MESSAGES.invalidVendor);
    return { vendor, from, to };
  }

  function records(rows: TripWithLrRow[], attachments: AttachmentRow[], profile: Profile): TripRecord[] {
    const byTrip = new Map<string, AttachmentRow[]>();
    for (const attachment of attachments)
      byTrip.set(attachment.trip_id, [...(byTrip.get(attachment.trip_id) ?? []), attachment]);
    const seesFreight = can(profile, 'tripFreight');
    return rows.map((row) => toTripRecord(row, byTrip.get(row.id) ?? [], seesFreight));
  }

  async function list(filter: TripFilter, profile: Profile): Promise<TripRecord[]> {
    const [rows, attachments] = await Promise.all([
      listTripsWithLr(db, filter, 'newestFirst'),
      listAttachments(db, filter),
    ]);
    return records(rows, attachments, profile);
  }

  async function findOrFail(id: string): Promise<TripRow> {
    const trip = await findTrip(db, id);
    if (!trip) throw notFound(TRIP_MESSAGES.notFound);
    return trip;
  }

  /** A trip the user may open; one out of the profile's reach gets the same answer as one that does not exist. */
  function openable<T extends TripRow>(viewer: SessionUser, trip: T | undefined): T {
    if (!trip || !canOpenTrip(viewer, { username: trip.username, localDate: trip.local_date })) {
      throw notFound(TRIP_MESSAGES.notFound);
    }
    return trip;
  }

  const findOpenable = async (viewer: SessionUser, id: string): Promise<TripRow> =>
    openable(viewer, await findTrip(db, id));

  const auditTrip = (
    trx: Database,
    actor: SessionUser,
    action: 'create' | 'update' | 'delete',
    id: string,
    oldValues?: Record<string, unknown>,
    newValues?: Record<string, unknown>,
  ) => recordAudit(trx, { actor: actor.username, action, entity: 'trip', entityId: id, oldValues, newValues });

  /**
   * Proof of delivery (issue 32): acknowledging a trip records who took the goods, and the day (today when not
   * given), on its standing LR, which becomes Delivered. A trip without an LR, or one delivered already, is left so.
   */
  async function recordDelivery(trx: Database, actor: SessionUser, tripId: string, edit: ReportEdit): Promise<void> {
    const lr = await lrOfTrip(trx, tripId);
    if (!lr) return;
    const delivery = {
      status: 'Delivered',
      received_by: edit.receivedBy ?? '',
      delivered_on: edit.deliveredOn ?? localDate(),
    };
    if ((await markDelivered(trx, tripId, delivery.received_by, delivery.delivered_on)) === 0) return;
    await recordAudit(trx, {
      actor: actor.username,
      action: 'update',
      entity: 'lorry_receipt',
      entityId: lr.lr_no,
      oldValues: { status: lr.status, received_by: lr.received_by, delivered_on: lr.delivered_on },
      newValues: delivery,
    });
  }

  /** The TDS rate a trip of the vendor on a day takes: a declaration's or certificate's when one applies (issue 31). */
  const newTripTdsRate = async (vendor: { id: string; pan: string | null; tds_rate_bps: number }, day: string) =>
    tripTdsRateBasisPoints(vendor.tds_rate_bps, await expectedRateOf(db, vendor, day));

  return {
    async create(actor: SessionUser, fields: TripFields): Promise<string> {
      const { vendor, from, to } = await resolve(fields, true);
      const route = await findFreightRateByRoute(db, from, to);
      const columns = toTripColumns(fields);
      const ratePaise = route?.rate_paise ?? 0;
      const now = new Date();
      const tdsRateBps = await newTripTdsRate(vendor, localDate(now));
      return db.transaction().execute(async (trx) => {
        await refuseClosedPeriod(trx, localDate(now));
        const seq = await nextNumber(trx, 'trip');
        const id = `T${seq}`;
        const trip = {
          ...columns,
          vendor_id: vendor.id,
          destination_from: from,
          destination_to: to,
          rate_paise: ratePaise,
          freight_paise: freightPaise(ratePaise, columns.weight_kg),
          tds_rate_bps: tdsRateBps,
          actual_weight_kg: null,
          short_paise: null,
          bill_id: null,
        };
        await insertTrip(trx, {
          id,
          seq,
          username: actor.username,
          user_profile: actor.profile,
          ...trip,
          local_date: localDate(now),
          local_time: localTime(now),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
        await auditTrip(trx, actor, 'create', id, undefined, trip);
        return id;
      });
    },

    /** Edits keep the stored rate and TDS rate unless the route or the vendor changed, so old trips don't drift. */
    async update(actor: SessionUser, id: string, fields: TripFields): Promise<void> {
      const existing = await findOpenable(actor, id);
      if (existing.status === 'Billed') throw conflict(TRIP_MESSAGES.billed);
      if (fields.TransactionStatus !== existing.status) throw badRequest(TRIP_MESSAGES.invalidStatus);
      const { vendor, from, to } = await resolve(fields, false);
      const sameRoute = from === existing.destination_from && to === existing.destination_to;
      const ratePaise = sameRoute
        ? existing.rate_paise
        : ((await findFreightRateByRoute(db, from, to))?.rate_paise ?? 0);
      const columns = toTripColumns(fields);
      const changes = {
        ...columns,
        vendor_id: vendor.id,
        destination_from: from,
        destination_to: to,
        rate_paise: ratePaise,
        freight_paise: freightPaise(ratePaise, columns.weight_kg),
        tds_rate_bps:
          vendor.id === existing.vendor_id ? existing.tds_rate_bps : await newTripTdsRate(vendor, existing.local_date),
      };
      await db.transaction().execute(async (trx) => {
        // A trip keeps the day it was entered: that day is both its old and its new date.
        await refuseClosedPeriod(trx, existing.local_date);
        if (!(await updateUnbilledTrip(trx, id, { ...changes, updated_at: new Date().toISOString() })))
          throw conflict(TRIP_MESSAGES.billed);
        const before = Object.fromEntries(Object.keys(changes).map((key) => [key, existing[key as keyof TripRow]]));
        await auditTrip(trx, actor, 'update', id, before, changes);
      });
    },

    async get(viewer: SessionUser, id: string): Promise<TripRecord> {
      const trip = openable(viewer, await findTripWithLr(db, id));
      // Stryker disable next-line ObjectLiteral: equivalent, records() keeps only this trip's attachments
      const [record] = records([trip], await listAttachments(db, { tripId: id }), viewer.profile);
      if (!record) throw notFound(TRIP_MESSAGES.notFound);
      return record;
    },

    /** Who changed what and when; money columns only for profiles that see freight. */
    async history(viewer: SessionUser, id: string) {
      await findOpenable(viewer, id);
      const hidden = can(viewer.profile, 'tripFreight') ? new Set<string>() : new Set(['rate_paise', 'freight_paise']);
      const parse = (json: string | null) =>
        Object.fromEntries(
          Object.entries(json ? (JSON.parse(json) as Record<string, unknown>) : {}).filter(([k]) => !hidden.has(k)),
        );
      return (await listAudit(db, 'trip', id)).map((entry) => ({
        at: entry.at,
        actor: entry.actor ?? '',
        action: entry.action,
        before: parse(entry.old_values),
        after: parse(entry.new_values),
      }));
    },

    list,

    /** One page of Reports, newest first, after `before`; the total only with the first page. */
    async page(filter: TripFilter, profile: Profile, before: TripCursor | null, limit: number) {
      const [rows, total] = await Promise.all([
        newestTripsPage(db, filter, before, limit + 1),
        before === null ? countTrips(db, filter) : undefined,
      ]);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      // Stryker disable next-line ObjectLiteral: equivalent, records() keeps only the shown trips' attachments
      const attachments = await listAttachments(db, { tripIds: shown.map((row) => row.id) });
      return {
        trips: records(shown, attachments, profile),
        next: rows.length > limit && last ? { date: last.local_date, seq: last.seq } : null,
        total,
      };
    },

    /** The trips of a filter page by page for the exports, newest first as the screens list them. */
    pages: (filter: TripFilter) => tripPages(db, filter, { order: 'newestFirst' }),

    /** Today's trips in the office's time zone (spec-2 Today's List). */
    today(profile: Profile): Promise<TripRecord[]> {
      const today = localDate();
      return list({ startDate: today, endDate: today }, profile);
    },

    /** The Reports editor: status, weights, short and the four PDF attachments (spec-2 Reports). */
    async edit(actor: SessionUser, id: string, edit: ReportEdit, files: MultipartForm['files']): Promise<void> {
      const existing = await findOrFail(id);
      if (existing.status === 'Billed') throw conflict(TRIP_MESSAGES.billed);
      const pdfs = new Map<string, UploadedFile>();
      for (const [name, file] of files) {
        if (!(TRIP_ATTACHMENTS as readonly string[]).includes(name))
          throw badRequest(`Unknown attachment: ${name.slice(0, 40)}`);
        const pdf = asPdf(file);
        if (!pdf) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', REPORT_MESSAGES.notPdf);
        pdfs.set(name, pdf);
      }
      const kg = (tons: number | null | undefined, stored: number | null) =>
        tons === undefined ? stored : tons === null ? null : Math.round(tons * 1000);
      const weightKg = kg(edit.weight, existing.weight_kg);
      const changes = {
        status: edit.transactionStatus,
        weight_kg: weightKg,
        actual_weight_kg: kg(edit.actualWeight, existing.actual_weight_kg),
        short_paise: edit.short === undefined ? existing.short_paise : edit.short === null ? null : toPaise(edit.short),
        freight_paise: freightPaise(existing.rate_paise, weightKg),
      };
      await db.transaction().execute(async (trx) => {
        await refuseClosedPeriod(trx, existing.local_date);
        if (!(await updateUnbilledTrip(trx, id, { ...changes, updated_at: new Date().toISOString() })))
          throw conflict(TRIP_MESSAGES.billed);
        const replaced = await listAttachments(trx, { tripId: id });
        const attached: Record<string, string> = {};
        for (const [name, file] of pdfs) {
          const field = name as TripAttachment;
          const fileId = await insertFile(trx, { ...file, contentType: CONTENT_TYPE.pdf, createdBy: actor.username });
          await setAttachment(trx, id, field, fileId);
          attached[field] = file.fileName;
        }
        await deleteFiles(
          trx,
          replaced.filter((a) => files.has(a.field_name)).map((a) => a.file_id),
        );
        const before = Object.fromEntries(Object.keys(changes).map((key) => [key, existing[key as keyof TripRow]]));
        // The person's answer to the Acknowledge dialog's weight question (issue 29), kept beside what it let through.
        const confirmed = edit.weightDifferenceConfirmed === true ? { weightDifferenceConfirmed: true } : {};
        await auditTrip(trx, actor, 'update', id, before, { ...changes, ...attached, ...confirmed });
        if (edit.transactionStatus === 'Acknowledged') await recordDelivery(trx, actor, id, edit);
      });
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      const existing = await findOrFail(id);
      // The conditional DELETE is the one check of Billed here, so a bill issued meanwhile cannot lose its trip.
      await db.transaction().execute(async (trx) => {
        await refuseClosedPeriod(trx, existing.local_date);
        const lrNo = await lastLrNoOfTrip(trx, id);
        if (lrNo) throw conflict(LR_MESSAGES.tripHasLrNoDelete(lrNo));
        const fileIds = (await listAttachments(trx, { tripId: id })).map((a) => a.file_id);
        if (!(await deleteUnbilledTrip(trx, id))) throw conflict(REPORT_MESSAGES.deleteBilled);
        await deleteFiles(trx, fileIds);
        await auditTrip(trx, actor, 'delete', id, { ...existing });
      });
    },

    async attachmentFile(id: string, field: TripAttachment) {
      const attachment = (await listAttachments(db, { tripId: id })).find((a) => a.field_name === field);
      const file = attachment && (await findFile(db, attachment.file_id));
      if (!file) throw notFound('No file');
      return { fileName: file.file_name, contentType: file.content_type, data: file.data };
    },
  };
}
