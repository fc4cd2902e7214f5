import { z } from 'zod';

/** A trip id as typed: any case, spaces around it (` t12 ` is T12). */
export const normalTripId = (id: string): string => id.trim().toUpperCase();

/** The `:id` of a trip's path. */
export const tripIdParams = z.object({ id: z.string().max(20).transform(normalTripId) });
