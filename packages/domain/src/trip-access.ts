import { localDate } from './dates.ts';
import { can } from './permissions.ts';
import type { Profile } from './profiles.ts';

/** Who is asking to open a trip. */
export interface TripViewer {
  username: string;
  profile: Profile;
}

/** What decides whether a trip is within a profile's reach: who entered it and on which office day. */
export interface TripReach {
  username: string;
  localDate: string;
}

/**
 * Whether a profile may open (read, and where it may edit, change) a trip. Profiles that search trips open any; the
 * loading manager opens only what its screens show it: today's trips (Today's List) and the trips it entered itself.
 */
export function canOpenTrip(viewer: TripViewer, trip: TripReach, today: string = localDate()): boolean {
  if (can(viewer.profile, 'searchTrip')) return true;
  return trip.localDate === today || trip.username === viewer.username;
}
