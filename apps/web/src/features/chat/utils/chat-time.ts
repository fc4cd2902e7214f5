import { chatDayLabel, formatDisplayDate, localTime } from '@freightdesk/domain';

/** A message's clock time in office time, HH:mm. */
export function messageTime(timestamp: string): string {
  return localTime(timestamp).slice(0, 5);
}

/** A conversation's last activity: the time today, "Yesterday", else the date. */
export function lastActivity(timestamp: string, now: Date = new Date()): string {
  const day = chatDayLabel(timestamp, now);
  if (day === 'Today') return messageTime(timestamp);
  if (day === 'Yesterday') return day;
  return formatDisplayDate(timestamp);
}
