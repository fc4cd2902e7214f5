import type { TransactionRow } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { tripWithLr, tripWithoutLr as tripRow } from '../test/trip-row.ts';
import { TRANSACTION_COLUMNS } from './transaction-workbook.ts';
import { reportColumns } from './trip-workbook.ts';

const cells = <T>(columns: { header: string; value: (row: T) => unknown }[], row: T): [string, unknown][] =>
  columns.map((column) => [column.header, column.value(row)]);

describe('Reports.xlsx, TodayList.xlsx and Business.xlsx columns', () => {
  it("are the spec-2 section 9 columns in order, each with its own value, then the trip's LR (issue 32)", () => {
    expect(cells(reportColumns(true), { ...tripWithLr, bill_id: 'B3' })).toEqual([
      ['Trip ID', 'T7'],
      ['Username', 'ravi'],
      ['Profile', 'Loading Manager'],
      ['Truck Number', 'MH12KL1111'],
      ['DO', 'DO-7'],
      ['Date', new Date('2026-03-05T00:00:00Z')],
      ['Driver', 'Ramesh'],
      ['Vendor', 'Sharma Roadlines'],
      ['From', 'Pune'],
      ['To', 'Mumbai'],
      ['Truck Type', 'Bulker'],
      ['Transaction', 'Acknowledged'],
      ['Wt.', 24.5],
      ['A. Wt.', 24.12],
      ['Diff. Wt.', 0.38],
      ['Freight', 30_637],
      ['Diesel', 5000],
      ['Dsl. Slp. No.', 'DS-9'],
      ['TDS', 459.56],
      ['Short', 100.5],
      ['Adv.', 2000],
      ['Toll', 125.25],
      ['Adblue', 310],
      ['Greasing', 45.5],
      ['Bill ID', 'B3'],
      ['Amount', 22_596],
      ['LR No', 'LR/2025-26/000042'],
      ['Consignor', 'Ultratech Cement Ltd'],
      ['Consignee', 'Patil Builders'],
    ]);
  });

  it('omit Freight for the managers, and leave blank what was not entered', () => {
    const headers = reportColumns(false).map((column) => column.header);
    expect(headers).not.toContain('Freight');
    expect(headers).toHaveLength(28);
    const blank = { ...tripRow, actual_weight_kg: null, diesel_paise: null, short_paise: null, advance_paise: null };
    const values = Object.fromEntries(cells(reportColumns(true), { ...blank, toll_paise: null, adblue_paise: null }));
    expect(values).toMatchObject({
      'A. Wt.': null,
      'Diff. Wt.': null,
      Diesel: null,
      Short: null,
      'Adv.': null,
      Toll: null,
      Adblue: null,
      'Bill ID': null,
      // 30,637 - 459.56 - 45.50 = 30,131.94 -> 30,132.
      Amount: 30_132,
      // A trip without a standing lorry receipt: its three cells blank.
      'LR No': null,
      Consignor: null,
      Consignee: null,
    });
    expect(
      Object.fromEntries(cells(reportColumns(true), { ...tripRow, weight_kg: null, greasing_paise: null })),
    ).toMatchObject({ 'Wt.': null, 'Diff. Wt.': null, Greasing: null });
  });

  it('money columns are the amounts, and only they', () => {
    expect(
      reportColumns(true)
        .filter((column) => column.money)
        .map((column) => column.header),
    ).toEqual(['Freight', 'Diesel', 'TDS', 'Short', 'Adv.', 'Toll', 'Adblue', 'Greasing', 'Amount']);
  });
});

describe('Transactions.xlsx columns', () => {
  const bill: TransactionRow = {
    _id: 'B3',
    billing_id: 'B3',
    vendor: 'Sharma Roadlines',
    date: '2026-03-06',
    weight: 49.25,
    actual_weight: 48.9,
    freight: 61_000,
    rate: 1238.58,
    diesel: 10_000,
    advance: 4_000,
    toll: 250.5,
    adblue: 620,
    greasing: 91,
    tds: 915,
    short: 201,
    remarks: -150,
    gst: 5_251.14,
    amount: 49_023.64,
    revision: 2,
    paid: 20_000,
    balance: 29_023.64,
    status: 'Partly paid',
  };

  it('one row per bill, each column with its own value', () => {
    expect(cells(TRANSACTION_COLUMNS, bill)).toEqual([
      ['Bill ID', 'B3'],
      ['Revision', 2],
      ['Vendor', 'Sharma Roadlines'],
      ['Date', new Date('2026-03-06T00:00:00Z')],
      ['Wt.', 49.25],
      ['A. Wt.', 48.9],
      ['Freight', 61_000],
      ['Rate', 1238.58],
      ['Diesel', 10_000],
      ['Adv.', 4_000],
      ['Toll', 250.5],
      ['Adblue', 620],
      ['Greasing', 91],
      ['TDS', 915],
      ['Short', 201],
      ['Remarks', -150],
      ['GST', 5_251.14],
      ['Amount', 49_023.64],
      ['Paid', 20_000],
      ['Balance', 29_023.64],
      ['Status', 'Partly paid'],
    ]);
  });

  it('the original bill and the totals row leave revision, date, rate and status blank', () => {
    const totals = { ...bill, _id: 'totals', billing_id: 'Total', date: '', revision: 0, rate: 0, status: '' as const };
    expect(Object.fromEntries(cells(TRANSACTION_COLUMNS, totals))).toMatchObject({
      'Bill ID': 'Total',
      Revision: null,
      Date: null,
      Rate: null,
      Status: null,
    });
  });
});
