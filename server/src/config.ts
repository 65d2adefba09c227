import path from 'node:path';
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());

/** Every environment variable of ARCHITECTURE.md's runtime contract, validated once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  REGISTRATION_MODE: z.enum(['approval', 'open']).default('approval'),
  DEMO_ACCOUNT: onOff.default('on'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DEFAULT_FEATURE_FLAGS: optionalString,
  INGEST_ON_START: onOff.default('on'),
  // Fetch notice attachments from the allowed government hosts; unset follows INGEST_ON_START.
  DOCUMENT_DOWNLOADS: onOff.optional(),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  EMBEDDINGS_BASE_URL: optionalUrl,
  EMBEDDINGS_MODEL: optionalString,
  EMBEDDINGS_API_KEY: optionalString,
  EMBEDDINGS_DIMENSIONS: optionalString.pipe(z.coerce.number<string>().int().min(1).max(16000).optional()),
  EMBEDDINGS_THREADS: optionalString.pipe(z.coerce.number<string>().int().min(1).max(16).optional()),
  WEB_DIST_DIR: optionalString,
  // Search (issue 4): requests per minute per IP (anonymous) or per user; the background embedding job.
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  EMBEDDING_JOB: onOff.default('on'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute form of DATA_DIR. */
  dataDir: string;
  isEmbeddedStore: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (parsed.data.EMBEDDINGS_BASE_URL && !parsed.data.EMBEDDINGS_MODEL) {
    throw new ConfigError(
      'Invalid environment:\n  EMBEDDINGS_MODEL is required when EMBEDDINGS_BASE_URL is set',
    );
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    isEmbeddedStore: parsed.data.DATABASE_URL === undefined,
  };
};
