import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { call, linkToken, type Session, type TestApp } from '../test-app.ts';
import {
  putBytes,
  uploadPdf,
  type UploadedPack,
} from '../../src/modules/uploads/upload-test-helpers.ts';
import { freePort, httpInjector, QuireProcess } from './process-cluster.ts';

/**
 * `DATA_DIR` on a full disk (issue 19 item 5), for the default install: the embedded database
 * (PGlite) and the local blob store in one directory, here a small tmpfs the test shrinks until
 * only a little room is left. Uploads then fail with the storage message (503), nothing
 * half-written; reads go on; once room is made the same process works again, and after a kill -9
 * the database opens with everything written before. Needs root (mount), as CI runs.
 */
const MB = 1024 * 1024;
let dir: string;
let quire: QuireProcess;
let t: TestApp;
let owner: Session;

const mount = (size: number) =>
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
const resize = (size: number) =>
  execFileSync('mount', ['-o', `remount,size=${size}`, 'tmpfs', dir]);
const usedBytes = () => {
  const s = statfsSync(dir);
  return (s.blocks - s.bfree) * s.bsize;
};

/** A valid PDF of about `size` bytes: one page and an attached file of random bytes. */
const pdfOfSize = async (title: string, size: number) => {
  const pdf = await PDFDocument.load(await makeSamplePdf({ title }));
  await pdf.attach(randomBytes(size), 'filler.bin', { mimeType: 'application/octet-stream' });
  return pdf.save();
};

/** The verification link of the local outbox (no SMTP_URL: /mailbox.json, loopback only). */
const verifyByMailbox = async (email: string) => {
  const box = (await (await fetch(`${quire.baseUrl}/mailbox.json`)).json()) as {
    mails: { to: string; kind: string; links: string[] }[];
  };
  const mail = box.mails.find((m) => m.to === email && m.kind === 'verify_email');
  if (!mail) throw new Error(`no verify_email mail for ${email}`);
  const token = linkToken(mail.links.join('\n'), '#verify_email/');
  const r = await call(t.app, 'GET', `/app/auth/verify_email/${token}`);
  expect(r.statusCode, r.body).toBe(200);
};

/**
 * The §7 upload steps one by one (start, PUT the bytes, success): the first step refused, with
 * its status and message; undefined when all three succeed.
 */
const uploadRefusal = async (bytes: Uint8Array) => {
  const started = await call(
    t.app,
    'GET',
    `/app/get_document_upload_url?filename=Filler.pdf&size=${bytes.length / MB}`,
    { session: owner },
  );
  if (started.statusCode !== 200)
    return { step: 'start', statusCode: started.statusCode, message: started.data.message };
  const { url, file_key, redirect_document_key } = started.data as Record<string, string>;
  const put = await putBytes(t, url!, bytes);
  if (put.statusCode !== 200)
    return {
      step: 'put',
      statusCode: put.statusCode,
      message: put.json<{ message?: string }>().message,
    };
  const done = await call(t.app, 'POST', `/app/document_upload_success/${redirect_document_key}`, {
    session: owner,
    body: { file_key },
  });
  if (done.statusCode !== 200)
    return { step: 'success', statusCode: done.statusCode, message: done.data.message };
  return undefined;
};

const listCount = async () => {
  const r = await call(t.app, 'GET', '/app/documents', { session: owner });
  expect(r.statusCode, r.body).toBe(200);
  return (r.data.documents as unknown[]).length;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-full-disk-'));
  mount(512 * MB);
  quire = new QuireProcess('all', await freePort(), {
    DATA_DIR: dir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  await quire.start();
  t = {
    app: { inject: httpInjector(() => [quire], []) } as unknown as FastifyInstance,
  } as TestApp;
  const email_address = `full-disk-${Date.now()}@example.com`;
  const signUp = await call(t.app, 'POST', '/app/auth/sign_up', {
    body: { full_name: 'Dora Disk', email_address, password: 'correct horse' },
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  await verifyByMailbox(email_address);
  const login = await call(t.app, 'POST', '/app/auth/login', {
    body: { email_address, password: 'correct horse' },
  });
  expect(login.statusCode, login.body).toBe(200);
  owner = login.data as unknown as Session;
});

afterAll(async () => {
  await quire?.kill();
  if (dir) {
    execFileSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('DATA_DIR on a full disk', () => {
  it('uploads fail with a clear message, nothing half-written; room made, work goes on; the database survives kill -9', async () => {
    const before = await uploadPdf(t, owner, await pdfOfSize('Before the disk filled', 64 * 1024));
    expect(before.statusCode, before.body).toBe(200);
    const kept = before.data.document as UploadedPack;
    const listed = await listCount();

    // Leave about 3 MB: a few uploads of 1 MB fit, then the disk is full.
    resize(Math.ceil((usedBytes() + 3 * MB) / 4096) * 4096);
    const refusals: { step: string; statusCode: number; message: unknown }[] = [];
    for (let i = 0; i < 12 && refusals.length === 0; i++) {
      const refused = await uploadRefusal(await pdfOfSize(`Filler ${i}`, MB));
      if (refused) refusals.push(refused);
    }
    expect(refusals).toEqual([{ step: 'put', statusCode: 503, message: MESSAGES.diskFull }]);
    // The bytes that did not fit were not left behind as a partial file.
    expect(execFileSync('find', [dir, '-name', '*.part']).toString()).toBe('');
    // The database itself out of room: a file takes the last bytes, then a change is refused
    // with the disk message, and accepted again once the file is gone, without a restart.
    execFileSync('sh', ['-c', `cat /dev/zero > ${dir}/filler 2>/dev/null || true`]);
    const rename = (message: string) =>
      call(t.app, 'POST', `/app/documents/${kept.key}/update_document`, {
        session: owner,
        body: { data: { message: `${message} ${randomBytes(4000).toString('hex')}` } },
      });
    const refused = await rename('No room');
    expect([refused.statusCode, refused.data.message]).toEqual([503, MESSAGES.diskFull]);
    rmSync(`${dir}/filler`);
    expect((await rename('Room again')).statusCode).toBe(200);
    expect(quire.alive).toBe(true);
    // Reads still work and the failed upload left no pack behind.
    const whenFull = await listCount();
    expect(whenFull).toBeGreaterThanOrEqual(listed);

    resize(512 * MB);
    const after = await uploadPdf(t, owner, await pdfOfSize('After room was made', 64 * 1024));
    expect(after.statusCode, after.body).toBe(200);
    expect(await listCount()).toBe(whenFull + 1);

    // The embedded database opens again after a power cut, with all it had.
    await quire.kill();
    await quire.start();
    expect(await listCount()).toBe(whenFull + 1);
    const opened = await call(t.app, 'GET', `/app/documents/${kept.key}`, { session: owner });
    expect(opened.statusCode, opened.body).toBe(200);
  });
});
