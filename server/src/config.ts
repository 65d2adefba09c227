import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());

/** An http(s) origin (scheme, host, optional port; a trailing slash at most): the links it starts are safe. */
const isHttpOrigin = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !/[?#]/.test(value)
  );
};

const CIDR = /^(.+)\/(\d{1,3})$/;
const isAddressOrCidr = (entry: string): boolean => {
  const cidr = CIDR.exec(entry);
  if (!cidr) return isIP(entry) !== 0;
  const version = isIP(cidr[1]!);
  return version !== 0 && Number(cidr[2]) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset or `off` trusts no proxy (the client address is the socket's); a number trusts that many
 * hops; otherwise a comma-separated list of proxy addresses or CIDR ranges (`loopback`, `linklocal` and
 * `uniquelocal` name the usual private ranges). Trusting every sender (`true`) is not offered: it would let any
 * client choose its own address through X-Forwarded-For.
 */
const parseTrustProxy = (value: string | undefined, context: z.RefinementCtx): false | number | string[] => {
  if (value === undefined || value.toLowerCase() === 'off' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = entries.filter((entry) => !named.has(entry) && !isAddressOrCidr(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be off, a hop count, or proxy addresses/CIDR ranges separated by commas (not: ${bad.join(', ') || value})`,
    });
    return z.NEVER;
  }
  return entries;
};

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
  // The users' rule (10+ characters); main.ts also refuses a common or easy-to-guess one.
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(10, 'must be at least 10 characters, like every user password').optional(),
  ),
  REGISTRATION_MODE: z.enum(['approval', 'open']).default('approval'),
  REGISTRATIONS_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
  DEMO_ACCOUNT: onOff.default('on'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DEFAULT_FEATURE_FLAGS: optionalString,
  INGEST_ON_START: onOff.default('on'),
  // The award-notice file fetched daily with the live feeds (issue 20); `off` skips it.
  AWARDS_FEED_URL: optionalString.pipe(z.union([z.literal('off'), z.url()]).optional()),
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
  // Documents (issue 16): PDF text extraction limits (a child process per file) and per-user upload limits.
  DOCUMENT_MAX_MEMORY_MB: z.coerce.number().int().min(64).max(16384).default(512),
  DOCUMENT_MAX_PAGES: z.coerce.number().int().min(1).max(100000).default(2000),
  DOCUMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(120),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(500),
  // Storage the uploads of every demo copy take together (0: demo copies cannot upload), every upload on the
  // server takes together, and the free space DATA_DIR's disk keeps (uploads are refused below it).
  DEMO_UPLOAD_QUOTA_MB: z.coerce.number().int().min(0).default(5),
  UPLOAD_TOTAL_MB: z.coerce.number().int().min(1).default(10_240),
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(1_024),
  EMBEDDING_JOB: onOff.default('on'),
  // Platform hardening: proxies, store limits, live-feed addresses (README, Configuration).
  TRUST_PROXY: optionalString.transform((value, context) => parseTrustProxy(value, context)),
  PUBLIC_URL: optionalString.pipe(
    z
      .string()
      .refine(isHttpOrigin, 'must be an http:// or https:// origin, such as https://tenders.example.ca')
      .optional(),
  ),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(20_000),
  DB_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LIVE_FEED_OPEN_NOTICES_URL: optionalUrl,
  LIVE_FEED_NEW_NOTICES_URL: optionalUrl,
  // Several instances: request rate limits in Redis when set (else in the store); the prefix of our keys there.
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => /^rediss?:\/\/\S*$/.test(value) && URL.canParse(value),
        'must be a redis:// or rediss:// URL',
      )
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('tenderscout:'),
  // Several instances: how often a standby instance checks whether a background job's runner has gone.
  JOB_STANDBY_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // Alerts: SMTP for alert e-mails (unset: .eml files in DATA_DIR/outbox), the matching/sending job, digests.
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => /^smtps?:\/\/[^\s/]+/.test(value) && URL.canParse(value),
        'must be an smtp:// or smtps:// URL',
      )
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.string().max(300).optional()),
  ALERT_JOB: onOff.default('on'),
  ALERT_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  ALERT_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
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
