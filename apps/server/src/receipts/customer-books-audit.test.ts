import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KONKAN, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';

/* Every row of the customer's books leaves an audit entry naming who wrote what (Konkan Builders, ₹1,000 a ton). */
let t: ReceiptTestApp;
const today = localDate();

beforeAll(async () => {
  t = await createReceiptTestApp();
}, 120_000);
afterAll(() => t.ctx.close());

async function auditOf(entity: string, entityId: string) {
  const rows = await t.ctx.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'new_values'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .execute();
  expect(rows, `one audit entry for ${entity} ${entityId}`).toHaveLength(1);
  const [row] = rows;
  return { actor: row?.actor, action: row?.action, values: JSON.parse(row?.new_values ?? 'null') as unknown };
}

describe('the audit log of the customer side', () => {
  it('records an invoice and its credit note with the accountant, the LRs and the totals in paise', async () => {
    const no = await t.invoiceFor(KONKAN, [10_000, 2_000]);
    const lrNos = (await t.invoice(no)).lines.map((line) => line.lrNo);
    expect(await auditOf('customer_invoice', no)).toEqual({
      actor: t.officeUser.username,
      action: 'create',
      values: { customer: KONKAN, lrNos, total_paise: 1_200_000 },
    });
    const credited = await t.post(`/invoices/${encodeURIComponent(no)}/credit-note`, {
      reason: 'Short delivery',
      lines: [lrNos[1]],
    });
    const { creditNoteNo } = credited.json<{ creditNoteNo: string }>();
    expect(await auditOf('credit_note', creditNoteNo)).toEqual({
      actor: t.officeUser.username,
      action: 'create',
      values: { invoice_no: no, reason: 'Short delivery', lrNos: [lrNos[1]], total_paise: 200_000 },
    });
  });

  it('records a receipt and its reversal with their parts', async () => {
    const no = await t.invoiceFor(KONKAN, 10_000);
    const recorded = await t.post('/receipts', {
      customer: KONKAN,
      amount: 4900,
      tdsDeducted: 100,
      allocations: [{ invoiceNo: no, amount: 5000 }],
      date: today,
      mode: 'NEFT',
      reference: 'UTR-AUDIT-1',
    });
    const { id } = recorded.json<{ id: string }>();
    const receipt = await auditOf('customer_receipt', id);
    expect(receipt).toMatchObject({ actor: t.officeUser.username, action: 'create' });
    expect(receipt.values).toMatchObject({
      id,
      amount_paise: 490_000,
      tds_paise: 10_000,
      reverses: null,
      allocations: [{ invoice_no: no, amount_paise: 500_000 }],
    });
    const reversed = await t.post(`/receipts/${id}/reverse`, { reason: 'Cheque bounced' });
    const reversal = reversed.json<{ id: string }>().id;
    expect((await auditOf('customer_receipt', reversal)).values).toMatchObject({
      id: reversal,
      reverses: id,
      reason: 'Cheque bounced',
      allocations: [{ invoice_no: no, amount_paise: 500_000 }],
    });
  });

  it('records the admin’s forward-charge rate', async () => {
    const set = await t.call('POST', '/invoice-gst-rates', t.admin, { rate: 5, validFrom: '2027-01-01' });
    expect(set.statusCode, set.body).toBe(201);
    expect(await auditOf('invoice_gst_rate', '2027-01-01')).toMatchObject({
      action: 'update',
      values: { rate: 5, validFrom: '2027-01-01' },
    });
  });
});
