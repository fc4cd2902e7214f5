import {
  BILL_MESSAGES,
  type BillingRow,
  type RemarkInput,
  type ReviseRow,
  type TransactionRow,
  fromPaise,
  freightPaise,
  localDate,
  normaliseRemarks,
  remarksProblem,
  toPaise,
} from '@freightdesk/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import { nextNumber } from '../db/counter.repository.ts';
import type { Database } from '../db/database.ts';
import type { BillTable } from '../db/schema.ts';
import type { SessionUser } from '../http/access.ts';
import { AppError, badRequest, conflict, notFound } from '../http/app-error.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { type TripFilter, type TripRow, findTrip, listTrips, updateTrip } from '../trips/trip.repository.ts';
import { findVendor } from '../vendors/vendor.repository.ts';
import { renderBillPdf } from './bill-pdf.ts';
import { type BillSnapshot, buildSnapshot } from './bill-snapshot.ts';
import {
  deleteBill,
  findBill,
  insertBill,
  insertRevision,
  latestSnapshot,
  listBillsBetween,
  markTripsBilled,
  releaseTrips,
  updateBill,
} from './bill.repository.ts';
import { toBillingRow } from './billing-row.mapper.ts';

export type BillService = ReturnType<typeof createBillService>;

export interface BillPdf {
  billId: string;
  fileName: string;
  data: Buffer;
}

const notBillable = (tripIds: string[]) => conflict(BILL_MESSAGES.notBillable.replace('{trips}', tripIds.join(', ')));

function checkedRemarks(remarks: RemarkInput[] | undefined) {
  const problem = remarksProblem(remarks ?? []);
  if (problem) throw badRequest(problem, 'remarks');
  return normaliseRemarks(remarks ?? []);
}

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.trim().toUpperCase()))];

/** Bills (spec-2 Billing, Transactions, Revise Bill): issued and revised in one transaction each. */
export function createBillService(db: Database) {
  /** Writes a revision: the bill row, its frozen snapshot and the audit entry. Returns the snapshot. */
  async function writeRevision(
    trx: Database,
    actor: SessionUser,
    bill: Pick<BillTable, 'id' | 'vendor_id' | 'local_date'> & { revision: number },
    applyTaxes: boolean,
    remarks: ReturnType<typeof normaliseRemarks>,
    previous: BillSnapshot | null,
  ): Promise<BillSnapshot> {
    const vendor = await findVendor(trx, bill.vendor_id);
    if (!vendor) throw notFound(BILL_MESSAGES.billNotFound);
    const trips = await listTrips(trx, { billId: bill.id });
    const now = new Date();
    const snapshot = buildSnapshot({
      billId: bill.id,
      revision: bill.revision,
      issuedOn: bill.local_date,
      revisedOn: localDate(now),
      createdAt: now.toISOString(),
      settings: await getBusinessSettings(trx),
      vendor,
      trips,
      remarks,
      applyTaxes,
    });
    const { taxes } = snapshot.totals;
    const columns = {
      revision: bill.revision,
      apply_taxes: applyTaxes ? 1 : 0,
      remarks: JSON.stringify(remarks),
      gst_paise: taxes.cgst + taxes.sgst + taxes.igst,
      final_paise: snapshot.totals.finalPaise,
      updated_by: actor.username,
      updated_at: now.toISOString(),
    };
    if (previous) await updateBill(trx, bill.id, columns);
    else
      await insertBill(trx, {
        id: bill.id,
        seq: Number(bill.id.slice(1)),
        vendor_id: bill.vendor_id,
        local_date: bill.local_date,
        created_by: actor.username,
        created_at: now.toISOString(),
        ...columns,
      });
    await insertRevision(trx, {
      bill_id: bill.id,
      revision: bill.revision,
      created_by: actor.username,
      created_at: now.toISOString(),
      snapshot: JSON.stringify(snapshot),
    });
    await recordAudit(trx, {
      actor: actor.username,
      action: previous ? 'update' : 'create',
      entity: 'bill',
      entityId: bill.id,
      oldValues: previous && summary(previous),
      newValues: summary(snapshot),
    });
    return snapshot;
  }

  const summary = (snapshot: BillSnapshot) => ({
    revision: snapshot.revision,
    trips: snapshot.trips.map((t) => t.tripId),
    remarks: snapshot.remarks,
    finalPaise: snapshot.totals.finalPaise,
  });

  async function pdfOf(snapshot: BillSnapshot, fileName: string): Promise<BillPdf> {
    return { billId: snapshot.billId, fileName, data: await renderBillPdf(snapshot) };
  }

  async function snapshotOf(billId: string): Promise<BillSnapshot> {
    const stored = await latestSnapshot(db, billId);
    if (!stored) throw notFound(BILL_MESSAGES.billNotFound);
    return JSON.parse(stored) as BillSnapshot;
  }

  /** The one-vendor rule of spec-2, with the spec's MULTIPLE_VENDORS answer. */
  function refuseMixedVendors(vendorIds: string[], message: string): void {
    if (new Set(vendorIds).size > 1) throw new AppError(400, 'MULTIPLE_VENDORS', message);
  }

  return {
    async listBillable(filter: TripFilter): Promise<BillingRow[]> {
      return (await listTrips(db, { ...filter, billable: true })).map(toBillingRow);
    },

    /**
     * Issues a bill for Acknowledged trips of one vendor, in one transaction: the trips must still be unbilled
     * (two people billing the same trips at once: exactly one succeeds), the bill id comes from the database.
     */
    async generate(actor: SessionUser, tripIdsIn: string[], remarksIn: RemarkInput[] | undefined, applyTaxes: boolean) {
      const tripIds = unique(tripIdsIn);
      if (tripIds.length === 0) throw badRequest(BILL_MESSAGES.selectRow);
      const remarks = checkedRemarks(remarksIn);
      const snapshot = await db.transaction().execute(async (trx) => {
        const trips = await listTrips(trx, { tripIds });
        refuseMixedVendors(
          trips.map((t) => t.vendor_id),
          BILL_MESSAGES.multipleVendors,
        );
        const billable = new Set(trips.filter((t) => t.status === 'Acknowledged' && !t.bill_id).map((t) => t.id));
        const refused = tripIds.filter((id) => !billable.has(id));
        if (refused.length > 0) throw notBillable(refused);
        const billId = `B${await nextNumber(trx, 'bill')}`;
        const now = new Date().toISOString();
        if ((await markTripsBilled(trx, tripIds, billId, now)) !== tripIds.length) throw notBillable(tripIds);
        const vendorId = trips[0]?.vendor_id ?? '';
        return writeRevision(
          trx,
          actor,
          { id: billId, vendor_id: vendorId, local_date: localDate(), revision: 1 },
          applyTaxes,
          remarks,
          null,
        );
      });
      return pdfOf(snapshot, `GeneratedBill-${snapshot.billId}.pdf`);
    },

    /** Transactions: bills issued in the range, their sums from the stored snapshots, and a totals row. */
    async transactions(startDate: string, endDate: string): Promise<TransactionRow[]> {
      const rows = (await listBillsBetween(db, startDate, endDate)).map((bill): TransactionRow => {
        const snapshot = JSON.parse(bill.snapshot) as BillSnapshot;
        const sum = (pick: (t: BillSnapshot['trips'][number]) => number | null) =>
          snapshot.trips.reduce((total, t) => total + (pick(t) ?? 0), 0);
        const weightKg = sum((t) => t.weightKg);
        const freight = sum((t) => t.freightPaise);
        const { taxes } = snapshot.totals;
        return {
          _id: bill.id,
          billing_id: bill.id,
          vendor: snapshot.vendor.companyName,
          date: bill.local_date,
          weight: weightKg / 1000,
          actual_weight: sum((t) => t.actualWeightKg) / 1000,
          freight: fromPaise(freight),
          rate: weightKg ? Math.round((freight / 100 / (weightKg / 1000)) * 100) / 100 : 0,
          diesel: fromPaise(sum((t) => t.dieselPaise)),
          advance: fromPaise(sum((t) => t.advancePaise)),
          toll: fromPaise(sum((t) => t.tollPaise)),
          tds: fromPaise(sum((t) => t.tdsPaise)),
          short: fromPaise(sum((t) => t.shortPaise)),
          remarks: fromPaise(snapshot.totals.remarksPaise),
          gst: fromPaise(taxes.cgst + taxes.sgst + taxes.igst),
          amount: fromPaise(snapshot.totals.finalPaise),
          revision: bill.revision,
        };
      });
      if (rows.length === 0) return rows;
      const total = (key: keyof TransactionRow) =>
        fromPaise(rows.reduce((sum, row) => sum + toPaise(Number(row[key])), 0));
      const weights = (key: 'weight' | 'actual_weight') =>
        rows.reduce((sum, row) => sum + Math.round(row[key] * 1000), 0) / 1000;
      return [
        ...rows,
        {
          _id: 'totals',
          billing_id: 'Total',
          vendor: '',
          date: '',
          weight: weights('weight'),
          actual_weight: weights('actual_weight'),
          freight: total('freight'),
          rate: 0,
          diesel: total('diesel'),
          advance: total('advance'),
          toll: total('toll'),
          tds: total('tds'),
          short: total('short'),
          remarks: total('remarks'),
          gst: total('gst'),
          amount: total('amount'),
          revision: 0,
        },
      ];
    },

    /** The latest revision's PDF, rebuilt from its snapshot: the same bytes every time. */
    async transactionPdf(billId: string): Promise<BillPdf> {
      return pdfOf(await snapshotOf(billId), `GeneratedTransactionBill-${billId}.pdf`);
    },

    /** Deleting a bill returns its trips to Acknowledged; the audit log keeps what the bill was. */
    async deleteTransaction(actor: SessionUser, billId: string): Promise<void> {
      const snapshot = await snapshotOf(billId);
      await db.transaction().execute(async (trx) => {
        await releaseTrips(trx, billId, new Date().toISOString());
        await deleteBill(trx, billId);
        await recordAudit(trx, {
          actor: actor.username,
          action: 'delete',
          entity: 'bill',
          entityId: billId,
          oldValues: { ...summary(snapshot), snapshot },
        });
      });
    },

    /** Revise Bill's tables: the bill's trips and the vendor's Acknowledged trips in the range. */
    async listToRevise(billId: string, range: { startDate?: string | undefined; endDate?: string | undefined }) {
      const bill = await findBill(db, billId);
      if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
      const snapshot = await snapshotOf(billId);
      const vendor = await findVendor(db, bill.vendor_id);
      const [billedTrips, acknowledgedTrips] = await Promise.all([
        listTrips(db, { billId }),
        listTrips(db, { ...range, vendor: vendor?.company_name, billable: true }),
      ]);
      const { totals } = snapshot;
      const billed: ReviseRow[] = billedTrips.map(toBillingRow);
      const last = billed.at(-1);
      if (last) {
        Object.assign(last, {
          gst_amount: fromPaise(totals.taxes.cgst + totals.taxes.sgst + totals.taxes.igst),
          remarks_amount: fromPaise(totals.remarksPaise),
          final_amount: fromPaise(totals.finalPaise),
        });
      }
      const acknowledged: ReviseRow[] = acknowledgedTrips.map(toBillingRow);
      return {
        billed,
        acknowledged,
        remarks: JSON.parse(bill.remarks) as { text: string; amount: number }[],
        applyTaxes: bill.apply_taxes === 1,
        message: billed.length + acknowledged.length === 0 ? BILL_MESSAGES.noRecordsRevise : '',
      };
    },

    /**
     * A new revision of a bill: unselected billed trips go back to Acknowledged, selected Acknowledged trips of the
     * same vendor join it; the bill id stays, the revision number grows, and the old revision's PDF is kept.
     */
    async revise(
      actor: SessionUser,
      request: {
        billId: string;
        keep: string[];
        release: string[];
        add: string[];
        remarks: RemarkInput[] | undefined;
        applyTaxes: boolean | undefined;
      },
    ): Promise<BillPdf> {
      const keep = unique(request.keep);
      const release = unique(request.release);
      const add = unique(request.add);
      if (keep.length + add.length === 0) throw badRequest(BILL_MESSAGES.reviseSelectTrip);
      const snapshot = await db.transaction().execute(async (trx) => {
        const bill = await findBill(trx, request.billId);
        if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
        const current = new Set((await listTrips(trx, { billId: bill.id })).map((t) => t.id));
        const stale = [...keep, ...release].filter((id) => !current.has(id));
        if (stale.length > 0) throw notBillable(stale);
        const joining = await listTrips(trx, { tripIds: add });
        refuseMixedVendors([bill.vendor_id, ...joining.map((t) => t.vendor_id)], BILL_MESSAGES.reviseOneVendor);
        const now = new Date().toISOString();
        await releaseTrips(trx, bill.id, now, release);
        if ((await markTripsBilled(trx, add, bill.id, now)) !== add.length) throw notBillable(add);
        const remarks = request.remarks
          ? checkedRemarks(request.remarks)
          : normaliseRemarks(JSON.parse(bill.remarks) as RemarkInput[]);
        const applyTaxes = request.applyTaxes ?? bill.apply_taxes === 1;
        const previous = JSON.parse((await latestSnapshot(trx, bill.id)) ?? 'null') as BillSnapshot | null;
        return writeRevision(trx, actor, { ...bill, revision: bill.revision + 1 }, applyTaxes, remarks, previous);
      });
      return pdfOf(snapshot, `RevisedBill-${snapshot.billId}.pdf`);
    },

    /** One row edited in Revise Bill: a trip of that bill or an Acknowledged one; freight follows the weight. */
    async updateOne(
      actor: SessionUser,
      tripId: string,
      billId: string | null | undefined,
      changes: {
        weight?: number | null;
        actual_weight?: number | null;
        diesel_amount?: number | null;
        short?: number | null;
        advance?: number | null;
        toll?: number | null;
      },
    ): Promise<void> {
      const trip = await findTrip(db, tripId.trim().toUpperCase());
      if (!trip) throw notFound('Trip not found.');
      const editable = trip.bill_id ? trip.bill_id === billId : trip.status === 'Acknowledged';
      if (!editable) throw conflict(BILL_MESSAGES.notBillable.replace('{trips}', trip.id));
      const kg = (tons: number | null | undefined) =>
        tons === undefined ? undefined : tons === null ? null : Math.round(tons * 1000);
      const paise = (rupees: number | null | undefined) =>
        rupees === undefined ? undefined : rupees === null ? null : toPaise(rupees);
      const weightKg = kg(changes.weight);
      const update = Object.fromEntries(
        Object.entries({
          weight_kg: weightKg,
          actual_weight_kg: kg(changes.actual_weight),
          diesel_paise: paise(changes.diesel_amount),
          short_paise: paise(changes.short),
          advance_paise: paise(changes.advance),
          toll_paise: paise(changes.toll),
          freight_paise: weightKg === undefined ? undefined : freightPaise(trip.rate_paise, weightKg),
        }).filter(([, value]) => value !== undefined),
      );
      await db.transaction().execute(async (trx) => {
        await updateTrip(trx, trip.id, { ...update, updated_at: new Date().toISOString() });
        const before = Object.fromEntries(Object.keys(update).map((key) => [key, trip[key as keyof TripRow]]));
        await recordAudit(trx, {
          actor: actor.username,
          action: 'update',
          entity: 'trip',
          entityId: trip.id,
          oldValues: before,
          newValues: update,
        });
      });
    },
  };
}
