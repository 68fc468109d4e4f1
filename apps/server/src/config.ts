import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  TWO_FACTOR_METHODS,
  isTwoFactorMethod,
  parseTwoFactorOptions,
  type TwoFactorMethod,
  type TwoStepSettings,
  DEFAULT_DIALING_CODE,
  DEFAULT_FINAL_LINK_VALID_DAYS,
  DEFAULT_WEBHOOK_RETRY_POLICY,
  type WebhookRetryPolicy,
  DEFAULT_MAX_UPLOAD_MB,
  DEFAULT_PUBLIC_API_RATE_LIMIT_PER_MINUTE,
  DEFAULT_MAX_CSV_UPLOAD_MB,
  DEFAULT_CONVERSION_LIMITS,
  type ConversionLimits,
  DEFAULT_PASSWORD_MIN_LENGTH,
  isDialingCode,
  MAIL_DOMAIN_RATE_FORMAT,
  parseMailDomainRates,
  type MailDomainRates,
  PADES_LEVELS,
  defaultPadesLevel,
  padesLevelProblem,
  type PadesLevel,
  type MonitoringSettings,
} from '@quire/domain';

/** A DSN names the project's public key (user part) and its id (last path segment). */
const isSentryDsn = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.username !== '' && /\/\d+$/.test(url.pathname);
  } catch {
    return false;
  }
};

/**
 * Every setting is read from the environment once, here, and validated. A bad value stops
 * start-up with a message that names the variable (ConfigError), never a stack trace.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocols = (protocols: string[], example: string) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (for example ${example})`,
    },
  );

const wholeNumber = (min: number, max: number, fallback: number) =>
  optionalString
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), {
      message: `must be a whole number from ${min} to ${max}`,
    })
    .transform((v) => (v === undefined ? fallback : Number(v)));

/**
 * pg-boss's worker takes one job per polling interval (2 s): one seal worker drained a queue of
 * finished packs at 30 a minute with the CPU 95% idle. 16 seal about 480 five-page documents a
 * minute on 2 cores with CPU to spare (bench/seal-queue.bench.ts), while bounding the memory of
 * large packs sealed at once.
 */
export const DEFAULT_SEAL_WORKER_CONCURRENCY = 16;

/**
 * One send-mail job waits on the SMTP server most of its time: several at once over a pooled
 * transport keep its connections busy (bench/mail.bench.ts). Two workers share them in batches of
 * half; each batch spends a few round trips around its sending (fetch, tag, claim, mark, complete),
 * and with batches of 32 the pool sat idle in them: 64 at once sent 0.79 of plain nodemailer's
 * rate, 128 at once 0.90 (quiet machine, 10,000 mails, ADR 0038).
 */
export const DEFAULT_MAIL_WORKER_CONCURRENCY = 128;

const booleanFlag = optionalString
  .refine((v) => v === undefined || ['true', 'false', '1', '0'].includes(v), {
    message: 'must be true or false',
  })
  .transform((v) => v === 'true' || v === '1');

/** QUIRE_OPERATORS: comma-separated addresses, lower-cased; each must be an address. */
const operatorEmails = optionalString
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e !== ''),
  )
  .refine((emails) => emails.every((e) => z.email().safeParse(e).success), {
    message:
      'must be email addresses separated by commas (for example ops@example.com,it@example.com)',
  });

const envSchema = z
  .object({
    PORT: wholeNumber(1, 65535, 3000),
    HOST: optionalString.default('0.0.0.0'),
    DATA_DIR: optionalString.default('./data'),
    PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://sign.example.com'),
    DATABASE_URL: urlWithProtocols(
      ['postgres:', 'postgresql:'],
      'postgres://user:pass@localhost:5432/quire',
    ),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587'),
    MAIL_FROM: optionalString
      .default('Quire <quire@localhost>')
      .refine((v) => /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(v), {
        message: 'must be an address such as "Quire <sign@example.com>" or sign@example.com',
      }),
    /** Mails per recipient domain per second, minute or hour (ADR 0038); unset: no pacing. */
    MAIL_DOMAIN_RATE: optionalString.refine(
      (v) => v === undefined || parseMailDomainRates(v) !== null,
      { message: MAIL_DOMAIN_RATE_FORMAT },
    ),
    /** send-mail jobs a worker process runs at once (bench/README.md: mail). */
    MAIL_WORKER_CONCURRENCY: wholeNumber(1, 256, DEFAULT_MAIL_WORKER_CONCURRENCY),
    S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'https://s3.eu-west-1.amazonaws.com'),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString.default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    SIGNING_P12_PATH: optionalString.refine((v) => v === undefined || existsSync(v), {
      message: 'must name a PKCS#12 file that exists',
    }),
    SIGNING_P12_PASSWORD: optionalString,
    TSA_URL: urlWithProtocols(['http:', 'https:'], 'http://timestamp.example.com/tsa'),
    /** The PAdES baseline level finals are sealed at (ADR 0044); unset: B-T with TSA_URL, else B-B. */
    PADES_LEVEL: z
      .enum(PADES_LEVELS, { message: `must be one of ${PADES_LEVELS.join(', ')}` })
      .optional(),
    SENTRY_DSN: urlWithProtocols(['http:', 'https:'], 'https://key@o0.ingest.sentry.io/0').refine(
      (v) => v === undefined || isSentryDsn(v),
      { message: 'must be a Sentry DSN such as https://key@o0.ingest.sentry.io/0' },
    ),
    /** Error monitoring's environment and release tags (ADR 0053); only with SENTRY_DSN. */
    SENTRY_ENVIRONMENT: optionalString,
    SENTRY_RELEASE: optionalString,
    PASSWORD_MIN_LENGTH: wholeNumber(1, 128, DEFAULT_PASSWORD_MIN_LENGTH),
    MAX_UPLOAD_MB: wholeNumber(1, 2048, DEFAULT_MAX_UPLOAD_MB),
    MAX_CSV_UPLOAD_MB: wholeNumber(1, 2048, DEFAULT_MAX_CSV_UPLOAD_MB),
    DEFAULT_DIALING_CODE: optionalString.default(DEFAULT_DIALING_CODE).refine(isDialingCode, {
      message: 'must be a country dialing code such as +1 or +27',
    }),
    TRUST_PROXY: booleanFlag,
    /** Multiplies the per-IP sign-up, login and reset limits, for offices behind one NAT address. */
    RATE_LIMIT_PER_IP_SCALE: wholeNumber(1, 1000, 1),
    /** Public API requests per credential (API key or application) per minute (docs/api-public.md). */
    PUBLIC_API_RATE_LIMIT_PER_MINUTE: wholeNumber(
      1,
      1_000_000,
      DEFAULT_PUBLIC_API_RATE_LIMIT_PER_MINUTE,
    ),
    /** How many seal-document jobs a worker process runs at once (bench/README.md: seal-queue). */
    SEAL_WORKER_CONCURRENCY: wholeNumber(1, 64, DEFAULT_SEAL_WORKER_CONCURRENCY),
    /**
     * Bounds of one PDF conversion (ADR 0008, issue 19 item 7). The timeout stays under the
     * convert-document job's expiry (600 s), or pg-boss would hand a running job out again.
     */
    CONVERSION_TIMEOUT_SECONDS: wholeNumber(5, 540, DEFAULT_CONVERSION_LIMITS.timeoutSeconds),
    CONVERSION_MAX_MEMORY_MB: wholeNumber(256, 65536, DEFAULT_CONVERSION_LIMITS.maxMemoryMb),
    CONVERSION_MAX_PAGES: wholeNumber(1, 100_000, DEFAULT_CONVERSION_LIMITS.maxPages),
    CONVERSION_MAX_PAGE_PIXELS: wholeNumber(
      1_000_000,
      250_000_000,
      DEFAULT_CONVERSION_LIMITS.maxPagePixels,
    ),
    CONVERSION_MAX_IMAGE_PIXELS: wholeNumber(
      1_000_000,
      2_000_000_000,
      DEFAULT_CONVERSION_LIMITS.maxImagePixels,
    ),
    /** Rows a bulk send run makes packs for between its pause checks (ADR 0036). */
    BULK_SEND_BATCH_SIZE: wholeNumber(1, 1000, 50),
    /** How long the read-only link to a completed pack's signed copy works (ADR 0015). */
    FINAL_LINK_VALID_DAYS: wholeNumber(1, 3650, DEFAULT_FINAL_LINK_VALID_DAYS),
    /** Test-only: lets webhooks reach loopback receivers (ADR 0043). Never in production. */
    WEBHOOK_ALLOW_LOOPBACK: booleanFlag,
    WEBHOOK_MAX_ATTEMPTS: wholeNumber(1, 50, DEFAULT_WEBHOOK_RETRY_POLICY.maxAttempts),
    WEBHOOK_RETRY_BASE_SECONDS: wholeNumber(1, 3600, DEFAULT_WEBHOOK_RETRY_POLICY.baseDelaySeconds),
    WEBHOOK_RETRY_MAX_DELAY_SECONDS: wholeNumber(
      1,
      86_400,
      DEFAULT_WEBHOOK_RETRY_POLICY.maxDelaySeconds,
    ),
    SMS_PROVIDER: z
      .enum(['outbox', 'twilio'], { message: 'must be outbox or twilio' })
      .default('outbox'),
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM: optionalString,
    TWILIO_BASE_URL: urlWithProtocols(['http:', 'https:'], 'https://api.twilio.com'),
    /** Who may use the internal management screen (#management, ADR 0023). */
    QUIRE_OPERATORS: operatorEmails,
    /** Whether a user's first visit to the list and the editor starts their guided tour. */
    PRODUCT_TOUR_FIRST_RUN: optionalString
      .refine((v) => v === undefined || ['true', 'false', '1', '0'].includes(v), {
        message: 'must be true or false',
      })
      .transform((v) => v === undefined || v === 'true' || v === '1'),
    /** §6 two-factor settings: is_mandatory, options, default (ADR 0028). */
    TWO_FACTOR_MANDATORY: booleanFlag,
    /** #billing and the pricing modal (issue 18); a self-hosted instance turns them off. */
    BILLING_ENABLED: optionalString
      .refine((v) => v === undefined || ['true', 'false', '1', '0'].includes(v), {
        message: 'must be true or false',
      })
      .transform((v) => v === undefined || v === 'true' || v === '1'),
    TWO_FACTOR_OPTIONS: optionalString
      .default(TWO_FACTOR_METHODS.join(','))
      .refine((v) => parseTwoFactorOptions(v) !== null, {
        message: `must be one or more of ${TWO_FACTOR_METHODS.join(', ')} separated by commas`,
      }),
    TWO_FACTOR_DEFAULT: optionalString.refine((v) => v === undefined || isTwoFactorMethod(v), {
      message: `must be one of ${TWO_FACTOR_METHODS.join(', ')}`,
    }),
    /** Key that seals integration tokens at rest (ADR 0052); unset: derived per install. */
    INTEGRATION_SECRET_KEY: optionalString.refine(
      (v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v) || /^[A-Za-z0-9_-]{43}=?$/.test(v),
      { message: 'must be 32 bytes as 64 hex characters or base64url (openssl rand -hex 32)' },
    ),
    /** host[:port] allowed as XPLAN site urls besides *.xplan.iress.* (the local protocol server). */
    XPLAN_EXTRA_SITE_HOSTS: optionalString.transform((v) =>
      (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ''),
    ),
    /** How long one call to an XPLAN site may take before §8's message is shown. */
    XPLAN_TIMEOUT_SECONDS: wholeNumber(1, 120, 15),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when any S3_* setting is given',
          });
        }
      }
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when SMS_PROVIDER=twilio',
          });
      }
    }
    const twoFactorOptions = parseTwoFactorOptions(env.TWO_FACTOR_OPTIONS) ?? [];
    if (env.TWO_FACTOR_DEFAULT && !twoFactorOptions.includes(env.TWO_FACTOR_DEFAULT as never)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWO_FACTOR_DEFAULT'],
        message: 'must be one of the methods in TWO_FACTOR_OPTIONS',
      });
    }
    const padesProblem = env.PADES_LEVEL && padesLevelProblem(env.PADES_LEVEL, !!env.TSA_URL);
    if (padesProblem)
      ctx.addIssue({ code: 'custom', path: ['PADES_LEVEL'], message: padesProblem });
    if (env.SIGNING_P12_PASSWORD && !env.SIGNING_P12_PATH) {
      ctx.addIssue({
        code: 'custom',
        path: ['SIGNING_P12_PATH'],
        message: 'is required when SIGNING_P12_PASSWORD is set',
      });
    }
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Per recipient domain limits (MAIL_DOMAIN_RATE): a mail over its budget waits its turn. */
  mailDomainRates: MailDomainRates;
  /** send-mail jobs run at once by a worker process (MAIL_WORKER_CONCURRENCY). */
  mailWorkerConcurrency: number;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  signingP12: { path: string; password: string } | undefined;
  tsaUrl: string | undefined;
  /** PADES_LEVEL: how far the seal job takes a final (B-LT, B-LTA: validation material added after). */
  padesLevel: PadesLevel;
  /**
   * Error monitoring (SENTRY_DSN, SENTRY_ENVIRONMENT, SENTRY_RELEASE): on for the server and, outside
   * localhost, the web app only when a DSN is set (modules/monitoring/, ADR 0053).
   */
  monitoring: MonitoringSettings | undefined;
  passwordMinLength: number;
  /** Largest document upload, in MB (MAX_UPLOAD_MB). */
  maxUploadMb: number;
  /** Largest client list (recipient data CSV), in MB (MAX_CSV_UPLOAD_MB). */
  maxCsvUploadMb: number;
  /** Where signer numbers typed without a country code are read (DEFAULT_DIALING_CODE). */
  defaultDialingCode: string;
  trustProxy: boolean;
  rateLimitPerIpScale: number;
  /** Public API requests per credential per minute (PUBLIC_API_RATE_LIMIT_PER_MINUTE). */
  publicApiRateLimitPerMinute: number;
  /** seal-document jobs run at once by a worker process (SEAL_WORKER_CONCURRENCY). */
  sealWorkerConcurrency: number;
  /** Bounds of one PDF conversion (CONVERSION_TIMEOUT_SECONDS, CONVERSION_MAX_*). */
  conversion: ConversionLimits;
  /** Rows per bulk send batch: a pause or a stop takes effect between batches (BULK_SEND_BATCH_SIZE). */
  bulkSendBatchSize: number;
  /** Days a final-copy link (the signed copy, read-only) works (FINAL_LINK_VALID_DAYS). */
  finalLinkValidDays: number;
  /** Webhook delivery (WEBHOOK_*): retry policy, and loopback receivers for the tests only. */
  webhooks: { allowLoopback: boolean; retry: WebhookRetryPolicy };
  /** Where SMS, WhatsApp and voice messages go (SMS_PROVIDER): the local outbox, or Twilio. */
  textMessages:
    | { provider: 'outbox' }
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string };
  /**
   * Operators of the instance (QUIRE_OPERATORS, lower-cased): the only people who may use
   * #management. Nobody when unset.
   */
  operators: ReadonlySet<string>;
  /** §6 two-factor settings (TWO_FACTOR_MANDATORY, TWO_FACTOR_OPTIONS, TWO_FACTOR_DEFAULT). */
  twoStep: TwoStepSettings;
  /** BILLING_ENABLED (default on): off, #billing says so and nothing mentions plans or prices. */
  billingEnabled: boolean;
  /** Integrations (issue 17): the sealing key (hex/base64url), extra site hosts, call timeout. */
  integrations: {
    secretKey: string | undefined;
    xplanExtraSiteHosts: readonly string[];
    xplanTimeoutMs: number;
  };
  /** PRODUCT_TOUR_FIRST_RUN (default on): first visits start the guided tour on their own. */
  productTourFirstRun: boolean;
  logLevel: string;
  appVersion: string;
};

const twoStepSettingsOf = (
  mandatory: boolean,
  rawOptions: string,
  rawDefault: string | undefined,
): TwoStepSettings => {
  const options = parseTwoFactorOptions(rawOptions) ?? [...TWO_FACTOR_METHODS];
  return {
    is_mandatory: mandatory,
    options,
    default: (rawDefault as TwoFactorMethod | undefined) ?? options[0]!,
  };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const loadConfig = (env: NodeJS.ProcessEnv, appVersion: string): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = env[name] === undefined ? '' : ` (got "${env[name]}")`;
      return `  ${name} ${issue.message}${got}`;
    });
    throw new ConfigError(`Quire cannot start: invalid configuration.\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3 =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDomainRates: parseMailDomainRates(e.MAIL_DOMAIN_RATE ?? '')!,
    mailWorkerConcurrency: e.MAIL_WORKER_CONCURRENCY,
    s3,
    signingP12: e.SIGNING_P12_PATH
      ? { path: e.SIGNING_P12_PATH, password: e.SIGNING_P12_PASSWORD ?? '' }
      : undefined,
    tsaUrl: e.TSA_URL,
    padesLevel: e.PADES_LEVEL ?? defaultPadesLevel(e.TSA_URL !== undefined),
    monitoring: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT ?? 'production',
          release: e.SENTRY_RELEASE ?? `quire@${appVersion}`,
        }
      : undefined,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    maxUploadMb: e.MAX_UPLOAD_MB,
    maxCsvUploadMb: e.MAX_CSV_UPLOAD_MB,
    defaultDialingCode: e.DEFAULT_DIALING_CODE,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerIpScale: e.RATE_LIMIT_PER_IP_SCALE,
    publicApiRateLimitPerMinute: e.PUBLIC_API_RATE_LIMIT_PER_MINUTE,
    sealWorkerConcurrency: e.SEAL_WORKER_CONCURRENCY,
    conversion: {
      timeoutSeconds: e.CONVERSION_TIMEOUT_SECONDS,
      maxMemoryMb: e.CONVERSION_MAX_MEMORY_MB,
      maxPages: e.CONVERSION_MAX_PAGES,
      maxPagePixels: e.CONVERSION_MAX_PAGE_PIXELS,
      maxImagePixels: e.CONVERSION_MAX_IMAGE_PIXELS,
    },
    bulkSendBatchSize: e.BULK_SEND_BATCH_SIZE,
    finalLinkValidDays: e.FINAL_LINK_VALID_DAYS,
    webhooks: {
      allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK,
      retry: {
        maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
        baseDelaySeconds: e.WEBHOOK_RETRY_BASE_SECONDS,
        maxDelaySeconds: e.WEBHOOK_RETRY_MAX_DELAY_SECONDS,
      },
    },
    textMessages:
      e.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            accountSid: e.TWILIO_ACCOUNT_SID!,
            authToken: e.TWILIO_AUTH_TOKEN!,
            from: e.TWILIO_FROM!,
            baseUrl: (e.TWILIO_BASE_URL ?? 'https://api.twilio.com').replace(/\/+$/, ''),
          }
        : { provider: 'outbox' },
    operators: new Set(e.QUIRE_OPERATORS),
    twoStep: twoStepSettingsOf(e.TWO_FACTOR_MANDATORY, e.TWO_FACTOR_OPTIONS, e.TWO_FACTOR_DEFAULT),
    billingEnabled: e.BILLING_ENABLED,
    integrations: {
      secretKey: e.INTEGRATION_SECRET_KEY,
      xplanExtraSiteHosts: e.XPLAN_EXTRA_SITE_HOSTS,
      xplanTimeoutMs: e.XPLAN_TIMEOUT_SECONDS * 1000,
    },
    productTourFirstRun: e.PRODUCT_TOUR_FIRST_RUN,
    logLevel: e.LOG_LEVEL,
    appVersion,
  };
};
