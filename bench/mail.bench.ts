import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import { createContext } from '../apps/server/src/context.ts';
import { enqueueMail } from '../apps/server/src/modules/mail/enqueue-mail.ts';
import {
  SMTP_OPTIONS,
  smtpUrlWithOptions,
} from '../apps/server/src/modules/mail/mail-transport.ts';
import { renderMail } from '../apps/server/src/modules/mail/render-mail.ts';
import { startWorkers } from '../apps/server/src/workers.ts';
import { startCluster, type Cluster } from '../apps/server/test/postgres-cluster.ts';
import {
  cpuMeter,
  signatureRequest,
  sleep,
  startSinkProcess,
  trackMemory,
} from './mail-bench-parts.ts';

/**
 * The nodemailer version the baseline loads and the one the server loads: the figure compares
 * Quire with the same library. They once differed (a hoisted nodemailer 10 beside the server's
 * 7, whose sockets kept Nagle on and stalled every mail on delayed ACKs), and the ratio measured
 * the versions, not Quire.
 */
const nodemailerVersions = () => {
  const version = (from: string) =>
    (createRequire(from)('nodemailer/package.json') as { version: string }).version;
  return {
    baseline: version(import.meta.url),
    server: version(new URL('../apps/server/package.json', import.meta.url).href),
  };
};

const round = (v: number) => Math.round(v * 10) / 10;
/** Mails enqueued per transaction, as a bulk send run's batch makes them (BULK_SEND_BATCH_SIZE). */
const ENQUEUE_BATCH = 50;
/** Mails each sender sends, untimed, before the runs (warmUp). */
const WARM_UP_MAILS = 1000;
const DEADLINE_MS = Number(process.env.BENCH_MAIL_DEADLINE_S ?? 900) * 1000;

/**
 * `mails` signature requests (BENCH_MAILS, default 10,000) through Quire's outbox on PostgreSQL
 * (PGlite without one): each enqueued in a transaction of its own as a signing request is
 * (render, mails row, send-mail job), then delivered by the workers as the server starts them
 * (startWorkers) to a local SMTP sink in another process. Beside it, plain nodemailer with the
 * same pool sends the same mail, rendered once, to the same sink: once before Quire and once
 * after, so a change in the machine's load falls on both. Reports mails/s and the ratio.
 */
export const mailBench = async (mails = Number(process.env.BENCH_MAILS ?? 10_000)) => {
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster();
  } catch {
    cluster = undefined;
  }
  const sink = await startSinkProcess();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-mail-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SMTP_URL: sink.url,
    ...(cluster ? { DATABASE_URL: cluster.adminUrl } : {}),
  };
  if (process.env.MAIL_WORKER_CONCURRENCY)
    env.MAIL_WORKER_CONCURRENCY = process.env.MAIL_WORKER_CONCURRENCY;
  const config = loadConfig(env, 'bench');
  const { ctx, close } = await createContext(config, { log: pino({ level: 'silent' }) });
  const load = loadavg()[0]!;
  const dbPids = async () =>
    cluster
      ? (
          await ctx.database.query<{ pid: number }>(
            { text: `select pid from pg_stat_activity where backend_type = 'client backend'` },
            [],
          )
        ).map((r) => Number(r.pid))
      : [];

  const sample = await renderMail(signatureRequest(0).subject, signatureRequest(0).body);
  const plainNodemailer = async () => {
    const transporter = nodemailer.createTransport(smtpUrlWithOptions(sink.url));
    const before = await sink.received();
    const memory = trackMemory();
    const cpu = await cpuMeter(sink.pid, dbPids);
    const started = performance.now();
    // As many mails in flight as Quire's workers keep (MAIL_WORKER_CONCURRENCY), the pool
    // queueing the rest, as a sender with a bounded number of sends in progress does.
    let next = 0;
    await Promise.all(
      Array.from({ length: config.mailWorkerConcurrency }, async () => {
        for (let i = next++; i < mails; i = next++)
          await transporter.sendMail({
            from: config.mailFrom,
            to: `client${i}@example.com`,
            subject: sample.subject,
            html: sample.html,
            text: sample.text,
            messageId: `<baseline-${i}-${started}@bench.mail>`,
          });
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    transporter.close();
    return {
      mails_per_s: round(mails / seconds),
      elapsed_s: round(seconds),
      received_by_sink: (await sink.received()) - before,
      cpu: await cpu(mails),
      memory: memory(),
    };
  };

  const sent = async () =>
    Number(
      (
        await ctx.database.query<{ n: number }>(
          {
            text: `select count(*)::int as n from mails where status = 'sent'`,
          },
          [],
        )
      )[0]!.n,
    );
  const quire = async () => {
    const before = await sink.received();
    const enqueueMemory = trackMemory();
    const enqueueStarted = performance.now();
    for (let from = 0; from < mails; from += ENQUEUE_BATCH)
      await ctx.db.transaction(async (tx) => {
        for (let i = from; i < Math.min(mails, from + ENQUEUE_BATCH); i++)
          await enqueueMail(tx, ctx.queue, signatureRequest(i));
      });
    const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
    const enqueueMemoryUse = enqueueMemory();
    const memory = trackMemory();
    const cpu = await cpuMeter(sink.pid, dbPids);
    const started = performance.now();
    await startWorkers(ctx);
    // Timed by the sink's count (no query on the mails table while it sends), then the rows
    // are checked: every mail marked sent, which happens just after its delivery.
    let delivered = 0;
    while (delivered < mails && performance.now() - started < DEADLINE_MS) {
      await sleep(100);
      delivered = (await sink.received()) - before;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuUse = await cpu(delivered);
    let done = await sent();
    for (let i = 0; i < 100 && done < mails; i++) {
      await sleep(100);
      done = await sent();
    }
    return {
      mails_per_s: round(delivered / seconds),
      elapsed_s: round(seconds),
      enqueue_mails_per_s: round(mails / enqueueSeconds),
      end_to_end_mails_per_s: round(delivered / (seconds + enqueueSeconds)),
      sent: done,
      received_by_sink: delivered,
      cpu: cpuUse,
      memory: memory(),
      enqueue_memory: enqueueMemoryUse,
    };
  };

  /**
   * Both senders warm before anything is timed: the first thousand mails through a fresh V8
   * isolate run unoptimised (the first timed run once came out at half the last). Quire's
   * transport sends from its own thread, whose isolate is fresh too: it gets the same warm-up,
   * as a server that has been running would have.
   */
  const warmUp = async () => {
    const transporter = nodemailer.createTransport(smtpUrlWithOptions(sink.url));
    const mail = (i: number, who: string) => ({
      from: config.mailFrom,
      to: `warm${i}@example.com`,
      subject: sample.subject,
      html: sample.html,
      text: sample.text,
      messageId: `<warm-${who}-${i}@bench.mail>`,
    });
    for (let i = 0; i < WARM_UP_MAILS; i += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          Promise.all([
            transporter.sendMail(mail(i + j, 'plain')),
            ctx.mailTransport.kind === 'smtp'
              ? ctx.mailTransport.send(mail(i + j, 'quire'))
              : undefined,
          ]),
        ),
      );
    transporter.close();
  };

  try {
    await warmUp();
    const before = await plainNodemailer();
    const quireRun = await quire();
    const after = await plainNodemailer();
    const baseline = (before.mails_per_s + after.mails_per_s) / 2;
    return {
      name: 'mail',
      database: cluster ? 'postgres' : 'pglite',
      mails,
      mail_worker_concurrency: config.mailWorkerConcurrency,
      smtp_pool: { max_connections: SMTP_OPTIONS.maxConnections },
      smtp_delay_ms: Number(process.env.BENCH_SMTP_DELAY_MS ?? 0),
      smtp_sink_peak_connections: await sink.peakConnections(),
      mail_bytes: Buffer.byteLength(sample.html) + Buffer.byteLength(sample.text),
      nodemailer_before: before,
      quire: quireRun,
      nodemailer_after: after,
      quire_share_of_nodemailer: round((quireRun.mails_per_s / baseline) * 100) / 100,
      machine: {
        cores: cpus().length,
        load_average_at_start: round(load),
        load_average_at_end: round(loadavg()[0]!),
      },
      nodemailer: nodemailerVersions(),
      checks: {
        same_nodemailer_as_server: nodemailerVersions().baseline === nodemailerVersions().server,
        every_mail_sent: quireRun.sent === mails,
        sink_received_every_mail:
          quireRun.received_by_sink === mails &&
          before.received_by_sink === mails &&
          after.received_by_sink === mails,
      },
    };
  } finally {
    await close();
    sink.stop();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await mailBench(), null, 2));
