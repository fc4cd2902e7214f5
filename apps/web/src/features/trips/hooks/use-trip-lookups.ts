import type { Destination, TruckLookup, VendorLookup } from '@freightdesk/domain';
import { useEffect } from 'react';
import { useDestinations } from '../api/get-destinations';
import { useTrucks } from '../api/get-trucks';
import { useVendorLookups } from '../api/get-vendor-lookups';

/** The master data the trip form checks against; a list is undefined until it has loaded. */
export interface TripLookups {
  trucks: TruckLookup[] | undefined;
  vendors: VendorLookup[] | undefined;
  destinations: Destination[] | undefined;
}

/** The master data behind the type-ahead, freight and TDS rate; a failed fetch is only logged (spec-1 section 8). */
export function useTripLookups(): TripLookups {
  const trucks = useTrucks();
  const vendors = useVendorLookups();
  const destinations = useDestinations();
  const failure = trucks.error ?? vendors.error ?? destinations.error;

  useEffect(() => {
    if (failure) console.warn('Could not fetch the trucks, vendors or destinations for the trip form', failure);
  }, [failure]);

  return { trucks: trucks.data, vendors: vendors.data, destinations: destinations.data };
}
