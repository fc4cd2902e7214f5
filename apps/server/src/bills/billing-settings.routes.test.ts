import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: admin } = await ctx.signIn('admin'));
  const vendor = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/add-vendor',
    headers: { cookie: admin },
    payload: {
      companyName: 'Gst Carriers',
      companyOwner: 'A Rao',
      tdsRate: 1,
      gst: '29AAFPS1234K1Z5',
      gstApplicable: 'Yes',
    },
  });
  expect(vendor.statusCode, vendor.body).toBe(201);
});
afterAll(() => ctx.close());

const get = (query: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url: `/logistics/api/billing-settings${query}`, headers: { cookie } });

describe('GET /api/billing-settings', () => {
  it('requires sign-in, and billing access', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/logistics/api/billing-settings' })).statusCode).toBe(401);
    const { cookie } = await ctx.signIn('loadingManager');
    expect((await get('', cookie)).statusCode).toBe(403);
  });

  it("answers the GST rate, the business's GSTIN, state and missing details, and the vendor's GST", async () => {
    const { cookie: accountant } = await ctx.signIn('accountant');
    const blank = await get('?vendor=gst%20carriers', accountant);
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toEqual({
      gstRate: 12,
      businessGstin: '',
      businessState: '',
      missingBusinessDetails: ['GSTIN', 'PAN', 'address'],
      vendor: { gstin: '29AAFPS1234K1Z5', gstApplicable: 'Yes' },
    });
    const settings = {
      companyName: 'Karnataka Freight Co',
      address: 'Ballari Road, Hosapete',
      gstin: '29AAACK1234A1Z5',
      pan: '',
      state: 'Karnataka',
      bankName: '',
      bankAccount: '',
      ifscCode: '',
      gstRate: 18,
      notificationLeadDays: 15,
    };
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/settings',
      headers: { cookie: admin },
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('?vendor=Nobody', accountant)).json()).toEqual({
      gstRate: 18,
      businessGstin: '29AAACK1234A1Z5',
      businessState: 'Karnataka',
      missingBusinessDetails: ['PAN'],
      vendor: null,
    });
  });

  it('a vendor without a GSTIN: an empty GSTIN, not a missing one', async () => {
    const { cookie: accountant } = await ctx.signIn('accountant');
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/add-vendor',
      headers: { cookie: accountant },
      payload: { companyName: 'Plain Carriers', companyOwner: 'B Naik', tdsRate: 1, gstApplicable: 'No' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await get('?vendor=Plain%20Carriers', accountant)).json()).toMatchObject({
      vendor: { gstin: '', gstApplicable: 'No' },
    });
  });
});
