import type { Chat, ChatFile } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { HOUSEKEEPING_JOB, runDailyHousekeeping } from './daily-jobs.ts';
import { housekeeping } from './housekeeping.ts';
import { listRuns } from './job-run.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;

describe('daily housekeeping', () => {
  it('runs once per day across nodes: one claim wins, the others skip', async () => {
    const now = new Date('2026-11-22T18:35:00.000Z');
    const outcomes = await Promise.all(
      ['node-a', 'node-b', 'node-c'].map((node) => runDailyHousekeeping(ctx.db, node, now)),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const runs = await listRuns(ctx.db, HOUSEKEEPING_JOB);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ run_key: '2026-11-23' });
    expect(runs[0]?.outcome).toMatch(/^removed \d+ expired sessions/);
    expect(await runDailyHousekeeping(ctx.db, 'node-a', now)).toBe(false);
  });

  it('removes ended sessions and chat files never sent, and keeps the rest', async () => {
    const now = new Date();
    const live = await ctx.signIn('accountant');
    const idle = await ctx.signIn('accountant');
    const ended = await ctx.signIn('accountant');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: ago(3 * HOUR) })
      .where('user_id', '=', idle.user.id)
      .execute();
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: ago(1000) })
      .where('user_id', '=', ended.user.id)
      .execute();

    const chat = (
      await ctx.app.inject({
        method: 'POST',
        url: '/logistics/api/chats',
        payload: { participants: [idle.user.username] },
        headers: { cookie: live.cookie },
      })
    ).json<Chat>();
    const upload = async () => {
      const response = await postMultipart(
        ctx,
        live.cookie,
        '/upload/chat',
        { chatId: chat._id },
        { chatFile: { fileName: 'slip.pdf', data: pdf() } },
      );
      return response.json<ChatFile>().fileName;
    };
    const sent = await upload();
    const unsent = await upload();
    const fresh = await upload();
    await ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/messages',
      payload: { chatId: chat._id, content: '', timestamp: now.toISOString(), fileData: { name: sent } },
      headers: { cookie: live.cookie },
    });
    await ctx.db
      .updateTable('chat_files')
      .set({ created_at: ago(25 * HOUR) })
      .where('file_name', 'in', [sent, unsent])
      .execute();

    expect(await housekeeping(ctx.db, now)).toMatch(
      /^removed \d+ expired sessions, 1 unsent chat files and 0 idempotency keys$/,
    );
    const sessions = await ctx.db.selectFrom('sessions').select('user_id').execute();
    const owners = sessions.map((session) => session.user_id);
    expect(owners).toContain(live.user.id);
    expect(owners).not.toContain(idle.user.id);
    expect(owners).not.toContain(ended.user.id);
    const files = await ctx.db.selectFrom('chat_files').select('file_name').execute();
    expect(files.map((file) => file.file_name).toSorted()).toEqual([sent, fresh].toSorted());
  });
});
