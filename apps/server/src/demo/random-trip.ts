import { freightPaise, toPaise } from '@freightdesk/domain';
import type { FreightRateTable, VendorTable } from '../db/schema.ts';

/** A seeded source of choices: the same seed gives the same trips on every machine. */
export interface RandomSource {
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

const DRIVERS = ['Suresh', 'Ramesh Yadav', 'Mahesh', 'Abdul Rahim', 'Prakash', 'Gurpreet Singh', 'Venkatesh', 'Raju'];

export interface TripDraw {
  vendor: Pick<VendorTable, 'id' | 'tds_rate_bps'>;
  route: Pick<FreightRateTable, 'from_place' | 'to_place' | 'rate_paise'>;
  weightKg: number;
  /** An acknowledged trip has its actual weight and, now and then, a short. */
  acknowledged: boolean;
}

/**
 * What the loading and unloading managers enter for a seeded trip of this vendor, route and weight: DO, driver, truck
 * type, weights and money (freight from the rate, TDS from the vendor). Draws from `rnd` in this fixed order.
 */
export function randomTripFields(rnd: RandomSource, { vendor, route, weightKg, acknowledged }: TripDraw) {
  return {
    do_number: `DO${rnd.between(10_000, 99_999)}`,
    driver_name: rnd.pick(DRIVERS),
    vendor_id: vendor.id,
    destination_from: route.from_place,
    destination_to: route.to_place,
    truck_type: rnd.pick(['Bulker', 'Bag', 'Others'] as const),
    weight_kg: weightKg,
    actual_weight_kg: acknowledged ? weightKg - rnd.between(0, 6) * 10 : null,
    rate_paise: route.rate_paise,
    freight_paise: freightPaise(route.rate_paise, weightKg),
    tds_rate_bps: vendor.tds_rate_bps,
    diesel_paise: toPaise(rnd.between(20, 80) * 100),
    diesel_slip_number: `DS${rnd.between(1000, 9999)}`,
    short_paise: acknowledged && rnd.chance(0.2) ? toPaise(rnd.between(1, 20) * 50) : null,
    advance_paise: toPaise(rnd.between(0, 5) * 1000),
    toll_paise: rnd.chance(0.6) ? toPaise(rnd.between(2, 15) * 100) : null,
    adblue_paise: rnd.chance(0.3) ? toPaise(rnd.between(5, 20) * 50) : null,
    greasing_paise: rnd.chance(0.2) ? toPaise(250) : null,
  };
}
