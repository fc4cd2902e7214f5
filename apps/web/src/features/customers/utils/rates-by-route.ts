import { rateOnDay, type CustomerRate } from '@freightdesk/domain';

/** Where a rate stands on a day: the one its route charges, one that starts later, or one a later rate replaced. */
export type RateStanding = 'inForce' | 'upcoming' | 'superseded';

export interface RouteRate {
  rate: CustomerRate;
  standing: RateStanding;
}

const routeKey = (rate: CustomerRate) => `${rate.from}\u0000${rate.to}`;

/**
 * A customer's rates as the Rates panel lists them: by route (From, then To), each route's newest first, with the
 * one `day` falls under marked in force (the latest that had started by then, as an LR on that day is charged).
 */
export function ratesByRoute(rates: readonly CustomerRate[], day: string): RouteRate[] {
  const routes = new Map<string, CustomerRate[]>();
  for (const rate of rates) routes.set(routeKey(rate), [...(routes.get(routeKey(rate)) ?? []), rate]);
  const byPlace = (a: CustomerRate, b: CustomerRate) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to);
  return [...routes.values()]
    .sort((a, b) => byPlace(a[0]!, b[0]!))
    .flatMap((route) => {
      const inForce = rateOnDay(route, day);
      return [...route]
        .sort((a, b) => b.validFrom.localeCompare(a.validFrom))
        .map((rate): RouteRate => {
          if (rate === inForce) return { rate, standing: 'inForce' };
          return { rate, standing: rate.validFrom > day ? 'upcoming' : 'superseded' };
        });
    });
}
