import { SESSION_IDLE_TIMEOUT_MS } from '@freightdesk/domain';
import { deleteKeysBefore } from '../bills/idempotency.repository.ts';
import type { Database } from '../db/database.ts';

/** A chat file uploaded but never sent in a message is kept this long (the sender may still be typing). */
const UNSENT_FILE_GRACE_MS = 24 * 60 * 60 * 1000;
/** A repeat of a bill request comes within seconds; a day covers any retry a client makes. */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The daily clean-up: sessions past either expiry, chat files uploaded but never sent, and Idempotency-Keys older
 * than a day. Returns what it removed,
 * for the job's log and its row in job_runs.
 */
export async function housekeeping(db: Database, now: Date = new Date()): Promise<string> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now.toISOString()),
        eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<=', idleSince),
      ]),
    )
    .executeTakeFirst();

  const unsent = await db
    .selectFrom('chat_files')
    .select(['chat_files.file_name', 'chat_files.file_id'])
    .where('chat_files.created_at', '<', new Date(now.getTime() - UNSENT_FILE_GRACE_MS).toISOString())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('messages').select('messages.id').whereRef('messages.file_name', '=', 'chat_files.file_name'),
        ),
      ),
    )
    .execute();
  if (unsent.length > 0) {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('chat_files')
        .where(
          'file_name',
          'in',
          unsent.map((file) => file.file_name),
        )
        .execute();
      await trx
        .deleteFrom('files')
        .where(
          'id',
          'in',
          unsent.map((file) => file.file_id),
        )
        .execute();
    });
  }
  const keys = await deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString());
  return (
    `removed ${Number(sessions.numDeletedRows)} expired sessions, ${unsent.length} unsent chat files ` +
    `and ${keys} idempotency keys`
  );
}
