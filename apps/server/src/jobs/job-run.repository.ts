import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';

/** Claims one run of a job (e.g. the day's): true for the one node whose insert wins, false for every other. */
export async function claimRun(db: Database, job: string, runKey: string, node: string): Promise<boolean> {
  try {
    await db
      .insertInto('job_runs')
      .values({ job, run_key: runKey, node, started_at: new Date().toISOString(), finished_at: null, outcome: null })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function finishRun(db: Database, job: string, runKey: string, outcome: string): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ finished_at: new Date().toISOString(), outcome })
    .where('job', '=', job)
    .where('run_key', '=', runKey)
    .execute();
}

export function listRuns(db: Database, job: string) {
  return db.selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('run_key').execute();
}
