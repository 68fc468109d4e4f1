import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { call, signUpVerifiedUser, type Session } from '../test-app.ts';
import { startCluster, type Cluster as PgCluster } from '../postgres-cluster.ts';
import { startS3Sink } from '../s3-sink.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { uploadPdf, type UploadedPack } from '../../src/modules/uploads/upload-test-helpers.ts';
import { createDatabase, startProcesses, type Cluster } from './process-cluster.ts';
import { startTcpRelay } from './tcp-outage.ts';
import {
  api,
  bulkUser,
  clients,
  givenSend,
  rowsOf,
} from '../../src/modules/bulk-sends/bulk-send-test-kit.ts';
import {
  countRows,
  deliveriesByMessageId,
  expectPdfsigValid,
  unexplainedCopies,
  placeSignerAndSend,
  signThroughMailedLink,
  uploadAndConvert,
  waitForFinalPdf,
} from './journey-kit.ts';

/**
 * Faults that lose nothing (issue 19 item 5), on one `--role=all` process (the single-process
 * install) with PostgreSQL, an S3-protocol bucket and an SMTP server. Each test is bounded: it
 * waits for an outcome with a deadline, never for a fixed time. Counts are parameters so a
 * longer soak can run the same code: FAULT_CONVERSIONS (20), FAULT_SEAL_PACKS (20).
 */
const CONVERSIONS = Number(process.env.FAULT_CONVERSIONS ?? 20);
const SEAL_PACKS = Number(process.env.FAULT_SEAL_PACKS ?? 20);
/**
 * The SMTP outage: the minute. Mail retries back off from 10 s (10, 20, 40 s, …), so it
 * spans three rounds and the fourth delivers.
 */
const SMTP_OUTAGE_SECONDS = Number(process.env.FAULT_SMTP_OUTAGE_SECONDS ?? 60);

let pg: PgCluster;
let s3: Awaited<ReturnType<typeof startS3Sink>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let smtpRelay: Awaited<ReturnType<typeof startTcpRelay>>;
let quire: Cluster;
let owner: Session;

beforeAll(async () => {
  pg = await startCluster();
  s3 = await startS3Sink();
  smtp = await startSmtpSink();
  // Quire reaches the SMTP server through a relay the outage test takes down.
  smtpRelay = await startTcpRelay(Number(new URL(smtp.url).port));
  quire = await startProcesses(['all'], {
    DATABASE_URL: await createDatabase(pg.adminUrl, 'quire_faults'),
    SMTP_URL: `smtp://127.0.0.1:${smtpRelay.port}`,
    // Every sign-up comes from 127.0.0.1: lift the per-IP limit (20/h) for the mail batches.
    RATE_LIMIT_PER_IP_SCALE: '20',
    ...s3.env,
  });
  owner = await signUpVerifiedUser(quire, { full_name: 'Olga Owner' });
});

afterAll(async () => {
  await quire?.close();
  await smtpRelay?.close();
  await smtp?.close();
  await s3?.close().catch(() => undefined);
  pg?.stop();
});

const only = () => quire.processes[0]!;
const randomMs = (max: number) => Math.floor(Math.random() * max);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** When each kill -9 was sent. */
const kills: number[] = [];
/** kill -9 after a random moment, then start the same process again. */
const killAndRestart = async (withinMs: number) => {
  await sleep(randomMs(withinMs));
  kills.push(Date.now());
  await only().kill();
  await only().start();
};

const readObject = async (objectKey: string) =>
  new Uint8Array(
    await (await fetch(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${objectKey}`)).arrayBuffer(),
  );

/**
 * A mail the SMTP server accepted this close to a kill may be sent again (see
 * `unexplainedCopies`). The SMTP thread records each acceptance as it reads the server's answer
 * (mail-acceptance-journal.ts), but a loaded machine can hold that thread back; any copy further
 * from a kill fails the test.
 */
const KILL_WINDOW_MS = 1_000;

/** No Message-ID delivered twice since `since`, except where a kill -9 explains it. */
const expectNoCopies = (since: number) => {
  const { unexplained, explained } = unexplainedCopies(smtp.received, {
    since,
    kills,
    withinMs: KILL_WINDOW_MS,
  });
  if (explained > 0)
    console.info(`${explained} mail(s) accepted within a second of a kill sent again`);
  // The kills beside each copy's times say how far from a kill the first delivery was.
  expect(unexplained, `kills at ${kills.filter((k) => k >= since).join(', ')}`).toEqual([]);
};

const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(250);
  }
};

describe('kill -9 of the single process, then a restart', () => {
  it(`during ${CONVERSIONS} conversions: every document converts`, async () => {
    const children: string[] = [];
    for (let i = 0; i < CONVERSIONS; i++) {
      const pdf = await makeSamplePdf({ title: `Batch ${i}`, pages: 3 });
      const done = await uploadPdf(quire, owner, pdf, { filename: `Batch ${i}.pdf` });
      expect(done.statusCode, done.body).toBe(200);
      children.push((done.data.document as UploadedPack).child_document_keys[0]!);
    }
    await killAndRestart(3_000);
    await killAndRestart(5_000);
    const converted = () =>
      countRows(
        quire,
        `select count(*)::int as n from documents where key = any($1) and conversion_state = 'done'`,
        [children],
      );
    await waitUntil(
      'every conversion done',
      async () => (await converted()) === CONVERSIONS,
      240_000,
    );
  }, 600_000);

  it(`during sealing of ${SEAL_PACKS} packs at different stages: each seals once, pdfsig valid`, async () => {
    const since = Date.now();
    const packs = [];
    for (let i = 0; i < SEAL_PACKS; i++) {
      const pack = await uploadAndConvert(quire, owner);
      const email = `sealed${i}-${Date.now()}@example.com`;
      packs.push({ pack, email, placed: await placeSignerAndSend(quire, owner, pack, email) });
    }
    // Signing a pack queues its seal; each kill lands at a random moment of that seal or the one
    // before (rendering, signing, timestamping, storing, recording, mailing).
    for (const { pack, email, placed } of packs) {
      await signThroughMailedLink(quire, email, pack, placed);
      await killAndRestart(1_500);
    }
    for (const { pack } of packs) {
      expectPdfsigValid(await waitForFinalPdf(quire, owner, pack.key, readObject, 240_000));
      expect(
        await countRows(
          quire,
          `select count(*)::int as n from audit_records where document_key = $1 and event = 'sealed'`,
          [pack.key],
        ),
      ).toBe(1);
      expect(
        await countRows(
          quire,
          `select count(*)::int as n from blobs where document_key = $1 and purpose = 'final_pdf'`,
          [pack.childKey],
        ),
      ).toBe(1);
    }
    // Every mail made reaches the SMTP server, none twice unless a kill explains it.
    await waitUntil(
      'every mail sent',
      async () =>
        (await countRows(quire, `select count(*)::int as n from mails where status <> 'sent'`)) ===
        0,
      120_000,
    );
    const sent = await countRows(quire, `select count(*)::int as n from mails`);
    expect(deliveriesByMessageId(smtp.received).size).toBe(sent);
    expectNoCopies(since);
  }, 900_000);

  it('during mail sending: every mail delivered, none twice per Message-ID', async () => {
    const since = Date.now();
    const addresses = Array.from({ length: 25 }, (_, i) => `batch${i}-${Date.now()}@example.com`);
    for (const email_address of addresses) {
      const r = await call(quire.app, 'POST', '/app/auth/sign_up', {
        body: { full_name: 'Batch Mail', email_address, password: 'correct horse' },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    await killAndRestart(1_000);
    const unsent = `select count(*)::int as n from mails where to_address = any($1) and status <> 'sent'`;
    await waitUntil(
      'every mail sent',
      async () => (await countRows(quire, unsent, [addresses])) === 0,
      180_000,
    );
    for (const address of addresses)
      expect(smtp.received.filter((m) => m.to.includes(address)).length).toBeGreaterThan(0);
    expectNoCopies(since);
  });
  it('during a bulk send: one pack per row, none twice, every signature request mailed once', async () => {
    const ROWS = 40;
    const since = Date.now();
    const sender = await bulkUser(quire, 'Bella Bulk');
    const { key, template } = await givenSend(quire, sender, clients(ROWS), {
      bulk_send_type: 'create_and_send',
    });
    const activated = await api(quire, sender).save({ key, status: 'active' });
    expect(activated.statusCode, activated.body).toBe(200);
    // Killed once rows are being made, then again a moment after the restart.
    await waitUntil(
      'the first rows',
      async () => (await rowsOf(quire.ctx, key)).some((r) => r.state === 'created'),
      60_000,
    );
    await killAndRestart(200);
    await killAndRestart(2_000);
    await waitUntil(
      'every row created',
      async () => (await rowsOf(quire.ctx, key)).every((r) => r.state === 'created'),
      240_000,
    );
    const rows = await rowsOf(quire.ctx, key);
    expect(rows).toHaveLength(ROWS);
    const packs = rows.map((r) => r.document_key!);
    expect(new Set(packs).size, 'a pack per row').toBe(ROWS);
    // No pack was made that its row does not name.
    expect(
      await countRows(
        quire,
        `select count(*)::int as n from documents where from_template_key = $1 and document_pack_key is null`,
        [template.key],
      ),
      'packs made from the template',
    ).toBe(ROWS);
    // Each client gets their request (queued after their pack is made), and only one.
    const addresses = clients(ROWS).map(([, email]) => email!);
    const mailsTo = (status: string) =>
      countRows(
        quire,
        `select count(*)::int as n from mails where to_address = any($1) and status like $2`,
        [addresses, status],
      );
    await waitUntil('every request sent', async () => (await mailsTo('sent')) === ROWS, 180_000);
    expect(await mailsTo('%'), 'signature requests queued').toBe(ROWS);
    for (const address of addresses)
      expect(smtp.received.filter((m) => m.to.includes(address)).length).toBeGreaterThan(0);
    expectNoCopies(since);
  });
});

describe('a dependency down for a while', () => {
  it(`the SMTP server down for ${SMTP_OUTAGE_SECONDS} s, then back: every mail delivered once`, async () => {
    const since = Date.now();
    await smtpRelay.down();
    const down = Date.now();
    const addresses = [0, 1, 2].map((i) => `outage${i}-${Date.now()}@example.com`);
    for (const email_address of addresses) {
      const r = await call(quire.app, 'POST', '/app/auth/sign_up', {
        body: { full_name: 'Mail Later', email_address, password: 'correct horse' },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const tried = `select count(*)::int as n from pgboss.job where name = 'send-mail' and retry_count > 0 and data->>'mail_key' in (select key from mails where to_address = any($1))`;
    await waitUntil(
      'a failed attempt',
      async () => (await countRows(quire, tried, [addresses])) > 0,
      60_000,
    );
    await sleep(Math.max(0, SMTP_OUTAGE_SECONDS * 1000 - (Date.now() - down)));
    await smtpRelay.up();
    const unsent = `select count(*)::int as n from mails where to_address = any($1) and status <> 'sent'`;
    await waitUntil(
      'every mail sent',
      async () => (await countRows(quire, unsent, [addresses])) === 0,
      240_000,
    );
    for (const address of addresses) {
      const deliveries = smtp.received.filter((m) => m.to.includes(address));
      expect(deliveries).toHaveLength(1);
    }
    expectNoCopies(since);
  });

  it('PostgreSQL restarted under load: 503 with a plain message meanwhile, then served again', async () => {
    const statuses = new Map<number, number>();
    const bodies: string[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        // Status 0: the process did not answer at all (it died).
        const r = await call(quire.app, 'GET', '/app/user', { session: owner }).catch(() => ({
          statusCode: 0,
          body: '{}',
        }));
        statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
        if (r.statusCode !== 200) bodies.push(r.body);
        await sleep(20);
      }
    })();
    await sleep(500);
    await pg.pause();
    await sleep(3_000);
    await pg.resume();
    const answersAgain = async () =>
      !only().alive ||
      (await call(quire.app, 'GET', '/app/user', { session: owner })).statusCode === 200;
    await waitUntil('answers again', answersAgain, 60_000);
    running = false;
    await load;
    expect(only().alive, only().output).toBe(true);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const body of bodies)
      expect(JSON.parse(body)).toEqual({ success: false, message: MESSAGES.serviceUnavailable });
  });

  it('S3 unavailable: the upload fails with a clear message and nothing is half-written', async () => {
    const pdf = await makeSamplePdf({ title: 'No bucket', pages: 1 });
    const query = new URLSearchParams({
      filename: 'No bucket.pdf',
      size: String(pdf.length / 1048576),
    });
    const started = await call(quire.app, 'GET', `/app/get_document_upload_url?${query}`, {
      session: owner,
    });
    expect(started.statusCode, started.body).toBe(200);
    const before = await countRows(quire, `select count(*)::int as n from documents`);
    const blobsBefore = await countRows(quire, `select count(*)::int as n from blobs`);
    await s3.close();
    // The browser's PUT cannot reach the bucket; the success call cannot read it either.
    await expect(fetch(started.data.url as string, { method: 'PUT', body: pdf })).rejects.toThrow();
    const done = await call(
      quire.app,
      'POST',
      `/app/document_upload_success/${started.data.redirect_document_key as string}`,
      { session: owner, body: { file_key: started.data.file_key } },
    );
    expect(done.statusCode).toBe(503);
    expect(done.data).toEqual({ success: false, message: MESSAGES.storageUnavailable });
    expect(await countRows(quire, `select count(*)::int as n from documents`)).toBe(before);
    expect(await countRows(quire, `select count(*)::int as n from blobs`)).toBe(blobsBefore);
  });
});
