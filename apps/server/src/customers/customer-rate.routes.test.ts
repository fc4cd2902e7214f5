import { randomUUID } from 'node:crypto';
import { CUSTOMER_MESSAGES, type Customer, type CustomerRate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { InjectedFault, StatementFault } from '../test/faults.ts';
import { withRivalWrite } from '../test/rival-write.ts';
import { type TestContext, type TestUser, createTestApp } from '../test/test-app.ts';
import { customerRateOn, insertCustomerRate } from './customer-rate.repository.ts';
import { createCustomerRateService } from './customer-rate.service.ts';

let ctx: TestContext;
let office: string;
let officeUser: TestUser;
let admin: string;
let loadingManager: string;
let unloadingManager: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: office, user: officeUser } = await ctx.signIn('accountant'));
  ({ cookie: admin } = await ctx.signIn('admin'));
  ({ cookie: loadingManager } = await ctx.signIn('loadingManager'));
  ({ cookie: unloadingManager } = await ctx.signIn('unloadingManager'));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie: string | null = office) =>
  ctx.app.inject({
    method,
    url: `/logistics${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

let counter = 0;
async function addCustomer(name = `Ambuja Cements ${(counter += 1)}`): Promise<Customer> {
  const response = await call('POST', '/api/customers', {
    name,
    address: 'Plot 7, Industrial Area',
    state: 'Karnataka',
    pin: '560058',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Customer>();
}

interface RateInput {
  customer: string;
  from: string;
  to: string;
  rate: number | string;
  validFrom: string;
}

async function addRate(input: RateInput): Promise<CustomerRate> {
  const response = await call('POST', '/api/customer-rates', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CustomerRate>();
}

describe('sign-in and roles', () => {
  it('requires sign-in', async () => {
    expect((await call('GET', '/api/customer-rates', undefined, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/customer-rates', {}, null)).statusCode).toBe(401);
  });

  it('is the office\u2019s: a manager gets 403 reading or adding', async () => {
    const customer = await addCustomer();
    const input = { customer: customer.name, from: 'Hubli', to: 'Pune', rate: 900, validFrom: '2026-04-01' };
    for (const cookie of [loadingManager, unloadingManager]) {
      expect((await call('GET', '/api/customer-rates', undefined, cookie)).statusCode).toBe(403);
      expect((await call('POST', '/api/customer-rates', input, cookie)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/customer-rates', input, admin)).statusCode).toBe(201);
  });
});

describe('POST /api/customer-rates', () => {
  it('adds a rate by customer name (ignoring case), places as freight rates store them, paise exact', async () => {
    const customer = await addCustomer();
    const response = await call('POST', '/api/customer-rates', {
      customer: ` ${customer.name.toUpperCase()} `,
      from: 'BANGALORE',
      to: '  chennai',
      rate: '\u20b9 1,250.55',
      validFrom: '2026-12-01',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, ...rate } = response.json<CustomerRate>();
    expect(id).not.toBe('');
    expect(rate).toEqual({
      customer: customer.name,
      from: 'Bangalore',
      to: 'Chennai',
      rate: 1250.55,
      validFrom: '2026-12-01',
    });
    // 1250.55 rupees = 125055 paise.
    expect(await customerRateOn(ctx.db, customer.id, 'Bangalore', 'Chennai', '2026-12-01')).toBe(125055);
  });

  it('refuses an unknown customer with 400 naming it', async () => {
    const response = await call('POST', '/api/customer-rates', {
      customer: 'Nobody Such Traders',
      from: 'Pune',
      to: 'Goa',
      rate: 1000,
      validFrom: '2026-04-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'No customer is named "Nobody Such Traders". Add the customer first.',
      code: 'VALIDATION_ERROR',
      field: 'customer',
    });
  });

  it('refuses a second rate for the same customer, route and day with 409; another day is a new rate', async () => {
    const customer = await addCustomer();
    const input = { customer: customer.name, from: 'Mysore', to: 'Mangalore', rate: 800, validFrom: '2026-06-01' };
    await addRate(input);
    const again = await call('POST', '/api/customer-rates', { ...input, from: 'MYSORE', rate: 850 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CUSTOMER_MESSAGES.duplicateRate, code: 'CONFLICT' });
    await addRate({ ...input, validFrom: '2026-06-02' });
  });

  it('adds one of several rates sent at once for the same customer, route and day; the others get 409', async () => {
    const customer = await addCustomer();
    const input = { customer: customer.name, from: 'Hosur', to: 'Salem', rate: 700, validFrom: '2026-05-01' };
    const responses = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/api/customer-rates', input)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('a unique index catches a rate added between the check and the write: 409, the rival\u2019s rate stands', async () => {
    const customer = await addCustomer();
    const rivalRow = {
      id: randomUUID(),
      customer_id: customer.id,
      from_place: 'Tumkur',
      to_place: 'Hassan',
      rate_paise: 61000,
      valid_from: '2026-07-01',
      created_by: 'rival',
      created_at: new Date().toISOString(),
    };
    const input = { customer: customer.name, from: 'Tumkur', to: 'Hassan', rate: 650, validFrom: '2026-07-01' };
    // Adding reads the customer, then checks the route and day; the rival's row lands right after that check.
    const adding = withRivalWrite(
      ctx,
      2,
      (other) => insertCustomerRate(other, rivalRow),
      (db) => createCustomerRateService(db).add(officeUser, input),
    );
    await expect(adding).rejects.toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: CUSTOMER_MESSAGES.duplicateRate,
    });
    expect(await customerRateOn(ctx.db, customer.id, 'Tumkur', 'Hassan', '2026-07-01')).toBe(61000);
    const audit = await ctx.db.selectFrom('audit_log').select('id').where('entity', '=', 'customer_rate').execute();
    const rates = await ctx.db.selectFrom('customer_rates').select('id').execute();
    expect(audit.length).toBe(rates.length - 1);
  });

  it('passes on a write that fails for another reason than a duplicate, not as a 409, and keeps no rate', async () => {
    const customer = await addCustomer();
    const input = { customer: customer.name, from: 'Udupi', to: 'Karwar', rate: 720, validFrom: '2026-08-01' };
    // Adding reads the customer, checks the route and day, then writes the rate: that third statement fails.
    const adding = createCustomerRateService(ctx.db.withPlugin(new StatementFault(3))).add(officeUser, input);
    await expect(adding).rejects.toBeInstanceOf(InjectedFault);
    expect(await customerRateOn(ctx.db, customer.id, 'Udupi', 'Karwar', '2026-08-01')).toBeNull();
  });

  it.each([
    [{ rate: 0 }, CUSTOMER_MESSAGES.rate, 'rate'],
    [{ rate: 'abc' }, CUSTOMER_MESSAGES.rate, 'rate'],
    [{ from: '' }, CUSTOMER_MESSAGES.place, 'from'],
    [{ validFrom: '2026-11-31' }, CUSTOMER_MESSAGES.validFrom, 'validFrom'],
  ])('refuses %o with 400 and the field', async (overrides, message, field) => {
    const customer = await addCustomer();
    const input = { customer: customer.name, from: 'Pune', to: 'Goa', rate: 1000, validFrom: '2026-04-01' };
    const response = await call('POST', '/api/customer-rates', { ...input, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR', field });
  });

  it('writes an audit row', async () => {
    const customer = await addCustomer();
    const rate = await addRate({
      customer: customer.name,
      from: 'Pune',
      to: 'Nashik',
      rate: 640,
      validFrom: '2026-04-01',
    });
    const audit = await listAudit(ctx.db, 'customer_rate', rate.id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(JSON.parse(audit[0]?.new_values ?? '{}')).toMatchObject({
      customer_id: customer.id,
      customer: customer.name,
      from_place: 'Pune',
      to_place: 'Nashik',
      rate_paise: 64000,
      valid_from: '2026-04-01',
    });
  });
});

describe('rates by date: customerRateOn', () => {
  it('leaves a trip of 30 November at the old rate when a new one applies from 1 December', async () => {
    const customer = await addCustomer();
    const other = await addCustomer();
    const route = { customer: customer.name, from: 'Bellary', to: 'Goa' };
    // Added out of order: the day decides, not the order they came in.
    await addRate({ ...route, rate: 1200, validFrom: '2026-12-01' });
    await addRate({ ...route, rate: 1000, validFrom: '2026-04-01' });
    await addRate({ ...route, rate: 1350, validFrom: '2027-04-01' });
    await addRate({ customer: other.name, from: 'Bellary', to: 'Goa', rate: 5000, validFrom: '2026-01-01' });

    const on = (day: string) => customerRateOn(ctx.db, customer.id, 'Bellary', 'Goa', day);
    expect(await on('2026-03-31')).toBeNull();
    expect(await on('2026-04-01')).toBe(100000);
    expect(await on('2026-11-30')).toBe(100000);
    expect(await on('2026-12-01')).toBe(120000);
    expect(await on('2027-03-31')).toBe(120000);
    expect(await on('2027-04-01')).toBe(135000);
    expect(await customerRateOn(ctx.db, customer.id, 'Goa', 'Bellary', '2026-12-01')).toBeNull();
    expect(await customerRateOn(ctx.db, customer.id, 'bellary', 'GOA', '2026-12-01')).toBe(120000);
    expect(await customerRateOn(ctx.db, 'no-such-customer', 'Bellary', 'Goa', '2026-12-01')).toBeNull();
  });
});

describe('GET /api/customer-rates', () => {
  it('lists by customer name, route, and the newest day first; ?customer= keeps one customer\u2019s', async () => {
    const a = await addCustomer(`Zenith Paper ${Date.now()}`);
    const b = await addCustomer(`Apex Paper ${Date.now()}`);
    await addRate({ customer: a.name, from: 'Pune', to: 'Mumbai', rate: 500, validFrom: '2026-04-01' });
    await addRate({ customer: a.name, from: 'Pune', to: 'Mumbai', rate: 550, validFrom: '2026-10-01' });
    await addRate({ customer: a.name, from: 'Nagpur', to: 'Mumbai', rate: 900, validFrom: '2026-04-01' });
    await addRate({ customer: b.name, from: 'Pune', to: 'Mumbai', rate: 520, validFrom: '2026-04-01' });

    const row = (r: CustomerRate) => [r.customer, r.from, r.to, r.validFrom, r.rate];
    const all = (await call('GET', '/api/customer-rates')).json<CustomerRate[]>();
    expect(all.filter((r) => r.customer === a.name || r.customer === b.name).map(row)).toEqual([
      [b.name, 'Pune', 'Mumbai', '2026-04-01', 520],
      [a.name, 'Nagpur', 'Mumbai', '2026-04-01', 900],
      [a.name, 'Pune', 'Mumbai', '2026-10-01', 550],
      [a.name, 'Pune', 'Mumbai', '2026-04-01', 500],
    ]);

    const query = encodeURIComponent(a.name.toLowerCase());
    const one = await call('GET', `/api/customer-rates?customer=${query}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<CustomerRate[]>().map(row)).toEqual([
      [a.name, 'Nagpur', 'Mumbai', '2026-04-01', 900],
      [a.name, 'Pune', 'Mumbai', '2026-10-01', 550],
      [a.name, 'Pune', 'Mumbai', '2026-04-01', 500],
    ]);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
  ])('lists every customer\u2019s rates when ?customer= is %s', async (_case, typed) => {
    const a = await addCustomer(`Sahyadri Sugars ${Date.now()}`);
    const b = await addCustomer(`Konkan Salt ${Date.now()}`);
    await addRate({ customer: a.name, from: 'Satara', to: 'Pune', rate: 610, validFrom: '2026-04-01' });
    await addRate({ customer: b.name, from: 'Ratnagiri', to: 'Pune', rate: 730, validFrom: '2026-04-01' });
    const response = await call('GET', `/api/customer-rates?customer=${encodeURIComponent(typed)}`);
    expect(response.statusCode).toBe(200);
    const listed = response.json<CustomerRate[]>().map((r) => [r.customer, r.from, r.to, r.rate]);
    expect(listed).toContainEqual([a.name, 'Satara', 'Pune', 610]);
    expect(listed).toContainEqual([b.name, 'Ratnagiri', 'Pune', 730]);
  });

  it('gives an empty list for a name that is no customer\u2019s', async () => {
    const response = await call('GET', '/api/customer-rates?customer=Nobody%20Such');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
