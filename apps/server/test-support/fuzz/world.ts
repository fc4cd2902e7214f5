import { randomUUID } from 'node:crypto';
import {
  IMPORT_KINDS,
  PROFILES,
  gstinCheckCharacter,
  type Profile,
  TRIP_ATTACHMENTS,
  VEHICLE_DOCUMENTS,
  localDate,
  quarterOf,
  type Chat,
  type ChatFile,
} from '@freightdesk/domain';
import { BUSINESS_SETTINGS, MASTER, addMasterData, addTrip, tripEntry } from '../../src/test/master-data.ts';
import { pdf, postMultipart } from '../../src/test/multipart.ts';
import type { TestContext, TestUser } from '../../src/test/test-app.ts';
import type { MultipartShape } from './payloads.ts';

/** What a route reads, shaped with real values of the seeded data, for the fuzzer to start from and break. */
export interface RouteShape {
  body?: unknown;
  query?: Record<string, string>;
  multipart?: MultipartShape;
}

/** Seeded data: signed-in users of every profile, master data, trips in every state, bills, a vehicle document, chats. */
export interface World {
  cookies: Record<Profile, string>;
  users: Record<Profile, TestUser>;
  shapes: Record<string, RouteShape>;
  /** Real values for each path parameter, keyed `METHOD url :param`. */
  params: (url: string, param: string) => string[];
}

const dayOffset = (days: number) => localDate(new Date(Date.now() + days * 86_400_000));

export async function seedWorld(ctx: TestContext): Promise<World> {
  const users = {} as Record<Profile, TestUser>;
  const cookies = {} as Record<Profile, string>;
  for (const profile of PROFILES) ({ user: users[profile], cookie: cookies[profile] } = await ctx.signIn(profile));
  const accountant = cookies.accountant;
  const admin = cookies.admin;

  const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: object, expected = 0) => {
    const response = await ctx.app.inject({ method, url: `/logistics${url}`, headers: { cookie }, payload });
    if (expected && response.statusCode !== expected)
      throw new Error(`seed ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const upload = async (cookie: string, url: string, fields: Record<string, string>, files = {}) => {
    const response = await postMultipart(ctx, cookie, url, fields, files);
    if (response.statusCode >= 300) throw new Error(`seed ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };

  await addMasterData(ctx, accountant);
  const docTruck = 'MH14ZZ9999';
  await upload(
    accountant,
    '/add-vehicle',
    { truck_no: docTruck, make: 'Tata', insurance_startDate: dayOffset(-30), insurance_endDate: dayOffset(60) },
    { insurance: { fileName: 'insurance.pdf', data: pdf(400, 'insurance') } },
  );
  await call(admin, 'POST', '/api/settings', BUSINESS_SETTINGS, 200);

  const trip = tripEntry({
    DONumber: 'DO-1',
    DriverName: 'Ramesh',
    DieselAmount: '1000',
    DieselSlipNumber: 'DS-1',
    Advance: '500',
    Toll: '100',
    Adblue: '0',
    Greasing: '50',
  });
  const tripIds: string[] = [];
  for (let i = 0; i < 8; i += 1) tripIds.push(await addTrip(ctx, accountant, trip));
  const [open1 = '', open2 = '', ...rest] = tripIds;
  for (const [i, id] of rest.entries()) {
    const files = i === 0 ? { DieselSlipImage: { fileName: 'slip.pdf', data: pdf(300, 'slip') } } : {};
    await upload(accountant, `/api/reports/${id}`, { transactionStatus: 'Acknowledged', actualWeight: '9.9' }, files);
  }
  const [billed1 = '', billed2 = '', billed3 = '', ack1 = '', ack2 = ''] = rest;
  const bill = (ids: string[]) =>
    call(
      accountant,
      'POST',
      '/generate-pdf-bill',
      ids.map((id) => ({ id, trip_id: id })),
      200,
    );
  const billA = String((await bill([billed1, billed2])).headers['x-bill-id']);
  const billB = String((await bill([billed3])).headers['x-bill-id']);

  const payment = (
    await call(
      accountant,
      'POST',
      '/api/payments',
      { billId: billA, amount: '100', date: dayOffset(0), mode: 'NEFT', reference: 'UTR0001' },
      201,
    )
  ).json<{ id: string }>().id;

  const pending = 'fuzz_pending';
  await ctx.app.inject({
    method: 'POST',
    url: '/logistics/signup',
    payload: { username: pending, profile: 'accountant' },
  });
  const pendingRow = await ctx.db.selectFrom('users').select('id').where('username', '=', pending).executeTakeFirst();
  const victim = await ctx.newUser({ profile: 'loadingManager' });

  const others = PROFILES.filter((p) => p !== 'admin').map((p) => users[p].username);
  const group = (
    await call(admin, 'POST', '/api/chats', { participants: others, name: 'Fuzz group' }, 201)
  ).json<Chat>();
  const direct = (
    await call(admin, 'POST', '/api/chats', { participants: [users.accountant.username] }, 201)
  ).json<Chat>();
  const file = (
    await upload(
      admin,
      '/upload/chat',
      { chatId: group._id, customizedFileName: 'x.pdf' },
      { chatFile: { fileName: 'rates.pdf', data: pdf(200, 'chat') } },
    )
  ).json<ChatFile>();
  const now = new Date().toISOString();
  await call(admin, 'POST', '/api/messages', { chatId: group._id, content: 'rates', timestamp: now }, 201);

  // Customers and lorry receipts (issue 32): a consignor with a GSTIN and a rate, a consignee, an LR on an open trip.
  const consignorGstin = `29AAACF1234F1Z${gstinCheckCharacter('29AAACF1234F1Z')}`;
  const customer = (name: string, gstin: string) => ({
    name,
    gstin,
    address: 'Plot 4, Industrial Area',
    state: gstin ? 'Karnataka' : 'Maharashtra',
    pin: '583201',
    phone: '98450 12345',
    email: 'dispatch@example.in',
    creditDays: '45',
    reverseCharge: true,
  });
  const consignor = (
    await call(accountant, 'POST', '/api/customers', customer('Fuzz Cements Ltd', consignorGstin), 201)
  ).json<{ id: string; name: string }>();
  await call(accountant, 'POST', '/api/customers', customer('Fuzz Builders', ''), 201);
  const customerRate = {
    customer: consignor.name,
    from: MASTER.from,
    to: MASTER.to,
    rate: '1,400',
    validFrom: dayOffset(0),
  };
  await call(accountant, 'POST', '/api/customer-rates', customerRate, 201);
  const lrFields = {
    consignor: consignor.name,
    consignee: 'Fuzz Builders',
    goods: 'Cement',
    packages: '400',
    packing: 'Bags',
    invoiceNo: 'INV-1',
    invoiceValue: '5,00,000',
    ewayBillNo: '1234 5678 9012',
    ewayBillValidUntil: `${dayOffset(1)}T18:30`,
    freightTerms: 'TBB',
  };
  const lrNo = (await call(accountant, 'POST', '/api/lrs', { tripId: open1, ...lrFields }, 201)).json<{
    lrNo: string;
  }>().lrNo;

  const vendors = (await call(accountant, 'GET', '/list-vendor')).json<{ id: string }[]>().map((v) => v.id);
  const freight = (await call(accountant, 'GET', '/list-freight')).json<{ _id: string }[]>().map((f) => f._id);
  const filter = { startDate: dayOffset(0), endDate: dayOffset(0), vendor: MASTER.vendor, truckNumber: MASTER.truck };

  const shapes: Record<string, RouteShape> = {
    'POST /logistics/login': { body: { username: victim.username, password: 'Wrong@123' } },
    'POST /logistics/signup': { body: { username: 'fuzz_signup', profile: 'accountant' } },
    'POST /logistics/reset-password': {
      body: {
        username: victim.username,
        currentPassword: 'Wrong@123',
        newPassword: 'Newer@1234',
        retypePassword: 'Newer@1234',
      },
    },
    'POST /logistics/api/admin/users/:id/approve': { body: { profile: 'accountant' } },
    'POST /logistics/add-vendor': {
      body: {
        companyName: 'Fuzz Roadways',
        companyOwner: 'Fuzz Owner',
        tdsRate: 2,
        pan: 'ABCDE1234F',
        gst: '27ABCDE1234F1Z5',
        gstApplicable: 'Yes',
        email: 'fuzz@example.in',
        mobile: '9876543210',
        bankName: 'Canara Bank',
        bankAccount: '1234567890',
        ifscCode: 'CNRB0001234',
      },
    },
    'POST /logistics/update-vendor': {
      body: { id: vendors[0], companyName: MASTER.vendor, companyOwner: 'Ravi Sharma', tdsRate: '2.5', email: '' },
    },
    'POST /logistics/add-freight': { body: { from_destination: 'Pune', to_destination: 'Nashik', rate: 900 } },
    'POST /logistics/update-freight': {
      body: {
        old: { _id: freight[1], from: 'Nashik', to: 'Pune', rate: 900 },
        new: { from_destination: 'Nashik', to_destination: 'Pune', rate: 950 },
      },
    },
    'POST /logistics/reset-vehicle-doc': { body: { truck_no: docTruck, field_name: 'insurance' } },
    'POST /logistics/api/settings': { body: BUSINESS_SETTINGS },
    'POST /logistics/reports': { body: trip },
    'POST /logistics/api/trip': { body: { ...trip, TripID: open1 } },
    'GET /logistics/api/reports': { query: filter },
    'GET /logistics/api/reports/excel': { query: filter },
    'GET /logistics/api/business/excel': { query: filter },
    'GET /logistics/api/transactions/excel': { query: { startDate: filter.startDate, endDate: filter.endDate } },
    'POST /logistics/list-billing': { body: filter },
    'POST /logistics/generate-pdf-bill': {
      body: [{ id: ack1, trip_id: ack1, remarks: [{ text: 'Loading', amount: '100' }], applyTaxes: true }],
    },
    'POST /logistics/list-all-transactions': { body: { startDate: filter.startDate, endDate: filter.endDate } },
    'POST /logistics/delete-transaction': { body: { billId: billB } },
    'POST /logistics/list-to-revise-bill': {
      body: { startDate: filter.startDate, endDate: filter.endDate, bill_id: billA },
    },
    'POST /logistics/generate-pdf-revised-bill': {
      body: {
        billedSelectedRows: [{ trip_id: billed1, billing_id: billA }],
        billedUnselectedRows: [{ trip_id: billed2, billing_id: billA }],
        ackSelectedRows: [{ trip_id: ack2 }],
        additionalRemarks: [{ text: 'Detention', amount: 50 }],
        applyTaxes: false,
      },
    },
    'POST /logistics/update-one-revise-bill': {
      body: {
        trip_id: billed1,
        bill_id: billA,
        updateRows: { weight: 10, actual_weight: 9.5, diesel_amount: 100, short: 0, advance: 0, toll: 10 },
      },
    },
    'POST /logistics/api/payments': {
      body: { billId: billA, amount: '50.25', date: dayOffset(0), mode: 'UPI', reference: 'UTR0002', note: 'Part' },
    },
    'POST /logistics/api/payments/:id/reverse': { body: { reason: 'Cheque bounced' } },
    'GET /logistics/api/payments': { query: { billId: billA, vendor: MASTER.vendor, startDate: filter.startDate } },
    'POST /logistics/api/chats': { body: { participants: [users.accountant.username, victim.username], name: 'Fuzz' } },
    'GET /logistics/api/chats/:id/messages': { query: { limit: '20', before: now } },
    'POST /logistics/api/chats/mute': { body: { chatId: group._id, notifications: false } },
    'POST /logistics/api/messages': {
      body: {
        chatId: group._id,
        senderId: users.admin.username,
        receiverId: null,
        content: 'hello',
        timestamp: now,
        fileData: { name: file.fileName },
      },
    },
    'POST /logistics/add-vehicle': {
      multipart: {
        fields: {
          truck_no: 'MH14FZ0001',
          make: 'Tata',
          companyOwner: 'Fuzz Owner',
          insurance_startDate: dayOffset(0),
          insurance_endDate: dayOffset(30),
          puc_startDate: dayOffset(0),
          puc_endDate: dayOffset(10),
        },
        files: ['insurance', 'puc', 'registration'],
      },
    },
    'POST /logistics/upload': {
      multipart: {
        fields: { truck_no: docTruck, field_name: 'puc', start_date: dayOffset(0), end_date: dayOffset(30) },
        files: ['file'],
      },
    },
    'POST /logistics/api/reports/:id': {
      multipart: {
        fields: {
          transactionStatus: 'Acknowledged',
          weight: '10',
          actualWeight: '9.8',
          short: '0',
          localDate: dayOffset(0),
        },
        files: [...TRIP_ATTACHMENTS],
      },
    },
    // Lawful TDS (issue 31): a certificate for a vendor, and a challan of the quarter.
    'POST /logistics/api/vendors/:name/tds-documents': {
      multipart: {
        fields: {
          kind: 'lowerDeductionCertificate',
          certificateNo: 'LDC0001',
          rate: '0.5',
          validFrom: dayOffset(0),
          validTo: dayOffset(30),
          amountLimit: '1,00,000',
        },
        files: ['file'],
      },
    },
    'POST /logistics/api/tds-challans': {
      body: { bsrCode: '0510308', date: dayOffset(0), serial: '00001', amount: '10', ...quarterOf(dayOffset(0)) },
    },
    'POST /logistics/api/customers': { body: customer('Fuzz Traders', '') },
    'PUT /logistics/api/customers/:id': { body: customer('Fuzz Cements Ltd', consignorGstin) },
    'GET /logistics/api/customer-rates': { query: { customer: consignor.name } },
    'POST /logistics/api/customer-rates': { body: { ...customerRate, validFrom: dayOffset(5) } },
    'POST /logistics/api/lrs': { body: { tripId: open2, ...lrFields, chargedWeight: '9.5', rate: '1,450' } },
    'GET /logistics/api/lrs': { query: { startDate: dayOffset(0), endDate: dayOffset(0), status: 'Booked' } },
    'GET /logistics/api/lrs/find': { query: { q: lrNo } },
    'PUT /logistics/api/lrs/:lrNo': { body: { ...lrFields, freightTerms: 'ToPay' } },
    'POST /logistics/api/lrs/:lrNo/cancel': { body: { reason: 'Consignee named wrongly' } },
    'POST /logistics/api/invoices': {
      body: { customer: consignor.name, lrNos: [lrNo], extraCharges: [{ text: 'Loading', amount: '500' }] },
    },
    'GET /logistics/api/margins': { query: { startDate: dayOffset(-30), endDate: dayOffset(0), groupBy: 'customer' } },
    'PUT /logistics/api/me/landing-screen': { body: { landingScreen: 'dashboard' } },
    'GET /logistics/api/invoices': {
      query: { customer: consignor.name, startDate: dayOffset(0), endDate: dayOffset(0), status: 'Unpaid' },
    },
    'POST /logistics/api/invoices/:invoiceNo/credit-note': { body: { reason: 'Short delivery' } },
    'POST /logistics/api/invoice-gst-rates': { body: { rate: 12, validFrom: dayOffset(0) } },
    // Receipts (issue 33): ₹980 received and ₹20 of TDS settle ₹1,000 of the customer's first invoice.
    'POST /logistics/api/receipts': {
      body: {
        customer: consignor.name,
        amount: '980',
        tdsDeducted: '20',
        allocations: [{ invoiceNo: 'INV/2026-27/0001', amount: '1,000' }],
        date: dayOffset(0),
        mode: 'NEFT',
        reference: 'UTR0003',
        note: 'Part',
      },
    },
    'POST /logistics/api/receipts/:id/reverse': { body: { reason: 'Cheque bounced' } },
    'GET /logistics/api/receipts': {
      query: { customer: consignor.name, startDate: dayOffset(0), endDate: dayOffset(0) },
    },
    // The customer side of the books (issue 33): the consignor's ledger, receivables as of today, this quarter's TDS.
    ...Object.fromEntries(
      ['', '/pdf', '/excel'].map((suffix): [string, RouteShape] => [
        `GET /logistics/api/customer-ledger${suffix}`,
        { query: { customer: consignor.name, startDate: dayOffset(-30), endDate: dayOffset(0) } },
      ]),
    ),
    ...Object.fromEntries(
      ['', '/pdf', '/excel'].map((suffix): [string, RouteShape] => [
        `GET /logistics/api/receivables${suffix}`,
        { query: { asOf: dayOffset(0) } },
      ]),
    ),
    'GET /logistics/api/tds-receivable': { query: quarterOf(dayOffset(0)) },
    'GET /logistics/api/tds-receivable/excel': { query: quarterOf(dayOffset(0)) },
    'POST /logistics/upload/chat': {
      multipart: { fields: { chatId: group._id, customizedFileName: 'x.pdf' }, files: ['chatFile'] },
    },
    // Import (issue 18): the preview, the commit and the error report of each kind read the same form.
    ...Object.fromEntries(
      IMPORT_KINDS.flatMap((kind) =>
        ['', '/errors'].map((suffix): [string, RouteShape] => [
          `POST /logistics/api/import/${kind}${suffix}`,
          {
            query: kind === 'trips' ? { dryRun: 'true', keepFileFreight: 'true' } : { dryRun: 'true' },
            multipart: { fields: { mapping: '{}' }, files: ['file'] },
          },
        ]),
      ),
    ),
  };

  const trips = [open1, open2, billed1, ack1, 'T999999'];
  const params = (url: string, param: string): string[] => {
    if (url.includes('/api/admin/users/')) return [pendingRow?.id ?? '', victim.id, randomUUID()];
    if (url.includes('/delete-vendor/')) return [...vendors, randomUUID()];
    if (url.includes('/delete-freight/')) return [...freight, randomUUID()];
    if (url.includes('/api/chats/')) return [group._id, direct._id, randomUUID()];
    if (url.includes('/api/payments/')) return [payment, 'P999999'];
    if (url.includes('/api/vendors/')) return [MASTER.vendor, MASTER.otherVendor, 'Nobody Transport'];
    if (url.includes('/api/tds-documents/')) return [randomUUID()];
    if (url.includes('/api/customers/')) return [consignor.id, randomUUID()];
    if (url.includes('/api/lrs/')) return [lrNo, 'LR/2026-27/999999', 'LR123'];
    if (url.includes('/api/invoices/')) return ['INV/2026-27/0001', 'INV/2026-27/9999'];
    if (url.includes('/api/credit-notes/')) return ['CN/2026-27/0001', 'CN/2026-27/9999'];
    if (url.includes('/api/receipts/')) return ['R1', 'R999999'];
    if (url.includes('/chat/download/')) return [file.fileName, `1-${file.originalName}`];
    if (url.includes('/docs/')) return ['index.html', 'swagger-ui.css', 'oauth2-redirect.html'];
    switch (param) {
      case 'id':
        return trips;
      case 'fieldName':
        return [...TRIP_ATTACHMENTS];
      case 'billId':
        return [billA, billB, 'B999999'];
      case 'truck_no':
        return [docTruck, MASTER.truck, MASTER.otherTruck];
      case 'docKey':
        return [...VEHICLE_DOCUMENTS];
      default:
        return [];
    }
  };

  return { cookies, users, shapes, params };
}
