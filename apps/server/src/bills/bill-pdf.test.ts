import { billTotals } from '@freightdesk/domain';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { renderBillPdf } from './bill-pdf.ts';
import type { BillSnapshot, BillTripLine } from './bill-snapshot.ts';

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
  otherPaise: 0,
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
  it('numbers its pages and repeats the table header on long bills; shows the revision and IGST', async () => {
    const data = await renderBillPdf(snapshot(120));
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

  it('is the same bytes every time it is rendered from the same snapshot', async () => {
    const [a, b] = await Promise.all([renderBillPdf(snapshot(3)), renderBillPdf(snapshot(3))]);
    expect(a.equals(b)).toBe(true);
  });
});
