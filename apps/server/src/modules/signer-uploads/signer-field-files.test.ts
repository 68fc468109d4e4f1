import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNER_UPLOAD_MESSAGES as M } from '@quire/domain';
import { dataFields, documents } from '../../db/schema.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import {
  drawnSignature,
  openSignerSession,
  uploadFieldFile,
  uploadSignature,
} from './signer-upload-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

const fieldRow = async (uuid: string) =>
  (await t.ctx.db.select().from(dataFields).where(eq(dataFields.uuid, uuid)))[0]!;

describe('a file a signer attaches to a field must be their own upload (§5)', () => {
  it("refuses someone else's signature, another pack's PDF and a non-image on a signature field", async () => {
    const p = await k.pack();
    const sig = p.field('sam_sig');
    const tiasSignature = await uploadSignature(t, k.tia, await drawnSignature());
    const [otherChild] = await t.ctx.db
      .select()
      .from(documents)
      .where(eq(documents.key, (await k.pack()).childKeys[0]!));
    const samsFile = await uploadFieldFile(t, k.sam, p.key, Buffer.from('%PDF-1.4'));
    for (const file_key of [
      tiasSignature.data.enhanced_blob_key as string,
      otherChild!.pdf_file_key!,
      samsFile.data.blob_key as string,
      'no-such-blob',
    ]) {
      const r = await k.submit(k.sam, p.key, {
        uuid: p.sam,
        data_fields: [{ uuid: sig, file_key }],
      });
      expect(r.statusCode, file_key).toBe(403);
      expect(r.data.message).toBe(M.notYourFile);
    }
    expect((await fieldRow(sig)).file_key).toBeNull();

    const mine = await uploadSignature(t, k.sam, await drawnSignature());
    const ok = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [{ uuid: sig, file_key: mine.data.enhanced_blob_key }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await fieldRow(sig)).file_key).toBe(mine.data.enhanced_blob_key);
    // Sending the same file again is no new attachment.
    const again = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [{ uuid: sig, file_key: mine.data.enhanced_blob_key }],
    });
    expect(again.statusCode).toBe(200);
  });

  it("refuses a data-field upload made for another pack, and takes a signer user's own", async () => {
    const seeded = async () => {
      const s = await seedPack(t.ctx, {
        createdBy: k.ann.user_key,
        accountKey: k.annAccount,
        status: 'awaiting_signatures',
        signatories: [{ name: 'No Account', email: 'no-account@example.org' }],
        children: [{ fields: [{ type: 'file', custom_id: 'f', signatory: 0 }] }],
      });
      const [field] = await t.ctx.db
        .select()
        .from(dataFields)
        .where(eq(dataFields.document_key, s.childKeys[0]!));
      return { key: s.key, uuid: s.signatoryUuids[0]!, field: field!.uuid };
    };
    const a = await seeded();
    const b = await seeded();
    const signerA = await openSignerSession(t, a.key, a.uuid);
    const upload = await uploadFieldFile(t, signerA, a.key, Buffer.from('notes'), {
      filename: 'notes.txt',
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const signerB = await openSignerSession(t, b.key, b.uuid);
    const elsewhere = await k.submit(signerB, b.key, {
      uuid: b.uuid,
      data_fields: [{ uuid: b.field, file_key: upload.data.blob_key }],
    });
    expect(elsewhere.statusCode).toBe(403);
    const own = await k.submit(signerA, a.key, {
      uuid: a.uuid,
      data_fields: [{ uuid: a.field, file_key: upload.data.blob_key }],
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await fieldRow(a.field)).file_key).toBe(upload.data.blob_key);
  });
});
