import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import { pdfPages } from '@quire/pdf/seal/test-fixtures/poppler';
import { auditRecords, blobs, documents } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { openSignerSession } from '../signer-uploads/signer-upload-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

const get = (url: string, session: Session) => call(t.app, 'GET', url, { session });
const downloads = async (packKey: string) =>
  (await t.ctx.db.select().from(auditRecords).where(eq(auditRecords.document_key, packKey))).filter(
    (r) => r.event === 'downloaded',
  );
const uploaded = async (childKey: string) => {
  const [child] = await t.ctx.db.select().from(documents).where(eq(documents.key, childKey));
  const [blob] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, child!.pdf_file_key!));
  return t.ctx.blobStore.get(blob!.object_key);
};

describe('a signer downloads the unsigned pack (GET /app/serve/{key})', () => {
  it('gets the PDFs as uploaded, one PDF for the pack, audited as downloaded by the signer', async () => {
    const p = await k.pack();
    const sam = await openSignerSession(t, p.key, p.sam);
    const whole = await get(`/app/serve/${p.key}`, sam);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toContain('Seeded pack.pdf');
    expect(await pdfPages(whole.rawPayload)).toBe(2);

    const one = await get(`/app/serve/${p.childKeys[0]}`, sam);
    expect(Buffer.compare(one.rawPayload, await uploaded(p.childKeys[0]!))).toBe(0);

    const records = await downloads(p.key);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      actor_signatory_uuid: p.sam,
      actor_name: 'Sam Signer',
      child_document_key: null,
      details: { file: 'original' },
    });
    expect(records[1]!.child_document_key).toBe(p.childKeys[0]);
  });

  it('refuses a pack of the same workspace it does not sign, and one no longer awaiting signatures', async () => {
    const mine = await k.pack();
    // The same owner's pack, for someone else (a signer session reaches only packs it signs).
    const other = await seedPack(t.ctx, {
      createdBy: k.ann.user_key,
      accountKey: k.annAccount,
      status: 'awaiting_signatures',
      signatories: [{ name: 'Olive Other', email: 'olive@example.org' }],
    });
    const sam = await openSignerSession(t, mine.key, mine.sam);
    for (const key of [other.key, other.childKeys[0]!]) {
      const r = await get(`/app/serve/${key}`, sam);
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
    expect(await downloads(other.key)).toHaveLength(0);

    await t.ctx.db.update(documents).set({ status: 'rejected' }).where(eq(documents.key, mine.key));
    expect((await get(`/app/serve/${mine.key}`, sam)).statusCode).toBe(404);
    expect(await downloads(mine.key)).toHaveLength(0);
  });
});
