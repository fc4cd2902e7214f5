import { useClickOutside } from '@mantine/hooks';
import type { KeyboardEvent } from 'react';

/** A press on a scrollbar lands on the scrolling element itself, outside its client area. */
function isOnScrollbar(event: MouseEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const scrollable = target.scrollWidth > target.clientWidth || target.scrollHeight > target.clientHeight;
  return scrollable && (event.offsetX > target.clientWidth || event.offsetY > target.clientHeight);
}

/** Closing a notification or scrolling to reach Save is not leaving the row. */
function leavesRow(event: MouseEvent | TouchEvent): boolean {
  if (event.target instanceof Element && event.target.closest('[role="alert"]')) return false;
  return !(event instanceof MouseEvent && isOnScrollbar(event));
}

interface RowEditOptions {
  save: () => void;
  /** `byKeyboard` is true for Escape, so the focus can go back to the row's Edit button. */
  cancel: (byKeyboard: boolean) => void;
  /** False while a save is on its way, so nothing cancels it half done. */
  enabled: boolean;
}

/** The inline edit's keys and clicks: Enter saves, Escape or a click outside the row cancels. */
export function useRowEdit({ save, cancel, enabled }: RowEditOptions) {
  // Only mousedown: a tap elsewhere still sends one, but a swipe to scroll the table does not.
  const rowRef = useClickOutside<HTMLTableRowElement>(
    (event) => leavesRow(event) && cancel(false),
    ['mousedown'],
    undefined,
    enabled,
  );

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel(true);
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      // A focused button already answers Enter with its own click.
      event.preventDefault();
      save();
    }
  }

  return { rowRef, onKeyDown };
}
