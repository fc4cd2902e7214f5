import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP } from '../components/trip-fields';
import { reopened, resetDraft, sameDraft, type DraftState } from './draft-state';

const before = { ...EMPTY_TRIP, TruckNumber: 'MH12AB1234', DriverName: 'Suresh', Weight: '10' };
const saved = { ...before, DriverName: 'Mahesh' };

describe('the trip form draft when the trip is read again', () => {
  it('after a saved edit, a reset to the trip as it was then follows the saved values: nothing is left to restore', () => {
    // The bug of issue 29: reset to the values opened, then the trip is fetched again with the saved ones.
    const typed: DraftState = { draft: saved, opened: before };
    const afterSave = resetDraft(typed);
    expect(afterSave.draft).toEqual(before);
    const fetched = reopened(afterSave, saved);
    expect(fetched).toEqual({ draft: saved, opened: saved });
    expect(sameDraft(fetched.draft, fetched.opened), 'no unsaved change').toBe(true);
  });

  it('a reset once the saved trip has been read goes to the saved values, not the ones first opened', () => {
    const typed: DraftState = { draft: { ...saved, Weight: '10.0' }, opened: before };
    const fetched = reopened(typed, saved);
    expect(fetched.draft, 'changes not yet saved are kept').toEqual({ ...saved, Weight: '10.0' });
    expect(resetDraft(fetched)).toEqual({ draft: saved, opened: saved });
  });

  it('keeps what is typed when the trip is read again while it is being edited', () => {
    const typing: DraftState = { draft: { ...before, Toll: '120' }, opened: before };
    expect(reopened(typing, saved)).toEqual({ draft: { ...before, Toll: '120' }, opened: saved });
  });

  it('resets to a given draft, such as a new trip after a refused submit', () => {
    expect(resetDraft({ draft: saved, opened: before }, EMPTY_TRIP)).toEqual({ draft: EMPTY_TRIP, opened: before });
  });
});
