import { BILL_ID_PREFIX, TRIP_ID_PREFIX } from './constants.ts';
import { readLrSearch } from './lorry-receipt.ts';
import { MESSAGES } from './messages.ts';
import { can } from './permissions.ts';
import type { Profile } from './profiles.ts';

export type SearchTarget =
  | { kind: 'trip'; id: string }
  | { kind: 'bill'; id: string }
  /** A lorry receipt's number as typed (issue 32): GET /api/lrs/find?q= finds its trip. */
  | { kind: 'lr'; query: string }
  | { kind: 'error'; message: string };

/**
 * The top bar's search rules (spec-1 sections 5 and 6), role rules included; an LR number (LR/2026-27/000123 or
 * LR123, issue 32) for every profile that reads LRs.
 */
export function searchTarget(input: string, profile: Profile): SearchTarget {
  const id = input.trim().toUpperCase();
  if (readLrSearch(id) && can(profile, 'lrRead')) return { kind: 'lr', query: id };
  if (!can(profile, 'searchTrip')) return { kind: 'error', message: MESSAGES.noAccess };
  if (!id) return { kind: 'error', message: MESSAGES.searchEmpty };
  if (id.startsWith(TRIP_ID_PREFIX)) return { kind: 'trip', id };
  if (id.startsWith(BILL_ID_PREFIX)) {
    return can(profile, 'searchBill') ? { kind: 'bill', id } : { kind: 'error', message: MESSAGES.noAccess };
  }
  return { kind: 'error', message: MESSAGES.searchInvalid };
}
