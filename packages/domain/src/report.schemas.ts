import { z } from 'zod';
import { type DateRangeRule, dateRangeProblem, optionalDaySchema } from './dates.ts';
import { LR_MESSAGES } from './lorry-receipt.schemas.ts';
import { RUPEES, TONS, clearableNumberText } from './number-text.ts';
import { squeezeSpaces } from './text.ts';
import { MAX_FILE_BYTES, normaliseTruckNumber } from './vehicle.schemas.ts';

/** Texts of spec-2 sections 5 and 8 for Reports, Today's List and Business. */
export const REPORT_MESSAGES = {
  filterRequired: 'Please select at least one filter',
  bothDates: 'Please select both start-date and end-date',
  endBeforeStart: 'End date should be greater than or equal to the start date.',
  noRecords: 'No records available',
  fetchFailed: 'Error fetching Table data',
  statusRequired: 'Please select a valid transaction status',
  updated: 'Record updated successfully',
  updateFailed: 'Error updating the record',
  deleted: 'Record deleted successfully!',
  deleteFailed: 'Error deleting record',
  downloadFailed: 'Error downloading file. Please try again.',
  notPdf: 'File type should be .pdf only',
  attachmentTooLarge: 'File size is more than 1 mb. Please upload file upto 1 mb',
  noFile: 'No file',
  deleteBilled: 'This trip is billed and cannot be deleted.',
  todayListFetchFailed: "Error fetching Today's list",
  noVendors: 'No vendors found',
  noTrucks: 'No trucks found',
  statusPlaceholder: 'Select Transaction Status',
  deleteTitle: 'Confirm Delete',
  deleteWarning: 'This action cannot be undone.',
} as const;

/** The report editor's statuses (spec-2 section 4); Billed comes only from billing. */
export const EDITABLE_STATUSES = ['Open', 'Acknowledged'] as const;

export const deleteTripQuestion = (tripId: string) =>
  `Are you sure you want to delete record having Trip ID: ${tripId}?`;

/** 'File size is X mb. Please upload file upto 1 mb' (spec-2 section 5); X with two decimals. */
export function attachmentTooLarge(bytes: number): string {
  return `File size is ${(bytes / MAX_FILE_BYTES).toFixed(2)} mb. Please upload file upto 1 mb`;
}

const optionalText = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().trim().max(60).optional(),
);

/** GET /api/reports and the exports: startDate, endDate, vendor, truckNumber (spec-2 section 7). */
export const reportFilterSchema = z.object({
  startDate: optionalDaySchema,
  endDate: optionalDaySchema,
  vendor: optionalText,
  truckNumber: optionalText.transform((v) => (v === undefined ? v : normaliseTruckNumber(v))),
});
export type ReportFilter = z.output<typeof reportFilterSchema>;

/** The range of Reports and Business (spec-2 section 5): both dates or neither, the end not before the start. */
export const REPORT_RANGE: DateRangeRule = {
  required: false,
  bothDates: REPORT_MESSAGES.bothDates,
  endBeforeStart: REPORT_MESSAGES.endBeforeStart,
};

/** The search rules of spec-2 section 5 for Reports, Business and Billing; null when the search may run. */
export function reportFilterProblem(filter: Partial<ReportFilter>): string | null {
  const { startDate, endDate, vendor, truckNumber } = filter;
  if (!startDate && !endDate && !vendor && !truckNumber) return REPORT_MESSAGES.filterRequired;
  return dateRangeProblem(filter, REPORT_RANGE);
}

/** POST /api/reports/{id}: the report editor's fields (multipart), files aside. */
export const reportEditSchema = z.strictObject({
  id: z.string().max(20).optional(),
  localDate: optionalDaySchema,
  transactionStatus: z.enum(EDITABLE_STATUSES, { message: REPORT_MESSAGES.statusRequired }),
  weight: clearableNumberText(TONS),
  actualWeight: clearableNumberText(TONS),
  short: clearableNumberText(RUPEES),
  /** Sent once the person confirmed an actual weight more than 10% off the loaded one; kept in the trip's audit. */
  weightDifferenceConfirmed: z.union([z.boolean(), z.stringbool()]).optional(),
  /** Proof of delivery (issue 32): who took the goods, and the day; recorded on the trip's LR when it is acknowledged. */
  receivedBy: z.preprocess(
    (value) => (typeof value === 'string' ? squeezeSpaces(value) : value),
    z.string({ message: LR_MESSAGES.receivedBy }).max(80, LR_MESSAGES.receivedBy).optional(),
  ),
  /** The delivery day (YYYY-MM-DD); the day of the acknowledgement when left out. */
  deliveredOn: optionalDaySchema,
});
export type ReportEdit = z.output<typeof reportEditSchema>;
