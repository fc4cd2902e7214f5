import type { Kysely, Migration } from 'kysely';

/**
 * The screen each user lands on after signing in (issue 33): `home` (the spec's landing, every user's until they
 * choose) or `dashboard`, the owner's figures, which the accountant and the admin may choose.
 */
export const landingScreen: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('landing_screen', 'text', (c) => c.notNull().defaultTo('home'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('landing_screen').execute();
  },
};
