import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Profile, UserStatus } from '@freightdesk/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app.ts';
import { hashPassword } from '../auth/password.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import type { Engine } from '../db/engine.ts';
import { insertUser, usernameKey } from '../users/user.repository.ts';

export const TEST_PASSWORD = 'Test@1234';

export interface TestUser {
  id: string;
  username: string;
  profile: Profile;
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  engine: Engine;
  config: Config;
  newUser(options?: Partial<{ profile: Profile; status: UserStatus; mustChangePassword: boolean }>): Promise<TestUser>;
  /** A new active user of this profile, signed in: returns the Cookie header for `inject`. */
  signIn(profile: Profile): Promise<{ user: TestUser; cookie: string }>;
  close(): Promise<void>;
}

// Hashing once keeps factories fast; every test user shares this password.
const passwordHash = hashPassword(TEST_PASSWORD);

/**
 * A fresh database for one test file: a SQLite folder, or a new PostgreSQL database when TEST_DATABASE_URL (or the
 * given PostgreSQL URL to create it through) is set. The server migrates it when it opens it.
 */
export async function freshDatabase(
  adminUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  if (adminUrl) {
    const name = `fd_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() },
      dispose: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-test-'));
  return { env: { DATA_DIR: dataDir }, dispose: async () => fs.promises.rm(dataDir, { recursive: true, force: true }) };
}

type UserOptions = Parameters<TestContext['newUser']>[0];

/** An active user (unless told otherwise) with a random name and TEST_PASSWORD. */
export async function insertTestUser(db: Database, options: UserOptions = {}): Promise<TestUser> {
  const username = `user_${randomBytes(4).toString('hex')}`;
  const now = new Date().toISOString();
  const user = { id: randomUUID(), username, profile: options.profile ?? 'accountant' };
  await insertUser(db, {
    ...user,
    username_key: usernameKey(username),
    status: options.status ?? 'active',
    password_hash: await passwordHash,
    must_change_password: options.mustChangePassword ? 1 : 0,
    created_at: now,
    updated_at: now,
  });
  return user;
}

export async function createTestApp(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestContext> {
  const database = await freshDatabase();
  const config = loadConfig({ ...database.env, LOG_LEVEL: 'silent', ...env });
  const handle = await openDatabase(config);
  const app = await buildApp(config, handle, {
    logger: false,
    webDir: path.join(os.tmpdir(), 'no-web-app'),
    ...options,
  });
  const { db } = handle;

  const newUser: TestContext['newUser'] = (options = {}) => insertTestUser(db, options);

  return {
    app,
    db,
    engine: handle.engine,
    config,
    newUser,
    async signIn(profile) {
      const user = await newUser({ profile });
      const response = await app.inject({
        method: 'POST',
        url: '/logistics/login',
        payload: { username: user.username, password: TEST_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      const session = response.cookies.find((c) => c.name === 'fd_session');
      if (!session) throw new Error('no session cookie');
      return { user, cookie: `fd_session=${session.value}` };
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
