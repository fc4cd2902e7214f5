import { type DocumentExpiry, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const { cookie } = await ctx.signIn('admin');
  const day = (offset: number) => localDate(new Date(Date.now() + offset * 86_400_000));
  const vehicles: [string, string, number][] = [
    ['MH12AB0001', 'insurance', 30],
    ['MH12AB0002', 'puc', 10],
    ['MH12AB0003', 'fitness', -3],
    ['MH12AB0004', 'registration', 15],
    ['MH12AB0005', 'mv_tax', 16],
  ];
  for (const [truck, doc, endOffset] of vehicles) {
    const response = await postMultipart(
      ctx,
      cookie,
      '/add-vehicle',
      { truck_no: truck, [`${doc}_startDate`]: day(-400), [`${doc}_endDate`]: day(endOffset) },
      { [doc]: { fileName: `${doc}.pdf`, data: pdf() } },
    );
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => ctx.close());

describe('GET /notify-trucks', () => {
  it('lists documents expired or ending within 15 days, soonest first', async () => {
    const { cookie } = await ctx.signIn('unloadingManager');
    const response = await ctx.app.inject({ method: 'GET', url: '/logistics/notify-trucks', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json<DocumentExpiry[]>();
    expect(list.map((n) => `${n.truck_no}/${n.field_name}`)).toEqual([
      'MH12AB0003/fitness',
      'MH12AB0002/puc',
      'MH12AB0004/registration',
    ]);
    expect(list[0]?.end_date).toBe(localDate(new Date(Date.now() - 3 * 86_400_000)));
  });

  it('follows the lead-time setting', async () => {
    await ctx.db.insertInto('settings').values({ key: 'notificationLeadDays', value: '30' }).execute();
    const { cookie } = await ctx.signIn('accountant');
    const list = (await ctx.app.inject({ method: 'GET', url: '/logistics/notify-trucks', headers: { cookie } })).json<
      DocumentExpiry[]
    >();
    expect(list).toHaveLength(5);
  });
});
