import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OPERATOR } from './support/operator.ts';

/**
 * Browser journeys against the real server (built web app, embedded database in a temporary
 * folder, mail kept in the local mailbox) in Debian's Chromium. Never `npx playwright install`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'quire-e2e-'));

/**
 * The signing journey delivers its mail over real SMTP: a second server (its own data folder)
 * sends to an SMTP sink whose received mail the test reads over HTTP (support/smtp-sink.ts).
 */
const signingPort = port + 2;
const signingURL = `http://localhost:${signingPort}`;
const smtpPort = port + 100;
const smtpHttpPort = port + 101;
process.env.E2E_SMTP_HTTP_PORT = String(smtpHttpPort);
/** Journeys that read mail from the SMTP sink run against the SMTP-connected server. */
const SIGNING_SPEC =
  /(signing-journey|branded-sending|team-members|post-signing-password)\.spec\.ts/;

/**
 * Mandatory two-step (TWO_FACTOR_MANDATORY) changes what every new account sees first, so its
 * journey has a server of its own; it also holds passwords to PASSWORD_MIN_LENGTH=10, which the
 * web's forms must say (GET /app/instance_settings).
 */
const mandatoryPort = port + 4;
const mandatoryURL = `http://localhost:${mandatoryPort}`;
const MANDATORY_SPEC = /two-step-mandatory\.spec\.ts/;
const OWN_SERVER_SPECS = [SIGNING_SPEC, MANDATORY_SPEC];

/** integrations.spec.ts starts a local XPLAN site here (apps/server/test/xplan-protocol-server.ts). */
const xplanPort = port + 7;
process.env.E2E_XPLAN_PORT = String(xplanPort);

/** The server as `npm start` runs it: the bundle `npm run build` made (apps/server/build.ts). */
const SERVER_COMMAND = 'node --enable-source-maps apps/server/dist/server.mjs';

const serverEnv = (serverPort: number, folder: string, url: string) => ({
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATA_DIR: folder,
  PUBLIC_URL: url,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Every journey signs people up from 127.0.0.1, as an office behind one address would.
  RATE_LIMIT_PER_IP_SCALE: '20',
  // management.spec.ts: the operator of the instance who opens #management.
  QUIRE_OPERATORS: E2E_OPERATOR,
  // webhooks.spec.ts: the journey's receiver listens on a loopback port (test-only setting).
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  // integrations.spec.ts: the local XPLAN site is an allowed site url besides *.xplan.iress.*.
  XPLAN_EXTRA_SITE_HOSTS: `127.0.0.1:${xplanPort}`,
  // Every journey signs up new users: their first-run tour would stand over the screens they
  // test. product-tour.spec.ts starts the tour by its §2 param instead.
  PRODUCT_TOUR_FIRST_RUN: 'false',
});

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  // One journey at a time: on the 2-core CI machine two at once finished no sooner (about four
  // journeys a minute either way: Chromium's renderer and the server fill both cores) and ran
  // the longest journeys past their time. E2E_WORKERS=2 on a bigger machine: every journey signs
  // up its own users, and servers a journey starts itself take a port per worker (support/ports.ts).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // The instance's operator, signed up once before the journeys that log in as them.
      name: 'operator',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: /operator\.setup\.ts/,
    },
    {
      name: 'desktop',
      dependencies: ['operator'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: OWN_SERVER_SPECS,
      // A journey about the phone layout itself ("… on a phone") runs on the phone alone; one
      // tagged @phone runs at both sizes.
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      dependencies: ['operator'],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
      grep: /@phone/,
      testIgnore: OWN_SERVER_SPECS,
    },
    {
      name: 'signing',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: signingURL,
      },
      testMatch: SIGNING_SPEC,
    },
    {
      name: 'two-step-mandatory',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: mandatoryURL,
      },
      testMatch: MANDATORY_SPEC,
    },
    {
      name: 'two-step-mandatory-phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, baseURL: mandatoryURL },
      grep: /@phone/,
      testMatch: MANDATORY_SPEC,
    },
  ],
  webServer: [
    {
      command: SERVER_COMMAND,
      cwd: root,
      url: `${baseURL}/app/user`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: serverEnv(port, dataDir, baseURL),
    },
    {
      command: 'node --import tsx e2e/support/smtp-sink-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${smtpHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_HTTP_PORT: String(smtpHttpPort) },
    },
    {
      command: SERVER_COMMAND,
      cwd: root,
      url: `${signingURL}/app/user`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv(
          signingPort,
          mkdtempSync(path.join(tmpdir(), 'quire-e2e-signing-')),
          signingURL,
        ),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
    {
      command: SERVER_COMMAND,
      cwd: root,
      url: `${mandatoryURL}/app/user`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv(
          mandatoryPort,
          mkdtempSync(path.join(tmpdir(), 'quire-e2e-mandatory-')),
          mandatoryURL,
        ),
        TWO_FACTOR_MANDATORY: 'true',
        PASSWORD_MIN_LENGTH: '10',
      },
    },
  ],
});
