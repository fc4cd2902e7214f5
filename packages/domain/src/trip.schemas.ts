import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { NUMBER_MESSAGES, RUPEES, TONS, numberText } from './number-text.ts';
import { stripInvisible } from './text.ts';
import { normaliseTruckNumber } from './vehicle.schemas.ts';

export const TRUCK_TYPES = ['Bulker', 'Bag', 'Others'] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];

export const TRIP_STATUSES = ['Open', 'Acknowledged', 'Billed'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** The four PDF attachments of a trip (spec-2 section 3). */
export const TRIP_ATTACHMENTS = ['DieselSlipImage', 'LoadingAdvice', 'InvoiceCompany', 'WeightmentSlip'] as const;
export type TripAttachment = (typeof TRIP_ATTACHMENTS)[number];

/** Labels of the attachments: spec-2 names them diesel slip, loading advice, company invoice, weighment slip. */
export const TRIP_ATTACHMENT_LABELS: Record<TripAttachment, string> = {
  DieselSlipImage: 'Diesel Slip',
  LoadingAdvice: 'Loading Advice',
  InvoiceCompany: 'Company Invoice',
  WeightmentSlip: 'Weighment Slip',
};

/** Texts of spec-1 sections 5 and 8 for the trip form, and the ones the spec leaves to us. */
export const TRIP_MESSAGES = {
  noAccess: MESSAGES.noAccess,
  invalidTruck: 'Please enter valid truck number',
  invalidVendor: 'Please enter valid vendor',
  invalidDestination: 'Please enter valid destination',
  required: 'Please fill the required fields before submitting',
  fieldRequired: 'Required: please fill this field.',
  unknownTruck: 'Unknown truck number: no truck with this number on the Vehicle screen.',
  unknownVendor: 'Unknown vendor: no vendor with this name on the Vendor screen.',
  unknownPlace: 'Unknown place: no freight route with this place.',
  unknownTruckType: 'Choose Bulker, Bag or Others.',
  invalidStatus: 'Invalid transaction status',
  number: NUMBER_MESSAGES.invalid,
  advanceWhole: 'Advance must be a whole number.',
  created: 'Trip details submitted successfully.',
  updated: 'Trip details updated successfully.',
  updateFailed: 'Error updating the trip details',
  fetchFailed: 'Error fetching the trip data',
  notFound: 'Trip not found.',
  billed: 'This trip is billed: change it through Revise Bill.',
} as const;

/** Typed text: trimmed, without invisible format characters (a bidi control can make "DO-12" read as "21-OD"). */
const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? stripInvisible(value).trim() : value),
    z.string().max(max).optional(),
  );

/** Advance is paid in whole rupees (spec-1 section 5). */
/** Advance: whole rupees (spec-1). */
export const WHOLE_RUPEES = { ...RUPEES, decimals: 0, tooManyDecimals: TRIP_MESSAGES.advanceWhole };

/**
 * A trip as the form sends it (spec-1 section 3). Freight, Rate, TDS_Rate, username and userProfile may come along
 * but are ignored: the server computes the money and takes the user from the session.
 */
export const tripInputSchema = z.strictObject({
  TruckNumber: z.preprocess(
    (v) => (typeof v === 'string' ? normaliseTruckNumber(v) : v),
    z.string().max(20).optional(),
  ),
  DONumber: text(40),
  DriverName: text(60),
  Vendor: text(60),
  DestinationFrom: text(60),
  DestinationTo: text(60),
  TruckType: text(20),
  TransactionStatus: text(20),
  Weight: numberText(TONS),
  DieselAmount: numberText(RUPEES),
  DieselSlipNumber: text(40),
  Advance: numberText(WHOLE_RUPEES),
  Toll: numberText(RUPEES),
  Adblue: numberText(RUPEES),
  Greasing: numberText(RUPEES),
  Freight: z.unknown().optional(),
  Rate: z.unknown().optional(),
  TDS_Rate: z.unknown().optional(),
  username: z.unknown().optional(),
  userProfile: z.unknown().optional(),
});
export type TripInput = z.input<typeof tripInputSchema>;
export type TripFields = z.output<typeof tripInputSchema>;

export const tripUpdateSchema = tripInputSchema.extend({ TripID: z.string().min(1).max(20) });

/** What the form's checks need to know of the master data. */
export interface TripReferences {
  hasTruck(truckNo: string): boolean;
  hasVendor(companyName: string): boolean;
  hasFrom(place: string): boolean;
  hasTo(place: string): boolean;
}

/** The fields a trip must have (spec-1 section 5), marked on the form. */
export const TRIP_REQUIRED_FIELDS = [
  'TruckNumber',
  'Vendor',
  'DestinationFrom',
  'DestinationTo',
  'TruckType',
  'TransactionStatus',
] as const;
export type TripRequiredField = (typeof TRIP_REQUIRED_FIELDS)[number];

/** One refusal of a trip: the field, what to say on it, and the spec's alert for it. */
export interface TripFieldProblem {
  field: TripRequiredField;
  message: string;
  alert: string;
}

/** Every refusal of spec-1 section 5's submit rules at once, in the spec's order; none when the trip may be saved. */
export function tripFieldProblems(trip: TripFields, refs: TripReferences, isNew: boolean): TripFieldProblem[] {
  const problems: TripFieldProblem[] = [];
  const known = (
    field: TripRequiredField,
    value: string | undefined,
    isKnown: boolean,
    unknown: string,
    alert: string,
  ) => {
    if (!value) problems.push({ field, message: TRIP_MESSAGES.fieldRequired, alert });
    else if (!isKnown) problems.push({ field, message: unknown, alert });
  };
  const { TruckNumber, Vendor, DestinationFrom, DestinationTo, TruckType, TransactionStatus } = trip;
  known(
    'TruckNumber',
    TruckNumber,
    !TruckNumber || refs.hasTruck(TruckNumber),
    TRIP_MESSAGES.unknownTruck,
    TRIP_MESSAGES.invalidTruck,
  );
  known('Vendor', Vendor, !Vendor || refs.hasVendor(Vendor), TRIP_MESSAGES.unknownVendor, TRIP_MESSAGES.invalidVendor);
  known(
    'DestinationFrom',
    DestinationFrom,
    !DestinationFrom || refs.hasFrom(DestinationFrom),
    TRIP_MESSAGES.unknownPlace,
    TRIP_MESSAGES.invalidDestination,
  );
  known(
    'DestinationTo',
    DestinationTo,
    !DestinationTo || refs.hasTo(DestinationTo),
    TRIP_MESSAGES.unknownPlace,
    TRIP_MESSAGES.invalidDestination,
  );
  known(
    'TruckType',
    TruckType,
    !TruckType || (TRUCK_TYPES as readonly string[]).includes(TruckType),
    TRIP_MESSAGES.unknownTruckType,
    TRIP_MESSAGES.required,
  );
  if (!TransactionStatus) {
    problems.push({ field: 'TransactionStatus', message: TRIP_MESSAGES.fieldRequired, alert: TRIP_MESSAGES.required });
  } else if (
    !(TRIP_STATUSES as readonly string[]).includes(TransactionStatus) ||
    (isNew && TransactionStatus !== 'Open')
  ) {
    problems.push({
      field: 'TransactionStatus',
      message: TRIP_MESSAGES.invalidStatus,
      alert: TRIP_MESSAGES.invalidStatus,
    });
  }
  return problems;
}

/** The first alert of spec-1 section 5's submit rules; null when the trip may be saved. */
export function tripProblem(trip: TripFields, refs: TripReferences, isNew: boolean): string | null {
  return tripFieldProblems(trip, refs, isNew)[0]?.alert ?? null;
}

const attachmentSchema = z.object({ filepath: z.string(), originalname: z.string() }).nullable();

/** A trip record as the screens read it (spec-2 section 3); Freight and Rate only for profiles that see freight. */
export const tripRecordSchema = z.object({
  _id: z.string(),
  TripID: z.string(),
  Username: z.string(),
  Profile: z.string(),
  TruckNumber: z.string(),
  DONumber: z.string(),
  localDate: z.string(),
  localTime: z.string(),
  DriverName: z.string(),
  Vendor: z.string(),
  DestinationFrom: z.string(),
  DestinationTo: z.string(),
  TruckType: z.string(),
  TransactionStatus: z.enum(TRIP_STATUSES),
  Weight: z.number().nullable(),
  ActualWeight: z.number().nullable(),
  DifferenceInWeight: z.number().nullable(),
  Freight: z.number().optional(),
  Rate: z.number().optional(),
  DieselAmount: z.number().nullable(),
  DieselSlipNumber: z.string(),
  TDS_Rate: z.number(),
  TDS: z.number().optional(),
  Amount: z.number().optional(),
  Short: z.number().nullable(),
  Advance: z.number().nullable(),
  Toll: z.number().nullable(),
  Adblue: z.number().nullable(),
  Greasing: z.number().nullable(),
  BillId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  DieselSlipImage: attachmentSchema,
  LoadingAdvice: attachmentSchema,
  InvoiceCompany: attachmentSchema,
  WeightmentSlip: attachmentSchema,
  /** The trip's standing lorry receipt and its parties (issue 32); '' when it has none. */
  lrNo: z.string(),
  consignor: z.string(),
  consignee: z.string(),
});
export type TripRecord = z.infer<typeof tripRecordSchema>;

/** One audit entry of GET /api/trip/{id}/history: database columns, money in paise, weights in kg. */
export const tripHistoryEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type TripHistoryEntry = z.infer<typeof tripHistoryEntrySchema>;
