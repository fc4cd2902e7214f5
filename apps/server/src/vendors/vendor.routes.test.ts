import { VENDOR_MESSAGES, type Vendor, type VendorInput } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { insertTrip } from '../test/trips.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('accountant'));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/logistics${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

let counter = 0;
function vendorInput(overrides: Partial<VendorInput> = {}): VendorInput {
  counter += 1;
  return { companyName: `sharma roadlines ${counter}`, companyOwner: 'ravi SHARMA', tdsRate: 2, ...overrides };
}

async function addVendor(overrides: Partial<VendorInput> = {}): Promise<Vendor> {
  const input = vendorInput(overrides);
  const response = await call('POST', '/add-vendor', input);
  expect(response.statusCode, response.body).toBe(201);
  const vendors = (await call('GET', '/list-vendor')).json<Vendor[]>();
  const added = vendors.find((v) => v.companyName.toLowerCase() === String(input.companyName).trim().toLowerCase());
  if (!added) throw new Error('vendor not listed');
  return added;
}

describe('POST /add-vendor and GET /list-vendor', () => {
  it('adds a vendor normalised as spec-2 says and lists it with an index', async () => {
    const response = await call('POST', '/add-vendor', {
      companyName: '  sri  balaji   transport ',
      companyOwner: 'K. VENKATESH',
      tdsRate: '1.5',
      pan: 'abcde-1234f',
      gst: '29abcde1234f1z5',
      gstApplicable: 'yes',
      email: 'balaji@example.in',
      mobile: '9876543210',
      bankName: 'state bank of india',
      bankAccount: '123456789012',
      ifscCode: 'sbin0001234',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: VENDOR_MESSAGES.added });
    const vendor = (await call('GET', '/list-vendor')).json<Vendor[]>().find((v) => v.pan === 'ABCDE1234F');
    expect(vendor).toMatchObject({
      companyName: 'Sri Balaji Transport',
      companyOwner: 'K. Venkatesh',
      tdsRate: 1.5,
      gst: '29ABCDE1234F1Z5',
      gstApplicable: 'Yes',
      bankName: 'State Bank Of India',
      ifscCode: 'SBIN0001234',
    });
    expect(vendor?.index).toBeGreaterThan(0);
  });

  it.each([
    [{ companyName: 'ab' }, VENDOR_MESSAGES.companyName, 'companyName'],
    [{ companyOwner: 'x'.repeat(41) }, VENDOR_MESSAGES.companyOwner, 'companyOwner'],
    [{ tdsRate: 101 }, VENDOR_MESSAGES.tdsRate, 'tdsRate'],
    [{ tdsRate: 1.234 }, VENDOR_MESSAGES.tdsRate, 'tdsRate'],
    [{ pan: 'ABC123' }, VENDOR_MESSAGES.pan, 'pan'],
    [{ gst: '29ABCDE1234F1Z' }, VENDOR_MESSAGES.gst, 'gst'],
    [{ email: 'not-an-email' }, VENDOR_MESSAGES.email, 'email'],
    [{ mobile: '98765' }, VENDOR_MESSAGES.mobile, 'mobile'],
    [{ bankName: 'Bank & Co' }, VENDOR_MESSAGES.bankName, 'bankName'],
    [{ bankAccount: '12345678' }, VENDOR_MESSAGES.bankAccount, 'bankAccount'],
    [{ ifscCode: 'SBIN1001234' }, VENDOR_MESSAGES.ifscCode, 'ifscCode'],
  ])('refuses %o with the spec message', async (overrides, message, field) => {
    const response = await call('POST', '/add-vendor', vendorInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR', field });
  });

  it('refuses a duplicate name (any case), PAN or GST with 409', async () => {
    const first = await addVendor({ pan: 'PQRST6789K', gst: '27PQRST6789K1Z2' });
    const cases: [Partial<VendorInput>, string][] = [
      [{ companyName: first.companyName.toUpperCase() }, VENDOR_MESSAGES.duplicateName],
      [{ pan: 'pqrst6789k' }, VENDOR_MESSAGES.duplicatePan],
      [{ gst: '27PQRST6789K1Z2' }, VENDOR_MESSAGES.duplicateGst],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/add-vendor', vendorInput(overrides));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message, code: 'CONFLICT' });
    }
  });

  it('lets many vendors have an empty PAN and GST', async () => {
    await addVendor();
    await addVendor();
  });
});

describe('POST /update-vendor', () => {
  it('updates a vendor and records old and new values', async () => {
    const vendor = await addVendor();
    const { id, index: _index, ...fields } = vendor;
    const response = await call('POST', '/update-vendor', { id, ...fields, tdsRate: 10, mobile: '9123456780' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: VENDOR_MESSAGES.updated });
    const updated = (await call('GET', '/list-vendor')).json<Vendor[]>().find((v) => v.id === id);
    expect(updated).toMatchObject({ tdsRate: 10, mobile: '9123456780' });
    const audit = await listAudit(ctx.db, 'vendor', id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]?.old_values ?? '{}')).toMatchObject({ tds_rate_bps: 200 });
    expect(JSON.parse(audit[1]?.new_values ?? '{}')).toMatchObject({ tds_rate_bps: 1000 });
  });

  it('keeping its own name is no duplicate; taking another vendor\u2019s is', async () => {
    const a = await addVendor();
    const b = await addVendor();
    const { index: _a, ...same } = a;
    expect((await call('POST', '/update-vendor', same)).statusCode).toBe(200);
    const { index: _b, ...clash } = { ...b, companyName: a.companyName };
    expect((await call('POST', '/update-vendor', clash)).json()).toMatchObject({
      message: VENDOR_MESSAGES.duplicateName,
    });
  });

  it('an unknown vendor is 404', async () => {
    const response = await call('POST', '/update-vendor', { id: 'missing', ...vendorInput() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: VENDOR_MESSAGES.notFound });
  });
});

describe('DELETE /delete-vendor/{id}', () => {
  it('deletes a vendor nobody refers to', async () => {
    const vendor = await addVendor();
    const response = await call('DELETE', `/delete-vendor/${vendor.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: VENDOR_MESSAGES.deleted });
    expect((await call('DELETE', `/delete-vendor/${vendor.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a vendor that a trip refers to, and keeps it', async () => {
    const vendor = await addVendor();
    await insertTrip(ctx.db, { vendorId: vendor.id });
    const response = await call('DELETE', `/delete-vendor/${vendor.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: VENDOR_MESSAGES.inUse, code: 'CONFLICT' });
    expect((await call('GET', '/list-vendor')).json<Vendor[]>().some((v) => v.id === vendor.id)).toBe(true);
  });
});

describe('GET /api/vendors', () => {
  it('gives every profile the type-ahead list with TDS rates', async () => {
    const vendor = await addVendor({ tdsRate: 1 });
    const { cookie: manager } = await ctx.signIn('loadingManager');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/api/vendors',
      headers: { cookie: manager },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ _id: vendor.id, company_name: vendor.companyName, tds_rate: 1 });
  });
});

describe('the optional vendor address (issue 17)', () => {
  const address = {
    addressLine1: ' Plot 4, MIDC Bhosari ',
    addressLine2: 'Near Octroi Naka',
    city: 'pune',
    state: 'maharashtra',
    pinCode: '411 026',
  };
  const listed = async (id: string) => (await call('GET', '/list-vendor')).json<Vendor[]>().find((v) => v.id === id);

  it('is stored tidied and listed; an update without it keeps it, with empty fields clears them', async () => {
    const input = vendorInput();
    expect((await call('POST', '/add-vendor', { ...input, ...address })).statusCode).toBe(201);
    const vendor = (await call('GET', '/list-vendor'))
      .json<Vendor[]>()
      .find((v) => v.companyName.toLowerCase() === String(input.companyName).toLowerCase());
    const stored = {
      addressLine1: 'Plot 4, MIDC Bhosari',
      addressLine2: 'Near Octroi Naka',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411026',
    };
    expect(vendor).toMatchObject(stored);
    const id = vendor?.id ?? '';
    expect((await call('POST', '/update-vendor', { id, ...input, mobile: '9123456780' })).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ ...stored, mobile: '9123456780' });
    const cleared = { addressLine1: '', addressLine2: '', city: '', state: '', pinCode: '' };
    expect((await call('POST', '/update-vendor', { id, ...input, ...cleared })).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject(cleared);
  });

  it('a vendor added without an address lists empty fields', async () => {
    const vendor = await addVendor();
    expect(vendor).toMatchObject({ addressLine1: '', addressLine2: '', city: '', state: '', pinCode: '' });
  });

  it.each([
    [{ pinCode: '41102' }, VENDOR_MESSAGES.pinCode, 'pinCode'],
    [{ city: 'x'.repeat(41) }, VENDOR_MESSAGES.city, 'city'],
    [{ state: 'x'.repeat(41) }, VENDOR_MESSAGES.state, 'state'],
    [{ addressLine1: 'x'.repeat(101) }, VENDOR_MESSAGES.addressLine, 'addressLine1'],
  ])('refuses %o naming the field', async (overrides, message, field) => {
    const response = await call('POST', '/add-vendor', { ...vendorInput(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR', field });
  });
});
