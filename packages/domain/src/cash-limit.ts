/**
 * Cash paid to one vendor in one day above ₹35,000 for plying, hiring or leasing goods carriages is not deductible
 * for the payer's own income tax (Income-tax Act, 1961 s. 40A(3A) and its rule 6DD limit; carried into the
 * Income-tax Act, 2025): the Record payment dialog asks before such a payment and the ledger marks it.
 */
export const CASH_DAY_LIMIT_PAISE = 35_000_00;

/** True when a vendor's cash paid in one day (payments less their reversals, in paise) is above the limit. */
export function cashAboveDayLimit(dayCashPaise: number): boolean {
  return dayCashPaise > CASH_DAY_LIMIT_PAISE;
}
