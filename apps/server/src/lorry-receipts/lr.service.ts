import {
  CUSTOMER_MESSAGES,
  type EwayAlert,
  EWAY_ALERT_HOURS,
  LR_EDITABLE_STATUSES,
  LR_MESSAGES,
  type LorryReceipt,
  type LrRequest,
  type LrUpdate,
  can,
  canOpenTrip,
  ewayAlert,
  formatLrNo,
  localDate,
  lrFinancialYear,
  readLrSearch,
  statusAfterPrint,
  toPaise,
} from '@freightdesk/domain';
import type { Updateable } from 'kysely';
import { recordAudit } from '../audit/audit.repository.ts';
import { findCustomer, findCustomerByName } from '../customers/customer.repository.ts';
import { nextInSeries } from '../db/counter.repository.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import type { LorryReceiptTable } from '../db/schema.ts';
import type { SessionUser } from '../http/access.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/app-error.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { findTrip } from '../trips/trip.repository.ts';
import { type LrTypedColumns, toLr, toLrColumns } from './lr.mapper.ts';
import { type RateOf, customerRateOf, lrMoney, ratesFor } from './lr-money.ts';
import { lrFileName, renderLrPdf } from './lr-pdf.ts';
import {
  type LrFilter,
  type LrView,
  ewayBillsDueBy,
  findLr,
  insertLr,
  listLrs,
  lrOfTrip,
  markPrinted,
  updateEditableLr,
} from './lr.repository.ts';

export type LrService = ReturnType<typeof createLrService>;

const HOUR_MS = 3_600_000;

/** An LR number as given in a path: upper or lower case, the digits zero-padded or not. */
function normalLrNo(typed: string): string {
  const read = readLrSearch(typed);
  return read?.fy ? formatLrNo(read.fy, read.seq) : typed.trim().toUpperCase();
}

const seesMoney = (actor: SessionUser) => can(actor.profile, 'lrMoney');

/** Only the office types the customer's rate: a manager who sends one is refused, not silently ignored. */
function refuseTypedRate(actor: SessionUser, rate: number | undefined): void {
  if (rate !== undefined && !seesMoney(actor)) throw forbidden(LR_MESSAGES.rateNotAllowed);
}

const reachable = (actor: SessionUser, lr: Pick<LrView, 'trip_username' | 'trip_date'>) =>
  canOpenTrip(actor, { username: lr.trip_username, localDate: lr.trip_date });

/** Lorry receipts (issue 32): numbered per financial year without gaps, one standing per trip, cancelled not deleted. */
export function createLrService(db: Database) {
  async function partiesOf(fields: Pick<LrUpdate, 'consignor' | 'consignee'>) {
    const [consignor, consignee] = await Promise.all([
      findCustomerByName(db, fields.consignor),
      findCustomerByName(db, fields.consignee),
    ]);
    if (!consignor) throw badRequest(CUSTOMER_MESSAGES.unknown(fields.consignor), 'consignor');
    if (!consignee) throw badRequest(CUSTOMER_MESSAGES.unknown(fields.consignee), 'consignee');
    return { consignorId: consignor.id, consigneeId: consignee.id };
  }

  const rateFromCustomer = customerRateOf(db);
  const moneyOf = (view: LrView, rateOf: RateOf = rateFromCustomer) => lrMoney(view, rateOf);

  async function answer(actor: SessionUser, view: LrView, rateOf?: RateOf): Promise<LorryReceipt> {
    return toLr(view, seesMoney(actor) ? await moneyOf(view, rateOf) : null);
  }

  /** An LR the user may open: one of a trip out of the profile's reach answers as one that does not exist. */
  async function findReadable(actor: SessionUser, lrNo: string): Promise<LrView> {
    const view = await findLr(db, normalLrNo(lrNo));
    if (!view || !reachable(actor, view)) throw notFound(LR_MESSAGES.notFound);
    return view;
  }

  async function readBack(actor: SessionUser, lrNo: string): Promise<LorryReceipt> {
    const view = await findLr(db, lrNo);
    if (!view) throw notFound(LR_MESSAGES.notFound);
    return answer(actor, view);
  }

  function refuseUnlessEditable(view: Pick<LrView, 'lr_no' | 'status'>): void {
    if (!LR_EDITABLE_STATUSES.includes(view.status)) throw conflict(LR_MESSAGES.notEditable(view.lr_no, view.status));
  }

  /** Writes a change to an editable LR with its audit row; refused when it stopped being editable meanwhile. */
  async function change(actor: SessionUser, view: LrView, columns: Updateable<LorryReceiptTable>): Promise<void> {
    const old = Object.fromEntries(Object.keys(columns).map((key) => [key, view[key as keyof LrView]]));
    await db.transaction().execute(async (trx) => {
      if (!(await updateEditableLr(trx, view.lr_no, { ...columns, updated_at: new Date().toISOString() }))) {
        const now = await findLr(trx, view.lr_no);
        throw conflict(LR_MESSAGES.notEditable(view.lr_no, now?.status ?? view.status));
      }
      await recordAudit(trx, {
        actor: actor.username,
        action: 'update',
        entity: 'lorry_receipt',
        entityId: view.lr_no,
        oldValues: old,
        newValues: columns,
      });
    });
  }

  /** Numbers and writes a new LR in one transaction: a refusal rolls its number back, so the series has no gaps. */
  async function insertNumbered(
    actor: SessionUser,
    tripId: string,
    columns: LrTypedColumns & { rate_paise: number | null },
  ): Promise<string> {
    const now = new Date();
    const day = localDate(now);
    const fy = lrFinancialYear(day);
    return db.transaction().execute(async (trx) => {
      const standing = await lrOfTrip(trx, tripId);
      if (standing) throw conflict(LR_MESSAGES.tripHasLr(standing.lr_no));
      const seq = await nextInSeries(trx, `lr:${fy}`);
      const lrNo = formatLrNo(fy, seq);
      await insertLr(trx, {
        lr_no: lrNo,
        fy,
        seq,
        lr_date: day,
        trip_id: tripId,
        ...columns,
        status: 'Booked',
        received_by: '',
        delivered_on: null,
        printed_at: null,
        cancel_reason: '',
        cancelled_by: null,
        cancelled_at: null,
        created_by: actor.username,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await recordAudit(trx, {
        actor: actor.username,
        action: 'create',
        entity: 'lorry_receipt',
        entityId: lrNo,
        newValues: { trip_id: tripId, ...columns },
      });
      return lrNo;
    });
  }

  return {
    async create(actor: SessionUser, request: LrRequest): Promise<LorryReceipt> {
      refuseTypedRate(actor, request.rate);
      const trip = await findTrip(db, request.tripId);
      if (!trip || !canOpenTrip(actor, { username: trip.username, localDate: trip.local_date })) {
        throw notFound(LR_MESSAGES.tripNotFound);
      }
      const columns = {
        ...toLrColumns(request, await partiesOf(request)),
        rate_paise: request.rate === undefined ? null : toPaise(request.rate),
      };
      try {
        return await readBack(actor, await insertNumbered(actor, trip.id, columns));
      } catch (error) {
        // Two LRs for one trip at once: the partial unique index let one in.
        const standing = isUniqueViolation(error) ? await lrOfTrip(db, trip.id) : undefined;
        if (standing) throw conflict(LR_MESSAGES.tripHasLr(standing.lr_no));
        throw error;
      }
    },

    async get(actor: SessionUser, lrNo: string): Promise<LorryReceipt> {
      return answer(actor, await findReadable(actor, lrNo));
    },

    async list(actor: SessionUser, filter: LrFilter): Promise<LorryReceipt[]> {
      const views = (await listLrs(db, filter)).filter((view) => reachable(actor, view));
      const rateOf = await ratesFor(db, views);
      return Promise.all(views.map((view) => answer(actor, view, rateOf)));
    },

    /** Every typed field again; a manager's change keeps the rate the office typed. */
    async update(actor: SessionUser, lrNo: string, fields: LrUpdate): Promise<LorryReceipt> {
      refuseTypedRate(actor, fields.rate);
      const view = await findReadable(actor, lrNo);
      refuseUnlessEditable(view);
      const columns = {
        ...toLrColumns(fields, await partiesOf(fields)),
        ...(seesMoney(actor) && { rate_paise: fields.rate === undefined ? null : toPaise(fields.rate) }),
      };
      await change(actor, view, columns);
      return readBack(actor, view.lr_no);
    },

    /** Keeps the LR and its number, marked Cancelled with the reason; its trip may then have a new LR. */
    async cancel(actor: SessionUser, lrNo: string, reason: string): Promise<LorryReceipt> {
      const view = await findReadable(actor, lrNo);
      refuseUnlessEditable(view);
      await change(actor, view, {
        status: 'Cancelled',
        cancel_reason: reason,
        cancelled_by: actor.username,
        cancelled_at: new Date().toISOString(),
      });
      return readBack(actor, view.lr_no);
    },

    /** The three copies; the first print moves a Booked LR In transit (the driver carries a copy). */
    async pdf(actor: SessionUser, lrNo: string): Promise<{ fileName: string; data: Buffer }> {
      const view = await findReadable(actor, lrNo);
      const [business, consignor, consignee, money] = await Promise.all([
        getBusinessSettings(db),
        findCustomer(db, view.consignor_id),
        findCustomer(db, view.consignee_id),
        moneyOf(view),
      ]);
      if (!consignor || !consignee) throw notFound(LR_MESSAGES.notFound);
      const data = await renderLrPdf({ business, lr: view, consignor, consignee, freightPaise: money.freightPaise });
      if (view.printed_at === null) {
        const at = new Date().toISOString();
        await markPrinted(db, view.lr_no, { from: view.status, to: statusAfterPrint(view.status) }, at);
      }
      return { fileName: lrFileName(view.lr_no), data };
    },

    /** E-way bills of LRs not cancelled, on trips not yet acknowledged, expiring within the alert hours or past. */
    async ewayAlerts(now: Date = new Date()): Promise<EwayAlert[]> {
      const until = new Date(now.getTime() + EWAY_ALERT_HOURS * HOUR_MS).toISOString();
      const rows = await ewayBillsDueBy(db, until);
      return rows.map((row) => ({
        lrNo: row.lr_no,
        tripId: row.trip_id,
        truck: row.truck_no,
        ewayBillNo: row.eway_bill_no,
        validUntil: row.eway_valid_until,
        expired: ewayAlert(row.eway_valid_until, now) === 'expired',
      }));
    },
  };
}
