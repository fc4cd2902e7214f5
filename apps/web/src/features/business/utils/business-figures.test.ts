import type { TripRecord } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { dailyFigures } from './business-figures';
import { tripMargins } from './margin-figures';

function trip(TripID: string, localDate: string, Freight: number, Amount: number): TripRecord {
  return {
    _id: TripID,
    TripID,
    Username: 'accountant',
    Profile: 'accountant',
    TruckNumber: 'MH12AB1234',
    DONumber: '',
    localDate,
    localTime: '10:00',
    DriverName: 'Mahesh',
    Vendor: 'Business Carriers',
    DestinationFrom: 'Pune',
    DestinationTo: 'Mumbai',
    TruckType: 'Bag',
    TransactionStatus: 'Open',
    Weight: 10,
    ActualWeight: null,
    DifferenceInWeight: null,
    Freight,
    Rate: 1200,
    DieselAmount: null,
    DieselSlipNumber: '',
    TDS_Rate: 2,
    TDS: 0,
    Amount,
    Short: null,
    Advance: null,
    Toll: null,
    Adblue: null,
    Greasing: null,
    BillId: null,
    createdAt: `${localDate}T04:30:00.000Z`,
    updatedAt: `${localDate}T04:30:00.000Z`,
    DieselSlipImage: null,
    LoadingAdvice: null,
    InvoiceCompany: null,
    WeightmentSlip: null,
    lrNo: '',
    consignor: '',
    consignee: '',
  };
}

// Two trips on the 1st, none on the 2nd, one on the 3rd.
const trips = [
  trip('T1', '2026-03-01', 12_000, 11_760),
  trip('T2', '2026-03-01', 15_000, 14_700),
  trip('T3', '2026-03-03', 5000, 4900),
];
const range = { startDate: '2026-03-01', endDate: '2026-03-03' };

const margin = (key: string, revenue: number, cost: number) => ({
  key,
  trips: 1,
  revenue,
  cost,
  margin: Math.round((revenue - cost) * 100) / 100,
  marginPercent: null,
});

describe('the chart’s figures per day', () => {
  it('adds each day’s revenue and margin from the margins, joined to the searched trips by trip id', () => {
    const margins = tripMargins([
      // T1: ₹15,000 - ₹12,000 = ₹3,000; T2 has no LR: ₹0 - ₹15,000; T3: ₹6,000.10 - ₹5,000 = ₹1,000.10.
      margin('T1', 15_000, 12_000),
      margin('T2', 0, 15_000),
      margin('T3', 6000.1, 5000),
      // Another truck's trip of the same days: the truck search did not list it, so no day counts it.
      margin('T8', 50_000, 1000),
    ]);
    expect(dailyFigures(trips, range, margins)).toEqual([
      { day: '2026-03-01', freight: 27_000, amount: 26_460, revenue: 15_000, margin: -12_000 },
      { day: '2026-03-02', freight: 0, amount: 0, revenue: 0, margin: 0 },
      { day: '2026-03-03', freight: 5000, amount: 4900, revenue: 6000.1, margin: 1000.1 },
    ]);
  });

  it('counts a trip the margins do not hold as nothing', () => {
    const margins = tripMargins([margin('T1', 15_000, 12_000)]);
    expect(dailyFigures(trips, range, margins).map(({ revenue, margin: dayMargin }) => [revenue, dayMargin])).toEqual([
      [15_000, 3000],
      [0, 0],
      [0, 0],
    ]);
  });

  it('has no revenue or margin while the margins are not known', () => {
    expect(dailyFigures(trips, range, null)).toEqual([
      { day: '2026-03-01', freight: 27_000, amount: 26_460, revenue: null, margin: null },
      { day: '2026-03-02', freight: 0, amount: 0, revenue: null, margin: null },
      { day: '2026-03-03', freight: 5000, amount: 4900, revenue: null, margin: null },
    ]);
  });
});
