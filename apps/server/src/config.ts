import path from 'node:path';
import { z } from 'zod';
import { isValidUsername } from '@freightdesk/domain';

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a whole number between 1 and 65535' })
      .int('must be a whole number between 1 and 65535')
      .min(1, 'must be a whole number between 1 and 65535')
      .max(65535, 'must be a whole number between 1 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    ADMIN_USERNAME: optionalText.pipe(
      z.string().refine(isValidUsername, "must be 3 to 30 characters: letters, digits, '.', '_' or '-'").optional(),
    ),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    PUBLIC_ORIGIN: optionalText.pipe(z.url({ message: 'must be a URL such as https://freight.example.in' }).optional()),
    TRUST_PROXY: z
      .enum(['true', 'false', ''], { message: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'must be set together with ' + (env.ADMIN_USERNAME ? 'ADMIN_USERNAME' : 'ADMIN_PASSWORD'),
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  /** Where the office reaches the app; when set, state-changing requests must come from it. */
  publicOrigin: string | undefined;
  trustProxy: boolean;
  logLevel: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
  };
}
