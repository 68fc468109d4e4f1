import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { journeyServerPort } from '../support/ports.ts';
import {
  itemJson,
  itemsOfType,
  replayRecordingText,
  startEnvelopeReceiver,
  type Envelope,
  type EnvelopeReceiver,
} from '../../apps/server/src/modules/monitoring/sentry-envelope-receiver.ts';

/**
 * §9 Monitoring in a browser: the web app reports to a local stand-in for Sentry (the envelope
 * protocol) only when the server has a SENTRY_DSN and the page is not on localhost. The page is
 * opened as http://quire.test (Chromium maps the name to 127.0.0.1), on a server of this spec's
 * own that has the receiver's DSN; the config's usual server (no DSN) stands for "no DSN".
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainPort = Number(process.env.E2E_PORT ?? 3199);
const port = journeyServerPort();
const HOST = 'quire.test';
const WEB_FAILURE = 'Monitoring probe: the web app failed';
/** Typed into the login form before the failure: must never be in what is sent. */
const TYPED = { email: 'zebra.quokka.7731@example.com', password: 'Hunter2-Secret-5590' };

let receiver: EnvelopeReceiver;
let server: ChildProcess;
let dataDir: string;
let browser: Browser;

const waitUntilUp = async (url: string) => {
  for (let attempt = 0; attempt < 600; attempt++) {
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the monitored server at ${url} did not start`);
};

test.beforeAll(async () => {
  // Its own server migrates a fresh embedded database first: slow on a busy machine.
  test.setTimeout(360_000);
  receiver = await startEnvelopeReceiver();
  dataDir = mkdtempSync(path.join(tmpdir(), 'quire-e2e-monitoring-'));
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://${HOST}:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SENTRY_DSN: receiver.dsn,
      SENTRY_ENVIRONMENT: 'e2e',
    },
    stdio: 'ignore',
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      // Served over http as a real host name, the pages would be upgraded to https by the CSP's
      // upgrade-insecure-requests (localhost is exempt): treat these two origins as secure.
      `--unsafely-treat-insecure-origin-as-secure=http://${HOST}:${port},http://${HOST}:${mainPort}`,
    ],
  });
  await waitUntilUp(`http://127.0.0.1:${port}/app/instance_settings`);
});

test.afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await receiver?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const newPage = async (): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
};

/** Fails the page the way a bug does: an exception nobody catches. */
const throwInPage = (page: Page) =>
  page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, WEB_FAILURE);

const errorEventOf = (envelope: Envelope) =>
  itemsOfType([envelope], 'event')
    .map(({ item }) =>
      itemJson<{ event_id: string; exception?: { values?: { value?: string }[] } }>(item),
    )
    .find((event) => event.exception?.values?.some((v) => v.value === WEB_FAILURE));

test('a web error outside localhost reaches Sentry with §9 sampling; its replay hides what was typed', async () => {
  const page = await newPage();
  await page.goto(`http://${HOST}:${port}/#/login`);
  // The SDK starts a session as soon as it is running.
  // The SDK is loaded once the page knows the instance's settings: its carrier then exists, and
  // by then it is initialised (the import's continuation runs before any later task).
  await page.waitForFunction(() => '__SENTRY__' in window);

  await page.getByLabel('Email address').fill(TYPED.email);
  await page.getByLabel('Password', { exact: true }).fill(TYPED.password);
  await throwInPage(page);

  const errorEnvelope = await receiver.waitFor((e) => errorEventOf(e) !== undefined);
  expect(errorEnvelope.origin).toBe(`http://${HOST}:${port}`);
  expect(errorEnvelope.publicKey).toBe('quirepublickey');
  expect(errorEnvelope.header.sent_at).toEqual(expect.any(String));
  expect(errorEnvelope.header.sdk).toMatchObject({ name: 'sentry.javascript.react' });
  // The dynamic sampling context: traces sampled at §9's 0.1, the decision consistent with it.
  const trace = errorEnvelope.header.trace!;
  expect(trace).toMatchObject({
    sample_rate: '0.1',
    environment: 'e2e',
    public_key: 'quirepublickey',
  });
  expect(trace.sampled).toBe(String(Number(trace.sample_rand) < 0.1));

  // Replay on error (rate 1): whether or not the session rate (0.05) took this session, its
  // replay is sent and names the error.
  const errorId = errorEventOf(errorEnvelope)!.event_id;
  const replayOf = (e: Envelope) =>
    itemsOfType([e], 'replay_event')
      .map(({ item }) => itemJson<{ replay_type: string; error_ids: string[] }>(item))
      .find((replay) => replay.error_ids.includes(errorId));
  const replayEvent = replayOf(await receiver.waitFor((e) => replayOf(e) !== undefined, 30_000))!;
  expect(['buffer', 'session']).toContain(replayEvent.replay_type);

  const recording = itemsOfType(receiver.envelopes, 'replay_recording')
    .map(({ item }) => replayRecordingText(item))
    .join('\n');
  // A full snapshot of the page was recorded...
  expect(recording).toContain('"type":2');
  // ...with every text and input masked: neither what was typed nor the page's words.
  for (const hidden of [TYPED.email, TYPED.password, 'zebra', 'Hunter2', 'Email address']) {
    expect(recording).not.toContain(hidden);
  }
  const everything = receiver.envelopes
    .flatMap((e) => e.items.map((item) => item.payload.toString('latin1')))
    .join('\n');
  expect(everything).not.toContain(TYPED.email);
  expect(everything).not.toContain(TYPED.password);
  await page.context().close();
});

/** Opens the login page, fails it, and answers every request the page made meanwhile. */
const failAndListRequests = async (url: string): Promise<string[]> => {
  const page = await newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const settings = page.waitForResponse((r) => r.url().endsWith('/app/instance_settings'));
  await page.goto(url);
  await settings;
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await throwInPage(page);
  await page.waitForLoadState('networkidle');
  await page.context().close();
  return requests;
};

test('nothing is sent on localhost, nor by an instance without SENTRY_DSN', async () => {
  const origins = [
    `http://localhost:${port}`, // DSN set, but a developer's own machine
    `http://${HOST}:${mainPort}`, // outside localhost, but the server has no DSN
  ];
  for (const origin of origins) {
    const requests = await failAndListRequests(`${origin}/#/login`);
    // The SDK was never even loaded, so nothing could be sent.
    expect(requests.filter((r) => /sentry|envelope/.test(r))).toEqual([]);
  }
  // (The monitored server itself reports its own traces; no page of these origins sent anything.)
  expect(receiver.envelopes.filter((e) => origins.includes(e.origin ?? ''))).toEqual([]);
});
