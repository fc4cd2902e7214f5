import { z } from 'zod';
import { isCalendarDay, optionalDaySchema } from './dates.ts';
import { stripInvisible } from './text.ts';
import { VEHICLE_DOCUMENTS } from './vehicle-documents.ts';

export const TRUCK_NUMBER_MAX_LENGTH = 10;
export const DAYS_LEFT_HIGHLIGHT = 5;
export const MAX_FILE_BYTES = 1024 * 1024;

/** Texts of spec-2 sections 2, 5 and 8 for vehicles and their documents. */
export const VEHICLE_MESSAGES = {
  truckRequired: 'Truck number is required.',
  truckTooLong: 'Truck number must be at most 10 characters.',
  truckFormat: 'Use format: MH12KL1111',
  truckExists: 'Truck already exists.',
  fileWithoutDates: 'Both start and end dates are required when a file is uploaded.',
  datesWithoutFile: 'A file must be uploaded when start and end dates are provided.',
  oneDate: 'Both start and end dates should be provided.',
  endBeforeStart: 'End date should be greater than or equal to the start date.',
  noFile: 'Please select a file to upload.',
  notPdf: 'File type should be .pdf only',
  tooLarge: 'File size should be 1MB or less',
  uploadDatesMissing: 'Both start and end dates are required.',
  uploadStartAfterEnd: 'Start date should be lesser than or equal to the end date.',
  added: 'Vehicle Details added successfully',
  addFailed: 'Error: Adding vehicle details failed.',
  uploaded: 'File uploaded successfully!',
  uploadFailed: 'Error uploading file. Please try again.',
  stillValid: 'This document is still valid. Reset it before uploading a new one.',
  deleted: 'Vehicle deleted successfully!',
  deleteFailed: 'Failed to delete Vehicle.',
  deleteError: 'Error deleting Vehicle.',
  inUse: 'This vehicle has trips, so it cannot be deleted.',
  reset: 'Document reset successfully!',
  resetFailed: 'Failed to reset document.',
  resetError: 'Error resetting document.',
  notFound: 'Vehicle not found.',
  noDocument: 'This document has no file.',
  downloadFailed: 'Error downloading file. Please try again.',
} as const;

/**
 * A truck number's one written form: upper-cased with spaces removed (spec-2 section 5), and hyphens and dots too, so
 * "KA-34-EF-3003" and "ka.34.ef.3003" are the truck KA34EF3003 (issue 30).
 */
export function normaliseTruckNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export const truckNumberSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normaliseTruckNumber(value) : value),
  z
    .string({ message: VEHICLE_MESSAGES.truckRequired })
    .min(1, VEHICLE_MESSAGES.truckRequired)
    .max(TRUCK_NUMBER_MAX_LENGTH, VEHICLE_MESSAGES.truckTooLong)
    .regex(
      // Stryker disable next-line Regex: equivalent, the pattern is 10 characters long and so is the most max() lets by
      /^[A-Z]{2}\d{2}[A-Z]{2}\d{4}$/,
      VEHICLE_MESSAGES.truckFormat,
    ),
);

/** Make and owner as typed: trimmed, without invisible format characters. */
const optionalText = z.preprocess(
  (value) => (value === null ? undefined : typeof value === 'string' ? stripInvisible(value) : value),
  z.string().trim().max(40).optional(),
);

/** One document's dates as sent, with whether a file came along. */
export interface DocumentEntry {
  hasFile: boolean;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The pairing rules of spec-2 section 5 for one document of the add form; null when it passes. */
export function documentEntryProblem({ hasFile, startDate, endDate }: DocumentEntry): string | null {
  if (hasFile && (!startDate || !endDate)) return VEHICLE_MESSAGES.fileWithoutDates;
  if (!hasFile && startDate && endDate) return VEHICLE_MESSAGES.datesWithoutFile;
  if (Boolean(startDate) !== Boolean(endDate)) return VEHICLE_MESSAGES.oneDate;
  if (startDate && endDate && endDate < startDate) return VEHICLE_MESSAGES.endBeforeStart;
  return null;
}

export const documentDatesSchema = z.strictObject({ startDate: optionalDaySchema, endDate: optionalDaySchema });

/**
 * POST /add-vehicle as the server reads it: the multipart fields `truck_no`, `make`, `companyOwner` and
 * `{document}_startDate` / `{document}_endDate`, with each document's file under the document's own name.
 */
export const vehicleAddSchema = z.strictObject({
  truck_no: truckNumberSchema,
  make: optionalText,
  companyOwner: optionalText,
  documents: z.partialRecord(z.enum(VEHICLE_DOCUMENTS), documentDatesSchema),
});
export type VehicleAdd = z.output<typeof vehicleAddSchema>;

/** The replacement upload of one expired document (POST /upload), checked in the spec's order. */
export function documentUploadProblem(entry: DocumentEntry): string | null {
  if (!entry.hasFile) return VEHICLE_MESSAGES.noFile;
  if (!entry.startDate || !entry.endDate) return VEHICLE_MESSAGES.uploadDatesMissing;
  if (entry.startDate > entry.endDate) return VEHICLE_MESSAGES.uploadStartAfterEnd;
  return null;
}

export const documentUploadFieldsSchema = z.strictObject({
  truck_no: truckNumberSchema,
  field_name: z.enum(VEHICLE_DOCUMENTS),
  start_date: optionalDaySchema,
  end_date: optionalDaySchema,
});

export const documentResetSchema = z.strictObject({
  truck_no: truckNumberSchema,
  field_name: z.enum(VEHICLE_DOCUMENTS),
});

/** Days a document stays valid, counting today; 0 once the end date has passed, or when there is none or it is not a real day. */
export function documentDaysLeft(endDate: string | null | undefined, today: string): number {
  if (!endDate || !isCalendarDay(endDate)) return 0;
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days + 1);
}

export const vehicleDocumentStateSchema = z.object({
  fileName: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  days_left: z.number().int(),
});
export type VehicleDocumentState = z.infer<typeof vehicleDocumentStateSchema>;

export const vehicleSchema = z.object({
  truck_no: z.string(),
  make: z.string(),
  companyOwner: z.string(),
  documents: z.record(z.enum(VEHICLE_DOCUMENTS), vehicleDocumentStateSchema),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** GET /api/trucks: the trip form's type-ahead. */
export const truckLookupSchema = z.object({ _id: z.string(), truck_no: z.string() });
export type TruckLookup = z.infer<typeof truckLookupSchema>;
