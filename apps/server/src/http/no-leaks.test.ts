import { randomBytes } from 'node:crypto';
import { MESSAGES, localDate } from '@freightdesk/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, postMultipart } from '../test/multipart.ts';
import { TEST_PASSWORD, type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp(
    { LOG_LEVEL: 'trace' },
    { logger: undefined, logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(() => ctx.close());

/** What no response body may show: stack frames, SQL, driver codes, file paths. */
const INTERNALS =
  /stack|\bat \S+ \(|node_modules|\.ts:\d|\/work\/|\/tmp\/|select |insert |update |from "|SQLITE|relation|syntax|vendors_moved/i;

describe('responses never leak internals', () => {
  it('a failing query answers a plain 500: no stack, SQL, table or path', async () => {
    const { cookie } = await ctx.signIn('accountant');
    await sql`alter table vendors rename to vendors_moved`.execute(ctx.db);
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/logistics/list-vendor', headers: { cookie } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: MESSAGES.internalError, code: 'INTERNAL' });
      expect(response.body).not.toMatch(INTERNALS);
    } finally {
      await sql`alter table vendors_moved rename to vendors`.execute(ctx.db);
    }
    // The details are in the log, for the operator.
    expect(logLines.some((line) => line.includes('"request failed"') && line.includes('vendors'))).toBe(true);
  });

  it('a failed write answers the same way and the data stays whole', async () => {
    const { cookie } = await ctx.signIn('accountant');
    await sql`alter table audit_log rename to audit_log_moved`.execute(ctx.db);
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/logistics/add-vendor',
        headers: { cookie },
        payload: { companyName: 'Half Written Roadlines', companyOwner: 'Nobody', tdsRate: 1 },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(INTERNALS);
    } finally {
      await sql`alter table audit_log_moved rename to audit_log`.execute(ctx.db);
    }
    const vendor = await ctx.db
      .selectFrom('vendors')
      .select('id')
      .where('company_name', '=', 'Half Written Roadlines')
      .executeTakeFirst();
    expect(vendor).toBeUndefined();
  });
});

describe('logs never hold passwords, session ids or file contents', () => {
  it('through login, a wrong password, an upload, a password change, a one-time password and logout', async () => {
    const secrets: string[] = [TEST_PASSWORD];
    const { user, cookie } = await ctx.signIn('loadingManager');
    secrets.push(cookie.replace('fd_session=', ''));
    const wrong = `Wrong#${randomBytes(4).toString('hex')}`;
    secrets.push(wrong);
    await ctx.app.inject({
      method: 'POST',
      url: '/logistics/login',
      payload: { username: user.username, password: wrong },
    });

    const fileMarker = `FILE-CONTENT-${randomBytes(8).toString('hex')}`;
    secrets.push(fileMarker);
    const upload = await postMultipart(
      ctx,
      cookie,
      '/add-vehicle',
      {
        truck_no: 'MH12LG0001',
        insurance_startDate: localDate(),
        insurance_endDate: localDate(new Date(Date.now() + 30 * 86_400_000)),
      },
      { insurance: { fileName: 'policy.pdf', data: Buffer.concat([pdf(), Buffer.from(fileMarker)]) } },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const download = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/download/MH12LG0001/insurance',
      headers: { cookie },
    });
    expect(download.body).toContain(fileMarker);

    const newPassword = `Fresh#${randomBytes(4).toString('hex')}A1`;
    secrets.push(newPassword);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/reset-password',
      headers: { cookie },
      payload: { username: user.username, currentPassword: TEST_PASSWORD, newPassword, retypePassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    const admin = await ctx.signIn('admin');
    secrets.push(admin.cookie.replace('fd_session=', ''));
    const pending = await ctx.newUser({ status: 'pending' });
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/logistics/api/admin/users/${pending.id}/approve`,
      headers: { cookie: admin.cookie },
      payload: { profile: 'accountant' },
    });
    secrets.push(approved.json<{ oneTimePassword: string }>().oneTimePassword);
    await ctx.app.inject({ method: 'POST', url: '/logistics/logout', headers: { cookie: admin.cookie } });

    const log = logLines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/logistics/add-vehicle');
    for (const secret of secrets) {
      const line = logLines.find((l) => l.includes(secret));
      expect(line, 'a secret reached the log').toBeUndefined();
    }
    expect(log).not.toMatch(/%PDF-/);
  });
});
