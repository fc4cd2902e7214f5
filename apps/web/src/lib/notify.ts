import type { ReactNode } from 'react';
import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';

/** Spec-2 section 9: a success message goes after 3 seconds. An error stays until the person closes it. */
export const SUCCESS_CLOSE_MS = 3000;
/** Alerts on screen at once; the oldest beyond this wait in a queue until one is closed. */
export const ALERTS_ON_SCREEN = 4;
/** On a phone fewer, so that they leave the screen its use. */
export const ALERTS_ON_PHONE = 2;

export interface NotifyOptions {
  /** Needed when the message is not plain text (a link, say): an alert with the same id replaces the earlier one. */
  id?: string;
}

// A plain-text message doubles as the id, so an alert raised twice does not stack two copies of the same text.
function alertId(kind: 'error' | 'success', message: ReactNode, options?: NotifyOptions): string {
  if (options?.id) return `${kind}:${options.id}`;
  return typeof message === 'string' ? `${kind}:${message}` : `${kind}:${crypto.randomUUID()}`;
}

let alertsShown = 0;

/** A tap on an alert closes it (a swipe too, Mantine's own); selecting its text, to copy it, does not. */
function closeOnTap(id: string): () => void {
  return () => {
    if (window.getSelection()?.isCollapsed === false) return;
    notifications.hide(id);
  };
}

/** Shows an alert above the others (newest first); one with the same id moves up instead of doubling. */
export function showNewest(alert: NotificationData & { id: string }): void {
  alertsShown += 1;
  // Mantine puts the higher priority first and queues the lowest beyond the limit: the oldest wait.
  const newest = {
    closeButtonProps: { 'aria-label': 'Close' },
    onClick: closeOnTap(alert.id),
    ...alert,
    priority: alertsShown,
  };
  notifications.updateState(notificationsStore, (shown) => [...shown.filter(({ id }) => id !== alert.id), newest]);
}

export function notifyError(message: string): void {
  showNewest({ id: alertId('error', message), message, color: 'red', autoClose: false });
}

/** A success supersedes the errors before it: they are cleared, so old errors do not pile over the news. */
export function notifySuccess(message: ReactNode, options?: NotifyOptions): void {
  notifications.updateState(notificationsStore, (shown) => shown.filter(({ id }) => !id?.startsWith('error:')));
  showNewest({ id: alertId('success', message, options), message, color: 'teal', autoClose: SUCCESS_CLOSE_MS });
}
