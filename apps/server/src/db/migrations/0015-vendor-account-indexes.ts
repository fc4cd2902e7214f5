import type { Kysely, Migration } from 'kysely';

/**
 * The vendor ledger (issue 17) reads one vendor's bills by day and the payments of those bills by day: a year of the
 * big vendor comes from these two indexes alone (checked by db/query-plans.test.ts). Each replaces an index it begins
 * with, which served the foreign-key checks and a bill's payments and still does.
 */
const replaced = [
  { name: 'bills_vendor', table: 'bills', columns: ['vendor_id'] },
  { name: 'payments_bill_id', table: 'payments', columns: ['bill_id'] },
];

const added = [
  { name: 'bills_vendor_date_seq', table: 'bills', columns: ['vendor_id', 'local_date', 'seq'] },
  { name: 'payments_bill_date', table: 'payments', columns: ['bill_id', 'date'] },
];

type IndexSpec = (typeof added)[number];

const create = (db: Kysely<unknown>, index: IndexSpec) =>
  db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();

export const vendorAccountIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const index of added) await create(db, index);
    for (const index of replaced) await db.schema.dropIndex(index.name).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const index of replaced) await create(db, index);
    for (const index of added) await db.schema.dropIndex(index.name).execute();
  },
};
