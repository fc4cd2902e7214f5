import { useEffect, useRef, type RefObject } from 'react';

/** The tint of the row of a trip just saved in its form (issue 29). */
export const SAVED_ROW_TINT = 'var(--mantine-color-yellow-light)';

/**
 * The row of a trip just saved in its form, which returned to this screen: scrolled into view, with the focus on its
 * first link (the Trip ID), so the person sees at once what they changed.
 */
export function useSavedTripRow(saved: boolean): RefObject<HTMLTableRowElement | null> {
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (!saved) return;
    row.current?.querySelector('a')?.focus({ preventScroll: true });
    row.current?.scrollIntoView({ block: 'center' });
  }, [saved]);
  return row;
}
