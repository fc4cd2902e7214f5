import type { Kysely, Migration } from 'kysely';

/**
 * The margins of a range (issue 33) spread each bill's remarks over its trips, so they first find the bills with a trip
 * in the range: with this index that is one look-up per bill, where it read every trip of the range (hundreds of
 * thousands in a year). It replaces `trips_bill`, which it begins with: a bill's trips and the foreign-key checks use
 * it as they did that one.
 */
export const tripsBillDay: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('trips_bill_day').on('trips').columns(['bill_id', 'local_date']).execute();
    await db.schema.dropIndex('trips_bill').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.createIndex('trips_bill').on('trips').column('bill_id').execute();
    await db.schema.dropIndex('trips_bill_day').execute();
  },
};
