import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { HEADERS } from '@quire/domain';
import { buildApp } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import { createContext } from '../src/context.ts';
import { mails } from '../src/db/schema.ts';
import type { MailTransport } from '../src/modules/mail/mail-transport.ts';
import { startWorkers } from '../src/workers.ts';
import { pgliteTemplate } from './pglite-template.ts';

export const TEST_VERSION = '9.9.9-test';

export type TestAppOptions = {
  env?: Record<string, string>;
  workers?: boolean;
  mailTransport?: MailTransport;
};

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  dbKind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

let counter = 0;

/**
 * A fresh database for one test file: a new in-memory PGlite (undefined here), or a new PostgreSQL
 * database copied from the run's migrated template. `empty` skips the template (a restore needs
 * a database with nothing in it).
 */
export const freshDatabaseUrl = async (
  options: { empty?: boolean } = {},
): Promise<string | undefined> => {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) return undefined;
  const name = `quire_test_${process.pid}_${Date.now()}_${counter++}`;
  const template = options.empty ? null : inject('pgTemplateDatabase');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-test-'));
  const databaseUrl = await freshDatabaseUrl();
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      // One seal worker: tests seal a pack or two, and sixteen idle pollers only cost CPU.
      SEAL_WORKER_CONCURRENCY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    TEST_VERSION,
  );
  const template = databaseUrl ? null : inject('pgliteTemplate');
  const { ctx, close } = await createContext(config, {
    inMemory: true,
    ...(template ? { pgliteStartFrom: pgliteTemplate(template) } : {}),
    queue: { pollingIntervalSeconds: 0.5 },
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
  });
  const app = await buildApp(ctx);
  if (options.workers ?? true) await startWorkers(ctx);
  return {
    app,
    ctx,
    dbKind: ctx.database.kind,
    close: async () => {
      await app.close();
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * A test file's app: created before its tests, closed after them. The returned object is filled
 * in by the time the first test (or a later beforeAll) runs.
 */
export const useTestApp = (options: TestAppOptions = {}): TestApp => {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
};

export type Session = {
  session_token: string;
  xsrf_token: string;
  user_key: string;
  user_account_key: string;
};

type CallOptions = {
  body?: unknown;
  session?: Session | null;
  headers?: Record<string, string>;
  /** Leave the xsrf header out (to prove it is required). */
  omitXsrf?: boolean;
  /** The client's address as the server sees it (default 127.0.0.1). */
  remoteAddress?: string;
};

/** An API call as the web client makes it: the spec's headers and a JSON body. */
export const call = async (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<
  LightMyRequestResponse & {
    data: Record<string, unknown> & { success: boolean; message?: string };
  }
> => {
  const headers: Record<string, string> = {
    [HEADERS.appVersion]: TEST_VERSION,
    ...options.headers,
  };
  if (options.session) {
    headers[HEADERS.sessionToken] = options.session.session_token;
    if (!options.omitXsrf) headers[HEADERS.xsrfToken] = options.session.xsrf_token;
  }
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const data = response.headers['content-type']?.toString().includes('json') ? response.json() : {};
  return Object.assign(response, { data });
};

/** Waits until the worker has handled the newest mail to `to` of `kind`, and answers it. */
export const waitForMail = async (
  ctx: AppContext,
  to: string,
  kind: string,
  timeoutMs = 15_000,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await ctx.db.select().from(mails).where(eq(mails.to_address, to));
    const done = rows
      .filter((m) => m.kind === kind && (m.status === 'outbox' || m.status === 'sent'))
      .sort((a, b) => b.date_created.getTime() - a.date_created.getTime());
    if (done[0]) return done[0];
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** The token of the first link in a mail that contains `marker` (e.g. '#verify_email/'). */
export const linkToken = (text: string, marker: string): string => {
  const match = text.match(
    new RegExp(`${marker.replace(/[#/]/g, (c) => `\\${c}`)}([A-Za-z0-9_-]+)`),
  );
  if (!match?.[1]) throw new Error(`no ${marker} link in mail`);
  return match[1];
};

let userCounter = 0;

/** Signs a user up, verifies their address through the mailed link, and logs in. */
export const signUpVerifiedUser = async (
  t: TestApp,
  overrides: { full_name?: string; email_address?: string; password?: string } = {},
): Promise<Session & { email_address: string; password: string }> => {
  const email_address = overrides.email_address ?? `user${userCounter++}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse';
  const full_name = overrides.full_name ?? 'Test User';
  const signUp = await call(t.app, 'POST', '/app/auth/sign_up', {
    body: { full_name, email_address, password },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const mail = await waitForMail(t.ctx, email_address, 'verify_email');
  const verify = await call(
    t.app,
    'GET',
    `/app/auth/verify_email/${linkToken(mail.text, '#verify_email/')}`,
  );
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await call(t.app, 'POST', '/app/auth/login', { body: { email_address, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...(login.data as unknown as Session), email_address, password };
};
