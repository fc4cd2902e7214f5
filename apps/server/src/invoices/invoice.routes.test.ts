import {
  type CreditNote,
  type Invoice,
  type InvoiceSummary,
  addDays,
  invoiceFinancialYear,
  localDate,
} from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LrTestApp, createLrTestApp, gstinOf, lrBody } from '../test/lorry-receipts.ts';
import { pdfText } from '../test/pdf-text.ts';

/*
 * Issue 33: invoices of delivered LRs, by the calls. The office (test settings) is in Maharashtra. Figures by hand:
 *   18.25 t x ₹1,250.50 = ₹22,821.625 -> ₹22,822;  12 t x ₹1,250.50 = ₹15,006;  7.5 t x ₹1,250.50 = ₹9,378.75 -> ₹9,379.
 *   Konkan Builders (reverse charge): 22,822 + 15,006 + 9,379 = ₹47,207, + Loading ₹1,500 + Detention ₹750.50
 *   = taxable ₹49,457.50, no tax: total ₹49,457.50.
 *   Deccan Steel (Karnataka, forward charge at 12%): 10 t x ₹1,500 = ₹15,000, IGST 12% ₹1,800, total ₹16,800.
 *   Pune Traders (Maharashtra, forward at 5%): 10 t x ₹1,500 = ₹15,000, CGST 2.5% ₹375, SGST ₹375, total ₹15,750.
 */
let t: LrTestApp;
let fy: string;
const today = localDate();
const ROUTE = { from: 'Pune', to: 'Mumbai' };

interface InvoiceAnswer {
  invoiceNo: string;
  status: string;
  balance: number;
  total: number;
  credited: number;
}

beforeAll(async () => {
  t = await createLrTestApp();
  fy = invoiceFinancialYear(today);
  const konkan = await t.addCustomer('Konkan Builders');
  const deccan = await t.addCustomer('Deccan Steel', {
    gstin: gstinOf('29', 'AAACD1234F'),
    state: 'Karnataka',
    reverse_charge: 0,
  });
  const pune = await t.addCustomer('Pune Traders', { reverse_charge: 0, credit_days: 45 });
  await t.addCustomer('Mumbai Builders');
  await t.addRate(konkan, ROUTE, 1250.5, '2026-04-01');
  await t.addRate(deccan, ROUTE, 1500, '2026-04-01');
  await t.addRate(pune, ROUTE, 1500, '2026-04-01');
}, 120_000);
afterAll(() => t.ctx.close());

/** A trip with its LR, delivered today unless `status` says otherwise; returns the LR number. */
async function deliveredLr(
  consignor: string,
  weightKg: number,
  { terms = 'TBB', status = 'Delivered' }: { terms?: string; status?: string } = {},
): Promise<string> {
  const tripId = await t.addTrip({ weight_kg: weightKg, local_date: today });
  const made = await t.call(
    'POST',
    '/lrs',
    t.office,
    lrBody(tripId, consignor, 'Mumbai Builders', { freightTerms: terms }),
  );
  expect(made.statusCode, made.body).toBe(201);
  const { lrNo } = made.json<{ lrNo: string }>();
  await t.ctx.db
    .updateTable('lorry_receipts')
    .set({ status: status as 'Delivered', delivered_on: status === 'Delivered' ? today : null })
    .where('lr_no', '=', lrNo)
    .execute();
  return lrNo;
}

const invoice = (body: object, cookie = t.office) => t.call('POST', '/invoices', cookie, body);
const path = (no: string) => encodeURIComponent(no);

async function lrStatus(lrNo: string): Promise<string> {
  const response = await t.call('GET', `/lrs/${path(lrNo)}`, t.office);
  return response.json<{ status: string }>().status;
}

describe('POST /invoices', () => {
  it('invoices three delivered LRs under reverse charge with two extra charges, to the paisa', async () => {
    const lrNos = [await deliveredLr('Konkan Builders', 18_250), await deliveredLr('Konkan Builders', 12_000)];
    lrNos.push(await deliveredLr('Konkan Builders', 7_500, { terms: 'Paid' }));
    const response = await invoice({
      customer: 'konkan builders',
      lrNos,
      extraCharges: [
        { text: 'Loading', amount: '1,500' },
        { text: 'Detention', amount: 750.5 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<Invoice>();
    expect(answer.invoiceNo).toMatch(new RegExp(`^INV/${fy}/\\d{4}$`));
    expect(answer).toMatchObject({
      date: today,
      dueDate: addDays(today, 30),
      customer: 'Konkan Builders',
      extraCharges: [
        { text: 'Loading', amount: 1500 },
        { text: 'Detention', amount: 750.5 },
      ],
      taxable: 49_457.5,
      gst: { mode: 'reverse', rate: 0, cgst: 0, sgst: 0, igst: 0 },
      total: 49_457.5,
      totalInWords: 'Rupees Forty Nine Thousand Four Hundred Fifty Seven and Fifty Paise Only',
      credited: 0,
      received: 0,
      balance: 49_457.5,
      status: 'Unpaid',
    });
    for (const line of answer.lines) expect(line.tripId).toMatch(/^T\d+$/);
    expect(answer.lines.map(({ tripId: _trip, ...line }) => line)).toEqual([
      {
        lrNo: lrNos[0],
        truck: 'MH12AB1234',
        ...ROUTE,
        weight: 18.25,
        rate: 1250.5,
        freight: 22_822,
        creditNoteNo: null,
      },
      {
        lrNo: lrNos[1],
        truck: 'MH12AB1234',
        ...ROUTE,
        weight: 12,
        rate: 1250.5,
        freight: 15_006,
        creditNoteNo: null,
      },
      {
        lrNo: lrNos[2],
        truck: 'MH12AB1234',
        ...ROUTE,
        weight: 7.5,
        rate: 1250.5,
        freight: 9_379,
        creditNoteNo: null,
      },
    ]);
    for (const lrNo of lrNos) expect(await lrStatus(lrNo)).toBe('Invoiced');

    const read = await t.call('GET', `/invoices/${path(answer.invoiceNo)}`, t.office);
    expect(read.statusCode).toBe(200);
    expect(read.json<Invoice>()).toEqual(answer);
  });

  it('charges IGST at 12% to a customer in another state under forward charge', async () => {
    await t.call('POST', '/invoice-gst-rates', t.admin, { rate: 12, validFrom: '2026-04-01' });
    const lrNo = await deliveredLr('Deccan Steel', 10_000);
    const response = await invoice({ customer: 'Deccan Steel', lrNos: [lrNo] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Invoice>()).toMatchObject({
      taxable: 15_000,
      gst: { mode: 'forward', rate: 12, cgst: 0, sgst: 0, igst: 1800 },
      total: 16_800,
    });
  });

  it('charges CGST and SGST within the office’s state, at the rate in force on the invoice day', async () => {
    // 12% from 1 April; 5% from yesterday: an invoice of today takes 5%.
    const set = await t.call('POST', '/invoice-gst-rates', t.admin, { rate: 5, validFrom: addDays(today, -1) });
    expect(set.statusCode, set.body).toBe(201);
    const lrNo = await deliveredLr('Pune Traders', 10_000);
    const response = await invoice({ customer: 'Pune Traders', lrNos: [lrNo] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Invoice>()).toMatchObject({
      dueDate: addDays(today, 45),
      gst: { mode: 'forward', rate: 5, cgst: 375, sgst: 375, igst: 0 },
      total: 15_750,
    });
  });

  it('refuses an LR that cannot be invoiced with 409 naming it, and takes no number for it', async () => {
    const before = await invoice({ customer: 'Konkan Builders', lrNos: [await deliveredLr('Konkan Builders', 1_000)] });
    const first = before.json<InvoiceAnswer>().invoiceNo;
    const inTransit = await deliveredLr('Konkan Builders', 1_000, { status: 'In transit' });
    const toPay = await deliveredLr('Konkan Builders', 1_000, { terms: 'ToPay' });
    const deccans = await deliveredLr('Deccan Steel', 1_000);
    const refusals = [
      [inTransit, `Lorry receipt ${inTransit} is In transit: only a Delivered lorry receipt is invoiced.`],
      [toPay, `Lorry receipt ${toPay} is To pay: its consignee pays the freight on delivery, so it is not invoiced.`],
      [deccans, `Lorry receipt ${deccans} is billed to Deccan Steel, not to Konkan Builders.`],
    ];
    for (const [lrNo, message] of refusals) {
      const good = await deliveredLr('Konkan Builders', 1_000);
      const response = await invoice({ customer: 'Konkan Builders', lrNos: [good, lrNo] });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(message);
      expect(await lrStatus(good), 'nothing is written').toBe('Delivered');
    }
    const again = await invoice({
      customer: 'Konkan Builders',
      lrNos: before.json<Invoice>().lines.map((line) => line.lrNo),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/is already invoiced\.$/);

    const unknown = await invoice({ customer: 'Konkan Builders', lrNos: [`LR/${fy}/999999`] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(`Lorry receipt LR/${fy}/999999 not found.`);

    const next = await invoice({ customer: 'Konkan Builders', lrNos: [await deliveredLr('Konkan Builders', 1_000)] });
    const seq = (no: string) => Number(no.slice(-4));
    expect(seq(next.json<InvoiceAnswer>().invoiceNo), 'no gap after the refusals').toBe(seq(first) + 1);
  });

  it('refuses an unknown customer, a day in the future and a day before delivery', async () => {
    const lrNo = await deliveredLr('Konkan Builders', 1_000);
    expect((await invoice({ customer: 'Nobody', lrNos: [lrNo] })).json<{ message: string }>()).toMatchObject({
      message: 'Customer not found.',
      field: 'customer',
    });
    const future = await invoice({ customer: 'Konkan Builders', lrNos: [lrNo], date: addDays(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ message: 'An invoice cannot be dated in the future.', field: 'date' });
    const early = await invoice({ customer: 'Konkan Builders', lrNos: [lrNo], date: addDays(today, -1) });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: `The invoice cannot be dated before lorry receipt ${lrNo} was delivered (${today}).`,
      field: 'date',
    });
  });

  it('invoices an LR once when two invoices of it are made at once', async () => {
    const lrNo = await deliveredLr('Konkan Builders', 2_000);
    const answers = await Promise.all([
      invoice({ customer: 'Konkan Builders', lrNos: [lrNo] }),
      invoice({ customer: 'Konkan Builders', lrNos: [lrNo] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([201, 409]);
    const lines = await t.ctx.db.selectFrom('invoice_lines').select('invoice_no').where('lr_no', '=', lrNo).execute();
    expect(lines).toHaveLength(1);
  });

  it('is the office’s alone', async () => {
    const lrNo = await deliveredLr('Konkan Builders', 1_000);
    for (const cookie of [t.loadingManager, t.unloadingManager]) {
      expect((await invoice({ customer: 'Konkan Builders', lrNos: [lrNo] }, cookie)).statusCode).toBe(403);
    }
    expect((await t.call('POST', '/invoice-gst-rates', t.office, { rate: 5, validFrom: today })).statusCode).toBe(403);
  });
});

describe('POST /invoices/{no}/credit-note', () => {
  it('credits a line at the invoice’s GST, frees its LR, then the rest, which cancels the invoice', async () => {
    // Pune Traders at 5% within the state: 10 t and 12 t x ₹1,500 = ₹15,000 + ₹18,000 = ₹33,000; CGST and SGST
    // ₹825 each; total ₹34,650. Crediting the 12 t line: ₹18,000 + ₹450 + ₹450 = ₹18,900; the rest ₹15,750.
    const lrNos = [await deliveredLr('Pune Traders', 10_000), await deliveredLr('Pune Traders', 12_000)];
    const issued = await invoice({ customer: 'Pune Traders', lrNos });
    expect(issued.json<Invoice>()).toMatchObject({ total: 34_650, gst: { cgst: 825, sgst: 825 } });
    const no = issued.json<InvoiceAnswer>().invoiceNo;

    const first = await t.call('POST', `/invoices/${path(no)}/credit-note`, t.office, {
      reason: 'Short delivery',
      lines: [lrNos[1]],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<CreditNote>()).toMatchObject({
      invoiceNo: no,
      date: today,
      customer: 'Pune Traders',
      reason: 'Short delivery',
      lrNos: [lrNos[1]],
      taxable: 18_000,
      gst: { mode: 'forward', rate: 5, cgst: 450, sgst: 450, igst: 0 },
      total: 18_900,
    });
    expect(first.json<CreditNote>().creditNoteNo).toMatch(new RegExp(`^CN/${fy}/\\d{4}$`));
    expect(await lrStatus(lrNos[1] ?? ''), 'free to be invoiced again').toBe('Delivered');
    expect(await lrStatus(lrNos[0] ?? '')).toBe('Invoiced');
    const firstNo = first.json<CreditNote>().creditNoteNo;
    expect((await t.call('GET', `/invoices/${path(no)}`, t.office)).json()).toMatchObject({
      credited: 18_900,
      balance: 15_750,
      status: 'Unpaid',
      // Each line says which credit note credited it, if one did.
      lines: [
        { lrNo: lrNos[0], creditNoteNo: null },
        { lrNo: lrNos[1], creditNoteNo: firstNo },
      ],
    });

    const twice = await t.call('POST', `/invoices/${path(no)}/credit-note`, t.office, {
      reason: 'Again',
      lines: [lrNos[1]],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(`Lorry receipt ${lrNos[1]} has already been credited.`);

    const rest = await t.call('POST', `/invoices/${path(no)}/credit-note`, t.office, { reason: 'Wrong customer' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<CreditNote>()).toMatchObject({
      lrNos: [lrNos[0]],
      taxable: 15_000,
      gst: { cgst: 375, sgst: 375 },
      total: 15_750,
    });
    expect((await t.call('GET', `/invoices/${path(no)}`, t.office)).json()).toMatchObject({
      credited: 34_650,
      balance: 0,
      status: 'Cancelled',
      lines: [
        { lrNo: lrNos[0], creditNoteNo: rest.json<CreditNote>().creditNoteNo },
        { lrNo: lrNos[1], creditNoteNo: firstNo },
      ],
    });
    const after = await t.call('POST', `/invoices/${path(no)}/credit-note`, t.office, { reason: 'Once more' });
    expect(after.statusCode).toBe(409);
    expect(after.json<{ message: string }>().message).toBe(`Invoice ${no} is cancelled.`);

    const note = await t.call('GET', `/credit-notes/${path(rest.json<CreditNote>().creditNoteNo)}`, t.office);
    expect(note.json<CreditNote>()).toEqual(rest.json<CreditNote>());
  });

  it('refuses a line not on the invoice and an unknown invoice', async () => {
    const issued = await invoice({ customer: 'Konkan Builders', lrNos: [await deliveredLr('Konkan Builders', 1_000)] });
    const no = issued.json<InvoiceAnswer>().invoiceNo;
    const other = await deliveredLr('Konkan Builders', 1_000);
    const stranger = await t.call('POST', `/invoices/${path(no)}/credit-note`, t.office, {
      reason: 'x y z',
      lines: [other],
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json<{ message: string }>().message).toBe(`Lorry receipt ${other} is not on invoice ${no}.`);
    const unknown = await t.call('POST', `/invoices/${path(`INV/${fy}/9999`)}/credit-note`, t.office, {
      reason: 'x y z',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the PDFs', () => {
  it('prints the invoice and its credit note, named by their numbers', async () => {
    // 10 t x ₹1,500 = ₹15,000 to Karnataka at the 5% in force since yesterday: IGST ₹750, total ₹15,750.
    const lrNo = await deliveredLr('Deccan Steel', 10_000);
    const no = (await invoice({ customer: 'Deccan Steel', lrNos: [lrNo] })).json<InvoiceAnswer>().invoiceNo;
    const pdf = await t.call('GET', `/invoices/${path(no)}/pdf`, t.office);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${no.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    // The customer's address with its PIN (src/test/lorry-receipts.ts), as it stood on the invoice's day.
    for (const expected of [
      'TAX INVOICE',
      no,
      'Deccan Steel',
      'Plot 4, MIDC 411019',
      lrNo,
      'IGST @ 5%',
      '₹15,750.00',
    ]) {
      expect(text, `the invoice prints ${expected}`).toContain(expected);
    }
    const credit = await t.call('POST', `/invoices/${path(no)}/credit-note`, t.office, { reason: 'Rate disputed' });
    const creditNoteNo = credit.json<{ creditNoteNo: string }>().creditNoteNo;
    const notePdf = await t.call('GET', `/credit-notes/${path(creditNoteNo)}/pdf`, t.office);
    expect(notePdf.statusCode).toBe(200);
    const noteText = await pdfText(notePdf.rawPayload);
    for (const expected of ['CREDIT NOTE', creditNoteNo, `Against invoice ${no}`, 'Rate disputed', '₹15,750.00']) {
      expect(noteText, `the credit note prints ${expected}`).toContain(expected);
    }
    expect((await t.call('GET', `/invoices/${path(`INV/${fy}/9999`)}/pdf`, t.office)).statusCode).toBe(404);
  });

  it('keeps the address of a customer without a PIN as typed, and as it was when issued', async () => {
    await t.ctx.db.updateTable('customers').set({ pin: '' }).where('name', '=', 'Pune Traders').execute();
    const lrNo = await deliveredLr('Pune Traders', 1_000);
    const no = (await invoice({ customer: 'Pune Traders', lrNos: [lrNo] })).json<InvoiceAnswer>().invoiceNo;
    await t.ctx.db.updateTable('customers').set({ address: 'Moved away' }).where('name', '=', 'Pune Traders').execute();
    const stored = await t.ctx.db
      .selectFrom('customer_invoices')
      .select('customer_address')
      .where('invoice_no', '=', no)
      .executeTakeFirstOrThrow();
    expect(stored.customer_address).toBe('Plot 4, MIDC');
    expect(await pdfText((await t.call('GET', `/invoices/${path(no)}/pdf`, t.office)).rawPayload)).toContain(
      'Plot 4, MIDC',
    );
  });
});

describe('GST rates for forward charge', () => {
  it('refuses to invoice a forward-charge customer before the first rate, naming the setting', async () => {
    // Both rates set above start on 1 April 2026 or later; an invoice dated 31 March 2026 has none in force.
    const lrNo = await deliveredLr('Pune Traders', 1_000);
    await t.ctx.db
      .updateTable('lorry_receipts')
      .set({ delivered_on: '2026-03-01' })
      .where('lr_no', '=', lrNo)
      .execute();
    const response = await invoice({ customer: 'Pune Traders', lrNos: [lrNo], date: '2026-03-31' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'Pune Traders pays GST under forward charge, but no forward-charge GST rate is set from 2026-03-31 or before: set it in Settings.',
    );
  });

  it('lists the rates, latest day first', async () => {
    const response = await t.call('GET', '/invoice-gst-rates', t.office);
    const rates = response.json<{ rate: number; validFrom: string; createdBy: string }[]>();
    expect(rates.map(({ rate, validFrom }) => ({ rate, validFrom }))).toEqual([
      { rate: 5, validFrom: addDays(today, -1) },
      { rate: 12, validFrom: '2026-04-01' },
    ]);
    expect(
      rates.every((rate) => rate.createdBy !== ''),
      'who set each',
    ).toBe(true);
  });
});

describe('GET /invoices', () => {
  it('lists a customer’s invoices of a range of days newest first, with where each stands', async () => {
    // Two Pune Traders invoices at 5% within the state: 10 t x ₹1,500 = ₹15,000 + ₹750 GST = ₹15,750 each.
    const older = await invoice({ customer: 'Pune Traders', lrNos: [await deliveredLr('Pune Traders', 10_000)] });
    const newer = await invoice({ customer: 'Pune Traders', lrNos: [await deliveredLr('Pune Traders', 10_000)] });
    const query = new URLSearchParams({ customer: 'pune traders', startDate: today, endDate: today });
    const response = await t.call('GET', `/invoices?${query.toString()}`, t.office);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<InvoiceSummary[]>();
    expect(list.every((row) => row.customer === 'Pune Traders')).toBe(true);
    const numbers = list.map((row) => row.invoiceNo);
    const [newerNo, olderNo] = [newer.json<Invoice>().invoiceNo, older.json<Invoice>().invoiceNo];
    expect(numbers.indexOf(newerNo), 'newest first').toBeLessThan(numbers.indexOf(olderNo));
    expect(list.find((row) => row.invoiceNo === newerNo)).toEqual({
      invoiceNo: newerNo,
      date: today,
      dueDate: addDays(today, 45),
      customer: 'Pune Traders',
      lrCount: 1,
      gstMode: 'forward',
      taxable: 15_000,
      total: 15_750,
      credited: 0,
      received: 0,
      balance: 15_750,
      status: 'Unpaid',
    });
    // The invoice credited whole above is the only Cancelled one of Pune Traders.
    const cancelled = await t.call('GET', `/invoices?${query.toString()}&status=Cancelled`, t.office);
    expect(cancelled.json<InvoiceSummary[]>().map((row) => [row.status, row.balance, row.lrCount])).toEqual([
      ['Cancelled', 0, 2],
    ]);
  });

  it('has nothing for an unknown customer and refuses one day alone', async () => {
    expect((await t.call('GET', '/invoices?customer=Nobody', t.office)).json()).toEqual([]);
    const oneDay = await t.call('GET', `/invoices?startDate=${today}`, t.office);
    expect(oneDay.statusCode).toBe(400);
    expect(oneDay.json<{ message: string }>().message).toBe('Please select both start and end dates.');
  });
});
