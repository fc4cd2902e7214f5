import { FREIGHT_MESSAGES, type FreightRate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('admin'));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = cookie) =>
  ctx.app.inject({ method, url: `/logistics${url}`, headers: { cookie: as }, ...(payload ? { payload } : {}) });

async function addRate(from: string, to: string, rate: number | string): Promise<FreightRate> {
  const response = await call('POST', '/add-freight', { from_destination: from, to_destination: to, rate });
  expect(response.statusCode, response.body).toBe(201);
  const rates = (await call('GET', '/list-freight')).json<FreightRate[]>();
  const added = rates.find(
    (r) => r.from.toLowerCase() === from.trim().toLowerCase() && r.to.toLowerCase() === to.trim().toLowerCase(),
  );
  if (!added) throw new Error('rate not listed');
  return added;
}

describe('POST /add-freight and GET /list-freight', () => {
  it('normalises places, keeps paise exact and numbers the rows', async () => {
    const response = await call('POST', '/add-freight', {
      from_destination: '  NAVI mumbai',
      to_destination: 'pune',
      rate: '1250.55',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: FREIGHT_MESSAGES.added });
    const rates = (await call('GET', '/list-freight')).json<FreightRate[]>();
    expect(rates).toContainEqual(expect.objectContaining({ from: 'Navi mumbai', to: 'Pune', rate: 1250.55 }));
    expect(rates.map((r) => r.id)).toEqual(rates.map((_r, i) => i + 1));
  });

  it('refuses the same route again with the spec message', async () => {
    await addRate('Hubli', 'Belgaum', 900);
    const response = await call('POST', '/add-freight', {
      from_destination: 'HUBLI',
      to_destination: 'belgaum',
      rate: 950,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: FREIGHT_MESSAGES.duplicate, code: 'CONFLICT' });
  });

  it.each([
    [{ from_destination: '', to_destination: 'Pune', rate: 10 }, FREIGHT_MESSAGES.required],
    [{ from_destination: 'Pune', to_destination: 'Goa', rate: '' }, FREIGHT_MESSAGES.required],
    [{ from_destination: 'Pune', to_destination: 'Goa', rate: 'abc' }, FREIGHT_MESSAGES.rate],
    [{ from_destination: 'Pune', to_destination: 'Goa', rate: -5 }, FREIGHT_MESSAGES.rate],
  ])('refuses %o', async (payload, message) => {
    const response = await call('POST', '/add-freight', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  });
});

describe('POST /update-freight', () => {
  it('updates from {old, new} and audits it', async () => {
    const rate = await addRate('Surat', 'Vapi', 700);
    const response = await call('POST', '/update-freight', {
      old: rate,
      new: { from_destination: 'surat', to_destination: 'VAPI', rate: 725 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FREIGHT_MESSAGES.updated });
    const updated = (await call('GET', '/list-freight')).json<FreightRate[]>().find((r) => r._id === rate._id);
    expect(updated).toMatchObject({ from: 'Surat', to: 'Vapi', rate: 725 });
    expect((await listAudit(ctx.db, 'freightRate', rate._id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('409 when another rate already has the new route, 404 when the rate is gone', async () => {
    const a = await addRate('Nagpur', 'Raipur', 800);
    await addRate('Nagpur', 'Bhilai', 820);
    const clash = await call('POST', '/update-freight', {
      old: a,
      new: { from_destination: 'Nagpur', to_destination: 'Bhilai', rate: 800 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: FREIGHT_MESSAGES.conflict });
    const gone = await call('POST', '/update-freight', {
      old: { ...a, _id: 'missing' },
      new: { from_destination: 'Nagpur', to_destination: 'Raipur', rate: 1 },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: FREIGHT_MESSAGES.notFound });
  });

  it('refuses to overwrite a rate someone else changed meanwhile', async () => {
    const rate = await addRate('Indore', 'Bhopal', 500);
    await call('POST', '/update-freight', {
      old: rate,
      new: { from_destination: 'Indore', to_destination: 'Bhopal', rate: 550 },
    });
    const stale = await call('POST', '/update-freight', {
      old: rate,
      new: { from_destination: 'Indore', to_destination: 'Bhopal', rate: 600 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: FREIGHT_MESSAGES.changedMeanwhile });
  });
});

describe('DELETE /delete-freight/{id}', () => {
  it('deletes, then answers 404', async () => {
    const rate = await addRate('Mysore', 'Mandya', 300);
    const response = await call('DELETE', `/delete-freight/${rate._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FREIGHT_MESSAGES.deleted });
    expect((await call('DELETE', `/delete-freight/${rate._id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/destination', () => {
  it('gives rates to those who see freight and leaves them out for the managers', async () => {
    await addRate('Chennai', 'Vellore', 650);
    const office = (await call('GET', '/api/destination')).json<{ from: string; rate?: number }[]>();
    expect(office).toContainEqual({ from: 'Chennai', to: 'Vellore', rate: 650 });
    for (const profile of ['loadingManager', 'unloadingManager'] as const) {
      const { cookie: manager } = await ctx.signIn(profile);
      const rows = (await call('GET', '/api/destination', undefined, manager)).json<{ rate?: number }[]>();
      expect(rows).toContainEqual({ from: 'Chennai', to: 'Vellore' });
      expect(rows.every((r) => r.rate === undefined)).toBe(true);
    }
  });
});
