import { LR_MESSAGES, localDate, lrFinancialYear } from '@freightdesk/domain';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_SETTINGS } from '../test/master-data.ts';
import { pdfText } from '../test/pdf-text.ts';
import { DRIVER, type LrTestApp, TRUCK, createLrTestApp, gstinOf, lrBody } from '../test/lorry-receipts.ts';
import { createLrService } from './lr.service.ts';

let t: LrTestApp;
const consignorGstin = gstinOf('27', 'AAACD1234E');
const consigneeGstin = gstinOf('29', 'AAACM5678F');
beforeAll(async () => {
  t = await createLrTestApp();
  const deccan = await t.addCustomer('Deccan Cements', {
    gstin: consignorGstin,
    pan: 'AAACD1234E',
    address: 'Plot 12, Chakan MIDC',
    state: 'Maharashtra',
    pin: '410501',
    reverse_charge: 1,
  });
  const builders = await t.addCustomer('Bengaluru Builders', {
    gstin: consigneeGstin,
    pan: 'AAACM5678F',
    address: '45 Hosur Road',
    state: 'Karnataka',
    pin: '560068',
    reverse_charge: 0,
  });
  await t.addRate(deccan, { from: 'Pune', to: 'Mumbai' }, 1250.5, '2026-04-01');
  await t.addRate(builders, { from: 'Pune', to: 'Mumbai' }, 1400, '2026-04-01');
});
afterAll(() => t.ctx.close());

async function lrPdf(fields = {}, cookie = t.office) {
  const tripId = await t.addTrip({ local_date: '2026-11-30', weight_kg: 18_250, username: 'tester' });
  const created = await t.call(
    'POST',
    '/lrs',
    t.office,
    lrBody(tripId, 'Deccan Cements', 'Bengaluru Builders', fields),
  );
  expect(created.statusCode, created.body).toBe(201);
  const { lrNo } = created.json<{ lrNo: string }>();
  const response = await t.call('GET', `/lrs/${encodeURIComponent(lrNo)}/pdf`, cookie);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return { lrNo, tripId, response, text: await pdfText(response.rawPayload) };
}

/** Notes the kind of each statement sent through it that is not a SELECT. */
class WriteRecorder implements KyselyPlugin {
  writes: string[] = [];

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode') this.writes.push(node.kind);
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs) {
    return Promise.resolve(result);
  }
}

/** The text of each page: pdf-parse ends each with a "-- n of m --" line. */
const pages = (text: string) =>
  text
    .split(/-- \d+ of \d+ --/)
    .map((page) => page.trim())
    .filter(Boolean);

describe('GET /api/lrs/{lrNo}/pdf', () => {
  it('prints three copies of the LR, each with the office, the parties, the trip and the goods', async () => {
    const { lrNo, tripId, response, text } = await lrPdf({
      invoiceNo: 'INV-77',
      invoiceValue: '5,00,000',
      ewayBillNo: '1234 5678 9012',
      ewayBillValidUntil: '2030-01-10T18:30',
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${lrNo.replaceAll('/', '-')}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const copies = pages(text);
    expect(copies).toHaveLength(3);
    const today = localDate().split('-').toReversed().join('/');
    ['Consignor copy', 'Consignee copy', 'Driver copy'].forEach((copy, i) => {
      const page = copies[i] ?? '';
      for (const printed of [
        BUSINESS_SETTINGS.companyName,
        `GSTIN: ${BUSINESS_SETTINGS.gstin}`,
        `Lorry Receipt\n${lrNo}\nDate: ${today}\n${copy}`,
        `Consignor\nDeccan Cements\nPlot 12, Chakan MIDC\nMaharashtra 410501\nGSTIN: ${consignorGstin} PAN: AAACD1234E`,
        `Consignee\nBengaluru Builders\n45 Hosur Road\nKarnataka 560068\nGSTIN: ${consigneeGstin} PAN: AAACM5678F`,
        'From\nPune\nTo\nMumbai',
        `Trip\n${tripId}`,
        `Truck\n${TRUCK}\nDriver\n${DRIVER}`,
        'Trip date\n30/11/2026',
        'Goods\nCement\nPackages\n400\nPacking\nBags',
        'Charged weight\n18.25 t',
        'Invoice no\nINV-77\nInvoice value\n₹5,00,000.00',
        // 18:30 India, as typed.
        'E-way bill no\n123456789012\nE-way bill valid until\n10/01/2030 18:30',
        'Freight terms\nPaid',
        // 18.25 t x ₹1,250.50 = ₹22,821.625, rounded to ₹22,822.
        'Freight\n₹22,822.00',
        // The consignor pays on Paid, and pays GST under reverse charge.
        'GST payable by the recipient under reverse charge',
      ]) {
        expect(page, `${copy}: ${printed}`).toContain(printed);
      }
      expect(page).not.toContain('CANCELLED');
    });
  });

  it('hides the freight on To be billed', async () => {
    const { text } = await lrPdf({ freightTerms: 'TBB' });
    expect(text).toContain('To be billed');
    expect(text).not.toContain('₹22,822.00');
    expect(text).not.toContain('₹');
  });

  it('shows the consignee’s freight on To pay, without reverse charge when the consignee pays none', async () => {
    const { text } = await lrPdf({ freightTerms: 'ToPay' });
    expect(text).toContain('To pay');
    // 18.25 t x ₹1,400 = ₹25,550.
    expect(text).toContain('₹25,550.00');
    expect(text).not.toContain('reverse charge');
  });

  it('prints no freight when there is none', async () => {
    const tripId = await t.addTrip({ local_date: '2026-03-01' });
    const created = await t.call('POST', '/lrs', t.office, lrBody(tripId, 'Deccan Cements', 'Bengaluru Builders'));
    const { lrNo } = created.json<{ lrNo: string; freight: number | null }>();
    expect(created.json()).toMatchObject({ freight: null });
    const response = await t.call('GET', `/lrs/${encodeURIComponent(lrNo)}/pdf`, t.office);
    expect(await pdfText(response.rawPayload)).not.toContain('₹');
  });

  it('marks a cancelled LR with its reason on every copy', async () => {
    const { lrNo } = await lrPdf();
    await t.call('POST', `/lrs/${encodeURIComponent(lrNo)}/cancel`, t.office, { reason: 'Truck broke down' });
    const response = await t.call('GET', `/lrs/${encodeURIComponent(lrNo)}/pdf`, t.office);
    const copies = pages(await pdfText(response.rawPayload));
    expect(copies).toHaveLength(3);
    for (const page of copies) expect(page).toContain('CANCELLED: Truck broke down');
    const stored = await t.call('GET', `/lrs/${encodeURIComponent(lrNo)}`, t.office);
    expect(stored.json()).toMatchObject({ status: 'Cancelled', cancelReason: 'Truck broke down' });
  });

  it('the first print moves a Booked LR In transit and records when; later prints change nothing', async () => {
    const tripId = await t.addTrip();
    const created = await t.call('POST', '/lrs', t.office, lrBody(tripId, 'Deccan Cements', 'Bengaluru Builders'));
    const { lrNo } = created.json<{ lrNo: string }>();
    const url = `/lrs/${encodeURIComponent(lrNo)}`;
    const printedAt = async () =>
      (
        await t.ctx.db
          .selectFrom('lorry_receipts')
          .select('printed_at')
          .where('lr_no', '=', lrNo)
          .executeTakeFirstOrThrow()
      ).printed_at;
    expect(await printedAt()).toBeNull();
    // A loading manager prints it from Today's List.
    expect((await t.call('GET', `${url}/pdf`, t.loadingManager)).statusCode).toBe(200);
    expect((await t.call('GET', url, t.office)).json()).toMatchObject({ status: 'In transit' });
    const first = await printedAt();
    expect(first).not.toBeNull();
    expect((await t.call('GET', `${url}/pdf`, t.unloadingManager)).statusCode).toBe(200);
    expect(await printedAt()).toBe(first);
    expect((await t.call('GET', url, t.office)).json()).toMatchObject({ status: 'In transit' });
  });

  it('only the first print writes (one update); a later print sends no write at all', async () => {
    const tripId = await t.addTrip();
    const created = await t.call('POST', '/lrs', t.office, lrBody(tripId, 'Deccan Cements', 'Bengaluru Builders'));
    const { lrNo } = created.json<{ lrNo: string }>();
    const print = async () => {
      const recorder = new WriteRecorder();
      await createLrService(t.ctx.db.withPlugin(recorder)).pdf(t.officeUser, lrNo);
      return recorder.writes;
    };
    expect(await print()).toEqual(['UpdateQueryNode']);
    expect(await print()).toEqual([]);
    expect(await print()).toEqual([]);
  });

  it('answers 404 for an LR that does not exist', async () => {
    const fy = lrFinancialYear(localDate());
    const response = await t.call('GET', `/lrs/${encodeURIComponent(`LR/${fy}/999999`)}/pdf`, t.office);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: LR_MESSAGES.notFound });
  });
});
