import type { DocumentExpiry } from '@freightdesk/domain';
import { useCallback, useEffect, useState } from 'react';
import { useDocumentExpiries } from '../api/get-document-expiries';
import { useDailyRefresh } from './use-daily-refresh';

const notificationKey = (expiry: DocumentExpiry) => `${expiry.truck_no}|${expiry.field_name}|${expiry.end_date}`;

export interface ExpiryNotifications {
  notifications: DocumentExpiry[];
  /** The latest fetch brought notifications the user has not seen in the open dropdown yet. */
  hasNew: boolean;
  /** Tell it the dropdown opened (refetches, and what it then shows counts as seen) or closed. */
  setOpened: (opened: boolean) => void;
}

/** The bell's list: fetched on load, on every opening and daily (spec-1 section 4); failures are only logged. */
export function useExpiryNotifications(): ExpiryNotifications {
  const { data, error, refetch } = useDocumentExpiries();
  const [opened, setOpenedState] = useState(false);
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const refresh = useCallback(() => void refetch(), [refetch]);
  useDailyRefresh(refresh);

  useEffect(() => {
    if (error) console.warn('Could not fetch the document expiry notifications', error);
  }, [error]);

  // Whatever the open dropdown shows, including an answer that arrives while it is open, has been seen.
  useEffect(() => {
    if (opened && data) setSeen((current) => new Set([...current, ...data.map(notificationKey)]));
  }, [opened, data]);

  const setOpened = useCallback(
    (next: boolean) => {
      setOpenedState(next);
      if (next) refresh();
    },
    [refresh],
  );

  const notifications = data ?? [];
  const hasNew = !opened && notifications.some((expiry) => !seen.has(notificationKey(expiry)));
  return { notifications, hasNew, setOpened };
}
