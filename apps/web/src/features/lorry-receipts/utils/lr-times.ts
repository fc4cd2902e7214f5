import { OFFICE_TIME_ZONE, type EwayAlert } from '@freightdesk/domain';

const officeDateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: OFFICE_TIME_ZONE,
});

/** The parts of an instant on the office's clock, by name. */
function officeParts(iso: string): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> | null {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return null;
  const parts = Object.fromEntries(officeDateTime.formatToParts(moment).map((part) => [part.type, part.value]));
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** An instant as the office reads it: "28/11/2026 18:30 IST"; the text as given when it is not one. */
export function formatOfficeDateTime(iso: string): string {
  const parts = officeParts(iso);
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute} IST` : iso;
}

/** An instant as a datetime-local input holds it, on the office's clock: "2026-11-28T18:30"; '' for none. */
export function officeDateTimeInput(iso: string | null): string {
  const parts = iso ? officeParts(iso) : null;
  return parts ? `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}` : '';
}

/** The bell's line for an e-way bill about to expire, or expired, on a trip not yet acknowledged. */
export function ewayAlertText(alert: EwayAlert): string {
  const when = alert.expired ? 'expired at' : 'expires at';
  return `E-way bill ${alert.ewayBillNo} of ${alert.lrNo} (truck ${alert.truck}) ${when} ${formatOfficeDateTime(alert.validUntil)}`;
}
