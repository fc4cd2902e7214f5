import type { TripDraft } from '../components/trip-fields';

/** The form's text and the trip's values it started from: what the text is compared with to tell unsaved changes. */
export interface DraftState {
  draft: TripDraft;
  opened: TripDraft;
}

export const sameDraft = (a: TripDraft, b: TripDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The trip read again (after its save, say): a draft without changes follows the new values, one with changes keeps
 * them. Otherwise the old values, now unlike the trip's, would be kept as an unsaved draft to restore.
 */
export function reopened(state: DraftState, opened: TripDraft): DraftState {
  return { draft: sameDraft(state.draft, state.opened) ? opened : state.draft, opened };
}

/** Back to the trip as last read, or to `to`: after a save, or when the person discards the restored draft. */
export function resetDraft(state: DraftState, to?: TripDraft): DraftState {
  return { ...state, draft: to ?? state.opened };
}
