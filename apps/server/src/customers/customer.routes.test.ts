import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_MESSAGES,
  type Customer,
  type CustomerInput,
  customerRequestSchema,
  gstinCheckCharacter,
} from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { InjectedFault, StatementFault } from '../test/faults.ts';
import { withRivalWrite } from '../test/rival-write.ts';
import { type TestContext, type TestUser, createTestApp } from '../test/test-app.ts';
import { toCustomerColumns } from './customer.mapper.ts';
import { findCustomerByName, insertCustomer } from './customer.repository.ts';
import { createCustomerService } from './customer.service.ts';

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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie: string | null = office) =>
  ctx.app.inject({
    method,
    url: `/logistics${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

// 29AAACA1234F1Z6: its check character is worked by hand in packages/domain/src/gstin.test.ts.
const KARNATAKA_GSTIN = '29AAACA1234F1Z6';
/** A valid GSTIN of a state code and PAN (the check character computed: the domain tests prove that function). */
const gstin = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};

let counter = 0;
function customerInput(overrides: Partial<CustomerInput> = {}): Partial<CustomerInput> {
  counter += 1;
  return {
    name: `Balaji Traders ${counter}`,
    address: '12 MG Road, Bengaluru',
    state: 'Karnataka',
    pin: '560001',
    ...overrides,
  };
}

async function addCustomer(overrides: Partial<CustomerInput> = {}): Promise<Customer> {
  const response = await call('POST', '/api/customers', customerInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Customer>();
}

describe('sign-in and roles', () => {
  it('requires sign-in for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/customers'],
      ['POST', '/api/customers'],
      ['PUT', '/api/customers/x'],
    ] as const) {
      const response = await call(method, url, method === 'GET' ? undefined : customerInput(), null);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a manager\u2019s add and update with 403', async () => {
    const customer = await addCustomer();
    for (const cookie of [loadingManager, unloadingManager]) {
      expect((await call('POST', '/api/customers', customerInput(), cookie)).statusCode).toBe(403);
      expect((await call('PUT', `/api/customers/${customer.id}`, customerInput(), cookie)).statusCode).toBe(403);
    }
  });

  it('lets an admin add a customer too', async () => {
    expect((await call('POST', '/api/customers', customerInput(), admin)).statusCode).toBe(201);
  });
});

describe('POST /api/customers', () => {
  it('adds a customer as typed, normalised, with 30 credit days and reverse charge by default', async () => {
    const response = await call('POST', '/api/customers', {
      name: '  Sri  Ganesh   Agencies ',
      gstin: '29aaaca1234f1z6',
      pan: 'aaaca 1234f',
      address: ' 4th Cross,  Peenya ',
      state: 'karnataka',
      pin: '560 058',
      phone: '+91 98765 43210',
      email: 'accounts@ganesh.example',
    });
    expect(response.statusCode, response.body).toBe(201);
    const customer = response.json<Customer>();
    const { id, ...fields } = customer;
    expect(id).not.toBe('');
    expect(fields).toEqual({
      name: 'Sri Ganesh Agencies',
      gstin: KARNATAKA_GSTIN,
      pan: 'AAACA1234F',
      address: '4th Cross, Peenya',
      state: 'Karnataka',
      pin: '560058',
      phone: '9876543210',
      email: 'accounts@ganesh.example',
      creditDays: 30,
      reverseCharge: true,
    });
    const listed = (await call('GET', '/api/customers')).json<Customer[]>();
    expect(listed.find((c) => c.id === customer.id)).toEqual(customer);
  });

  it('keeps typed credit days and reverse charge off', async () => {
    const customer = await addCustomer({ creditDays: '0', reverseCharge: false });
    expect(customer).toMatchObject({ creditDays: 0, reverseCharge: false, gstin: '', pan: '' });
  });

  it.each([
    [
      { gstin: KARNATAKA_GSTIN, state: 'Tamil Nadu' },
      'This GSTIN is registered in Karnataka: choose that state.',
      'state',
    ],
    [{ gstin: '29AAACA1234F1Z7' }, CUSTOMER_MESSAGES.gstin, 'gstin'],
    [{ gstin: KARNATAKA_GSTIN, pan: 'AAACB1234F' }, CUSTOMER_MESSAGES.panNotInGstin, 'pan'],
    [{ state: 'Karnatak' }, CUSTOMER_MESSAGES.state, 'state'],
    [{ pin: '060001' }, CUSTOMER_MESSAGES.pin, 'pin'],
    [{ phone: '98765' }, CUSTOMER_MESSAGES.phone, 'phone'],
    [{ creditDays: 366 }, CUSTOMER_MESSAGES.creditDays, 'creditDays'],
    [{ name: 'ab' }, CUSTOMER_MESSAGES.name, 'name'],
  ])('refuses %o with 400 and the field', async (overrides, message, field) => {
    const response = await call('POST', '/api/customers', customerInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR', field });
  });

  it('refuses a name taken in another case, and a GSTIN taken, with 409', async () => {
    const first = await addCustomer({ gstin: gstin('27', 'PQRST6789K'), state: 'Maharashtra' });
    const byName = await call('POST', '/api/customers', customerInput({ name: `  ${first.name.toUpperCase()} ` }));
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toEqual({ message: CUSTOMER_MESSAGES.duplicateName, code: 'CONFLICT' });
    const byGstin = await call('POST', '/api/customers', customerInput({ gstin: first.gstin, state: 'Maharashtra' }));
    expect(byGstin.statusCode).toBe(409);
    expect(byGstin.json()).toEqual({ message: CUSTOMER_MESSAGES.duplicateGstin, code: 'CONFLICT' });
  });

  it('lets many customers have no GSTIN', async () => {
    await addCustomer();
    await addCustomer();
  });

  it('adds one of five customers sent at once with the same name; the others get 409', async () => {
    const input = customerInput();
    const responses = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/customers', input)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: CUSTOMER_MESSAGES.duplicateName, code: 'CONFLICT' });
    }
    const named = (await call('GET', '/api/customers')).json<Customer[]>().filter((c) => c.name === input.name);
    expect(named).toHaveLength(1);
  });

  it('writes an audit row of the new values', async () => {
    const customer = await addCustomer({ creditDays: 45 });
    const audit = await listAudit(ctx.db, 'customer', customer.id);
    expect(audit.map((a) => [a.action, a.actor !== null])).toEqual([['create', true]]);
    expect(JSON.parse(audit[0]?.new_values ?? '{}')).toMatchObject({
      name: customer.name,
      credit_days: 45,
      reverse_charge: 1,
    });
  });
});

describe('GET /api/customers', () => {
  it('gives the office every field, sorted by name ignoring case', async () => {
    // By the name as typed, upper case first, this would be Beta, Zeta, alpha.
    const names = ['Zeta Logistics', 'alpha Cements', 'Beta Steels'];
    for (const name of names) await addCustomer({ name });
    const listed = (await call('GET', '/api/customers')).json<Customer[]>();
    expect(listed.map((c) => c.name).filter((n) => names.includes(n))).toEqual([
      'alpha Cements',
      'Beta Steels',
      'Zeta Logistics',
    ]);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual([
      'address',
      'creditDays',
      'email',
      'gstin',
      'id',
      'name',
      'pan',
      'phone',
      'pin',
      'reverseCharge',
      'state',
    ]);
  });

  it('the service gives the office each customer with every field, and the managers only id and name', async () => {
    const customer = await addCustomer({ gstin: gstin('32', 'KERAL1234K'), state: 'Kerala', phone: '9447012345' });
    const customers = createCustomerService(ctx.db);
    expect(await customers.list()).toContainEqual(customer);
    const names = await customers.names();
    expect(names).toContainEqual({ id: customer.id, name: customer.name });
    for (const entry of names) expect(Object.keys(entry).sort()).toEqual(['id', 'name']);
  });

  it('gives the managers only id and name', async () => {
    const customer = await addCustomer({ gstin: gstin('33', 'TNPQR1234Z'), state: 'Tamil Nadu', phone: '9123456780' });
    for (const cookie of [loadingManager, unloadingManager]) {
      const response = await call('GET', '/api/customers', undefined, cookie);
      expect(response.statusCode).toBe(200);
      const listed = response.json<object[]>();
      expect(listed.length).toBeGreaterThan(0);
      for (const entry of listed) expect(Object.keys(entry).sort()).toEqual(['id', 'name']);
      expect(listed).toContainEqual({ id: customer.id, name: customer.name });
      expect(response.body).not.toContain('9123456780');
      expect(response.body).not.toContain(customer.gstin);
    }
  });
});

describe('PUT /api/customers/{id}', () => {
  it('replaces the fields and records old and new values', async () => {
    const customer = await addCustomer({ creditDays: 30 });
    const { id: _id, ...fields } = customer;
    const response = await call('PUT', `/api/customers/${customer.id}`, {
      ...fields,
      creditDays: 60,
      reverseCharge: false,
      phone: '98450 12345',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...customer, creditDays: 60, reverseCharge: false, phone: '9845012345' });
    const audit = await listAudit(ctx.db, 'customer', customer.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]?.old_values ?? '{}')).toMatchObject({ credit_days: 30, reverse_charge: 1, phone: '' });
    expect(JSON.parse(audit[1]?.new_values ?? '{}')).toMatchObject({
      credit_days: 60,
      reverse_charge: 0,
      phone: '9845012345',
    });
  });

  it('keeping its own name (in another case) and GSTIN is no duplicate; taking another\u2019s is', async () => {
    const a = await addCustomer({ gstin: gstin('29', 'AAAPA1111A'), state: 'Karnataka' });
    const b = await addCustomer({ gstin: gstin('29', 'BBBPB2222B'), state: 'Karnataka' });
    const { id: _a, ...aFields } = a;
    const same = await call('PUT', `/api/customers/${a.id}`, { ...aFields, name: a.name.toLowerCase() });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<Customer>().name).toBe(a.name.toLowerCase());

    const takeName = await call('PUT', `/api/customers/${a.id}`, { ...aFields, name: b.name });
    expect(takeName.statusCode).toBe(409);
    expect(takeName.json()).toEqual({ message: CUSTOMER_MESSAGES.duplicateName, code: 'CONFLICT' });
    const takeGstin = await call('PUT', `/api/customers/${a.id}`, { ...aFields, gstin: b.gstin });
    expect(takeGstin.statusCode).toBe(409);
    expect(takeGstin.json()).toEqual({ message: CUSTOMER_MESSAGES.duplicateGstin, code: 'CONFLICT' });
  });

  it('checks the GSTIN and its state as adding does', async () => {
    const customer = await addCustomer();
    const { id: _id, ...fields } = customer;
    const url = `/api/customers/${customer.id}`;
    const wrongState = await call('PUT', url, { ...fields, gstin: KARNATAKA_GSTIN, state: 'Tamil Nadu' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json()).toEqual({
      message: 'This GSTIN is registered in Karnataka: choose that state.',
      code: 'VALIDATION_ERROR',
      field: 'state',
    });
    const wrongCheck = await call('PUT', url, { ...fields, gstin: '29AAACA1234F1Z7' });
    expect(wrongCheck.statusCode).toBe(400);
    expect(wrongCheck.json()).toEqual({ message: CUSTOMER_MESSAGES.gstin, code: 'VALIDATION_ERROR', field: 'gstin' });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call('PUT', '/api/customers/no-such-customer', customerInput());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: CUSTOMER_MESSAGES.notFound, code: 'NOT_FOUND' });
  });
});

describe('findCustomerByName', () => {
  it('finds a customer ignoring case and extra spaces, and nothing for an unknown name', async () => {
    const customer = await addCustomer({ name: 'Shree Krishna Textiles' });
    expect((await findCustomerByName(ctx.db, '  SHREE  krishna textiles '))?.id).toBe(customer.id);
    expect(await findCustomerByName(ctx.db, 'Shree Krishna')).toBeUndefined();
  });
});

describe('a write that fails', () => {
  it('is passed on as it failed, not answered as a duplicate with 409, and saves nothing', async () => {
    const input = customerRequestSchema.parse(customerInput({ name: 'Failing Write Traders' }));
    // Adding checks for a clash, then writes the customer: that second statement fails.
    const adding = createCustomerService(ctx.db.withPlugin(new StatementFault(2))).add(officeUser, input);
    await expect(adding).rejects.toBeInstanceOf(InjectedFault);
    expect(await findCustomerByName(ctx.db, 'Failing Write Traders')).toBeUndefined();
  });
});

describe('two writes at once', () => {
  const auditRows = async (db: Database) =>
    (await db.selectFrom('audit_log').select('id').where('entity', '=', 'customer').execute()).length;

  it.each([
    ['the same name', { name: 'Rival Name Traders' }, { name: 'RIVAL NAME traders' }, CUSTOMER_MESSAGES.duplicateName],
    [
      'the same GSTIN',
      { name: 'Rival Gstin One', gstin: gstin('24', 'GUJAR1234A'), state: 'Gujarat' },
      { name: 'Rival Gstin Two', gstin: gstin('24', 'GUJAR1234A'), state: 'Gujarat' },
      CUSTOMER_MESSAGES.duplicateGstin,
    ],
  ])(
    'a unique index catches a customer of %s added between the check and the write: 409, nothing saved',
    async (_case, rivalFields, fields, message) => {
      const now = new Date().toISOString();
      const rival = customerRequestSchema.parse(customerInput(rivalFields));
      const rivalRow = { id: randomUUID(), ...toCustomerColumns(rival), created_at: now, updated_at: now };
      const auditBefore = await auditRows(ctx.db);
      // The first statement of adding is the check for a clash; the rival's row lands right after it.
      const adding = withRivalWrite(
        ctx,
        1,
        (other) => insertCustomer(other, rivalRow),
        (db) => createCustomerService(db).add(officeUser, customerRequestSchema.parse(customerInput(fields))),
      );
      await expect(adding).rejects.toMatchObject({ statusCode: 409, code: 'CONFLICT', message });
      expect(await auditRows(ctx.db)).toBe(auditBefore);
      expect((await findCustomerByName(ctx.db, String(fields.name)))?.id ?? rivalRow.id).toBe(rivalRow.id);
    },
  );
});
