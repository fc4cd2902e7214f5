import { useEffect, useRef, useState } from 'react';
import { keepFocusNear } from '@/lib/keep-focus-near';

/**
 * For a dialog mounted already open (one per row, keyed by it): Mantine gives the focus back only to dialogs that
 * were mounted closed, so this gives it back, once, to what had it when the dialog first rendered (the row's button).
 */
export function useReturnFocus(opened: boolean): void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const returned = useRef(false);
  useEffect(() => {
    if (opened || returned.current || !opener) return;
    returned.current = true;
    opener.focus();
    // A row that leaves the list with the save (a trip now billed) passes the focus to its table.
    keepFocusNear(opener);
  }, [opened, opener]);
}
