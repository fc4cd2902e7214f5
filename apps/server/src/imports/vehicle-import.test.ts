import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, csvFile, postImport, xlsxFile } from '../test/import-files.ts';
import { pdf, postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await ctx.signIn('admin')).cookie;
});
afterAll(() => ctx.close());

interface VehicleView {
  truck_no: string;
  make: string;
  companyOwner: string;
  documents: Record<string, { fileName: string | null; start_date: string | null; end_date: string | null }>;
}
const listVehicles = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/logistics/list-vehicle', headers: { cookie: admin } })).json<
    VehicleView[]
  >();

/** dd/mm/yyyy of the day `days` from today (India). */
const dayFromToday = (days: number) =>
  localDate(new Date(Date.now() + days * 86_400_000))
    .split('-')
    .reverse()
    .join('/');

describe('importing vehicles with their document dates (issue 18)', () => {
  it('a good file: dates without PDFs, tiles show no file, the bell counts the expiry dates', async () => {
    const file = await xlsxFile([
      ['truck_no', 'make', 'companyOwner', 'insurance_startDate', 'insurance_endDate', 'puc_startDate', 'puc_endDate'],
      // 45658 is Excel's number for 01/01/2025.
      ['mh12 ab 1234', 'Tata', 'Ravi Sharma', 45658, dayFromToday(3), null, null],
      ['KA05CD6789', 'Ashok Leyland', '', '01/01/2025', '31/12/2099', '01/01/2025', dayFromToday(-2)],
    ]);
    const response = await postImport(ctx, admin, 'vehicles', file);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ create: 2, update: 0, unchanged: 0, skipped: 0 });
    const [first, second] = await listVehicles();
    expect(first?.truck_no).toBe('KA05CD6789');
    expect(second).toMatchObject({ truck_no: 'MH12AB1234', make: 'Tata', companyOwner: 'Ravi Sharma' });
    expect(second?.documents.insurance).toMatchObject({ fileName: null, start_date: '2025-01-01' });
    expect(first?.documents.puc).toMatchObject({ fileName: null, start_date: '2025-01-01' });
    const bell = (
      await ctx.app.inject({ method: 'GET', url: '/logistics/notify-trucks', headers: { cookie: admin } })
    ).json<{ truck_no: string; field_name: string }[]>();
    expect(bell.map((card) => `${card.truck_no} ${card.field_name}`)).toEqual([
      'KA05CD6789 puc',
      'MH12AB1234 insurance',
    ]);
  });

  it('a PDF can be attached later to a document imported with dates only', async () => {
    const form = {
      truck_no: 'KA05CD6789',
      field_name: 'insurance',
      start_date: '2025-01-01',
      end_date: '2099-12-31',
    };
    const response = await postMultipart(ctx, admin, '/upload', form, {
      file: { fileName: 'policy.pdf', data: pdf() },
    });
    expect(response.statusCode).toBe(200);
    const vehicle = (await listVehicles()).find((v) => v.truck_no === 'KA05CD6789');
    expect(vehicle?.documents.insurance?.fileName).toBe('policy.pdf');
  });

  it('update vs unchanged; the same file again writes nothing', async () => {
    const file = csvFile([
      ['truck_no', 'make', 'companyOwner', 'puc_startDate', 'puc_endDate'],
      ['MH12AB1234', 'Tata', 'Ravi Sharma', '', ''],
      ['KA05CD6789', 'Ashok Leyland', 'K Balaji', '', ''],
    ]);
    expect((await postImport(ctx, admin, 'vehicles?dryRun=true', file)).json()).toMatchObject({
      updates: [{ row: 3, changes: [{ column: 'companyOwner', before: '', after: 'K Balaji' }] }],
    });
    expect((await postImport(ctx, admin, 'vehicles', file)).json()).toEqual({
      create: 0,
      update: 1,
      unchanged: 1,
      skipped: 0,
    });
    const before = await auditCount(ctx);
    expect((await postImport(ctx, admin, 'vehicles', file)).json()).toEqual({
      create: 0,
      update: 0,
      unchanged: 2,
      skipped: 0,
    });
    expect(await auditCount(ctx)).toBe(before);
  });

  it('the preview names new dates of a document as the file writes them, stored -> file (issue 29)', async () => {
    const file = csvFile([
      ['truck_no', 'make', 'companyOwner', 'insurance_startDate', 'insurance_endDate'],
      ['MH12AB1234', 'Tata', 'Ravi Sharma', '01/01/2025', '31/12/2026'],
    ]);
    expect((await postImport(ctx, admin, 'vehicles?dryRun=true', file)).json()).toMatchObject({
      update: 1,
      updates: [{ row: 2, changes: [{ column: 'insurance_endDate', before: dayFromToday(3), after: '31/12/2026' }] }],
    });
  });

  it('new dates of a stored document replace its dates; the history has the values the file wrote', async () => {
    const vehicleAudits = () =>
      ctx.db
        .selectFrom('audit_log')
        .select(['id', 'action', 'entity_id', 'new_values'])
        .where('entity', '=', 'vehicle')
        .execute();
    const earlier = new Set((await vehicleAudits()).map(({ id }) => id));
    const file = csvFile([
      ['truck_no', 'make', 'companyOwner', 'insurance_startDate', 'insurance_endDate'],
      ['MH12AB1234', 'Tata', 'Ravi Sharma', '01/01/2025', '31/12/2026'],
    ]);
    expect((await postImport(ctx, admin, 'vehicles', file)).json()).toEqual({
      create: 0,
      update: 1,
      unchanged: 0,
      skipped: 0,
    });
    const vehicle = (await listVehicles()).find((v) => v.truck_no === 'MH12AB1234');
    expect(vehicle?.documents.insurance).toMatchObject({ start_date: '2025-01-01', end_date: '2026-12-31' });
    const added = (await vehicleAudits()).filter(({ id }) => !earlier.has(id));
    const read = ({ action, entity_id, new_values }: (typeof added)[number]) => ({
      action,
      entity_id,
      new_values: JSON.parse(new_values ?? 'null') as unknown,
    });
    expect(added.map(read)).toEqual([
      {
        action: 'update',
        entity_id: 'MH12AB1234',
        new_values: {
          make: 'Tata',
          company_owner: 'Ravi Sharma',
          documents: { insurance: { start_date: '2025-01-01', end_date: '2026-12-31' } },
        },
      },
    ]);
  });

  it('refuses bad rows with the form messages and the reasons for dates; writes nothing', async () => {
    const file = csvFile([
      ['truck_no', 'make', 'fitness_startDate', 'fitness_endDate'],
      ['MH12XY0001', '', '01/01/2025', '31/12/2025'],
      ['MH12', '', '', ''],
      ['MH12XY0002', '', '03/04/25', '31/12/2025'],
      ['MH12XY0003', '', '01/01/2025', ''],
      ['MH12XY0004', '', '31/12/2025', '01/01/2025'],
      ['MH12XY0005', '', '12/31/2025', '31/12/2026'],
    ]);
    const commit = await postImport(ctx, admin, 'vehicles', file);
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toMatchObject({
      errors: [
        { row: 3, column: 'truck_no', message: 'Use format: MH12KL1111' },
        {
          row: 4,
          column: 'fitness_startDate',
          message: 'A two-digit year is ambiguous: write the year in full (dd/mm/yyyy).',
        },
        { row: 5, column: 'fitness_endDate', message: 'Both start and end dates should be provided.' },
        { row: 6, column: 'fitness_endDate', message: 'End date should be greater than or equal to the start date.' },
        {
          row: 7,
          column: 'fitness_startDate',
          message: 'This reads as a US date (month first): write it as dd/mm/yyyy.',
        },
      ],
    });
    expect((await listVehicles()).map((v) => v.truck_no)).toEqual(['KA05CD6789', 'MH12AB1234']);
  });

  it("maps a fleet list's own headings to all 17 columns", async () => {
    const ours = ['truck_no', 'make', 'companyOwner'].concat(
      ['registration', 'insurance', 'fitness', 'mv_tax', 'puc', 'ka_tax', 'basic_and_KA_permit'].flatMap((doc) => [
        `${doc}_startDate`,
        `${doc}_endDate`,
      ]),
    );
    const mapping = Object.fromEntries(ours.map((column) => [column, `Our fleet list's heading for ${column}`]));
    const file = csvFile([ours.map((column) => mapping[column] ?? ''), ['MH04ZZ4444', 'Tata', 'Asha Rao']]);
    const response = await postImport(ctx, admin, 'vehicles?dryRun=true', file, { mapping: JSON.stringify(mapping) });
    expect(response.json()).toEqual({
      rows: 1,
      create: 1,
      update: 0,
      unchanged: 0,
      refused: 0,
      errors: [],
      updates: [],
      warnings: [],
      skipped: [],
    });
  });

  it('a stored truck written with hyphens, dots or spaces, in another case, is that truck (issue 30)', async () => {
    const file = csvFile([
      ['truck_no', 'make', 'companyOwner'],
      ['mh-12-ab-1234', 'Tata', 'Ravi Sharma'],
      ['KA.05.CD.6789', 'Ashok Leyland', 'Suresh Rao'],
    ]);
    expect((await postImport(ctx, admin, 'vehicles?dryRun=true', file)).json()).toMatchObject({
      create: 0,
      unchanged: 1,
      update: 1,
      errors: [],
      updates: [{ row: 3, changes: [{ column: 'companyOwner', before: 'K Balaji', after: 'Suresh Rao' }] }],
    });
  });

  it('every problem of a row is listed; a repeated truck names its first row; an impossible day is named (issue 30)', async () => {
    const file = csvFile([
      ['truck_no', 'make', 'fitness_startDate', 'fitness_endDate', 'puc_startDate', 'puc_endDate'],
      ['MH12', 'M'.repeat(41), '31/02/2025', '31/12/2025', '01/01/2025', ''],
      ['MH14ZZ1000', '', '', '', '', ''],
      ['mh 14 zz-1000', '', '05-Nov-26', '4 Nov 2027', '', ''],
    ]);
    const commit = await postImport(ctx, admin, 'vehicles', file);
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toMatchObject({
      errors: [
        { row: 2, column: 'truck_no', message: 'Use format: MH12KL1111' },
        { row: 2, column: 'make', message: 'Too big: expected string to have <=40 characters' },
        { row: 2, column: 'fitness_startDate', message: '31/02/2025 is not a real calendar day.' },
        { row: 2, column: 'puc_endDate', message: 'Both start and end dates should be provided.' },
        { row: 4, column: 'truck_no', message: 'Same as row 3.' },
      ],
    });
    expect((await listVehicles()).map((v) => v.truck_no)).toEqual(['KA05CD6789', 'MH12AB1234']);
  });
});
