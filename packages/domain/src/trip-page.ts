import { z } from 'zod';
import { reportFilterSchema } from './report.schemas.ts';

/** Trips per page of Reports: each "Show more" asks the server for this many more. */
export const REPORTS_PAGE_SIZE = 200;

/** Where a newest-first page ends: the office day and the number of its last trip. */
export interface TripCursor {
  date: string;
  seq: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})~(\d{1,15})$/;

export function encodeTripCursor({ date, seq }: TripCursor): string {
  return `${date}~${String(seq)}`;
}

export function decodeTripCursor(text: string): TripCursor | null {
  const match = CURSOR.exec(text);
  return match?.[1] && match[2] ? { date: match[1], seq: Number(match[2]) } : null;
}

/** GET /api/reports with paging: the filter, at most `limit` trips, after `cursor` (from the x-next-cursor header). */
export const reportPageQuerySchema = reportFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  cursor: z
    .string()
    .max(40)
    .refine((text) => decodeTripCursor(text) !== null, 'This page marker is not one the server gave.')
    .optional(),
});
