import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { billTotals } from '@freightdesk/domain';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { renderBillPdf } from './bill-pdf.ts';
import type { BillSnapshot, BillTripLine } from './bill-snapshot.ts';
import { ISSUED_BILLS } from '../test/fixtures/issued-bills.ts';
import { pdfText } from '../test/pdf-text.ts';

const line = (n: number): BillTripLine => ({
  tripId: `T${n}`,
  date: '2026-11-01',
  truckNo: 'MH12KL1111',
  from: 'Pune',
  to: 'Mumbai',
  weightKg: 10_000,
  actualWeightKg: 9_950,
  ratePaise: 125_050,
  freightPaise: 1_250_500,
  tdsPaise: 25_010,
  shortPaise: 0,
  dieselPaise: 100_000,
  advancePaise: 0,
  tollPaise: 0,
  adbluePaise: 0,
  greasingPaise: 0,
  amountPaise: 1_125_500,
});

function snapshot(trips: number): BillSnapshot {
  const lines = Array.from({ length: trips }, (_, i) => line(i + 1));
  return {
    billId: 'B7',
    revision: 3,
    issuedOn: '2026-11-01',
    revisedOn: '2026-11-20',
    createdAt: '2026-11-20T10:00:00.000Z',
    business: {
      companyName: 'Karnataka Freight Co',
      address: 'Hosapete',
      gstin: '29AAACK1234A1Z5',
      pan: 'AAACK1234A',
      state: 'Karnataka',
      bankName: '',
      bankAccount: '',
      ifscCode: '',
    },
    vendor: {
      companyName: 'Sharma Roadlines',
      companyOwner: 'Ravi Sharma',
      pan: '',
      gst: '27AAFPS1234K1Z5',
      email: '',
      mobile: '',
      bankName: 'SBI',
      bankAccount: '1234567890',
      ifscCode: 'SBIN0001234',
    },
    trips: lines,
    remarks: [],
    totals: billTotals(
      lines.map((l) => l.amountPaise),
      [],
      { applyTaxes: true, rateBasisPoints: 1200, vendorGstin: '27AAFPS1234K1Z5', businessGstin: '29AAACK1234A1Z5' },
    ),
  };
}

describe('bill PDF', () => {
  it('names a layout it does not know instead of printing in another one', () => {
    expect(() => renderBillPdf(snapshot(1), 3)).toThrow('Unknown bill layout 3');
  });

  it('numbers its pages and repeats the table header on long bills; shows the revision and IGST', async () => {
    const data = await renderBillPdf(snapshot(120), 2);
    const { text, total } = await new PDFParse({ data }).getText();
    expect(total).toBeGreaterThan(2);
    expect(text).toContain(`Page ${total} of ${total}`);
    // Every page the table runs over starts with its header; the totals may sit alone on the last page.
    expect(text.match(/Trip ID/g)?.length).toBeGreaterThanOrEqual(total - 1);
    expect(text.match(/Trip ID/g)?.length).toBeGreaterThan(1);
    expect(text).toContain('Bill B7 (Revision 3)');
    expect(text).toContain('IGST @ 12%');
    // 120 x 11255 = 13,50,600; IGST 12% = 1,62,072 -> 15,12,672
    expect(text).toContain('₹15,12,672.00');
    expect(text).toContain('Rupees Fifteen Lakh Twelve Thousand Six Hundred Seventy Two Only');
  });

  it("prints the vendor's address under its name when the snapshot has one (issue 17), nothing otherwise", async () => {
    const withAddress = snapshot(1);
    withAddress.vendor.address = {
      addressLine1: 'Plot 4, MIDC Bhosari',
      addressLine2: '',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411026',
    };
    const text = await pdfText(await renderBillPdf(withAddress, 2));
    expect(text).toMatch(/Sharma Roadlines\s+Plot 4, MIDC Bhosari\s+Pune, Maharashtra - 411026\s+Owner: Ravi Sharma/);
    // A snapshot made before vendors had an address prints as an empty address does.
    const empty = snapshot(1);
    empty.vendor.address = { addressLine1: '', addressLine2: '', city: '', state: '', pinCode: '' };
    expect((await renderBillPdf(snapshot(1), 2)).equals(await renderBillPdf(empty, 2))).toBe(true);
  });

  it('reprints an issued bill byte for byte in the layout it was issued in (test/fixtures/issued-bills.ts)', async () => {
    const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
    for (const [name, { layout, bill }] of Object.entries(ISSUED_BILLS)) {
      const issued = fs.readFileSync(path.join(fixtures, `issued-${name}.pdf`));
      expect((await renderBillPdf(bill, layout)).equals(issued), `${name} changed`).toBe(true);
    }
  });

  it('prints a six-digit trip id, a wide truck number and amounts above a crore whole, each on its row', async () => {
    // 1,23,45,678 freight, 1% TDS 1,23,456.78; Amount 1,22,22,221.22 -> 1,22,22,221
    const bill = snapshot(1);
    bill.trips = [
      {
        ...line(0),
        tripId: 'T123456',
        truckNo: 'WB23WW8888',
        freightPaise: 1_234_567_800,
        tdsPaise: 12_345_678,
        dieselPaise: 0,
        amountPaise: 1_222_222_100,
      },
    ];
    const lines = (await pdfText(await renderBillPdf(bill, 2))).split('\n');
    const row = lines.find((l) => l.startsWith('T123456 ')) ?? '';
    expect(row).toMatch(/^T123456 01\/11\/2026 WB23WW8888 Pune Mumbai /);
    expect(row).toMatch(/ 1,23,45,678\.00 1,23,456\.78 .* 1,22,22,221\.00$/);
    expect(lines.find((l) => l.startsWith('Total '))).toMatch(/ 1,23,45,678\.00 1,23,456\.78 .* 1,22,22,221\.00$/);
  });

  it('is the same bytes every time it is rendered from the same snapshot', async () => {
    const [a, b] = await Promise.all([renderBillPdf(snapshot(3), 2), renderBillPdf(snapshot(3), 2)]);
    expect(a.equals(b)).toBe(true);
  });

  it('prints every column that enters Amount; each row and each column total adds up from the printed figures', async () => {
    const trip = (fields: Partial<BillTripLine>): BillTripLine => ({ ...line(0), ...fields });
    // Hand-calculated: Amount = round(Freight - TDS - Short - Diesel - Advance - Toll - Adblue - Greasing).
    const trips = [
      // 12818 - 256.36 - 120.75 - 3000 - 2000 - 450.50 - 250 - 950 = 5790.39 -> 5790
      trip({ tripId: 'T11', date: '2026-11-23', freightPaise: 1_281_800, tdsPaise: 25_636, shortPaise: 12_075 }),
      // 10004 - 200.08 - 0 - 1500.25 - 0 - 0 - 300 - 0 = 8003.67 -> 8004
      trip({ tripId: 'T12', date: '2026-11-24', freightPaise: 1_000_400, tdsPaise: 20_008, actualWeightKg: null }),
      // 45000 - 450 - 55.50 - 12000 - 5000 - 1234.50 - 410 - 620 = 25230
      trip({ tripId: 'T13', date: '2026-12-31', freightPaise: 4_500_000, tdsPaise: 45_000, shortPaise: 5_550 }),
    ];
    Object.assign(trips[0] ?? {}, {
      dieselPaise: 300_000,
      advancePaise: 200_000,
      tollPaise: 45_050,
      adbluePaise: 25_000,
      greasingPaise: 95_000,
      amountPaise: 579_000,
    });
    Object.assign(trips[1] ?? {}, {
      dieselPaise: 150_025,
      advancePaise: 0,
      tollPaise: 0,
      adbluePaise: 30_000,
      greasingPaise: 0,
      amountPaise: 800_400,
    });
    Object.assign(trips[2] ?? {}, {
      dieselPaise: 1_200_000,
      advancePaise: 500_000,
      tollPaise: 123_450,
      adbluePaise: 41_000,
      greasingPaise: 62_000,
      amountPaise: 2_523_000,
    });
    const bill: BillSnapshot = {
      ...snapshot(0),
      revision: 0,
      trips,
      totals: billTotals([579_000, 800_400, 2_523_000], [], {
        applyTaxes: false,
        rateBasisPoints: 1200,
        vendorGstin: null,
        businessGstin: null,
      }),
    };
    const text = await pdfText(await renderBillPdf(bill, 2));
    const lines = text.split('\n');
    const header = lines.find((l) => l.startsWith('Trip ID')) ?? '';
    expect(header.split(/\s+/).slice(-9)).toEqual([
      'Freight',
      'TDS',
      'Short',
      'Diesel',
      'Advance',
      'Toll',
      'Adblue',
      'Greasing',
      'Amount',
    ]);
    // The nine money columns are the last nine figures of a row: Freight, TDS, six deductions, Amount.
    const figures = (start: string) => {
      const row = lines.find((l) => l.startsWith(start));
      expect(row, start).toBeDefined();
      return (row ?? '')
        .split(/\s+/)
        .slice(-9)
        .map((cell) => Math.round(Number(cell.replaceAll(',', '')) * 100));
    };
    for (const tripId of ['T11', 'T12', 'T13']) {
      const [freight = 0, tds = 0, ...rest] = figures(`${tripId} `);
      const amount = rest.pop() ?? 0;
      const deductions = rest.reduce((sum, value) => sum + value, 0);
      expect(rest, tripId).toHaveLength(6);
      expect(Math.round((freight - tds - deductions) / 100) * 100, tripId).toBe(amount);
    }
    expect(figures('Total ')).toEqual([
      6_782_200, 90_644, 17_625, 1_650_025, 700_000, 168_500, 96_000, 157_000, 3_902_400,
    ]);
    expect(bill.totals.tripsPaise).toBe(3_902_400);
    expect(text).toContain('Trips total ₹39,024.00');
    // Dates never wrap: each sits whole on its row.
    expect(lines.find((l) => l.startsWith('T13 '))).toContain('31/12/2026');
    expect(text).toContain('Amount = Freight − TDS − Short − Diesel − Advance − Toll − Adblue − Greasing');
    expect(text).toContain('rounded to the paisa before Amount is computed');
  });
});
