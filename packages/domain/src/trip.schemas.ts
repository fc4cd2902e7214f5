import { z } from 'zod';
import { MESSAGES } from './messages.ts';
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
  invalidStatus: 'Invalid transaction status',
  number: 'Please enter a valid number.',
  advanceWhole: 'Advance must be a whole number.',
  created: 'Trip details submitted successfully.',
  updated: 'Trip details updated successfully.',
  updateFailed: 'Error updating the trip details',
  fetchFailed: 'Error fetching the trip data',
  notFound: 'Trip not found.',
  billed: 'This trip is billed: change it through Revise Bill.',
} as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().max(max).optional());

/** An amount in rupees or a weight in tons, as typed: blank means none. */
const amount = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: TRIP_MESSAGES.number })
    .min(0, TRIP_MESSAGES.number)
    .max(1e9, TRIP_MESSAGES.number)
    .optional(),
);

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
  Weight: amount,
  DieselAmount: amount,
  DieselSlipNumber: text(40),
  Advance: amount.refine((v) => v === undefined || Number.isInteger(v), TRIP_MESSAGES.advanceWhole),
  Toll: amount,
  Adblue: amount,
  Greasing: amount,
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

/** The trip submit rules of spec-1 section 5, in the spec's order; null when the trip may be saved. */
export function tripProblem(trip: TripFields, refs: TripReferences, isNew: boolean): string | null {
  if (!trip.TruckNumber || !refs.hasTruck(trip.TruckNumber)) return TRIP_MESSAGES.invalidTruck;
  if (!trip.Vendor || !refs.hasVendor(trip.Vendor)) return TRIP_MESSAGES.invalidVendor;
  if (
    !trip.DestinationFrom ||
    !trip.DestinationTo ||
    !refs.hasFrom(trip.DestinationFrom) ||
    !refs.hasTo(trip.DestinationTo)
  ) {
    return TRIP_MESSAGES.invalidDestination;
  }
  if (!trip.TruckType || !trip.TransactionStatus) return TRIP_MESSAGES.required;
  if (!(TRUCK_TYPES as readonly string[]).includes(trip.TruckType)) return TRIP_MESSAGES.required;
  if (!(TRIP_STATUSES as readonly string[]).includes(trip.TransactionStatus)) return TRIP_MESSAGES.invalidStatus;
  if (isNew && trip.TransactionStatus !== 'Open') return TRIP_MESSAGES.invalidStatus;
  return null;
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
