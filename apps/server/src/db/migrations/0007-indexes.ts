import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for every filter the screens use, shaped for a million trips (checked by db/query-plans.test.ts):
 * - Reports, Business, Today's List and the exports filter by dates, optionally by vendor or truck, and read in
 *   (local_date, seq) order, page by page for the exports: each index ends in (local_date, seq), so rows come out in
 *   order with no sort and a page starts where the last one stopped. They replace the (…, local_date) indexes of 0003
 *   and 0005.
 * - Billing and Revise Bill: Acknowledged trips by date (few among many Billed ones), in the same order.
 * - Transactions: bills by date in (local_date, seq) order.
 * - Foreign keys that deletes check: a vendor's bills, and the files that attachments and vehicle documents hold.
 */
const replaced = [
  { name: 'trips_local_date', table: 'trips', columns: ['local_date'] },
  { name: 'trips_vendor_date', table: 'trips', columns: ['vendor_id', 'local_date'] },
  { name: 'trips_truck_date', table: 'trips', columns: ['truck_no', 'local_date'] },
  { name: 'trips_status_date', table: 'trips', columns: ['status', 'local_date'] },
  { name: 'bills_local_date', table: 'bills', columns: ['local_date'] },
];

const added = [
  { name: 'trips_date_seq', table: 'trips', columns: ['local_date', 'seq'] },
  { name: 'trips_vendor_date_seq', table: 'trips', columns: ['vendor_id', 'local_date', 'seq'] },
  { name: 'trips_truck_date_seq', table: 'trips', columns: ['truck_no', 'local_date', 'seq'] },
  { name: 'trips_status_date_seq', table: 'trips', columns: ['status', 'local_date', 'seq'] },
  { name: 'bills_date_seq', table: 'bills', columns: ['local_date', 'seq'] },
  { name: 'bills_vendor', table: 'bills', columns: ['vendor_id'] },
  { name: 'trip_attachments_file', table: 'trip_attachments', columns: ['file_id'] },
  { name: 'vehicle_documents_file', table: 'vehicle_documents', columns: ['file_id'] },
];

type IndexSpec = (typeof added)[number];

const create = (db: Kysely<unknown>, index: IndexSpec) =>
  db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();

export const indexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const index of added) await create(db, index);
    for (const index of replaced) await db.schema.dropIndex(index.name).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const index of replaced) await create(db, index);
    for (const index of added) await db.schema.dropIndex(index.name).execute();
  },
};
