import { randomUUID } from 'node:crypto';
import { DAILY_REFRESH, localDate, msUntilOfficeTime } from '@freightdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { housekeeping } from './housekeeping.ts';
import { claimRun, finishRun } from './job-run.repository.ts';

export const HOUSEKEEPING_JOB = 'daily-housekeeping';

/**
 * Runs the day's housekeeping on whichever node claims it first: with several nodes, once per cluster per day.
 * Returns false on the nodes that did not claim it.
 */
export async function runDailyHousekeeping(db: Database, node: string, now: Date = new Date()): Promise<boolean> {
  const day = localDate(now);
  if (!(await claimRun(db, HOUSEKEEPING_JOB, day, node))) return false;
  const outcome = await housekeeping(db, now).catch((error: unknown) => `failed: ${String(error)}`);
  await finishRun(db, HOUSEKEEPING_JOB, day, outcome);
  return true;
}

/** Schedules the housekeeping daily at the notification refresh time (00:05 office time) for as long as the app runs. */
export function scheduleDailyJobs(app: FastifyInstance, db: Database): void {
  const node = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(
      () => {
        runDailyHousekeeping(db, node).then(
          (ran) => ran && app.log.info({ job: HOUSEKEEPING_JOB }, 'daily job done'),
          (error: unknown) => app.log.error({ err: error, job: HOUSEKEEPING_JOB }, 'daily job failed'),
        );
        schedule();
      },
      msUntilOfficeTime(DAILY_REFRESH.hour, DAILY_REFRESH.minute),
    );
    timer.unref();
  };
  schedule();
  app.addHook('onClose', async () => clearTimeout(timer));
}
