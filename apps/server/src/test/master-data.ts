import type { TestContext } from './test-app.ts';

export const MASTER = {
  vendor: 'Sharma Roadlines',
  otherVendor: 'Balaji Carriers',
  truck: 'MH12AB1234',
  otherTruck: 'KA05CD6789',
  from: 'Pune',
  to: 'Mumbai',
  rate: 1250.5,
} as const;

/** Two vendors, two trucks and two routes through the API, as an office would set them up. */
export async function addMasterData(ctx: TestContext, cookie: string): Promise<void> {
  const post = async (url: string, payload: object) => {
    const response = await ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  };
  await post('/add-vendor', { companyName: MASTER.vendor, companyOwner: 'Ravi Sharma', tdsRate: 2 });
  await post('/add-vendor', { companyName: MASTER.otherVendor, companyOwner: 'K Balaji', tdsRate: 1 });
  await post('/add-freight', { from_destination: MASTER.from, to_destination: MASTER.to, rate: MASTER.rate });
  await post('/add-freight', { from_destination: 'Nashik', to_destination: 'Pune', rate: 900 });
  for (const truck of [MASTER.truck, MASTER.otherTruck]) {
    const boundary = 'master';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="truck_no"\r\n\r\n${truck}\r\n--${boundary}--\r\n`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/add-vehicle',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    if (response.statusCode !== 201) throw new Error(`add-vehicle: ${response.body}`);
  }
}
