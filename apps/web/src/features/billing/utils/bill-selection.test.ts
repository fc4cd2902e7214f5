import type { BillingRow } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { billRequest, selectionProblem, tripsAmountPaise } from './bill-selection';

function row(tripId: string, vendor: string, amount: number): BillingRow {
  return {
    _id: tripId,
    trip_id: tripId,
    username: 'asha',
    profile: 'accountant',
    truck_no: 'KA01AB1234',
    date: '2026-11-20',
    weight: 10,
    actual_weight: 9.5,
    difference_weight: 0.5,
    freight: 10_000,
    rate: 1000,
    diesel_amount: 1000,
    short: 500,
    advance: 2000,
    driver_name: 'Suresh',
    destination_from: 'Pune',
    destination_to: 'Mumbai',
    do_number: 'DO-1',
    vendor,
    truck_type: 'Bag',
    transaction_status: 'Acknowledged',
    diesel_slip_number: 'S-1',
    billing_id: null,
    toll: 300,
    adblue: null,
    greasing: null,
    tds: 200,
    amount,
  };
}

describe('choosing trips to bill', () => {
  it('needs at least one row, all of one vendor (spec-2 section 5)', () => {
    expect(selectionProblem([])).toBe('Please select at least one row to generate the bill.');
    expect(selectionProblem([row('T1', 'Sharma Roadways', 1), row('T2', 'Sharma Roadways', 2)])).toBeNull();
    expect(selectionProblem([row('T1', 'Sharma Roadways', 1), row('T2', 'Patil Movers', 2)])).toBe(
      'Please select transactions from only one vendor to generate the bill.',
    );
  });

  it('sums the amounts in paise: 0.1 + 0.2 + 6,000.35 is ₹6,000.65 exactly', () => {
    const rows = [row('T1', 'V', 0.1), row('T2', 'V', 0.2), row('T3', 'V', 6000.35)];
    expect(tripsAmountPaise(rows)).toBe(600_065);
  });

  it('sends each row in the shape of spec-2 section 7 with the remarks and the GST choice', () => {
    const remarks = [{ key: 1, text: 'loading charges', amount: '-150.5' }];
    const [sent] = billRequest([row('T7', 'Sharma Roadways', 6000)], remarks, false);
    expect(sent).toEqual({
      id: 'T7',
      trip_id: 'T7',
      vendor: 'Sharma Roadways',
      transaction_status: 'Acknowledged',
      destfrom: 'Pune',
      dest: 'Mumbai',
      wt: 10,
      actwt: 9.5,
      frt: 10_000,
      rate: 1000,
      dsl: 1000,
      adv: 2000,
      toll: 300,
      tds: 200,
      billid: null,
      remarks: [{ text: 'Loading charges', amount: -150.5 }],
      applyTaxes: false,
    });
  });
});
