import { makeSamplePdf } from '../packages/pdf/src/test-fixtures/sample-pdf.ts';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { blobs, dataFields, documents, signatories } from '../apps/server/src/db/schema.ts';
import { newKey } from '../apps/server/src/lib/ids.ts';

/**
 * The bench's template, as an upload, conversion and the editor would leave it: one 1-page PDF,
 * one signer (role signer-1, nothing filled in), a text field 'company' and a signature field.
 */
export const seedBulkTemplate = async (
  ctx: AppContext,
  userKey: string,
  accountKey: string,
): Promise<string> => {
  const [key, child, blobKey, signer] = [newKey(), newKey(), newKey(), newKey()];
  const bytes = Buffer.from(await makeSamplePdf({ title: 'Bench letter', pages: 1 }));
  const objectKey = `documents/${child}/${blobKey}.pdf`;
  await ctx.blobStore.put(objectKey, bytes, 'application/pdf');
  const common = {
    document_type: 'template' as const,
    status: 'setup' as const,
    account_key: accountKey,
    created_by: userKey,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(documents).values({ ...common, key, document_name: 'Bench letter' });
    await tx.insert(documents).values({
      ...common,
      key: child,
      document_pack_key: key,
      position: 0,
      document_name: 'Bench letter.pdf',
      pdf_file_key: blobKey,
      page_count: 1,
      conversion_state: 'done',
      upload_progress: 100,
    });
    await tx.insert(blobs).values({
      key: blobKey,
      storage: ctx.blobStore.kind,
      object_key: objectKey,
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      filename: 'Bench letter.pdf',
      purpose: 'document_pdf',
      document_key: child,
      account_key: accountKey,
      created_by: userKey,
    });
    await tx
      .insert(signatories)
      .values({ uuid: signer, document_key: key, role: 'signer-1', name: '', position: 0 });
    const field = { document_key: child, page_index: 0, x: 72, width: 160, height: 24 };
    await tx.insert(dataFields).values([
      {
        ...field,
        uuid: newKey(),
        type: 'text',
        y: 120,
        custom_id: 'company',
        signatory_uuid: signer,
      },
      { ...field, uuid: newKey(), type: 'signature', y: 200, signatory_uuid: signer },
    ]);
  });
  return key;
};
