// How long to wait for the list to reload without the removed row.
const WATCH_MS = 10_000;

function focusPlace(place: HTMLElement): void {
  const heading = place.tabIndex >= 0 ? null : place.querySelector<HTMLElement>('h1, h2, h3');
  const target = heading ?? place;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * When `element` leaves the page while it has the focus (a deleted row's Delete button, once the list reloads), the
 * focus goes to the nearest place still there: its table, its section, or the screen's heading, not the page's top.
 */
export function keepFocusNear(element: HTMLElement): void {
  const places: HTMLElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.matches('[role="region"], section, main')) places.push(node);
  }
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    // Still there, or the closing dialog still holds the focus: wait for the next change.
    if (element.isConnected || focused?.closest('[role="dialog"]')) return;
    stop();
    if (focused && focused !== document.body) return;
    const place = places.find((candidate) => candidate.isConnected);
    if (place) focusPlace(place);
  });
  const timer = setTimeout(() => stop(), WATCH_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
