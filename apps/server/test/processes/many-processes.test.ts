import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerifiedUser } from '../test-app.ts';
import { startCluster, type Cluster as PgCluster } from '../postgres-cluster.ts';
import { startS3Sink } from '../s3-sink.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { createDatabase, startProcesses, type Cluster } from './process-cluster.ts';
import {
  countRows,
  deliveriesByMessageId,
  expectPdfsigValid,
  placeSignerAndSend,
  signThroughMailedLink,
  uploadAndConvert,
  waitForFinalPdf,
} from './journey-kit.ts';

/**
 * Scaling out (issue 19 item 4): two web and two worker processes of the real entry point on one
 * PostgreSQL, an S3-protocol bucket and an SMTP server; every request goes to the other web
 * process than the one before, and the whole journey must pass with nothing done twice visibly.
 */
let pg: PgCluster;
let s3: Awaited<ReturnType<typeof startS3Sink>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let quire: Cluster;

beforeAll(async () => {
  pg = await startCluster();
  s3 = await startS3Sink();
  smtp = await startSmtpSink();
  const databaseUrl = await createDatabase(pg.adminUrl, 'quire_many');
  quire = await startProcesses(['web', 'web', 'worker', 'worker'], {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    ...s3.env,
  });
});

afterAll(async () => {
  await quire?.close();
  await smtp?.close();
  await s3?.close();
  pg?.stop();
});

const readObject = async (objectKey: string) =>
  new Uint8Array(
    await (await fetch(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${objectKey}`)).arrayBuffer(),
  );

describe('two web and two worker processes', () => {
  it('run a whole journey with requests spread over both web processes, nothing done twice', async () => {
    const owner = await signUpVerifiedUser(quire, { full_name: 'Olga Owner' });
    const packs = [];
    for (let i = 0; i < 2; i++) {
      const pack = await uploadAndConvert(quire, owner);
      const email = `signer${i}-${Date.now()}@example.com`;
      packs.push({ pack, email, placed: await placeSignerAndSend(quire, owner, pack, email) });
    }
    for (const { pack, email, placed } of packs)
      await signThroughMailedLink(quire, email, pack, placed);

    for (const { pack } of packs) {
      const final = await waitForFinalPdf(quire, owner, pack.key, readObject);
      expectPdfsigValid(final);
      // One final per document and one sealed record, though two workers could each take the job.
      expect(
        await countRows(
          quire,
          `select count(*)::int as n from blobs where document_key = $1 and purpose = 'final_pdf'`,
          [pack.childKey],
        ),
      ).toBe(1);
      expect(
        await countRows(
          quire,
          `select count(*)::int as n from audit_records where document_key = $1 and event = 'sealed'`,
          [pack.key],
        ),
      ).toBe(1);
    }

    // The final mails reach owner and signer; the SMTP server saw every Message-ID once.
    const deadline = Date.now() + 60_000;
    while (
      (await countRows(
        quire,
        `select count(*)::int as n from mails where kind = 'final_documents' and status = 'sent'`,
      )) < 4 &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 250));
    expect(
      await countRows(
        quire,
        `select count(*)::int as n from mails where kind = 'final_documents' and status = 'sent'`,
      ),
    ).toBe(4);
    const sent = await countRows(
      quire,
      `select count(*)::int as n from mails where status = 'sent'`,
    );
    const byId = deliveriesByMessageId(smtp.received);
    expect(byId.size).toBe(sent);
    expect([...byId.values()].every((n) => n === 1)).toBe(true);
    expect(byId.has('(none)')).toBe(false);

    // Both web processes answered a fair share of the journey's requests.
    expect(quire.served[0]).toBeGreaterThan(5);
    expect(quire.served[1]).toBeGreaterThan(5);
  });
});
