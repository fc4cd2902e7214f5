import type { DocumentExpiry, TdsNotification, UserSummary } from '@freightdesk/domain';
import { useCallback, useEffect, useState } from 'react';
import { useBooksClosing } from '../api/get-books-closing';
import { useDocumentExpiries } from '../api/get-document-expiries';
import { useTdsNotifications } from '../api/get-tds-notifications';
import { useDailyRefresh } from './use-daily-refresh';

const notificationKey = (expiry: DocumentExpiry) => `${expiry.truck_no}|${expiry.field_name}|${expiry.end_date}`;
const booksKey = (monthEnd: string) => `books|${monthEnd}`;
const signupKey = (user: UserSummary) => `signup|${user._id}`;
const tdsKey = (notice: TdsNotification) => `tds|${notice.kind}|${notice.day}|${notice.text}`;

/** The admin's access requests waiting for approval, fetched by the caller (the Users feature's list). */
export interface WaitingSignups {
  users: readonly UserSummary[];
  error: Error | null;
  refresh: () => void;
}

const NO_SIGNUPS: WaitingSignups = { users: [], error: null, refresh: () => undefined };
const NO_TDS_NOTICES: readonly TdsNotification[] = [];

export interface ExpiryNotifications {
  notifications: DocumentExpiry[];
  /** The last day of a month ended 10 days ago whose books are still open, for the admin; else null. */
  booksMonthEnd: string | null;
  /** For the admin: the access requests waiting for approval, oldest first. */
  signups: readonly UserSummary[];
  /** For the accountant and the admin: TDS documents starting or ending, and TDS due at the bank (issue 31). */
  tds: readonly TdsNotification[];
  /** The latest fetch brought notifications the user has not seen in the open dropdown yet. */
  hasNew: boolean;
  /** Tell it the dropdown opened (refetches, and what it then shows counts as seen) or closed. */
  setOpened: (opened: boolean) => void;
}

/**
 * The bell's list: fetched on load, on every opening and daily (spec-1 section 4); failures are only logged. With
 * `remindsBooks` (the admin) it also tells of a month left open (issue 28), of the `signups` waiting (issue 29), and
 * with `remindsTds` (the accountant and the admin) of TDS documents and deposits (issue 31).
 */
export function useExpiryNotifications({
  remindsBooks = false,
  remindsTds = false,
  signups = NO_SIGNUPS,
}: { remindsBooks?: boolean; remindsTds?: boolean; signups?: WaitingSignups } = {}): ExpiryNotifications {
  const { data, error, refetch } = useDocumentExpiries();
  const books = useBooksClosing(remindsBooks);
  const refetchBooks = books.refetch;
  const tds = useTdsNotifications(remindsTds);
  const refetchTds = tds.refetch;
  const [opened, setOpenedState] = useState(false);
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const refreshSignups = signups.refresh;
  const refresh = useCallback(() => {
    void refetch();
    if (remindsBooks) void refetchBooks();
    if (remindsTds) void refetchTds();
    refreshSignups();
  }, [refetch, refetchBooks, remindsBooks, refetchTds, remindsTds, refreshSignups]);
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

  const booksMonthEnd = (remindsBooks && books.data?.monthEnd) || null;
  const tdsNotices = (remindsTds && tds.data) || NO_TDS_NOTICES;
  const keys = [
    ...(data ?? []).map(notificationKey),
    ...(booksMonthEnd ? [booksKey(booksMonthEnd)] : []),
    ...signups.users.map(signupKey),
    ...tdsNotices.map(tdsKey),
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
  return { notifications: data ?? [], booksMonthEnd, signups: signups.users, tds: tdsNotices, hasNew, setOpened };
}
