import type { Database } from '../db/database.ts';

export interface IdempotencyClaim {
  username: string;
  key: string;
  requestHash: string;
}

export interface IdempotentResult {
  requestHash: string;
  billId: string;
  revision: number;
  fileName: string;
}

/**
 * Claims a key inside the issuing transaction. Returns null when the claim is new; otherwise the earlier request's
 * result. On PostgreSQL a second claim waits here until the first transaction ends, so it sees the committed result
 * (or, after a rollback, claims the key itself); SQLite runs one write transaction at a time.
 */
export async function claimKey(trx: Database, claim: IdempotencyClaim, at: string): Promise<IdempotentResult | null> {
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
    .select(['request_hash', 'bill_id', 'revision', 'file_name'])
    .where('username', '=', claim.username)
    .where('idempotency_key', '=', claim.key)
    .executeTakeFirstOrThrow();
  return {
    requestHash: earlier.request_hash,
    // Stryker disable next-line StringLiteral: equivalent, unreachable - a key is committed with its result
    billId: earlier.bill_id ?? '',
    revision: earlier.revision ?? 0,
    // Stryker disable next-line StringLiteral: equivalent, unreachable - a key is committed with its result
    fileName: earlier.file_name ?? '',
  };
}

/** Records what the claimed request issued, in the same transaction. */
export async function recordKeyResult(
  trx: Database,
  claim: IdempotencyClaim,
  result: Omit<IdempotentResult, 'requestHash'>,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ bill_id: result.billId, revision: result.revision, file_name: result.fileName })
    .where('username', '=', claim.username)
    .where('idempotency_key', '=', claim.key)
    .execute();
}

/** Housekeeping: keys claimed before the given time. Returns how many went. */
export async function deleteKeysBefore(db: Database, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
