// @postgres: one picture adopted many times at once keeps one row.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SIGNATURES, MESSAGES, SIGNER_UPLOAD_MESSAGES as M } from '@quire/domain';
import { blobs, savedSignatures } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import {
  drawnSignature,
  openSignerSession,
  uploadSignature,
} from '../signer-uploads/signer-upload-test-kit.ts';
import type { SavedSignature } from './saved-signature-service.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
let signer: Session;
let upload: { blob_key: string; enhanced_blob_key: string };

beforeAll(async () => {
  k = await signingKit(t);
  const p = await k.pack();
  signer = await openSignerSession(t, p.key, p.tia);
  upload = (await uploadSignature(t, signer, await drawnSignature()))
    .data as unknown as typeof upload;
});

/** A picture of its own (ink colour `i`), so it is not the same signature adopted again. */
const INKS = ['#b00020', '#006400', '#4b0082', '#8b4513', '#000000', '#ff8c00'];
const otherPicture = async (i: number) =>
  (await uploadSignature(t, signer, await drawnSignature({ ink: INKS[i]! }))).data as unknown as {
    blob_key: string;
    enhanced_blob_key: string;
  };

const save = (session: Session, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/app/user/signatures', { session, body });
const list = async (session: Session, query = '') => {
  const r = await call(t.app, 'GET', `/app/user/signatures${query}`, { session });
  expect(r.statusCode, r.body).toBe(200);
  return r.data.signatures as SavedSignature[];
};

describe('saved signatures (§3, §9: at most 5 per kind)', () => {
  it('saves from a signer session, newest first, and drops the oldest beyond five', async () => {
    const first = await save(signer, {
      kind: 'signature',
      method: 'upload',
      blob_key: upload.blob_key,
      enhanced_blob_key: upload.enhanced_blob_key,
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.data.signature as SavedSignature;
    expect(saved).toEqual({
      key: saved.key,
      kind: 'signature',
      method: 'upload',
      blob_key: upload.blob_key,
      blob_url: `/app/serve_signature/${upload.blob_key}`,
      enhanced_blob_key: upload.enhanced_blob_key,
      enhanced_blob_url: `/app/serve_signature/${upload.enhanced_blob_key}`,
      date_created: saved.date_created,
      is_default: true,
    });
    const initial = await save(signer, {
      kind: 'initial',
      method: 'typed',
      blob_key: upload.enhanced_blob_key,
    });
    expect(initial.statusCode).toBe(200);
    const later: string[] = [];
    for (const [i, method] of ['drawn', 'typed', 'drawn', 'upload', 'drawn'].entries()) {
      const other = await otherPicture(i);
      const r = await save(signer, {
        kind: 'signature',
        method,
        blob_key: other.enhanced_blob_key,
      });
      later.push((r.data.signature as SavedSignature).key);
    }
    const signatures = await list(signer, '?kind=signature');
    expect(signatures).toHaveLength(MAX_SAVED_SIGNATURES);
    expect(signatures.map((s) => s.key)).toEqual([...later].reverse());
    expect(signatures.map((s) => s.key)).not.toContain(saved.key);
    // The blob of a dropped signature stays: a signed document may still show it.
    expect(await t.ctx.db.select().from(blobs).where(eq(blobs.key, upload.blob_key))).toHaveLength(
      1,
    );
    expect((await list(signer, '?kind=initial')).map((s) => s.key)).toEqual([
      (initial.data.signature as SavedSignature).key,
    ]);
    expect(await list(signer)).toHaveLength(MAX_SAVED_SIGNATURES + 1);
    // The same account's browsing login sees the same signatures.
    expect(await list(k.tia, '?kind=initial')).toHaveLength(1);
  });

  it("refuses someone else's upload and bad input", async () => {
    const bobs = await save(k.bob, {
      kind: 'signature',
      method: 'upload',
      blob_key: upload.blob_key,
    });
    expect(bobs.statusCode).toBe(404);
    expect(bobs.data.message).toBe(MESSAGES.notFound);
    const [page] = await t.ctx.db.select().from(blobs).where(eq(blobs.purpose, 'document_pdf'));
    const pdf = await save(k.ann, { kind: 'signature', method: 'upload', blob_key: page!.key });
    expect(pdf.statusCode).toBe(404);
    for (const body of [
      { kind: 'stamp', method: 'upload', blob_key: upload.blob_key },
      { kind: 'signature', method: 'scanned', blob_key: upload.blob_key },
      { kind: 'signature', method: 'upload' },
    ]) {
      expect((await save(signer, body)).statusCode).toBe(400);
    }
    const badKind = await call(t.app, 'GET', '/app/user/signatures?kind=stamp', {
      session: signer,
    });
    expect(badKind.statusCode).toBe(400);
    expect(await list(k.bob)).toEqual([]);
  });

  it('deletes only your own', async () => {
    const [mine] = await list(signer, '?kind=initial');
    const asBob = await call(t.app, 'DELETE', `/app/user/signatures/${mine!.key}`, {
      session: k.bob,
    });
    expect(asBob.statusCode).toBe(404);
    expect(asBob.data.message).toBe(M.signatureNotFound);
    expect(
      await t.ctx.db.select().from(savedSignatures).where(eq(savedSignatures.key, mine!.key)),
    ).toHaveLength(1);
    const own = await call(t.app, 'DELETE', `/app/user/signatures/${mine!.key}`, {
      session: signer,
    });
    expect(own.data).toEqual({ success: true, message: M.signatureDeleted });
    expect(await list(signer, '?kind=initial')).toEqual([]);
    const again = await call(t.app, 'DELETE', `/app/user/signatures/${mine!.key}`, {
      session: signer,
    });
    expect(again.statusCode).toBe(404);
  });

  it('adopting the same picture again stores it once and moves it to the front', async () => {
    const again = await otherPicture(5);
    const first = await save(signer, {
      kind: 'initial',
      method: 'drawn',
      blob_key: again.blob_key,
      enhanced_blob_key: again.enhanced_blob_key,
    });
    const other = await save(signer, {
      kind: 'initial',
      method: 'typed',
      blob_key: upload.blob_key,
    });
    // The same picture uploaded a second time: a new blob, the same bytes.
    const reupload = (await uploadSignature(t, signer, await drawnSignature({ ink: INKS[5]! })))
      .data as unknown as typeof upload;
    expect(reupload.enhanced_blob_key).not.toBe(again.enhanced_blob_key);
    const second = await save(signer, {
      kind: 'initial',
      method: 'drawn',
      blob_key: reupload.blob_key,
      enhanced_blob_key: reupload.enhanced_blob_key,
    });
    expect(second.statusCode, second.body).toBe(200);
    const kept = first.data.signature as SavedSignature;
    expect((second.data.signature as SavedSignature).key).toBe(kept.key);
    expect((await list(signer, '?kind=initial')).map((s) => s.key)).toEqual([
      kept.key,
      (other.data.signature as SavedSignature).key,
    ]);
    // As a signature it is a different kind: stored once there too.
    const asSignature = await save(signer, {
      kind: 'signature',
      method: 'drawn',
      blob_key: again.blob_key,
      enhanced_blob_key: again.enhanced_blob_key,
    });
    expect((asSignature.data.signature as SavedSignature).key).not.toBe(kept.key);
  });

  it('keeps one row when the same picture is adopted many times at once', async () => {
    const picture = await otherPicture(4);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        save(signer, { kind: 'signature', method: 'upload', blob_key: picture.blob_key }),
      ),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const keys = new Set(answers.map((r) => (r.data.signature as SavedSignature).key));
    expect(keys.size).toBe(1);
    const rows = await t.ctx.db
      .select()
      .from(savedSignatures)
      .where(eq(savedSignatures.blob_key, picture.blob_key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content_hash).toMatch(/^[0-9a-f]{64}$/);
    const signatures = await list(signer, '?kind=signature');
    expect(signatures.length).toBeLessThanOrEqual(MAX_SAVED_SIGNATURES);
    expect(signatures[0]!.key).toBe([...keys][0]);
  });
});
