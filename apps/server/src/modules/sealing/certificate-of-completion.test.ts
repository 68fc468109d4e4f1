import { and, asc, eq } from 'drizzle-orm';
import { DRAWN_SIGNATURE_FILENAME, verificationUrl } from '@quire/domain';
import { pdftotext } from '@quire/pdf/seal/test-fixtures/poppler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecords, blobs, dataFields, signatories } from '../../db/schema.ts';
import { createTestApp, signUpVerifiedUser, type TestApp } from '../../../test/test-app.ts';
import { accountKeyOf } from '../../../test/seed-documents.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { sealDocumentHandler } from './seal-document-handler.ts';
import { documentRow, seedCompletePack, sha256 } from './seal-test-helpers.ts';

let t: TestApp;
let ann: Awaited<ReturnType<typeof signUpVerifiedUser>>;
let annAccount: string;

beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  annAccount = await accountKeyOf(t.ctx, ann);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const blobBytes = async (key: string) => {
  const [row] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, key));
  return t.ctx.blobStore.get(row!.object_key);
};

/** Every page of the file from the first certificate page on, as one string. */
const certificateText = async (pdf: Uint8Array) => {
  const text = (await pdftotext(pdf)).replace(/\s+/g, ' ');
  return text.slice(text.indexOf('Certificate of completion'));
};

describe('the certificate of completion on a sealed final', () => {
  it('prints the pack, its documents, each signer’s evidence and the chained log', async () => {
    const pack = await seedCompletePack(t.ctx, {
      createdBy: ann.user_key,
      creatorName: 'Ann Archer',
      creatorEmail: ann.email_address,
      accountKey: annAccount,
      children: 2,
    });
    const [dan] = await t.ctx.db
      .select()
      .from(signatories)
      .where(and(eq(signatories.document_key, pack.key), eq(signatories.name, 'Dan Dekker')));
    await t.ctx.db
      .update(signatories)
      .set({ name: 'محمد Dekker', mobile_number: '+27821234567', terms_accepted_at: new Date() })
      .where(eq(signatories.uuid, dan!.uuid));
    const [field] = await t.ctx.db
      .select()
      .from(dataFields)
      .where(
        and(eq(dataFields.document_key, pack.childKeys[0]!), eq(dataFields.type, 'signature')),
      );
    await t.ctx.db
      .update(blobs)
      .set({ filename: DRAWN_SIGNATURE_FILENAME })
      .where(eq(blobs.key, field!.file_key!));
    await t.ctx.db.transaction(async (tx) => {
      await appendAuditRecord(tx, {
        document_key: pack.key,
        event: 'code_verified',
        actor: { signatory_uuid: dan!.uuid, name: 'Dan Dekker', email: 'dan@example.com' },
        origin: { ip_address: '198.51.100.7', user_agent: 'Dan’s phone' },
        details: { signatory_uuid: dan!.uuid, channel: 'sms', destination: '+27 ••• ••67' },
      });
      await appendAuditRecord(tx, {
        document_key: pack.key,
        event: 'signed',
        actor: { signatory_uuid: dan!.uuid, name: 'Dan Dekker', email: 'dan@example.com' },
        origin: { ip_address: '198.51.100.7', user_agent: 'Dan’s phone' },
        details: { signed_in_presence: false },
      });
    });
    const before = await t.ctx.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.document_key, pack.key))
      .orderBy(asc(auditRecords.seq));

    await sealDocumentHandler(t.ctx)({ document_key: pack.key });

    const packRow = await documentRow(t.ctx, pack.key);
    expect(packRow.verification_id).toBeTruthy();
    const link = verificationUrl(t.ctx.config.publicUrl, packRow.verification_id!);
    const originals = await Promise.all(
      pack.childKeys.map(async (k) =>
        sha256(await blobBytes((await documentRow(t.ctx, k)).pdf_file_key!)),
      ),
    );
    for (const childKey of pack.childKeys) {
      const child = await documentRow(t.ctx, childKey);
      const text = await certificateText(await blobBytes(child.final_file_key!));
      for (const expected of [
        link,
        'Lease agreement',
        'Lease part 1.pdf',
        'Lease part 2.pdf',
        ...originals,
        'Ann Archer',
        'd•••@example.com',
        '+27 ••• ••67',
        'One-time code by SMS to +27 ••• ••67 confirmed',
        'Agreed to sign electronically',
        '198.51.100.7',
        'Dan’s phone',
        'Signature · Drawn',
        'Head of the hash chain',
        before[before.length - 1]!.hash,
        ...before.map((r) => r.hash),
      ])
        expect(text).toContain(expected);
      expect(text).toContain('محمد');
      // The certificate masks every address: the signer's own is never printed.
      expect(text).not.toContain('dan@example.com');
      expect(text).not.toContain('+27821234567');
    }
  }, 90_000);

  it('keeps the pack’s verification id when the job runs again', async () => {
    const pack = await seedCompletePack(t.ctx, {
      createdBy: ann.user_key,
      creatorName: 'Ann Archer',
      creatorEmail: ann.email_address,
      accountKey: annAccount,
      children: 1,
    });
    const seal = sealDocumentHandler(t.ctx);
    await seal({ document_key: pack.key });
    const first = (await documentRow(t.ctx, pack.key)).verification_id;
    await seal({ document_key: pack.key });
    expect((await documentRow(t.ctx, pack.key)).verification_id).toBe(first);
    const final = await blobBytes((await documentRow(t.ctx, pack.key)).final_file_key!);
    expect(await certificateText(final)).toContain(verificationUrl(t.ctx.config.publicUrl, first!));
  }, 60_000);
});
