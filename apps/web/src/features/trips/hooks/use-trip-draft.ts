import { useEffect, useState, type SetStateAction } from 'react';
import { EMPTY_TRIP, isDraftKey, type TripDraft } from '../components/trip-fields';
import { reopened, resetDraft, sameDraft, type DraftState } from '../utils/draft-state';

const draftKey = (username: string, screen: string) => `freightdesk:trip-draft:${username}:${screen}`;

function storedDraft(key: string): TripDraft | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const entries = Object.entries(stored).filter(
      (entry): entry is [keyof TripDraft, string] => isDraftKey(entry[0]) && typeof entry[1] === 'string',
    );
    return { ...EMPTY_TRIP, ...Object.fromEntries(entries) };
  } catch {
    return null;
  }
}

/**
 * The trip form's text, kept per user and screen in this browser until it is saved or discarded, so a refresh or an
 * accidental Back loses nothing; leaving with unsaved changes asks first.
 */
export function useTripDraft(username: string, screen: string, initial: TripDraft) {
  const key = draftKey(username, screen);
  const [restored, setRestored] = useState(() => {
    const stored = storedDraft(key);
    return stored !== null && !sameDraft(stored, initial);
  });
  const [state, setState] = useState<DraftState>(() => ({
    draft: restored ? (storedDraft(key) ?? initial) : initial,
    opened: initial,
  }));
  // Adjusted while rendering, so no effect ever sees the old values as unsaved changes to the trip read again.
  if (!sameDraft(state.opened, initial)) setState((current) => reopened(current, initial));
  const { draft } = state;
  const dirty = !sameDraft(draft, state.opened);

  useEffect(() => {
    if (dirty) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  }, [key, draft, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setDraft = (update: SetStateAction<TripDraft>) =>
    setState((current) => ({
      ...current,
      draft: typeof update === 'function' ? update(current.draft) : update,
    }));

  /** Back to the trip as last read, or to `to`: after a save, or when the person discards the restored draft. */
  function reset(to?: TripDraft) {
    localStorage.removeItem(key);
    setRestored(false);
    setState((current) => resetDraft(current, to));
  }

  return { draft, setDraft, restored, dismissRestored: () => setRestored(false), reset };
}
