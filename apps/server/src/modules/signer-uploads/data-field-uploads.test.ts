import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SIGNER_UPLOAD_MESSAGES as M } from '@quire/domain';
import { blobs, dataFields, documents, signatories } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { drawnSignature, openSignerSession, uploadFieldFile } from './signer-upload-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;

/** A pack awaiting Sam and Tia: Sam has a file and an image field, Tia a file field. */
const packWithFileFields = async (
  status: 'awaiting_signatures' | 'setup' = 'awaiting_signatures',
) => {
  const seeded = await seedPack(t.ctx, {
    createdBy: k.ann.user_key,
    accountKey: k.annAccount,
    status,
    signatories: [
      { name: 'Sam Signer', email: k.sam.email_address },
      { name: 'Tia Second', email: k.tia.email_address },
    ],
    children: [
      {
        fields: [
          { type: 'file', custom_id: 'sam_file', signatory: 0 },
          { type: 'image', custom_id: 'sam_image', signatory: 0, y: 200 },
          { type: 'file', custom_id: 'tia_file', signatory: 1, y: 300 },
        ],
      },
    ],
  });
  const rows = await t.ctx.db
    .select()
    .from(dataFields)
    .where(eq(dataFields.document_key, seeded.childKeys[0]!));
  const field = (id: string) => rows.find((r) => r.custom_id === id)!.uuid;
  return { ...seeded, sam: seeded.signatoryUuids[0]!, tia: seeded.signatoryUuids[1]!, field };
};

const get = (url: string, session: Session) => call(t.app, 'GET', url, { session });
const attach = (session: Session, key: string, uuid: string, field: string, file_key: string) =>
  k.submit(session, key, { uuid, data_fields: [{ uuid: field, file_key }] });

beforeAll(async () => {
  k = await signingKit(t);
});

describe('data-field uploads (§7) and serving a field file (§6)', () => {
  it("uploads a signer's file, attaches it, and serves it to those who may see attachments", async () => {
    const p = await packWithFileFields();
    const sam = await openSignerSession(t, p.key, p.sam);
    const tia = await openSignerSession(t, p.key, p.tia);
    const up = await uploadFieldFile(t, sam, p.key, Buffer.from('%PDF-1.4 evidence'), {
      filename: 'Payslip März.pdf',
    });
    expect(up.statusCode, up.body).toBe(200);
    const blobKey = up.data.blob_key as string;
    expect(up.data).toEqual({
      success: true,
      message: 'File uploaded',
      filename: 'Payslip März.pdf',
      blob_key: blobKey,
      blob_url: `/app/serve_data_field_blob/${p.key}/${blobKey}`,
    });
    const [row] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, blobKey));
    expect(row).toMatchObject({
      purpose: 'data_field_upload',
      document_key: p.key,
      created_by: k.sam.user_key,
      content_type: 'application/pdf',
    });

    // Not attached yet: only the uploader fetches it.
    const own = await get(up.data.blob_url as string, sam);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('%PDF-1.4 evidence');
    expect(own.headers['content-disposition']).toMatch(/^attachment; /);
    expect(own.headers['content-disposition']).toContain(
      "filename*=UTF-8''Payslip%20M%C3%A4rz.pdf",
    );
    for (const other of [tia, k.ann])
      expect((await get(up.data.blob_url as string, other)).statusCode).toBe(404);

    const attached = await attach(sam, p.key, p.sam, p.field('sam_file'), blobKey);
    expect(attached.statusCode, attached.body).toBe(200);
    const fieldUrl = `/app/serve_data_field_blob/${p.key}/${p.field('sam_file')}`;
    expect((await get(fieldUrl, sam)).statusCode).toBe(200);
    const team = await get(
      `/app/serve_data_field_blob/${p.childKeys[0]}/${p.field('sam_file')}`,
      k.ann,
    );
    expect(team.statusCode).toBe(200);
    expect(team.body).toBe('%PDF-1.4 evidence');
    // Another signer sees someone else's attachment only when the pack says so.
    expect((await get(fieldUrl, tia)).statusCode).toBe(404);
    await t.ctx.db
      .update(documents)
      .set({ flags: { attachments_visible_to_all_signers: true } })
      .where(eq(documents.key, p.key));
    expect((await get(fieldUrl, tia)).statusCode).toBe(200);
    // Another workspace sees nothing at all.
    const bob = await get(fieldUrl, k.bob);
    expect(bob.statusCode).toBe(404);
    expect(bob.data.message).toBe(MESSAGES.documentNotFound);
    // A field without a file, and a field of another pack, answer 404.
    expect(
      (await get(`/app/serve_data_field_blob/${p.key}/${p.field('tia_file')}`, k.ann)).statusCode,
    ).toBe(404);
    const elsewhere = await packWithFileFields();
    expect(
      (await get(`/app/serve_data_field_blob/${elsewhere.key}/${p.field('sam_file')}`, k.ann))
        .statusCode,
    ).toBe(404);
  });

  it('checks an image upload by content, and shows an attached image to every signer', async () => {
    const p = await packWithFileFields();
    const sam = await openSignerSession(t, p.key, p.sam);
    const tia = await openSignerSession(t, p.key, p.tia);
    const fake = await uploadFieldFile(t, sam, p.key, Buffer.from('GIF? no'), {
      filename: 'photo.png',
      type: 'image',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.data).toEqual({ success: false, message: "Make sure you're uploading an image." });

    const webp = await uploadFieldFile(t, sam, p.key, await drawnSignature({ format: 'webp' }), {
      filename: 'photo.webp',
      type: 'image',
    });
    expect(webp.statusCode, webp.body).toBe(200);
    const attached = await attach(
      sam,
      p.key,
      p.sam,
      p.field('sam_image'),
      webp.data.blob_key as string,
    );
    expect(attached.statusCode, attached.body).toBe(200);
    const shown = await get(`/app/serve_data_field_blob/${p.key}/${p.field('sam_image')}`, tia);
    expect(shown.statusCode).toBe(200);
    // Kept as a PNG, so the seal can stamp it; images are shown inline.
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
  });

  it("refuses executables with the spec's message, and bad input", async () => {
    const p = await packWithFileFields();
    const sam = await openSignerSession(t, p.key, p.sam);
    const exe = await get(`/app/get_data_field_upload_url/${p.key}?filename=setup.EXE`, sam);
    expect(exe.statusCode).toBe(400);
    expect(exe.data).toEqual({
      success: false,
      message: "We currently don't accept executable files.",
    });
    const noName = await get(`/app/get_data_field_upload_url/${p.key}?filename=`, sam);
    expect(noName.statusCode).toBe(400);
    expect(noName.data.message).toBe(M.filenameRequired);
    const started = await get(`/app/get_data_field_upload_url/${p.key}?filename=a.txt`, sam);
    const badType = await call(t.app, 'POST', `/app/data_field_upload_success/${p.key}`, {
      session: sam,
      body: { file_key: started.data.file_key, type: 'video' },
    });
    expect(badType.statusCode).toBe(400);
    const notSent = await call(t.app, 'POST', `/app/data_field_upload_success/${p.key}`, {
      session: sam,
      body: { file_key: started.data.file_key, type: 'file' },
    });
    expect(notSent.statusCode).toBe(400);
    expect(notSent.data.message).toBe(M.fileMissing);
  });

  it('lets team members and unfinished signers upload; others get 403, other workspaces 404', async () => {
    const p = await packWithFileFields();
    const sam = await openSignerSession(t, p.key, p.sam);
    const url = `/app/get_data_field_upload_url/${p.key}?filename=a.pdf&size=0.1`;
    expect((await get(url, k.ann)).statusCode).toBe(200);
    expect((await get(url, sam)).statusCode).toBe(200);

    const samsUpload = await get(url, sam);
    const bob = [
      await get(url, k.bob),
      await call(t.app, 'POST', `/app/data_field_upload_success/${p.key}`, {
        session: k.bob,
        body: { file_key: samsUpload.data.file_key, type: 'file' },
      }),
    ];
    for (const r of bob) {
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
    // Sam's file key is not Tia's to complete, even within the pack.
    const tia = await openSignerSession(t, p.key, p.tia);
    const taken = await call(t.app, 'POST', `/app/data_field_upload_success/${p.key}`, {
      session: tia,
      body: { file_key: samsUpload.data.file_key, type: 'file' },
    });
    expect(taken.statusCode).toBe(404);

    // A signer who has finished may no longer upload.
    await t.ctx.db
      .update(signatories)
      .set({ status: 'complete' })
      .where(eq(signatories.uuid, p.sam));
    const done = await get(url, sam);
    expect(done.statusCode).toBe(403);
    expect(done.data.message).toBe(M.mayNotUpload);

    // In setup a signer does not see the pack; the team does.
    const draft = await packWithFileFields('setup');
    expect(
      (await get(`/app/get_data_field_upload_url/${draft.key}?filename=a.pdf`, k.sam)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/app/get_data_field_upload_url/${draft.key}?filename=a.pdf`, k.ann)).statusCode,
    ).toBe(200);
  });
});
