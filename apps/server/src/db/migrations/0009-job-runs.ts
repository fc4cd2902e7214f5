import type { Kysely, Migration } from 'kysely';

/** One row per run of a scheduled job: the first node to insert it runs the job, the others skip it. */
export const jobRuns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_runs')
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('run_key', 'text', (c) => c.notNull())
      .addColumn('node', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('outcome', 'text')
      .addPrimaryKeyConstraint('job_runs_pk', ['job', 'run_key'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_runs').execute();
  },
};
