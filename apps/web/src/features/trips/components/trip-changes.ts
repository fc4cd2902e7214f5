import { TRIP_ATTACHMENT_LABELS, formatRupees, fromBasisPoints, fromPaise } from '@freightdesk/domain';
import type { TripHistoryEntry } from '@freightdesk/domain';
import { TRIP_LABELS } from './trip-fields';

/** The audit log's column names as the form and the Reports screen call them, in the form's order. */
const COLUMN_LABELS: Record<string, string> = {
  truck_no: TRIP_LABELS.TruckNumber,
  do_number: TRIP_LABELS.DONumber,
  driver_name: TRIP_LABELS.DriverName,
  vendor_id: TRIP_LABELS.Vendor,
  destination_from: TRIP_LABELS.DestinationFrom,
  destination_to: TRIP_LABELS.DestinationTo,
  truck_type: TRIP_LABELS.TruckType,
  status: TRIP_LABELS.TransactionStatus,
  weight_kg: TRIP_LABELS.Weight,
  actual_weight_kg: 'Actual Weight (tons)',
  rate_paise: 'Rate',
  freight_paise: TRIP_LABELS.Freight,
  diesel_paise: TRIP_LABELS.DieselAmount,
  diesel_slip_number: TRIP_LABELS.DieselSlipNumber,
  tds_rate_bps: TRIP_LABELS.TDS_Rate,
  advance_paise: TRIP_LABELS.Advance,
  toll_paise: TRIP_LABELS.Toll,
  adblue_paise: TRIP_LABELS.Adblue,
  greasing_paise: TRIP_LABELS.Greasing,
  short_paise: 'Short',
  bill_id: 'Bill ID',
  ...TRIP_ATTACHMENT_LABELS,
  // Not a column: the Acknowledge dialog's confirmation of an actual weight more than 10% off the loaded one.
  weightDifferenceConfirmed: 'Weight difference confirmed',
};

const KG_PER_TON = 1000;
const BLANK = '—';

export interface TripChange {
  column: string;
  label: string;
  before: string;
  after: string;
}

/** A stored value as a person reads it: rupees for paise, tons for kilograms, the vendor's name for its id. */
function shown(column: string, value: unknown, vendorName: (id: string) => string | undefined): string {
  if (value === null || value === undefined || value === '') return BLANK;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (column.endsWith('_paise')) return formatRupees(fromPaise(value));
    if (column.endsWith('_kg')) return String(value / KG_PER_TON);
    if (column.endsWith('_bps')) return `${fromBasisPoints(value)}%`;
  }
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  return column === 'vendor_id' ? (vendorName(text) ?? text) : text;
}

const order = (column: string) => {
  const index = Object.keys(COLUMN_LABELS).indexOf(column);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};

/** The columns an update really changed (the log keeps every column it wrote), in the form's order. */
export function tripChanges(entry: TripHistoryEntry, vendorName: (id: string) => string | undefined): TripChange[] {
  if (entry.action !== 'update') return [];
  return [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])]
    .sort((a, b) => order(a) - order(b))
    .map((column) => ({
      column,
      label: COLUMN_LABELS[column] ?? column,
      before: shown(column, entry.before[column], vendorName),
      after: shown(column, entry.after[column], vendorName),
    }))
    .filter((change) => change.before !== change.after);
}
