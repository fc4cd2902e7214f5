import { addDays, financialYearDays, localDate, quarterOf } from '@freightdesk/domain';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { insertFile } from '../files/file.repository.ts';
import type { SessionUser } from '../http/access.ts';
import { insertChallan } from '../tds/tds-challan.repository.ts';
import { insertTdsDocument } from '../tds/tds-document.repository.ts';
import { findVendorByName } from '../vendors/vendor.repository.ts';
import { minimalPdf } from './minimal-pdf.ts';

/**
 * Issue 31's cases on the demo: Kaveri Carriers (an individual) gave a transporter declaration for this year, so its
 * new trips go at 0% and the return reports them with reason T; Konkan Freight Lines (a firm) holds a lower-deduction
 * certificate at 0.5% from 30 days ago; and a challan of a week ago is allocated to the oldest TDS of its quarter.
 * Tungabhadra Movers (no PAN, typed 1%) and Sri Balaji Transport (a firm, typed 1%) stay marked on the Vendor screen.
 */
export async function seedDemoTds(db: Database, actor: SessionUser): Promise<void> {
  const today = localDate();
  const { fy } = quarterOf(today);
  const pdfOf = (text: string, fileName: string) =>
    insertFile(db, { fileName, contentType: 'application/pdf', data: minimalPdf(text), createdBy: actor.username });
  const stamp = new Date().toISOString();
  const kaveri = await findVendorByName(db, 'Kaveri Carriers');
  if (kaveri) {
    const { validFrom, validTo } = financialYearDays(fy);
    await insertTdsDocument(db, {
      id: randomUUID(),
      vendor_id: kaveri.id,
      kind: 'transporterDeclaration',
      fy,
      vehicles: JSON.stringify(['KA01MN7788']),
      certificate_no: null,
      rate_bps: 0,
      valid_from: validFrom,
      valid_to: validTo,
      amount_limit_paise: null,
      file_id: await pdfOf(`Kaveri Carriers - transporter declaration ${fy}`, 'Kaveri declaration.pdf'),
      created_by: actor.username,
      created_at: stamp,
    });
  }
  const konkan = await findVendorByName(db, 'Konkan Freight Lines');
  if (konkan) {
    await insertTdsDocument(db, {
      id: randomUUID(),
      vendor_id: konkan.id,
      kind: 'lowerDeductionCertificate',
      fy: null,
      vehicles: '[]',
      certificate_no: 'LDC2026KFL01',
      rate_bps: 50,
      valid_from: addDays(today, -30),
      valid_to: financialYearDays(fy).validTo,
      amount_limit_paise: 500_000_000,
      file_id: await pdfOf('Konkan Freight Lines - certificate LDC2026KFL01', 'Konkan certificate.pdf'),
      created_by: actor.username,
      created_at: stamp,
    });
  }
  const depositedOn = addDays(today, -7);
  await insertChallan(db, {
    id: randomUUID(),
    bsr_code: '0510308',
    date: depositedOn,
    serial: '00042',
    amount_paise: 2_500_000,
    ...quarterOf(depositedOn),
    created_by: actor.username,
    created_at: stamp,
  });
}
