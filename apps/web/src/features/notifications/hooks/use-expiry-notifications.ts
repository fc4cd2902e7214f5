import type { DocumentExpiry, EwayAlert, TdsNotification, UserSummary } from '@freightdesk/domain';
import { useCallback, useEffect, useState } from 'react';
import { useBooksClosing } from '../api/get-books-closing';
import { useDocumentExpiries } from '../api/get-document-expiries';
import { useTdsNotifications } from '../api/get-tds-notifications';
import { useDailyRefresh } from './use-daily-refresh';

const notificationKey = (expiry: DocumentExpiry) => `${expiry.truck_no}|${expiry.field_name}|${expiry.end_date}`;
const booksKey = (monthEnd: string) => `books|${monthEnd}`;
const signupKey = (user: UserSummary) => `signup|${user._id}`;
const tdsKey = (notice: TdsNotification) => `tds|${notice.kind}|${notice.day}|${notice.text}`;
// An alert that turns from expiring to expired is news again.
const ewayKey = (alert: EwayAlert) => `eway|${alert.lrNo}|${alert.validUntil}|${String(alert.expired)}`;

/** The admin's access requests waiting for approval, fetched by the caller (the Users feature's list). */
export interface WaitingSignups {
  users: readonly UserSummary[];
  error: Error | null;
  refresh: () => void;
}

const NO_SIGNUPS: WaitingSignups = { users: [], error: null, refresh: () => undefined };

/** E-way bills of trips not yet acknowledged expiring within 6 hours or expired (issue 32), fetched by the caller. */
export interface EwayAlerts {
  alerts: readonly EwayAlert[];
  error: Error | null;
  refresh: () => void;
}

const NO_EWAY_ALERTS: EwayAlerts = { alerts: [], error: null, refresh: () => undefined };
const NO_TDS_NOTICES: readonly TdsNotification[] = [];
const NO_DOCUMENTS: DocumentExpiry[] = [];

export interface ExpiryNotifications {
  /** Vehicle documents expired or expiring, for those told of them. */
  notifications: DocumentExpiry[];
  /** The last day of a month ended 10 days ago whose books are still open, for the admin; else null. */
  booksMonthEnd: string | null;
  /** For the admin: the access requests waiting for approval, oldest first. */
  signups: readonly UserSummary[];
  /** For the accountant and the admin: TDS documents starting or ending, and TDS due at the bank (issue 31). */
  tds: readonly TdsNotification[];
  /** E-way bills about to expire, or expired, on trips not yet acknowledged (issue 32). */
  eway: readonly EwayAlert[];
  /** The latest fetch brought notifications the user has not seen in the open dropdown yet. */
  hasNew: boolean;
  /** Tell it the dropdown opened (refetches, and what it then shows counts as seen) or closed. */
  setOpened: (opened: boolean) => void;
}

/**
 * The bell's list: fetched on load, on every opening and daily (spec-1 section 4); failures are only logged. With
 * `listsDocuments` (all but the loading manager) the vehicle documents expiring; with `remindsBooks` (the admin) a
 * month left open (issue 28), the `signups` waiting (issue 29); with `remindsTds` (the accountant and the admin) TDS
 * documents and deposits (issue 31); and the `ewayAlerts` (issue 32).
 */
export function useExpiryNotifications({
  listsDocuments = true,
  remindsBooks = false,
  remindsTds = false,
  signups = NO_SIGNUPS,
  ewayAlerts = NO_EWAY_ALERTS,
}: {
  listsDocuments?: boolean;
  remindsBooks?: boolean;
  remindsTds?: boolean;
  signups?: WaitingSignups;
  ewayAlerts?: EwayAlerts;
} = {}): ExpiryNotifications {
  const { data, error, refetch } = useDocumentExpiries(listsDocuments);
  const books = useBooksClosing(remindsBooks);
  const refetchBooks = books.refetch;
  const tds = useTdsNotifications(remindsTds);
  const refetchTds = tds.refetch;
  const [opened, setOpenedState] = useState(false);
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const refreshSignups = signups.refresh;
  const refreshEway = ewayAlerts.refresh;
  const refresh = useCallback(() => {
    if (listsDocuments) void refetch();
    if (remindsBooks) void refetchBooks();
    if (remindsTds) void refetchTds();
    refreshSignups();
    refreshEway();
  }, [listsDocuments, refetch, refetchBooks, remindsBooks, refetchTds, remindsTds, refreshSignups, refreshEway]);
  useDailyRefresh(refresh);

  useEffect(() => {
    if (error) console.warn('Could not fetch the document expiry notifications', error);
  }, [error]);
  useEffect(() => {
    if (books.error) console.warn('Could not fetch the books-closing reminder', books.error);
  }, [books.error]);
  useEffect(() => {
    if (signups.error) console.warn('Could not fetch the access requests', signups.error);
  }, [signups.error]);
  useEffect(() => {
    if (tds.error) console.warn('Could not fetch the TDS reminders', tds.error);
  }, [tds.error]);
  useEffect(() => {
    if (ewayAlerts.error) console.warn('Could not fetch the e-way bill alerts', ewayAlerts.error);
  }, [ewayAlerts.error]);

  const booksMonthEnd = (remindsBooks && books.data?.monthEnd) || null;
  const tdsNotices = (remindsTds && tds.data) || NO_TDS_NOTICES;
  const documents = (listsDocuments && data) || NO_DOCUMENTS;
  const keys = [
    ...documents.map(notificationKey),
    ...(booksMonthEnd ? [booksKey(booksMonthEnd)] : []),
    ...signups.users.map(signupKey),
    ...tdsNotices.map(tdsKey),
    ...ewayAlerts.alerts.map(ewayKey),
  ];
  const shownKeys = keys.join('\n');

  // Whatever the open dropdown shows, including an answer that arrives while it is open, has been seen.
  useEffect(() => {
    if (opened && shownKeys) setSeen((current) => new Set([...current, ...shownKeys.split('\n')]));
  }, [opened, shownKeys]);

  const setOpened = useCallback(
    (next: boolean) => {
      setOpenedState(next);
      if (next) refresh();
    },
    [refresh],
  );

  const hasNew = !opened && keys.some((key) => !seen.has(key));
  return {
    notifications: documents,
    booksMonthEnd,
    signups: signups.users,
    tds: tdsNotices,
    eway: ewayAlerts.alerts,
    hasNew,
    setOpened,
  };
}
