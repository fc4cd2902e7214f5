import {
  type BooksClosed,
  booksClosedSavedMessage,
  closeThroughProblem,
  localDate,
  monthLeftOpen,
  periodClosedProblem,
} from '@freightdesk/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import { findBill } from '../bills/bill.repository.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';
import { badRequest, conflict } from '../http/app-error.ts';
import { getBooksClosedThrough, saveBooksClosedThrough } from './settings.repository.ts';

/**
 * Refuses a write of anything dated `day` (YYYY-MM-DD) once the books are closed through that day or later: 409
 * PERIOD_CLOSED naming the closed day. Call it inside the transaction that writes, so it reads the closed day there.
 */
export async function refuseClosedPeriod(trx: Database, day: string): Promise<void> {
  const problem = periodClosedProblem(day, await getBooksClosedThrough(trx));
  if (problem) throw conflict(problem, 'PERIOD_CLOSED');
}

/** As `refuseClosedPeriod` for a bill, dated the day it was issued; an unknown bill is left to the caller's 404. */
export async function refuseClosedBill(trx: Database, billId: string): Promise<void> {
  const bill = await findBill(trx, billId);
  if (bill) await refuseClosedPeriod(trx, bill.local_date);
}

/** Settings > Books closed through: a day up to today, or null to open them all; each change is audited. */
export async function closeBooks(db: Database, actor: SessionUser, { through }: BooksClosed) {
  const problem = closeThroughProblem(through, localDate());
  if (problem) throw badRequest(problem, 'through');
  await db.transaction().execute(async (trx) => {
    const before = await getBooksClosedThrough(trx);
    await saveBooksClosedThrough(trx, through);
    await recordAudit(trx, {
      actor: actor.username,
      action: 'update',
      entity: 'settings',
      entityId: 'books-closed',
      oldValues: { through: before },
      newValues: { through },
    });
  });
  return { through, message: booksClosedSavedMessage(through) };
}

/** The bell's reminder to the admin: the last day of a month ended 10 days ago and still open, else null. */
export async function booksClosingReminder(db: Database): Promise<{ monthEnd: string | null }> {
  return { monthEnd: monthLeftOpen(localDate(), await getBooksClosedThrough(db)) };
}
