import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Sentry from '@sentry/node';
import { FILTERED, MONITORING_SAMPLING } from '@quire/domain';
import { startServerMonitoring } from './server-monitoring.ts';
import {
  itemJson,
  itemsOfType,
  startEnvelopeReceiver,
  type Envelope,
  type EnvelopeReceiver,
} from './sentry-envelope-receiver.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FAILING_ROUTE = '/app/monitoring_probe_failure';

type Started = { url: string; monitoring: string; child: ChildProcess; dataDir: string };

/** Every child started, so that one whose start timed out is still stopped. */
const children = new Set<ChildProcess>();

/** test/monitoring/monitored-server.ts in a process of its own (the SDK's state is global). */
const startServer = (env: Record<string, string>): Promise<Started> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-monitoring-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/monitoring/monitored-server.ts'],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening (\d+) monitoring (on|off)/.exec(output);
      if (found) {
        child.stdout!.off('data', onData);
        resolve({ url: `http://127.0.0.1:${found[1]}`, monitoring: found[2]!, child, dataDir });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
};

const stopServer = async (started: Started | undefined) => {
  if (!started) return;
  const exited = new Promise((resolve) => started.child.on('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
  rmSync(started.dataDir, { recursive: true, force: true });
};

const errorEvents = (envelopes: Envelope[]) =>
  itemsOfType(envelopes, 'event').map(({ envelope, item }) => ({
    envelope,
    event: itemJson<{
      exception?: { values?: { type?: string; value?: string }[] };
      request?: { url?: string; headers?: Record<string, string>; cookies?: unknown };
      user?: unknown;
      release?: string;
      environment?: string;
    }>(item),
  }));

describe('server error monitoring (SENTRY_DSN set)', () => {
  let receiver: EnvelopeReceiver;
  let server: Started | undefined;

  beforeAll(async () => {
    receiver = await startEnvelopeReceiver();
    server = await startServer({ SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'test' });
  }, 300_000);
  afterAll(async () => {
    await stopServer(server);
    for (const child of children) child.kill('SIGKILL');
    await receiver.close();
  });

  it('reports an unexpected 500 with §9 trace sampling, scrubbed, and not a 4xx', async () => {
    expect(server!.monitoring).toBe('on');
    // A refusal the app means (401, an AppError) is an answer, not a failure to report.
    const refused = await fetch(`${server!.url}/app/user`);
    expect(refused.status).toBe(401);

    const failed = await fetch(`${server!.url}${FAILING_ROUTE}?session_token=s3cr3t`, {
      headers: {
        cookie: 'session_token=cookie-secret',
        session_token: 'header-secret',
        xsrf_token: 'xsrf-secret',
      },
    });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ success: false, message: expect.any(String) });

    const envelope = await receiver.waitFor((e) => errorEvents([e]).length > 0);
    expect(envelope.publicKey).toBe('quirepublickey');
    expect(envelope.header.sent_at).toEqual(expect.any(String));
    expect(envelope.header.sdk).toMatchObject({ name: 'sentry.javascript.node' });
    // The dynamic sampling context: the trace was sampled (or not) at §9's 0.1.
    expect(envelope.header.trace).toMatchObject({
      sample_rate: String(MONITORING_SAMPLING.tracesSampleRate),
      environment: 'test',
      release: 'quire@7.7.7-monitoring',
      public_key: 'quirepublickey',
    });
    expect(['true', 'false']).toContain(envelope.header.trace!.sampled);

    const event = errorEvents([envelope])[0]!.event;
    expect(event.exception?.values?.[0]).toMatchObject({
      type: 'Error',
      value: `Unexpected failure for ${FILTERED}`,
    });
    expect(event.environment).toBe('test');
    const raw = envelope.items.map((item) => item.payload.toString()).join('\n');
    for (const secret of ['s3cr3t', 'cookie-secret', 'header-secret', 'xsrf-secret', 'alice@']) {
      expect(raw).not.toContain(secret);
    }
    expect(event.request?.url).toContain(FAILING_ROUTE);
    expect(event.user ?? {}).toEqual({});
    expect(event.request?.cookies).toBeUndefined();

    // Only the 500 was reported.
    expect(errorEvents(receiver.envelopes)).toHaveLength(1);
  });

  it('tells the web app the DSN and lets its page send there (CSP)', async () => {
    const answer = await fetch(`${server!.url}/app/instance_settings`);
    const body = (await answer.json()) as { instance_settings: { monitoring: unknown } };
    expect(body.instance_settings.monitoring).toEqual({
      dsn: receiver.dsn,
      environment: 'test',
      release: 'quire@7.7.7-monitoring',
    });
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' http://127.0.0.1:${receiver.port}`);
    expect(csp).toContain("worker-src 'self' blob:");
  });
});

describe('server error monitoring without SENTRY_DSN', () => {
  // The reporting side of "no DSN" (the web app told nothing, the CSP unchanged) is in
  // instance-settings.test.ts and security-headers.test.ts; here: the SDK is never started.
  it('never starts the SDK, so nothing can be sent', async () => {
    expect(await startServerMonitoring(undefined)).toBe(false);
    expect(Sentry.getClient()).toBeUndefined();
  });
});
