import { PERMISSIONS, PROFILES, type Profile } from '@freightdesk/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/*
 * Who may call each route, written by hand from the role rules (spec-1 section 6, spec-2 section 6, DESIGN "Sign-in
 * and roles"), not from the routes' declared permissions: a route declaring the wrong permission fails here.
 * PUBLIC: anyone, signed in or not. Otherwise the profiles admitted; every other profile gets 403, signed out 401.
 */
const PUBLIC = 'public';
const LM = 'loadingManager';
const UM = 'unloadingManager';
const AC = 'accountant';
const AD = 'admin';
const ALL = [LM, UM, AC, AD] as const;
/** Blocked for the Unloading Manager (spec-2: Vehicle, Vendor) and the trip form disabled for them (spec-1). */
const NOT_UM = [LM, AC, AD] as const;
/** Blocked for the Loading Manager (spec-2: Reports; spec-1: the notification bell is hidden). */
const NOT_LM = [UM, AC, AD] as const;
/** Freight, Business, Transactions, Billing, Revise Bill: accountant and admin only (spec-1 and spec-2 section 6). */
const OFFICE = [AC, AD] as const;
/** Users, settings and the API's map: the admin (DESIGN; issue 15 for /logistics/docs). */
const ADMIN = [AD] as const;

const EXPECTED_ACCESS: Record<string, typeof PUBLIC | readonly Profile[]> = {
  'GET /logistics/healthz': PUBLIC,
  'POST /logistics/login': PUBLIC,
  'POST /logistics/signup': PUBLIC,
  'POST /logistics/reset-password': PUBLIC,
  'POST /logistics/logout': PUBLIC,
  'GET /logistics/check-auth': ALL,
  'GET /logistics/docs/': ADMIN,
  'GET /logistics/docs/static/index.html': ADMIN,
  'GET /logistics/docs/static/swagger-initializer.js': ADMIN,
  'GET /logistics/docs/json': ADMIN,
  'GET /logistics/docs/yaml': ADMIN,
  'GET /logistics/docs/static/*': ADMIN,
  'GET /logistics/api/admin/users': ADMIN,
  'POST /logistics/api/admin/users/:id/approve': ADMIN,
  'POST /logistics/api/admin/users/:id/reject': ADMIN,
  'POST /logistics/api/admin/users/:id/disable': ADMIN,
  'POST /logistics/api/admin/users/:id/enable': ADMIN,
  'POST /logistics/api/admin/users/:id/one-time-password': ADMIN,
  'GET /logistics/api/settings': ADMIN,
  'POST /logistics/api/settings': ADMIN,
  // Closing the books (issue 28): the admin alone, who alone is reminded by the bell.
  'GET /logistics/api/settings/books-closed': ADMIN,
  'PUT /logistics/api/settings/books-closed': ADMIN,
  'GET /logistics/api/notifications/books-closing': ADMIN,
  // Vendor screen: blocked for the Unloading Manager.
  'GET /logistics/list-vendor': NOT_UM,
  'POST /logistics/add-vendor': NOT_UM,
  'POST /logistics/update-vendor': NOT_UM,
  'DELETE /logistics/delete-vendor/:id': NOT_UM,
  // Freight screen: office only.
  'GET /logistics/list-freight': OFFICE,
  'POST /logistics/add-freight': OFFICE,
  'POST /logistics/update-freight': OFFICE,
  'DELETE /logistics/delete-freight/:id': OFFICE,
  // Vehicle screen: blocked for the Unloading Manager.
  'GET /logistics/list-vehicle': NOT_UM,
  'POST /logistics/add-vehicle': NOT_UM,
  'POST /logistics/upload': NOT_UM,
  'DELETE /logistics/delete-vehicle/:truck_no': NOT_UM,
  'POST /logistics/reset-vehicle-doc': NOT_UM,
  'GET /logistics/download/:truck_no/:docKey': NOT_UM,
  // The trip form's lists are shown to every profile (the Unloading Manager sees it disabled).
  'GET /logistics/api/vendors': ALL,
  'GET /logistics/api/destination': ALL,
  'GET /logistics/api/trucks': ALL,
  // Saving the trip form: refused for the Unloading Manager (spec-1 "submit refused").
  'POST /logistics/reports': NOT_UM,
  'POST /logistics/api/trip': NOT_UM,
  // Opening a trip: every profile reaches the route; which trips each may open is checked per trip.
  'GET /logistics/api/trip/:id': ALL,
  'GET /logistics/api/trip/:id/history': ALL,
  // The notification bell: hidden for the Loading Manager.
  'GET /logistics/notify-trucks': NOT_LM,
  // Reports (and the row edit of Reports and Today's List, which has no Edit column for the Loading Manager).
  'GET /logistics/api/reports': NOT_LM,
  'POST /logistics/api/reports/:id': NOT_LM,
  'GET /logistics/api/download/:id/:fieldName': NOT_LM,
  'GET /logistics/api/reports/excel': NOT_LM,
  // Delete in Reports: neither manager.
  'DELETE /logistics/api/reports/:id': OFFICE,
  // Today's List: every profile.
  'GET /logistics/api/today-list': ALL,
  'GET /logistics/api/today-list/excel': ALL,
  // Billing, Transactions, Revise Bill, Business: office only.
  'POST /logistics/list-billing': OFFICE,
  'POST /logistics/generate-pdf-bill': OFFICE,
  'GET /logistics/api/billing-settings': OFFICE,
  'POST /logistics/list-all-transactions': OFFICE,
  'GET /logistics/generate-pdf-by-bill-id-transaction/:billId': OFFICE,
  'POST /logistics/delete-transaction': OFFICE,
  'GET /logistics/api/transactions/excel': OFFICE,
  'POST /logistics/list-to-revise-bill': OFFICE,
  'POST /logistics/generate-pdf-revised-bill': OFFICE,
  'POST /logistics/update-one-revise-bill': OFFICE,
  'GET /logistics/api/business/excel': OFFICE,
  // Paying vendors (issue 17): managers get 403.
  'POST /logistics/api/payments': OFFICE,
  'POST /logistics/api/payments/:id/reverse': OFFICE,
  'GET /logistics/api/payments': OFFICE,
  'GET /logistics/api/payments/:id/advice': OFFICE,
  'GET /logistics/api/payments/open-bills': OFFICE,
  'GET /logistics/api/vendor-ledger': OFFICE,
  'GET /logistics/api/vendor-ledger/pdf': OFFICE,
  'GET /logistics/api/vendor-ledger/excel': OFFICE,
  'GET /logistics/api/outstanding': OFFICE,
  'GET /logistics/api/outstanding/excel': OFFICE,
  'GET /logistics/api/outstanding/pdf': OFFICE,
  'GET /logistics/api/tds-register': OFFICE,
  'GET /logistics/api/tds-register/excel': OFFICE,
  'GET /logistics/api/tds-register/pdf': OFFICE,
  // Lawful TDS (issue 31): accountants and admins, like the register.
  'GET /logistics/api/tds-check': OFFICE,
  'POST /logistics/api/vendors/:name/tds-documents': OFFICE,
  'GET /logistics/api/vendors/:name/tds-documents': OFFICE,
  'GET /logistics/api/tds-documents/:id/file': OFFICE,
  'POST /logistics/api/tds-challans': OFFICE,
  'GET /logistics/api/tds-challans': OFFICE,
  'GET /logistics/api/tds-return': OFFICE,
  'GET /logistics/api/tds-return/excel': OFFICE,
  'GET /logistics/api/tds-return/csv': OFFICE,
  'GET /logistics/api/tds-statement/pdf': OFFICE,
  'GET /logistics/api/notifications/tds': OFFICE,
  // Customers and lorry receipts (issue 32): the office keeps customers and their rates; every profile reads the
  // customers' names; the loading manager and the office make and edit LRs; all read and print them; the office cancels.
  'GET /logistics/api/customers': ALL,
  'POST /logistics/api/customers': OFFICE,
  'PUT /logistics/api/customers/:id': OFFICE,
  'GET /logistics/api/customer-rates': OFFICE,
  'POST /logistics/api/customer-rates': OFFICE,
  'POST /logistics/api/lrs': NOT_UM,
  'GET /logistics/api/lrs': ALL,
  'GET /logistics/api/lrs/find': ALL,
  'GET /logistics/api/lrs/:lrNo': ALL,
  'PUT /logistics/api/lrs/:lrNo': NOT_UM,
  'POST /logistics/api/lrs/:lrNo/cancel': OFFICE,
  'GET /logistics/api/lrs/:lrNo/pdf': ALL,
  'GET /logistics/api/eway-alerts': ALL,
  // Customer invoices (issue 33): the office's books; the forward-charge GST rate is the admin's setting.
  'POST /logistics/api/invoices': OFFICE,
  'GET /logistics/api/invoices': OFFICE,
  'GET /logistics/api/margins': OFFICE,
  // The owner's dashboard (issue 33): accountant and admin; each user chooses their own landing screen.
  'GET /logistics/api/dashboard': OFFICE,
  'PUT /logistics/api/me/landing-screen': ALL,
  'GET /logistics/api/invoices/:invoiceNo': OFFICE,
  'GET /logistics/api/invoices/:invoiceNo/pdf': OFFICE,
  'POST /logistics/api/invoices/:invoiceNo/credit-note': OFFICE,
  'GET /logistics/api/credit-notes/:creditNoteNo': OFFICE,
  'GET /logistics/api/credit-notes/:creditNoteNo/pdf': OFFICE,
  'GET /logistics/api/invoice-gst-rates': OFFICE,
  'POST /logistics/api/invoice-gst-rates': ADMIN,
  // Receipts from customers (issue 33): the office's books, as invoices are.
  'POST /logistics/api/receipts': OFFICE,
  'POST /logistics/api/receipts/:id/reverse': OFFICE,
  'GET /logistics/api/receipts': OFFICE,
  // The customer side of the books (issue 33): ledger, receivables and TDS receivable, as invoices are.
  'GET /logistics/api/customer-ledger': OFFICE,
  'GET /logistics/api/customer-ledger/pdf': OFFICE,
  'GET /logistics/api/customer-ledger/excel': OFFICE,
  'GET /logistics/api/receivables': OFFICE,
  'GET /logistics/api/receivables/excel': OFFICE,
  'GET /logistics/api/receivables/pdf': OFFICE,
  'GET /logistics/api/tds-receivable': OFFICE,
  'GET /logistics/api/tds-receivable/excel': OFFICE,
  // Import (issue 18): the admin for master data; accountant and admin for trips.
  'GET /logistics/api/import/vendors/template': ADMIN,
  'POST /logistics/api/import/vendors': ADMIN,
  'POST /logistics/api/import/vendors/errors': ADMIN,
  'GET /logistics/api/import/freight/template': ADMIN,
  'POST /logistics/api/import/freight': ADMIN,
  'POST /logistics/api/import/freight/errors': ADMIN,
  'GET /logistics/api/import/vehicles/template': ADMIN,
  'POST /logistics/api/import/vehicles': ADMIN,
  'POST /logistics/api/import/vehicles/errors': ADMIN,
  'GET /logistics/api/import/customers/template': ADMIN,
  'POST /logistics/api/import/customers': ADMIN,
  'POST /logistics/api/import/customers/errors': ADMIN,
  'GET /logistics/api/import/customer-rates/template': ADMIN,
  'POST /logistics/api/import/customer-rates': ADMIN,
  'POST /logistics/api/import/customer-rates/errors': ADMIN,
  'GET /logistics/api/import/trips/template': OFFICE,
  'POST /logistics/api/import/trips': OFFICE,
  'POST /logistics/api/import/trips/errors': OFFICE,
  // Chat: every profile.
  'GET /logistics/api/chats': ALL,
  'POST /logistics/api/chats': ALL,
  'GET /logistics/api/chats/:id/messages': ALL,
  'POST /logistics/api/chats/:id/read': ALL,
  'POST /logistics/api/chats/mute': ALL,
  'GET /logistics/api/users': ALL,
  'POST /logistics/upload/chat': ALL,
  'POST /logistics/api/messages': ALL,
  'GET /logistics/chat/download/:fileName': ALL,
};

/**
 * A route's URL with its parameters filled in: a bill id and a trip's attachment well formed, so that those calls are
 * answered past the parameters' check (404 for a bill or trip that does not exist).
 */
const concrete = (url: string) =>
  url.replace(':billId', 'B000001').replace(':fieldName', 'LoadingAdvice').replace(/:\w+/g, 'x').replace('*', 'x');

describe('every route declares its access', () => {
  it('no route is left without a declared access', () => {
    const routes = ctx.app.routeCatalog();
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((r) => r.access === undefined)).toEqual([]);
    for (const route of routes) {
      const access = route.access ?? 'public';
      expect(['public', 'signedIn', ...Object.keys(PERMISSIONS)]).toContain(access);
    }
  });

  it('an app built afresh lists the routes of the table and the request types they take, the API docs marked for the admin', async () => {
    // Built inside the test, not in beforeAll: the hooks that collect the routes and mark the docs run here.
    const fresh = await createTestApp();
    try {
      const routes = fresh.app.routeCatalog();
      expect(routes.map((r) => `${r.method} ${r.url}`).toSorted()).toEqual(Object.keys(EXPECTED_ACCESS).toSorted());
      expect(routes.filter((r) => r.access === undefined)).toEqual([]);
      const docs = routes.filter((r) => r.url.startsWith('/logistics/docs'));
      expect(docs.map((r) => r.access)).toEqual(Array.from({ length: 6 }, () => 'apiDocs'));
      // Multipart for uploads, none declared for JSON.
      const consumes = (method: string, url: string) =>
        routes.find((route) => route.method === method && route.url === url)?.consumes;
      expect(consumes('POST', '/logistics/api/reports/:id')).toEqual(['multipart/form-data']);
      expect(consumes('POST', '/logistics/login')).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('every route answers each caller as the hand-written table of spec-1 and spec-2 says', async () => {
    // Built inside the test too: the routes' handlers and schemas are set up while this test runs.
    const fresh = await createTestApp();
    try {
      const cookies = {} as Record<Profile, string>;
      for (const profile of PROFILES) cookies[profile] = (await fresh.signIn(profile)).cookie;
      const failures: string[] = [];
      // Logout ends the session it is sent with: it goes last.
      const last = (route: string) => (route.endsWith('/logout') ? 1 : 0);
      const entries = Object.entries(EXPECTED_ACCESS).toSorted(([a], [b]) => last(a) - last(b));
      for (const [route, allowed] of entries) {
        const [method, url] = route.split(' ') as [InjectOptions['method'], string];
        const request = { method, url: concrete(url) } as InjectOptions;
        const anonymous = await fresh.app.inject(request);
        const anonymousOk = allowed === PUBLIC ? anonymous.statusCode !== 401 : anonymous.statusCode === 401;
        if (!anonymousOk) failures.push(`signed out ${route} -> ${anonymous.statusCode}`);
        for (const profile of PROFILES) {
          const answer = await fresh.app.inject({ ...request, headers: { cookie: cookies[profile] } });
          const admitted = allowed === PUBLIC || allowed.includes(profile);
          // Admitted without the call's input: its answer, or a clear refusal of the input, never a server error.
          const ok = admitted
            ? ![401, 403].includes(answer.statusCode) && answer.statusCode < 500
            : answer.statusCode === 403;
          if (!ok) failures.push(`${profile} ${route} -> ${answer.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 90_000); // every route and caller, on a machine several times busier.
});

describe('cross-site requests', () => {
  it('refuses a state-changing request whose Origin is another site', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/signup',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { username: 'csrf_victim', profile: 'admin' },
    });
    expect(response.statusCode).toBe(403);
    const same = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/signup',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { username: 'same_site', profile: 'admin' },
    });
    expect(same.statusCode).toBe(201);
  });

  it('refuses a cross-site DELETE before anything else, and lets another site read', async () => {
    const evil = { origin: 'https://evil.example', host: 'localhost:3000' };
    const { cookie } = await ctx.signIn('admin');
    const vendor = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/add-vendor',
      headers: { cookie: cookie },
      payload: { companyName: 'Cross Site Carriers', companyOwner: 'Ravi Sharma', tdsRate: 1 },
    });
    expect(vendor.statusCode).toBe(201);
    const list = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/logistics/list-vendor', headers: { cookie: cookie } })).json<
        { id: string; companyName: string }[]
      >();
    const { id } = (await list()).find((v) => v.companyName === 'Cross Site Carriers') ?? { id: '' };
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/logistics/delete-vendor/${id}`,
      headers: { ...evil, cookie: cookie },
    });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This request came from another site and was refused.',
    });
    expect((await list()).map((v) => v.companyName)).toContain('Cross Site Carriers');
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/check-auth',
      headers: { ...evil, cookie: cookie },
    });
    expect(read.statusCode).toBe(200);
  });

  it('with PUBLIC_ORIGIN set, only that origin may change state', async () => {
    const other = await createTestApp({ PUBLIC_ORIGIN: 'https://freight.example.in' });
    try {
      const payload = { username: 'someone', profile: 'accountant' };
      const wrong = await other.app.inject({
        method: 'POST',
        url: '/logistics/signup',
        headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
        payload,
      });
      expect(wrong.statusCode).toBe(403);
      const right = await other.app.inject({
        method: 'POST',
        url: '/logistics/signup',
        headers: { origin: 'https://freight.example.in' },
        payload,
      });
      expect(right.statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});
