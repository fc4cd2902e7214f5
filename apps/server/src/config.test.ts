import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      admin: undefined,
      trustProxy: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ PUBLIC_ORIGIN: 'not a url' }, 'PUBLIC_ORIGIN must be a URL'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_PASSWORD must be set together with ADMIN_USERNAME'],
    [{ ADMIN_PASSWORD: 'Secret@123' }, 'ADMIN_USERNAME must be set together with ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'b c', ADMIN_PASSWORD: 'Secret@123' }, 'ADMIN_USERNAME must be 3 to 30 characters'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be true or false'],
  ])('a bad value stops the start with a message naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the public origin as an origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://freight.example.in/app/' }).publicOrigin).toBe(
      'https://freight.example.in',
    );
  });
});
