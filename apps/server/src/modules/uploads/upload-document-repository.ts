import { eq, sql } from 'drizzle-orm';
import type { DocumentType } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { documents } from '../../db/schema.ts';

/** A freshly uploaded PDF has not been converted yet. */
const unconverted = {
  page_count: 0,
  image_blob_metadata: [],
  page_image_keys: [],
  conversion_state: 'pending' as const,
  conversion_error: null,
  upload_progress: 0,
};

export const insertPackWithChild = async (
  tx: Db,
  input: {
    packKey: string;
    childKey: string;
    name: string;
    accountKey: string | null;
    createdBy: string;
    pdfFileKey: string;
    documentType: DocumentType;
  },
): Promise<void> => {
  await tx.insert(documents).values({
    key: input.packKey,
    document_type: input.documentType,
    document_name: input.name,
    account_key: input.accountKey,
    created_by: input.createdBy,
  });
  await tx.insert(documents).values({
    key: input.childKey,
    document_pack_key: input.packKey,
    position: 0,
    document_type: input.documentType,
    document_name: input.name,
    account_key: input.accountKey,
    created_by: input.createdBy,
    pdf_file_key: input.pdfFileKey,
    ...unconverted,
  });
};

/** A new child after the pack's last one. Ownership follows the pack. */
export const appendChild = async (
  tx: Db,
  input: { packKey: string; childKey: string; name: string; createdBy: string; pdfFileKey: string },
): Promise<void> => {
  const [pack] = await tx
    .select({
      account_key: documents.account_key,
      next: sql<number>`(select coalesce(max(c.position) + 1, 0) from documents c where c.document_pack_key = ${input.packKey})`,
    })
    .from(documents)
    .where(eq(documents.key, input.packKey))
    .for('update');
  await tx.insert(documents).values({
    key: input.childKey,
    document_pack_key: input.packKey,
    position: Number(pack!.next),
    document_name: input.name,
    account_key: pack!.account_key,
    created_by: input.createdBy,
    pdf_file_key: input.pdfFileKey,
    ...unconverted,
  });
};

/** Swaps a child's PDF; its data fields stay where they are (they are stored in PDF points). */
export const replaceChildPdf = async (
  tx: Db,
  childKey: string,
  pdfFileKey: string,
): Promise<void> => {
  await tx
    .update(documents)
    .set({
      pdf_file_key: pdfFileKey,
      has_pdf_password: false,
      ...unconverted,
      date_updated: sql`now()`,
    })
    .where(eq(documents.key, childKey));
};
