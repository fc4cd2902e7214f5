import { BILL_MESSAGES, FREIGHT_MESSAGES, NUMBER_MESSAGES, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingTestApp, createBillingTestApp } from '../test/billing-app.ts';
import { addAcknowledgedTrip, addTrip, tripEntry } from '../test/master-data.ts';
import { postMultipart } from '../test/multipart.ts';
import type { TestContext } from '../test/test-app.ts';

/**
 * Issue 29: every number field of the API that takes text reads amounts written the Indian way ("30,000", "1,25,000",
 * "₹ 1,500.50") to the paisa, as the web's fields and Import do, and refuses a misplaced comma on the field.
 */
let ctx: TestContext;
let accountant: string;
let post: BillingTestApp['post'];
let issue: BillingTestApp['issue'];

beforeAll(async () => {
  ({ ctx, accountant, post, issue } = await createBillingTestApp());
});
afterAll(() => ctx.close());

function expectRefusedOn(response: { statusCode: number; json: () => unknown }, field: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
}

const storedTrip = (id: string) =>
  ctx.db
    .selectFrom('trips')
    .select(['weight_kg', 'actual_weight_kg', 'diesel_paise', 'advance_paise', 'toll_paise', 'short_paise'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a trip (POST /reports and POST /api/trip)', () => {
  const grouped = {
    Weight: '18.25',
    DieselAmount: '₹ 1,500.50',
    Advance: '30,000',
    Toll: 'Rs. 1,25,000',
  };
  const inPaise = { weight_kg: 18_250, diesel_paise: 150_050, advance_paise: 3_000_000, toll_paise: 12_500_000 };

  it('stores "₹ 1,500.50", "30,000" and "Rs. 1,25,000" to the paisa', async () => {
    const created = await addTrip(ctx, accountant, grouped);
    expect(await storedTrip(created)).toMatchObject(inPaise);

    const edited = await addTrip(ctx, accountant);
    const response = await post('/api/trip', { ...tripEntry(grouped), TripID: edited });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedTrip(edited)).toMatchObject(inPaise);
  });

  it.each([
    ['a comma out of place', { Toll: '1,2,3' }, 'Toll'],
    ['thousands grouped the Western way', { DieselAmount: '1,250,000' }, 'DieselAmount'],
    ['a decimal comma in a weight', { Weight: '18,25' }, 'Weight'],
    ['a rupee sign on a weight', { Weight: '₹ 18' }, 'Weight'],
    ['a letter O for a zero', { Adblue: '12o0' }, 'Adblue'],
  ])('refuses %s on its field with the field message', async (_name, fields, field) => {
    expectRefusedOn(await post('/reports', tripEntry(fields)), field, NUMBER_MESSAGES.invalid);
  });
});

describe('the report editor and acknowledge (POST /api/reports/{id}, multipart)', () => {
  it('stores a Short of "₹ 1,500.50" to the paisa and refuses an actual weight of "18,25"', async () => {
    const tripId = await addTrip(ctx, accountant, { Weight: '18.25' });
    const refused = await postMultipart(ctx, accountant, `/api/reports/${tripId}`, {
      transactionStatus: 'Acknowledged',
      actualWeight: '18,25',
      short: '₹ 1,500.50',
    });
    expectRefusedOn(refused, 'actualWeight', NUMBER_MESSAGES.invalid);

    const saved = await postMultipart(ctx, accountant, `/api/reports/${tripId}`, {
      transactionStatus: 'Acknowledged',
      actualWeight: '18.1',
      short: '₹ 1,500.50',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedTrip(tripId)).toMatchObject({ actual_weight_kg: 18_100, short_paise: 150_050 });
  });
});

describe('freight rates (POST /add-freight)', () => {
  it('stores "₹ 1,250.50" to the paisa, and refuses "12o0" and "1,2,3" with the rate message', async () => {
    const added = await post('/add-freight', {
      from_destination: 'Hubli',
      to_destination: 'Gadag',
      rate: '₹ 1,250.50',
    });
    expect(added.statusCode, added.body).toBe(201);
    const stored = await ctx.db
      .selectFrom('freight_rates')
      .select('rate_paise')
      .where('from_place', '=', 'Hubli')
      .executeTakeFirstOrThrow();
    expect(stored.rate_paise).toBe(125_050);

    for (const rate of ['12o0', '1,2,3']) {
      const refused = await post('/add-freight', { from_destination: 'Sirsi', to_destination: 'Kumta', rate });
      expectRefusedOn(refused, 'rate', FREIGHT_MESSAGES.rate);
    }
  });
});

describe('payments (POST /api/payments)', () => {
  it('records "₹ 1,500.50" to the paisa and refuses "1,2,3" on amount', async () => {
    const billId = await issue([await addAcknowledgedTrip(ctx, accountant)]);
    const payment = { billId, date: localDate(), mode: 'NEFT' };
    const refused = await post('/api/payments', { ...payment, amount: '1,2,3', reference: 'UTR29A' });
    expectRefusedOn(refused, 'amount', NUMBER_MESSAGES.invalid);

    const paid = await post('/api/payments', { ...payment, amount: '₹ 1,500.50', reference: 'UTR29B' });
    expect(paid.statusCode, paid.body).toBe(201);
    const stored = await ctx.db
      .selectFrom('payments')
      .select('amount_paise')
      .where('reference', '=', 'UTR29B')
      .executeTakeFirstOrThrow();
    expect(stored.amount_paise).toBe(150_050);
  });
});

describe('bill remarks (POST /generate-pdf-bill)', () => {
  it('stores remarks of "1,25,000" and "-₹1,500.50" to the paisa and refuses "1,2,3"', async () => {
    const refused = await post('/generate-pdf-bill', [
      { trip_id: await addAcknowledgedTrip(ctx, accountant), remarks: [{ text: 'Detention', amount: '1,2,3' }] },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: BILL_MESSAGES.amountNumber });

    const billId = await issue([await addAcknowledgedTrip(ctx, accountant)], {
      remarks: [
        { text: 'Detention', amount: '1,25,000' },
        { text: 'Damage', amount: '-₹1,500.50' },
      ],
    });
    const bill = await ctx.db.selectFrom('bills').select('remarks').where('id', '=', billId).executeTakeFirstOrThrow();
    expect(JSON.parse(bill.remarks)).toEqual([
      { text: 'Detention', amount: 125_000 },
      { text: 'Damage', amount: -1500.5 },
    ]);
  });
});

describe('a revise edit (POST /update-one-revise-bill)', () => {
  it('stores a diesel amount of "₹ 1,500.50" to the paisa and refuses "1,2,3" on its field', async () => {
    const tripId = await addAcknowledgedTrip(ctx, accountant);
    const refused = await post('/update-one-revise-bill', { trip_id: tripId, updateRows: { diesel_amount: '1,2,3' } });
    expectRefusedOn(refused, 'updateRows.diesel_amount', NUMBER_MESSAGES.invalid);

    const saved = await post('/update-one-revise-bill', {
      trip_id: tripId,
      updateRows: { diesel_amount: '₹ 1,500.50', advance: '30,000' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await storedTrip(tripId)).toMatchObject({ diesel_paise: 150_050, advance_paise: 3_000_000 });
  });
});
