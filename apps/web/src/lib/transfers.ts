import { useSyncExternalStore } from 'react';

/** A file on its way to or from the server, as the progress panel shows it. */
export interface Transfer {
  id: number;
  label: string;
  /** Bytes moved so far. */
  loaded: number;
  /** Bytes in all, when the server or the browser says; a stream (an Excel export) does not. */
  total: number | null;
}

// Quick transfers finish before this and never show, so a small download does not flash a panel.
const SHOW_AFTER_MS = 400;

let shown: Transfer[] = [];
const listeners = new Set<() => void>();
let lastId = 0;

function publish(next: Transfer[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

export interface TransferHandle {
  progress: (loaded: number, total: number | null) => void;
  finish: () => void;
}

/** Starts tracking a transfer; it shows once it has taken a moment, and goes when finished or failed. */
export function startTransfer(label: string): TransferHandle {
  lastId += 1;
  const transfer: Transfer = { id: lastId, label, loaded: 0, total: null };
  let visible = false;
  let finished = false;
  const timer = setTimeout(() => {
    visible = true;
    publish([...shown, { ...transfer }]);
  }, SHOW_AFTER_MS);
  return {
    progress(loaded, total) {
      transfer.loaded = loaded;
      transfer.total = total;
      if (visible && !finished) publish(shown.map((item) => (item.id === transfer.id ? { ...transfer } : item)));
    },
    finish() {
      finished = true;
      clearTimeout(timer);
      if (visible) publish(shown.filter((item) => item.id !== transfer.id));
    },
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The transfers under way that have lasted long enough to show. */
export function useTransfers(): Transfer[] {
  return useSyncExternalStore(subscribe, () => shown);
}
