import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig(env, '1.0.0');

describe('configuration', () => {
  it('has working defaults for a newcomer', () => {
    const c = load({});
    expect(c).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      passwordMinLength: 5,
      s3: undefined,
      mailFrom: 'Quire <quire@localhost>',
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('refuses a bad PORT and names it', () => {
    expect(() => load({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => load({ PORT: 'abc' })).toThrow(
      /PORT must be a whole number from 1 to 65535 \(got "abc"\)/,
    );
    expect(() => load({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => load({ PORT: '0' })).toThrow(/PORT/);
  });

  it.each([
    [
      'DATABASE_URL',
      'mysql://x@y/z',
      /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//,
    ],
    ['SMTP_URL', 'localhost:25', /SMTP_URL must be a URL/],
    ['PUBLIC_URL', 'not a url', /PUBLIC_URL/],
    ['MAIL_FROM', 'nobody', /MAIL_FROM/],
    ['TSA_URL', 'ftp://tsa', /TSA_URL/],
    ['SENTRY_DSN', 'x', /SENTRY_DSN/],
    ['SENTRY_DSN', 'https://o0.ingest.sentry.io/0', /SENTRY_DSN must be a Sentry DSN/],
    ['S3_ENDPOINT', 'x', /S3_ENDPOINT/],
    ['PASSWORD_MIN_LENGTH', 'five', /PASSWORD_MIN_LENGTH/],
    ['MAX_UPLOAD_MB', '0', /MAX_UPLOAD_MB must be a whole number from 1 to 2048/],
    ['MAX_UPLOAD_MB', '12.5', /MAX_UPLOAD_MB/],
    ['PUBLIC_API_RATE_LIMIT_PER_MINUTE', '0', /PUBLIC_API_RATE_LIMIT_PER_MINUTE/],
    [
      'RATE_LIMIT_PER_IP_SCALE',
      '0',
      /RATE_LIMIT_PER_IP_SCALE must be a whole number from 1 to 1000/,
    ],
    [
      'SIGNING_P12_PATH',
      '/no/such/file.p12',
      /SIGNING_P12_PATH must name a PKCS#12 file that exists/,
    ],
    ['TRUST_PROXY', 'maybe', /TRUST_PROXY must be true or false/],
    ['SEAL_WORKER_CONCURRENCY', '0', /SEAL_WORKER_CONCURRENCY must be a whole number from 1 to 64/],
    ['SEAL_WORKER_CONCURRENCY', '65', /SEAL_WORKER_CONCURRENCY/],
    [
      'MAIL_DOMAIN_RATE',
      'gmail.com=20',
      /MAIL_DOMAIN_RATE must be domain=count\/unit pairs .*\(got "gmail.com=20"\)/,
    ],
    ['MAIL_DOMAIN_RATE', 'gmail.com=20/day', /MAIL_DOMAIN_RATE/],
    [
      'MAIL_WORKER_CONCURRENCY',
      '0',
      /MAIL_WORKER_CONCURRENCY must be a whole number from 1 to 256/,
    ],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    [
      'CONVERSION_TIMEOUT_SECONDS',
      '600',
      /CONVERSION_TIMEOUT_SECONDS must be a whole number from 5 to 540/,
    ],
    ['CONVERSION_MAX_MEMORY_MB', '100', /CONVERSION_MAX_MEMORY_MB must be a whole number from 256/],
    ['CONVERSION_MAX_PAGES', '0', /CONVERSION_MAX_PAGES must be a whole number from 1 to 100000/],
    ['CONVERSION_MAX_PAGE_PIXELS', '1e7', /CONVERSION_MAX_PAGE_PIXELS/],
    ['CONVERSION_MAX_IMAGE_PIXELS', '999', /CONVERSION_MAX_IMAGE_PIXELS/],
  ])('refuses a bad %s', (name, value, message) => {
    expect(() => load({ [name]: value })).toThrow(message);
  });

  it('needs every S3 credential once one is given', () => {
    expect(() => load({ S3_BUCKET: 'docs' })).toThrow(
      /S3_ACCESS_KEY_ID is required when any S3_\* setting is given/,
    );
    const c = load({
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(c.s3).toEqual({
      bucket: 'docs',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
    });
  });

  it('reads the password minimum and trims the public URL', () => {
    const c = load({
      PASSWORD_MIN_LENGTH: '12',
      PUBLIC_URL: 'https://sign.example.com/',
      DATABASE_URL: 'postgres://u:p@h:5432/q',
    });
    expect(c).toMatchObject({
      passwordMinLength: 12,
      publicUrl: 'https://sign.example.com',
      databaseUrl: 'postgres://u:p@h:5432/q',
    });
  });

  it('monitors only with SENTRY_DSN, tagged production and the app version unless told', () => {
    expect(load({}).monitoring).toBeUndefined();
    const dsn = 'https://pub@sentry.example.com/42';
    expect(load({ SENTRY_DSN: dsn }).monitoring).toEqual({
      dsn,
      environment: 'production',
      release: 'quire@1.0.0',
    });
    expect(
      load({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'r7' }).monitoring,
    ).toEqual({ dsn, environment: 'staging', release: 'r7' });
  });

  it('limits uploads to 50 MB unless MAX_UPLOAD_MB says otherwise', () => {
    expect(load({}).maxUploadMb).toBe(50);
    expect(load({ MAX_UPLOAD_MB: '200' }).maxUploadMb).toBe(200);
  });

  it('lets each public API credential make 600 calls a minute unless configured otherwise', () => {
    expect(load({}).publicApiRateLimitPerMinute).toBe(600);
    expect(load({ PUBLIC_API_RATE_LIMIT_PER_MINUTE: '60' }).publicApiRateLimitPerMinute).toBe(60);
  });

  it('seals at B-T with TSA_URL and B-B without, unless PADES_LEVEL says otherwise', () => {
    const tsa = { TSA_URL: 'http://127.0.0.1:3180/tsa' };
    expect(load({}).padesLevel).toBe('B-B');
    expect(load(tsa).padesLevel).toBe('B-T');
    expect(load({ ...tsa, PADES_LEVEL: 'B-LTA' }).padesLevel).toBe('B-LTA');
    expect(() => load({ PADES_LEVEL: 'B-LT' })).toThrow(
      /PADES_LEVEL B-LT needs a time-stamping authority: set TSA_URL/,
    );
    expect(() => load({ ...tsa, PADES_LEVEL: 'B-B' })).toThrow(/PADES_LEVEL B-B seals without/);
    expect(() => load({ ...tsa, PADES_LEVEL: 'LTV' })).toThrow(
      /PADES_LEVEL must be one of B-B, B-T, B-LT, B-LTA/,
    );
  });

  it('runs 16 seal jobs at once unless SEAL_WORKER_CONCURRENCY says otherwise', () => {
    expect(load({}).sealWorkerConcurrency).toBe(16);
    expect(load({ SEAL_WORKER_CONCURRENCY: '4' }).sealWorkerConcurrency).toBe(4);
  });

  it('bounds conversions by the defaults unless CONVERSION_* say otherwise', () => {
    expect(load({}).conversion).toEqual({
      timeoutSeconds: 120,
      maxMemoryMb: 1024,
      maxPages: 1000,
      maxPagePixels: 24_000_000,
      maxImagePixels: 50_000_000,
    });
    expect(
      load({
        CONVERSION_TIMEOUT_SECONDS: '30',
        CONVERSION_MAX_MEMORY_MB: '512',
        CONVERSION_MAX_PAGES: '200',
        CONVERSION_MAX_PAGE_PIXELS: '4000000',
        CONVERSION_MAX_IMAGE_PIXELS: '20000000',
      }).conversion,
    ).toEqual({
      timeoutSeconds: 30,
      maxMemoryMb: 512,
      maxPages: 200,
      maxPagePixels: 4_000_000,
      maxImagePixels: 20_000_000,
    });
  });

  it('paces no domain unless MAIL_DOMAIN_RATE says how', () => {
    expect(load({}).mailDomainRates).toEqual({ domains: new Map() });
    const c = load({ MAIL_DOMAIN_RATE: 'gmail.com=20/s,*=50/min' });
    expect(c.mailDomainRates.domains.get('gmail.com')).toEqual({ limit: 20, windowSeconds: 1 });
    expect(c.mailDomainRates.others).toEqual({ limit: 50, windowSeconds: 60 });
  });

  it('runs 128 send-mail jobs at once unless MAIL_WORKER_CONCURRENCY says otherwise', () => {
    expect(load({}).mailWorkerConcurrency).toBe(128);
    expect(load({ MAIL_WORKER_CONCURRENCY: '8' }).mailWorkerConcurrency).toBe(8);
  });

  it('keeps final-copy links 30 days unless FINAL_LINK_VALID_DAYS says otherwise', () => {
    expect(load({}).finalLinkValidDays).toBe(30);
    expect(load({ FINAL_LINK_VALID_DAYS: '90' }).finalLinkValidDays).toBe(90);
    expect(() => load({ FINAL_LINK_VALID_DAYS: '0' })).toThrow(
      /FINAL_LINK_VALID_DAYS must be a whole number from 1 to 3650 \(got "0"\)/,
    );
  });

  it('has no operators unless QUIRE_OPERATORS lists them, lower-cased', () => {
    expect([...load({}).operators]).toEqual([]);
    expect([...load({ QUIRE_OPERATORS: ' Ops@Example.com, it@example.com ,' }).operators]).toEqual([
      'ops@example.com',
      'it@example.com',
    ]);
    expect(() => load({ QUIRE_OPERATORS: 'ops@example.com,not-an-address' })).toThrow(
      /QUIRE_OPERATORS must be email addresses separated by commas/,
    );
  });

  it('treats an empty value as unset', () => {
    expect(load({ SMTP_URL: '', PORT: '' })).toMatchObject({ smtpUrl: undefined, port: 3000 });
  });
});
