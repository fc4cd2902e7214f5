import type { Database } from '../db/database.ts';
import { keyReused } from '../http/idempotency-key.ts';

export interface IdempotencyClaim {
  username: string;
  key: string;
  requestHash: string;
}

/** What an issued bill keeps under its key: the revision issued and its file. */
export interface IssuedBill {
  billId: string;
  revision: number;
  fileName: string;
}

/** What any other request keeps under its key: its first answer, as JSON. */
export interface StoredAnswer {
  response: string;
}

/**
 * Claims a key inside the writing transaction. Returns null when the claim is new; otherwise what the earlier request
 * of this key made, or 422 IDEMPOTENCY_KEY_REUSED when that request was another one. On PostgreSQL a second claim
 * waits here until the first transaction ends, so it sees the committed result (or, after a rollback, claims the key
 * itself); SQLite runs one write transaction at a time.
 */
export async function claimKey(
  trx: Database,
  claim: IdempotencyClaim,
  at: string,
): Promise<(IssuedBill & { response: string | null }) | null> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      username: claim.username,
      idempotency_key: claim.key,
      request_hash: claim.requestHash,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['username', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return null;
  const earlier = await trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'bill_id', 'revision', 'file_name', 'response'])
    .where('username', '=', claim.username)
    .where('idempotency_key', '=', claim.key)
    .executeTakeFirstOrThrow();
  if (earlier.request_hash !== claim.requestHash) throw keyReused();
  return {
    // Stryker disable next-line StringLiteral: equivalent, unreachable - a key is committed with its result
    billId: earlier.bill_id ?? '',
    revision: earlier.revision ?? 0,
    // Stryker disable next-line StringLiteral: equivalent, unreachable - a key is committed with its result
    fileName: earlier.file_name ?? '',
    response: earlier.response,
  };
}

/** Records what the claimed request made, in the same transaction. */
export async function recordKeyResult(
  trx: Database,
  claim: IdempotencyClaim,
  result: IssuedBill | StoredAnswer,
): Promise<void> {
  const stored =
    'response' in result
      ? { response: result.response }
      : { bill_id: result.billId, revision: result.revision, file_name: result.fileName };
  await trx
    .updateTable('idempotency_keys')
    .set(stored)
    .where('username', '=', claim.username)
    .where('idempotency_key', '=', claim.key)
    .execute();
}

/**
 * Runs `write` in one transaction, once per key: with a claim, a repeat of the request (even a simultaneous one, on
 * any node) gets the first answer, stored as JSON beside the key, and writes nothing.
 */
export async function answerOnce<Answer>(
  db: Database,
  claim: IdempotencyClaim | undefined,
  write: (trx: Database) => Promise<Answer>,
): Promise<Answer> {
  return db.transaction().execute(async (trx) => {
    const earlier = claim ? await claimKey(trx, claim, new Date().toISOString()) : null;
    // Stryker disable next-line StringLiteral: equivalent, unreachable - a key is committed with its answer
    if (earlier) return JSON.parse(earlier.response ?? 'null') as Answer;
    const answer = await write(trx);
    if (claim) await recordKeyResult(trx, claim, { response: JSON.stringify(answer) });
    return answer;
  });
}

/** Housekeeping: keys claimed before the given time. Returns how many went. */
export async function deleteKeysBefore(db: Database, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
