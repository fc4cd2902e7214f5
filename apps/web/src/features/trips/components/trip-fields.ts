import {
  TONS,
  TRIP_MESSAGES,
  freightPaise,
  fromPaise,
  normalisePlace,
  normaliseTruckNumber,
  toPaise,
  readNumberText,
  tripFieldProblems,
  tripInputSchema,
  type Destination,
  type TripFields,
  type TripRecord,
  type TripReferences,
  type TripStatus,
  type VendorLookup,
} from '@freightdesk/domain';
import type { TripLookups } from '../hooks/use-trip-lookups';

/** The form's labels, in spec-1 section 2's order. */
export const TRIP_LABELS = {
  TruckNumber: 'Truck Number',
  DONumber: 'DO Number',
  DriverName: 'Driver Name',
  Vendor: 'Vendor',
  DestinationFrom: 'Destination From',
  DestinationTo: 'Destination To',
  TruckType: 'Truck Type',
  TransactionStatus: 'Transaction Status',
  Weight: 'Weight (tons)',
  Freight: 'Freight',
  DieselAmount: 'Diesel Amount (₹)',
  DieselSlipNumber: 'Diesel Slip Number',
  TDS_Rate: 'TDS Rate',
  Advance: 'Advance (₹)',
  Toll: 'Toll (₹)',
  Adblue: 'Adblue (₹)',
  Greasing: 'Greasing (₹)',
} as const;

/** The fields a person fills in; Freight and TDS Rate are worked out from them. */
export type TripDraftKey = Exclude<keyof typeof TRIP_LABELS, 'Freight' | 'TDS_Rate'>;
/** What the inputs hold: text as typed, before the schema turns it into a trip. */
export type TripDraft = Record<TripDraftKey, string>;

const NUMBER_FIELDS = ['Weight', 'DieselAmount', 'Advance', 'Toll', 'Adblue', 'Greasing'] as const;
export type TripNumberKey = (typeof NUMBER_FIELDS)[number];

/** A new trip may only be Open (spec-1 section 4). */
export const NEW_TRIP_STATUS: TripStatus = 'Open';

export const EMPTY_TRIP: TripDraft = {
  TruckNumber: '',
  DONumber: '',
  DriverName: '',
  Vendor: '',
  DestinationFrom: '',
  DestinationTo: '',
  TruckType: '',
  TransactionStatus: NEW_TRIP_STATUS,
  Weight: '',
  DieselAmount: '',
  DieselSlipNumber: '',
  Advance: '',
  Toll: '',
  Adblue: '',
  Greasing: '',
};

const amountText = (value: number | null) => (value === null ? '' : String(value));

export function draftOf(trip: TripRecord): TripDraft {
  return {
    TruckNumber: trip.TruckNumber,
    DONumber: trip.DONumber,
    DriverName: trip.DriverName,
    Vendor: trip.Vendor,
    DestinationFrom: trip.DestinationFrom,
    DestinationTo: trip.DestinationTo,
    TruckType: trip.TruckType,
    TransactionStatus: trip.TransactionStatus,
    Weight: amountText(trip.Weight),
    DieselAmount: amountText(trip.DieselAmount),
    DieselSlipNumber: trip.DieselSlipNumber,
    Advance: amountText(trip.Advance),
    Toll: amountText(trip.Toll),
    Adblue: amountText(trip.Adblue),
    Greasing: amountText(trip.Greasing),
  };
}

export function isDraftKey(value: unknown): value is TripDraftKey {
  return typeof value === 'string' && Object.hasOwn(EMPTY_TRIP, value);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const samePlace = (a: string, b: string) => normalisePlace(a) === normalisePlace(b);

export function findVendor(vendors: VendorLookup[] | undefined, companyName: string): VendorLookup | undefined {
  return vendors?.find((vendor) => sameName(vendor.company_name, companyName));
}

/** Each check passes while its list has not loaded, leaving the verdict to the server, which runs the same rules. */
export function tripReferences({ trucks, vendors, destinations }: TripLookups): TripReferences {
  return {
    hasTruck: (truckNo) =>
      !trucks || trucks.some((truck) => truck.truck_no.toUpperCase() === normaliseTruckNumber(truckNo)),
    hasVendor: (companyName) => !vendors || findVendor(vendors, companyName) !== undefined,
    hasFrom: (place) => !destinations || destinations.some((route) => samePlace(route.from, place)),
    hasTo: (place) => !destinations || destinations.some((route) => samePlace(route.to, place)),
  };
}

/** What to say on each field that stops the trip. */
export type TripErrors = Partial<Record<TripDraftKey, string>>;

export type TripCheck =
  { ok: true; trip: TripFields } | { ok: false; alert: string; errors: TripErrors; field: TripDraftKey };

const BLANK_NUMBERS = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, '']));
const FORM_ORDER = Object.keys(EMPTY_TRIP).filter(isDraftKey);

/**
 * Every refusal at once, each on its field: spec-1's submit rules (alerting the first in the spec's order), then the
 * schema's number checks. The server runs both too.
 */
export function checkTrip(draft: TripDraft, refs: TripReferences, isNew: boolean): TripCheck {
  const errors: TripErrors = {};
  let alert: string | undefined;
  const text = tripInputSchema.safeParse({ ...draft, ...BLANK_NUMBERS });
  if (text.success) {
    for (const problem of tripFieldProblems(text.data, refs, isNew)) {
      errors[problem.field] ??= problem.message;
      alert ??= problem.alert;
    }
  }
  const parsed = tripInputSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (!isDraftKey(field)) continue;
      errors[field] ??= issue.message;
      alert ??= issue.message;
    }
  }
  const field = FORM_ORDER.find((key) => errors[key] !== undefined);
  if (parsed.success && field === undefined) return { ok: true, trip: parsed.data };
  return { ok: false, alert: alert ?? TRIP_MESSAGES.number, errors, field: field ?? 'TruckNumber' };
}

const KG_PER_TON = 1000;

export function weightKg(tons: string): number | null {
  const weight = readNumberText(tons, TONS);
  return weight.ok && weight.value !== null ? Math.round(weight.value * KG_PER_TON) : null;
}

/** Rupees per ton of the from-to pair; 0 when no pair matches (spec-1 section 5). */
export function routeRate(destinations: Destination[] | undefined, from: string, to: string): number {
  return destinations?.find((route) => samePlace(route.from, from) && samePlace(route.to, to))?.rate ?? 0;
}

/** Freight in rupees, as the server will work it out: an edit keeps the trip's own rate while its route is unchanged. */
export function tripFreight(draft: TripDraft, destinations: Destination[] | undefined, trip?: TripRecord): number {
  const sameRoute =
    trip !== undefined &&
    samePlace(draft.DestinationFrom, trip.DestinationFrom) &&
    samePlace(draft.DestinationTo, trip.DestinationTo);
  const rate = sameRoute ? (trip.Rate ?? 0) : routeRate(destinations, draft.DestinationFrom, draft.DestinationTo);
  return fromPaise(freightPaise(toPaise(rate), weightKg(draft.Weight)));
}

/** The chosen vendor's TDS rate, 0 if unknown; an edit keeps the trip's own rate while its vendor is unchanged. */
export function tripTdsRate(draft: TripDraft, vendors: VendorLookup[] | undefined, trip?: TripRecord): number {
  if (trip && sameName(draft.Vendor, trip.Vendor)) return trip.TDS_Rate;
  return findVendor(vendors, draft.Vendor)?.tds_rate ?? 0;
}

const SUGGESTION_LIMIT = 8;

/** Distinct candidates starting with what was typed, in any case, alphabetically; none for a blank unless asked. */
export function suggestions(candidates: string[], typed: string, whenBlank = false): string[] {
  const prefix = typed.trim().toLowerCase();
  if (!prefix && !whenBlank) return [];
  return [...new Set(candidates)]
    .filter((candidate) => candidate.toLowerCase().startsWith(prefix))
    .sort((a, b) => a.localeCompare(b))
    .slice(0, SUGGESTION_LIMIT);
}

/** Places for one end of the route, narrowed to the routes that reach the other end once that is a known place. */
export function placeSuggestions(
  destinations: Destination[] | undefined,
  end: 'from' | 'to',
  typed: string,
  otherEnd: string,
): string[] {
  const other = end === 'from' ? 'to' : 'from';
  const routes = destinations ?? [];
  const consistent = otherEnd.trim() ? routes.filter((route) => samePlace(route[other], otherEnd)) : [];
  if (consistent.length === 0)
    return suggestions(
      routes.map((route) => route[end]),
      typed,
    );
  return suggestions(
    consistent.map((route) => route[end]),
    typed,
    true,
  );
}
