import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import { createContext } from '../apps/server/src/context.ts';
import { accounts, eventSubscriptions, webhookDeliveries } from '../apps/server/src/db/schema.ts';
import { newKey } from '../apps/server/src/lib/ids.ts';
import { sealSecret } from '../apps/server/src/modules/two-step/secret-sealing.ts';
import { bulkSendWebhookEvent } from '../apps/server/src/modules/webhooks/bulk-send-webhook-event.ts';
import { startWebhookDispatcher } from '../apps/server/src/modules/webhooks/webhook-dispatcher.ts';
import { emitWebhookEvents } from '../apps/server/src/modules/webhooks/webhook-emit.ts';
import { insertEndpoint } from '../apps/server/src/modules/webhooks/webhook-endpoint-repository.ts';
import { startCluster, type Cluster } from '../apps/server/test/postgres-cluster.ts';

const round = (v: number) => Math.round(v * 10) / 10;
/** Events made per transaction, as a bulk send run's batch makes them (BULK_SEND_BATCH_SIZE). */
const BATCH = 50;
const DEADLINE_MS = Number(process.env.BENCH_WEBHOOK_DEADLINE_S ?? 600) * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A local receiver: answers 204 and notes when each event id first arrived. */
const startReceiver = async () => {
  const arrived = new Map<string, number>();
  let requests = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      const id = String(req.headers['quire-event-id'] ?? req.headers['x-event-id']);
      if (!arrived.has(id)) arrived.set(id, performance.now());
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrived,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * `events` webhook events (BENCH_WEBHOOK_EVENTS, default 10,000) to one endpoint on a local
 * receiver. Both sides get the same producer: batches of 50 events as fast as it can make them.
 * Quire writes each batch in one transaction (emitWebhookEvents, as a state change does) and the
 * dispatcher (startWebhookDispatcher, as a worker runs it) signs and POSTs them; the baseline
 * POSTs the same bodies with fetch straight from the producer, 50 at a time, no queue, no
 * signature, no log, nothing kept if the receiver is down. Reports events/s from the first event
 * made to the last one received, and the delay of each event from its making to its receipt
 * (p50, p99, max). Quire first, then the baseline, then Quire again: a change in the machine's
 * load falls on both.
 */
export const webhooksBench = async (
  events = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000),
) => {
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster();
  } catch {
    cluster = undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-webhooks-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      ...(cluster ? { DATABASE_URL: cluster.adminUrl } : {}),
    },
    'bench',
  );
  const { ctx, close } = await createContext(config, { log: pino({ level: 'silent' }) });
  const receiver = await startReceiver();
  const load = loadavg()[0]!;
  const accountKey = newKey();
  await ctx.db.insert(accounts).values({ key: accountKey, name: 'Bench workspace' });
  await ctx.db.insert(eventSubscriptions).values({
    id: newKey(),
    key: 'bulk_send_completed',
    account_key: accountKey,
    run_organisation_wide: true,
  });
  await insertEndpoint(ctx.db, {
    key: newKey(),
    account_key: accountKey,
    url: receiver.url,
    secret_sealed: await sealSecret(ctx.db, 'whsec_bench'),
  });
  startWebhookDispatcher(ctx);

  const summary = (made: Map<string, number>, started: number) => {
    const delays = [...made].flatMap(([id, at]) => {
      const got = receiver.arrived.get(id);
      return got === undefined ? [] : [got - at];
    });
    const last = Math.max(...[...made.keys()].map((id) => receiver.arrived.get(id) ?? 0));
    const seconds = (last - started) / 1000;
    return {
      received: delays.length,
      events_per_s: round(delays.length / seconds),
      elapsed_s: round(seconds),
      delay_ms: {
        p50: round(percentile(delays, 50)),
        p99: round(percentile(delays, 99)),
        max: round(Math.max(...delays)),
      },
    };
  };

  const quire = async () => {
    const made = new Map<string, number>();
    const started = performance.now();
    for (let from = 0; from < events; from += BATCH) {
      const n = Math.min(BATCH, events - from);
      const batch = Array.from({ length: n }, (_, i) =>
        bulkSendWebhookEvent('bulk_send_completed', {
          key: `send-${from + i}`,
          account_key: accountKey,
          description: `Bench send ${from + i}`,
          template_key: null,
        }),
      );
      const ids = await ctx.db.transaction(async (tx) => {
        await emitWebhookEvents(tx, batch);
        return tx
          .select({ id: webhookDeliveries.event_id })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.state, 'pending'))
          .orderBy(desc(webhookDeliveries.date_created))
          .limit(n);
      });
      const at = performance.now();
      for (const { id } of ids) if (!made.has(id)) made.set(id, at);
    }
    while (
      [...made.keys()].some((id) => !receiver.arrived.has(id)) &&
      performance.now() - started < DEADLINE_MS
    )
      await sleep(50);
    return summary(made, started);
  };

  const plain = async () => {
    const made = new Map<string, number>();
    const started = performance.now();
    for (let from = 0; from < events; from += BATCH) {
      const n = Math.min(BATCH, events - from);
      const at = performance.now();
      await Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const id = `plain-${started}-${from + i}`;
          made.set(id, at);
          const body = JSON.stringify({
            id,
            type: 'bulk_send_completed',
            created_at: new Date().toISOString(),
            account_key: accountKey,
            data: {
              bulk_send: {
                key: `send-${from + i}`,
                description: `Bench send ${from + i}`,
                template_key: null,
              },
            },
          });
          const r = await fetch(receiver.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-event-id': id },
            body,
          });
          await r.arrayBuffer();
        }),
      );
    }
    return summary(made, started);
  };

  try {
    const first = await quire();
    const baseline = await plain();
    const second = await quire();
    const [states] = [
      await ctx.db
        .select({ state: webhookDeliveries.state })
        .from(webhookDeliveries)
        .then((rows) =>
          rows.reduce<Record<string, number>>(
            (m, r) => ({ ...m, [r.state]: (m[r.state] ?? 0) + 1 }),
            {},
          ),
        ),
    ];
    const quireRate = (first.events_per_s + second.events_per_s) / 2;
    return {
      name: 'webhooks',
      database: cluster ? 'postgres' : 'pglite',
      events,
      quire_before: first,
      plain_http_posts: baseline,
      quire_after: second,
      quire_share_of_plain: round((quireRate / baseline.events_per_s) * 100) / 100,
      deliveries_by_state: states,
      receiver_requests: receiver.requests(),
      machine: {
        cores: cpus().length,
        load_average_at_start: round(load),
        load_average_at_end: round(loadavg()[0]!),
      },
      checks: {
        every_event_received:
          first.received === events && second.received === events && baseline.received === events,
        every_delivery_delivered: states.delivered === 2 * events,
      },
    };
  } finally {
    await close();
    await receiver.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await webhooksBench(), null, 2));
