import type { Kysely, Migration } from 'kysely';
import { shareAll } from '../../margins/margin-shares.ts';

/**
 * The margins (issue 33) spread each bill's remarks over its trips and each invoice's extra charges over its standing
 * lines. Spreading them on every read cost a year's margins by trip three times its raw query; the shares are kept as
 * they are written instead (`margins/margin-shares.ts`), and this migration spreads the ones already written.
 */
export const marginShares: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('trips')
      .addColumn('remarks_share_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('invoice_lines')
      .addColumn('extras_share_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    // The schema up to here is the one the shares are written to.
    await shareAll(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('invoice_lines').dropColumn('extras_share_paise').execute();
    await db.schema.alterTable('trips').dropColumn('remarks_share_paise').execute();
  },
};
