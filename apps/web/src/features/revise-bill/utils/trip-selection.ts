import type { ReviseRow } from '@freightdesk/domain';

/**
 * What the user changed of the default selection, by trip id: billed trips start selected, Acknowledged ones do not.
 * Kept as changes, so fetching the tables again (after an edit, or after a revision moved trips) needs no reset.
 */
export interface TripSelection {
  unselectedBilled: ReadonlySet<string>;
  selectedAcknowledged: ReadonlySet<string>;
}

export const DEFAULT_SELECTION: TripSelection = { unselectedBilled: new Set(), selectedAcknowledged: new Set() };

export type TripTable = 'billed' | 'acknowledged';

/** The ids of a table's rows that are ticked. */
export function tickedIds(table: TripTable, rows: ReviseRow[], selection: TripSelection): Set<string> {
  const ids = rows.map((row) => row.trip_id);
  return new Set(
    table === 'billed'
      ? ids.filter((id) => !selection.unselectedBilled.has(id))
      : ids.filter((id) => selection.selectedAcknowledged.has(id)),
  );
}

/** The selection with some trips of one table ticked or unticked. */
export function withTicks(
  selection: TripSelection,
  table: TripTable,
  tripIds: string[],
  ticked: boolean,
): TripSelection {
  const change = (set: ReadonlySet<string>, add: boolean) => {
    const next = new Set(set);
    for (const id of tripIds) {
      if (add) next.add(id);
      else next.delete(id);
    }
    return next;
  };
  return table === 'billed'
    ? { ...selection, unselectedBilled: change(selection.unselectedBilled, !ticked) }
    : { ...selection, selectedAcknowledged: change(selection.selectedAcknowledged, ticked) };
}
