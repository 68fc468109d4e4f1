import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { call, waitForMail, type Session, type TestApp } from '../test-app.ts';
import {
  uploadPdf,
  waitForConversion,
  type UploadedPack,
} from '../../src/modules/uploads/upload-test-helpers.ts';
import type { ReceivedMail } from '../smtp-sink.ts';

/** Signer sessions ride on cookies (ADR 0010); this is the readable one holding the xsrf token. */
const SIGNER_XSRF_COOKIE = 'quire_xsrf';

let counter = 0;

/** Uploads a one-page PDF and waits for its conversion; answers the pack and its child's key. */
export const uploadAndConvert = async (t: TestApp, owner: Session, timeoutMs = 90_000) => {
  const pdf = await makeSamplePdf({ title: `Contract ${counter++}`, pages: 1 });
  const done = await uploadPdf(t, owner, pdf, { filename: `Contract ${counter}.pdf` });
  expect(done.statusCode, done.body).toBe(200);
  const pack = done.data.document as UploadedPack;
  const child = await waitForConversion(t, pack.child_document_keys[0]!, timeoutMs);
  expect(child.conversion_state).toBe('done');
  return { key: pack.key, childKey: pack.child_document_keys[0]! };
};

/** The editor's calls: one signer with one text field on page 1, then Send. */
export const placeSignerAndSend = async (
  t: TestApp,
  owner: Session,
  pack: { key: string; childKey: string },
  signerEmail: string,
) => {
  const signer = crypto.randomUUID();
  const field = crypto.randomUUID();
  const ok = async (url: string, body: unknown) => {
    const r = await call(t.app, 'POST', url, { session: owner, body });
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  };
  await ok(`/app/documents/${pack.key}/add_update_signatory`, {
    data: { uuid: signer, name: 'Sam Signer', email: signerEmail, position: 0 },
  });
  await ok(`/app/documents/${pack.key}/update_document`, {
    data: { sequential_signing: false, use_two_factor_authentication: false },
  });
  await ok(`/app/documents/${pack.key}/add_update_data_field`, {
    data: [
      {
        uuid: field,
        document_key: pack.childKey,
        type: 'text',
        page_index: 0,
        signatory_uuid: signer,
        required: true,
        x: 72,
        y: 200,
        width: 200,
        height: 28,
      },
    ],
  });
  await ok(`/app/documents/${pack.key}/update_document`, {
    data: { update_status_to: 'awaiting_signatures' },
  });
  return { signer, field };
};

/** The signer opens the link from their mail (a cookie session) and completes in one call. */
export const signThroughMailedLink = async (
  t: TestApp,
  signerEmail: string,
  pack: { key: string },
  signer: { signer: string; field: string },
  timeoutMs = 60_000,
) => {
  const mail = await waitForMail(t.ctx, signerEmail, 'signature_request', timeoutMs);
  const link = /https?:\/\/[^\s"'<>]+\/switch_user\/[^\s"'<>]+/.exec(mail.text)?.[0];
  expect(link, 'a signing link in the mail').toBeDefined();
  const url = new URL(link!.replace(/&amp;/g, '&'));
  const opened = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(opened.statusCode, opened.body).toBe(302);
  const setCookies = ([] as string[]).concat(opened.headers['set-cookie'] ?? []);
  const cookies = setCookies.map((c) => c.split(';')[0]!.trim());
  const xsrf = cookies.find((c) => c.startsWith(`${SIGNER_XSRF_COOKIE}=`))?.split('=')[1];
  expect(xsrf, 'the signer xsrf cookie').toBeDefined();
  const answer = await t.app.inject({
    method: 'POST',
    url: `/app/documents/${pack.key}/add_update_signatory`,
    headers: {
      cookie: cookies.join('; '),
      xsrf_token: decodeURIComponent(xsrf!),
      accept: 'application/json',
    },
    payload: {
      data: { uuid: signer.signer, data_fields: [{ uuid: signer.field, data: 'Agreed' }] },
      update_status_to: 'complete',
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
};

/** Waits for the pack's final, answers its bytes (read from the blob store the processes use). */
export const waitForFinalPdf = async (
  t: TestApp,
  owner: Session,
  key: string,
  readObject: (objectKey: string) => Promise<Uint8Array>,
  timeoutMs = 90_000,
): Promise<Uint8Array> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await call(t.app, 'GET', `/app/documents/${key}`, { session: owner });
    const doc = r.data.document as { status: string; final_file_key: string | null } | undefined;
    if (doc?.status === 'complete' && doc.final_file_key) {
      const rows = await t.ctx.database.query<{ object_key: string }>(
        { text: 'select object_key from blobs where key = $1' },
        [doc.final_file_key],
      );
      return readObject(rows[0]!.object_key);
    }
    if (Date.now() > deadline) throw new Error(`no final for ${key}: ${r.body}`);
    await new Promise((res) => setTimeout(res, 250));
  }
};

/** `pdfsig` (poppler) on the bytes: every signature valid. */
export const expectPdfsigValid = (pdf: Uint8Array) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-pdfsig-'));
  try {
    const file = path.join(dir, 'final.pdf');
    writeFileSync(file, pdf);
    const out = execFileSync('pdfsig', [file], { encoding: 'utf8' });
    expect(out).toContain('Signature Validation: Signature is Valid.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** A received mail's Message-ID header. */
const messageIdOf = (m: ReceivedMail) => /^message-id:\s*(\S+)/im.exec(m.raw)?.[1] ?? '(none)';

/** Deliveries per Message-ID seen by the SMTP sink. */
export const deliveriesByMessageId = (received: ReceivedMail[]) => {
  const counts = new Map<string, number>();
  for (const m of received) {
    const id = messageIdOf(m);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

/**
 * Message-IDs the sink received more than once since `since`, leaving out the copies a kill -9
 * explains: the first delivery was accepted within `withinMs` of a kill, before or after it. After:
 * the moment between the SMTP server's acceptance and the process's record of it, which no SMTP
 * client can close. Before: a process killed just after it sent the mail's last line, whose
 * server read that line and accepted the mail after its sender was gone (the sink records a mail
 * once it has parsed it, a few milliseconds after the bytes arrived). Either way the copy keeps its
 * Message-ID, so a receiver drops it. `explained` counts those left out.
 */
export const unexplainedCopies = (
  received: ReceivedMail[],
  { since, kills, withinMs }: { since: number; kills: number[]; withinMs: number },
) => {
  const first = new Map<string, number>();
  const copies: { id: string; first: number; at: number }[] = [];
  for (const m of received.filter((r) => r.at >= since)) {
    const id = messageIdOf(m);
    const seen = first.get(id);
    if (seen === undefined) first.set(id, m.at);
    else copies.push({ id, first: seen, at: m.at });
  }
  const byKill = (c: { first: number; at: number }) =>
    kills.some((k) => Math.abs(k - c.first) <= withinMs && k <= c.at);
  return {
    unexplained: copies.filter((c) => !byKill(c)),
    explained: copies.filter(byKill).length,
  };
};

/** Counts rows: `select count(*)::int as n ...`. */
export const countRows = async (t: TestApp, text: string, values: unknown[] = []) =>
  (await t.ctx.database.query<{ n: number }>({ text }, values))[0]!.n;
