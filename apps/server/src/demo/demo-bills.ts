import { PAYMENT_MODES, daysBefore, fromPaise, localDate } from '@freightdesk/domain';
import { createBillService } from '../bills/bill.service.ts';
import type { BillSnapshot } from '../bills/bill-snapshot.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';
import { createPaymentService } from '../payments/payment.service.ts';
import { listTrips } from '../trips/trip.repository.ts';

/**
 * Trips are billed 30 days at a time, each bill issued the day after its newest trip, so one bill of each vendor lands
 * in each ageing bucket: trips 32 to 61 days old make a bill 31 to 60 days old.
 */
const windowOf = (ageInDays: number) => Math.floor((ageInDays - 2) / 30);
const TRIPS_PER_BILL = 8;
/** The last two weeks stay unbilled for the Billing screen. */
const UNBILLED_DAYS = 14;

/** Dates a demo bill as issued on `date`: its row, its ledger entry and its snapshot, so the PDF prints that day. */
async function backdate(db: Database, billId: string, date: string): Promise<void> {
  const createdAt = new Date(Date.parse(`${date}T17:30:00+05:30`)).toISOString();
  await db.updateTable('bills').set({ local_date: date, created_at: createdAt }).where('id', '=', billId).execute();
  await db
    .updateTable('bill_entries')
    .set({ local_date: date, created_at: createdAt })
    .where('bill_id', '=', billId)
    .execute();
  const revision = await db
    .selectFrom('bill_revisions')
    .select('snapshot')
    .where('bill_id', '=', billId)
    .executeTakeFirstOrThrow();
  const snapshot = { ...(JSON.parse(revision.snapshot) as BillSnapshot), issuedOn: date, revisedOn: date, createdAt };
  await db
    .updateTable('bill_revisions')
    .set({ snapshot: JSON.stringify(snapshot), created_at: createdAt })
    .where('bill_id', '=', billId)
    .execute();
}

/** Bills each vendor's older Acknowledged trips window by window (a bill in every ageing bucket); oldest first. */
export async function billAcrossAgeing(
  db: Database,
  actor: SessionUser,
  vendors: readonly { companyName: string; gstApplicable: string }[],
): Promise<{ billId: string; date: string }[]> {
  const bills = createBillService(db);
  const today = localDate();
  const issued: { billId: string; date: string }[] = [];
  for (const vendor of vendors) {
    const trips = await listTrips(db, {
      vendor: vendor.companyName,
      billable: true,
      startDate: '2000-01-01',
      endDate: daysBefore(today, UNBILLED_DAYS),
    });
    const windows = new Map<number, typeof trips>();
    for (const trip of trips) {
      const window = windowOf((Date.parse(today) - Date.parse(trip.local_date)) / 86_400_000);
      windows.set(window, [...(windows.get(window) ?? []), trip]);
    }
    for (const group of windows.values()) {
      const chosen = group.slice(0, TRIPS_PER_BILL);
      const newest =
        chosen
          .map((trip) => trip.local_date)
          .toSorted()
          .at(-1) ?? today;
      const { billId } = await bills.generate(
        actor,
        chosen.map((trip) => trip.id),
        [{ text: 'Loading charges', amount: 500 }],
        vendor.gstApplicable === 'Yes',
      );
      const date = daysBefore(newest, -1);
      await backdate(db, billId, date);
      issued.push({ billId, date });
    }
  }
  return issued.toSorted((a, b) => a.date.localeCompare(b.date));
}

/**
 * Pays the demo bills in turn: one in full, one in part, one not at all, and one paid in part and then reversed (a
 * bounced cheque), a week after each bill's day or today.
 */
export async function payDemoBills(
  db: Database,
  actor: SessionUser,
  bills: { billId: string; date: string }[],
): Promise<void> {
  const payments = createPaymentService(db);
  const today = localDate();
  for (const [index, bill] of bills.entries()) {
    const final = await db.selectFrom('bills').select('final_paise').where('id', '=', bill.billId).executeTakeFirst();
    const finalRupees = fromPaise(final?.final_paise ?? 0);
    const mode = PAYMENT_MODES[index % PAYMENT_MODES.length] ?? 'NEFT';
    const paidOn = [daysBefore(bill.date, -7), today].toSorted()[0] ?? today;
    const pay = (amount: number) =>
      payments.record(actor, {
        billId: bill.billId,
        amount,
        date: paidOn,
        mode,
        reference: mode === 'Cash' ? '' : `${mode.toUpperCase()}${100_000 + index}`,
      });
    const kind = index % 4;
    if (kind === 0) await pay(finalRupees);
    if (kind === 1) await pay(Math.round(finalRupees * 0.4));
    if (kind === 3) {
      const bounced = await pay(Math.round(finalRupees * 0.25));
      await payments.reverse(actor, bounced.id, 'Cheque returned by the bank');
    }
  }
}
