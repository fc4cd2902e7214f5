import { useEffect } from 'react';

/**
 * Mantine disables a button while it shows its loader (Search, Save, Download Excel), and a disabled button drops the
 * focus to the page. The button gets it back when it is enabled again, unless the focus has gone somewhere meanwhile.
 */
export function useFocusThroughLoading(): void {
  useEffect(() => {
    let focused: Element | null = null;
    let waiting: HTMLButtonElement | null = null;
    const remember = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        if (!(target instanceof HTMLButtonElement)) continue;
        if (target.disabled && target.hasAttribute('data-loading') && target === focused) waiting = target;
        else if (!target.disabled && target === waiting) {
          waiting = null;
          if (target.isConnected && document.activeElement === document.body) target.focus();
        }
      }
    });
    document.addEventListener('focusin', remember);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      document.removeEventListener('focusin', remember);
      observer.disconnect();
    };
  }, []);
}
