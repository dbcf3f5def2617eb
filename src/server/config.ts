import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, in one place. Empty values count as unset so
 * `FOO=` in a shell or a compose file falls back to the default instead of failing oddly.
 */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The address the site is reached at: it goes into pages (canonical link, link-preview tags,
 * structured data), e-mails, robots.txt and the sitemap, so only a plain http(s) origin with an
 * optional path is taken, normalised by the URL parser (no query, fragment or credentials, no
 * trailing slash) and so free of quotes and angle brackets.
 */
const publicAddress = z
  .url({ message: 'must be an absolute http(s) URL' })
  .refine(
    (value) => {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    },
    { message: 'must be an absolute http(s) URL without a query, fragment or credentials' },
  )
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value), {
  message: 'must be a PostgreSQL URL such as postgres://user:pass@host:5432/db',
});

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      message: 'must be development, test or production',
    })
    .default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: publicAddress.optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('data'),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })))
    .default([]),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\/[^\s]+$/.test(value), { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Keepsake <hello@keepsake.local>'),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/[^\s]+$/.test(value), { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits, colons, dots or hyphens')
    .default('keepsake:'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  LLM_BASE_URL: z
    .url({ message: 'must be an absolute http(s) URL such as https://api.openai.com/v1' })
    .refine((value) => /^https?:\/\//.test(value), { message: 'must be an http:// or https:// URL' })
    .optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000 milliseconds')
    .default(30_000),
  FFMPEG_PATH: z.string().min(1).optional(),
  PRINT_LAB_URL: z
    .url({ message: 'must be an absolute http(s) URL such as https://order.gelatoapis.com' })
    .refine((value) => /^https?:\/\//.test(value), { message: 'must be an http:// or https:// URL' })
    .optional(),
  PRINT_LAB_API_KEY: z.string().min(1).optional(),
  PRINT_LAB_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PRINT_LAB_PRODUCT: z.string().min(1).default('cards_pf_5x7_pt_350-gsm-coated-silk_cl_4-4_ver'),
  HTTP_HEADER_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 milliseconds')
    .default(30_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 milliseconds')
    .default(90_000),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({ message: 'must be an absolute http(s) URL such as https://s3.eu-west-1.amazonaws.com' })
    .refine((value) => /^https?:\/\//.test(value), { message: 'must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  WORKER_PORT: z.coerce
    .number({ message: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3001),
  RENDER_CONCURRENCY: z.coerce
    .number({ message: 'must be a whole number from 1 to 64' })
    .int('must be a whole number from 1 to 64')
    .min(1, 'must be a whole number from 1 to 64')
    .max(64, 'must be a whole number from 1 to 64')
    .optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be a whole number of milliseconds')
    .default(10_000),
});

/** Values never echoed back in an error message. */
const secretVariables = new Set([
  'DATABASE_URL',
  'AUTH_SECRET',
  'SMTP_URL',
  'REDIS_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'LLM_API_KEY',
  'PRINT_LAB_API_KEY',
  'PRINT_LAB_WEBHOOK_SECRET',
  // A base URL may carry a key in its query string.
  'LLM_BASE_URL',
]);

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  logLevel: (typeof logLevels)[number];
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** How long a client may take to send its headers, and stay silent mid-request (app.ts). */
  httpTimeouts: { headersMs: number; idleMs: number };
  /** Keys HMACs of codes and signed links. In development a random one is kept under DATA_DIR. */
  authSecret: string | undefined;
  adminEmails: readonly string[];
  /** Unset: the outbox (development mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: rate limits are counted in this process only. */
  redisUrl: string | undefined;
  /** Starts every key Keepsake writes in Redis, so several deployments (or test runs) can share one. */
  redisKeyPrefix: string;
  /** Unset: the local test processor. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /** Unset: the offline card writer. Set: an OpenAI-compatible chat completions endpoint. */
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** Unset: in-house printing only. Set: approved cards go to this print-on-demand lab's API. */
  printLab: { url: string; apiKey: string; webhookSecret: string; productUid: string } | undefined;
  /**
   * Unset: memories and card files under DATA_DIR. Set: an S3-compatible bucket (credentials
   * through the AWS SDK's own variables and chain, never ours).
   */
  objectStorage: ObjectStorageConfig | undefined;
  /** The worker role's health endpoint (start:worker serves nothing else). */
  workerPort: number;
  /** Renders one worker runs at once; unset: one per core (os.availableParallelism()). */
  renderConcurrency: number | undefined;
  /** Unset: the npm-installed ffmpeg (a 2018 build; production should point this at a maintained one). */
  ffmpegPath: string | undefined;
};

export interface ObjectStorageConfig {
  bucket: string;
  /** Unset: AWS itself. Set: another S3-compatible service (MinIO, R2, s3rver in tests). */
  endpoint: string | undefined;
  region: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function withoutEmptyValues(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

function describeIssue(issue: z.core.$ZodIssue, env: Env): string {
  const variable = String(issue.path[0] ?? 'configuration');
  const value = env[variable];
  const shown = value === undefined || secretVariables.has(variable) ? '' : ` (got ${JSON.stringify(value)})`;
  return `${variable} ${issue.message}${shown}`;
}

/** Parses the environment, or throws a ConfigError whose message is one line naming each bad variable. */
export function loadConfig(rawEnv: Env = process.env): Config {
  const env = withoutEmptyValues(rawEnv);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => describeIssue(issue, env));
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production') {
    // In production the embedded stand-ins would be unsafe: anyone could read codes from the
    // development mailbox, and a secret made on one instance differs from the next one's.
    const missing = [
      values.AUTH_SECRET ? null : 'AUTH_SECRET is required when NODE_ENV=production',
      values.SMTP_URL ? null : 'SMTP_URL is required when NODE_ENV=production',
    ].filter(Boolean);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration: ${missing.join('; ')}`);
  }
  const stripeKeys = [values.STRIPE_SECRET_KEY, values.STRIPE_PUBLISHABLE_KEY, values.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  const labSettings = [values.PRINT_LAB_URL, values.PRINT_LAB_API_KEY, values.PRINT_LAB_WEBHOOK_SECRET];
  if (labSettings.some(Boolean) && !labSettings.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: PRINT_LAB_URL, PRINT_LAB_API_KEY and PRINT_LAB_WEBHOOK_SECRET must be set together',
    );
  }
  if (values.LLM_BASE_URL && values.HTTP_IDLE_TIMEOUT_MS <= values.LLM_TIMEOUT_MS) {
    // While the writer thinks, the connection is silent: it must not count as a stalled client.
    throw new ConfigError('Invalid configuration: HTTP_IDLE_TIMEOUT_MS must be longer than LLM_TIMEOUT_MS');
  }
  if (values.LLM_BASE_URL && !values.LLM_MODEL) {
    throw new ConfigError('Invalid configuration: LLM_MODEL is required when LLM_BASE_URL is set');
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    // Outside production only this machine is served unless HOST says otherwise: the
    // development mailbox, fake cards and the local outbox are not for anyone else.
    host: values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    httpTimeouts: { headersMs: values.HTTP_HEADER_TIMEOUT_MS, idleMs: values.HTTP_IDLE_TIMEOUT_MS },
    authSecret: values.AUTH_SECRET,
    adminEmails: values.ADMIN_EMAILS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            publishableKey: values.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    llm:
      values.LLM_BASE_URL && values.LLM_MODEL
        ? {
            baseUrl: values.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: values.LLM_API_KEY,
            model: values.LLM_MODEL,
            timeoutMs: values.LLM_TIMEOUT_MS,
          }
        : undefined,
    printLab:
      values.PRINT_LAB_URL && values.PRINT_LAB_API_KEY && values.PRINT_LAB_WEBHOOK_SECRET
        ? {
            url: values.PRINT_LAB_URL.replace(/\/+$/, ''),
            apiKey: values.PRINT_LAB_API_KEY,
            webhookSecret: values.PRINT_LAB_WEBHOOK_SECRET,
            productUid: values.PRINT_LAB_PRODUCT,
          }
        : undefined,
    objectStorage: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: values.S3_REGION ?? values.AWS_REGION ?? 'us-east-1',
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    workerPort: values.WORKER_PORT,
    renderConcurrency: values.RENDER_CONCURRENCY,
    ffmpegPath: values.FFMPEG_PATH,
  };
}
