import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { makeSignatureImage } from '@quire/pdf/seal/test-fixtures/seal-fixtures';
import type { DocumentFlag } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import {
  auditRecords,
  copyRecipients,
  dataFields,
  documents,
  mails,
  signatories,
} from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import { seedPack } from '../../../test/seed-documents.ts';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export type CompletePackInput = {
  createdBy: string;
  creatorName: string;
  creatorEmail: string;
  accountKey: string;
  children: number;
  flags?: Partial<Record<DocumentFlag, boolean>>;
};

/**
 * A pack as the signing flow leaves it on completion: two signers (the creator and Dan) who
 * signed (a typed text value and a drawn signature stored as a blob), a copy recipient, a
 * 'created' and a 'completed' audit record, every status 'complete'.
 */
export const seedCompletePack = async (ctx: AppContext, input: CompletePackInput) => {
  const pack = await seedPack(ctx, {
    createdBy: input.createdBy,
    accountKey: input.accountKey,
    name: 'Lease agreement',
    status: 'complete',
    flags: input.flags ?? {},
    signatories: [
      { name: input.creatorName, email: input.creatorEmail, user_key: input.createdBy },
      { name: 'Dan Dekker', email: 'dan@example.com' },
      { name: 'No Mail', email: null },
    ],
    children: Array.from({ length: input.children }, (_, i) => ({
      name: `Lease part ${i + 1}.pdf`,
      pages: 2,
      fields: [
        { type: 'text', data: `Agreed value ${i + 1}`, signatory: 1, x: 72, y: 100 },
        { type: 'signature', signatory: 1, x: 72, y: 160, width: 150, height: 50 },
        { type: 'text', data: 'Page two note', signatory: 0, page_index: 1 },
      ],
    })),
  });
  for (const childKey of pack.childKeys) {
    const bytes = makeSignatureImage();
    const blobKey = newKey();
    const objectKey = `signatures/${blobKey}.png`;
    await ctx.blobStore.put(objectKey, bytes, 'image/png');
    await insertBlob(ctx.db, {
      key: blobKey,
      storage: ctx.blobStore.kind,
      object_key: objectKey,
      content_type: 'image/png',
      size_bytes: bytes.length,
      purpose: 'signature',
      document_key: childKey,
      account_key: input.accountKey,
      created_by: input.createdBy,
    });
    await ctx.db
      .update(dataFields)
      .set({ file_key: blobKey })
      .where(and(eq(dataFields.document_key, childKey), eq(dataFields.type, 'signature')));
  }
  await ctx.db
    .update(signatories)
    .set({ status: 'complete', date_signed: new Date() })
    .where(eq(signatories.document_key, pack.key));
  await ctx.db.insert(copyRecipients).values({
    uuid: newKey(),
    document_key: pack.key,
    name: 'Eve Copy',
    email: 'eve@example.com',
  });
  await ctx.db.transaction(async (tx) => {
    await appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'created',
      actor: { user_key: input.createdBy, name: input.creatorName, email: input.creatorEmail },
      origin: { ip_address: '203.0.113.9', user_agent: 'Seal test browser' },
    });
    await appendAuditRecord(tx, { document_key: pack.key, event: 'completed', actor: {} });
  });
  return pack;
};

export const documentRow = async (ctx: AppContext, key: string) =>
  (await ctx.db.select().from(documents).where(eq(documents.key, key)))[0]!;

export const sealedRecords = (ctx: AppContext, packKey: string) =>
  ctx.db
    .select()
    .from(auditRecords)
    .where(and(eq(auditRecords.document_key, packKey), eq(auditRecords.event, 'sealed')))
    .orderBy(asc(auditRecords.seq));

export const finalMails = (ctx: AppContext) =>
  ctx.db.select().from(mails).where(eq(mails.kind, 'final_documents'));
