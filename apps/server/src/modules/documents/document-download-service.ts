import { eq } from 'drizzle-orm';
import { mergePdfs } from '@quire/pdf/merge-pdfs';
import { MESSAGES, toCsv } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { blobs } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from './document-access-service.ts';
import { findChildRows, findDataFieldRows, type DocumentRow } from './document-repository.ts';

export type Download = { filename: string; contentType: string; body: Buffer | Uint8Array };

/** A file name a browser keeps: the document's name without path or quote characters. */
export const downloadName = (name: string, extension: string): string => {
  const base =
    name
      .replace(/\.pdf$/i, '')
      .replace(/["\\/\r\n]/g, '_')
      .trim() || 'document';
  return `${base}.${extension}`;
};

export const readBlobBytes = async (ctx: AppContext, db: Db, blobKey: string) => {
  const [row] = await db.select().from(blobs).where(eq(blobs.key, blobKey)).limit(1);
  if (!row) throw notFound(MESSAGES.notFound);
  return ctx.blobStore.get(row.object_key);
};

/** A child's PDF as it stands: the final file once there is one, else the uploaded original. */
export const childPdf = async (ctx: AppContext, child: DocumentRow): Promise<Buffer> => {
  const key = child.final_file_key ?? child.pdf_file_key;
  if (!key) throw notFound(MESSAGES.notFound);
  return readBlobBytes(ctx, ctx.db, key);
};

/**
 * GET /app/serve/{key} for a browsing session: a child's PDF, or a pack's children merged in
 * order. A signer session (ADR 0010) is served by signer-download.ts instead.
 */
export const servePdf = async (ctx: AppContext, auth: Auth, key: string): Promise<Download> => {
  if (!auth.session.can_browse) throw notFound(MESSAGES.documentNotFound);
  const { doc } = await loadVisibleDocument(ctx.db, auth, key);
  if (doc.document_pack_key !== null)
    return {
      filename: downloadName(doc.document_name, 'pdf'),
      contentType: 'application/pdf',
      body: await childPdf(ctx, doc),
    };
  // A sealed pack: its final as the seal job made it (merging again would break the seal).
  if (doc.final_file_key)
    return {
      filename: downloadName(doc.document_name, 'pdf'),
      contentType: 'application/pdf',
      body: await readBlobBytes(ctx, ctx.db, doc.final_file_key),
    };
  const children = await findChildRows(ctx.db, [doc.key]);
  if (children.length === 0) throw notFound(MESSAGES.notFound);
  const parts: Buffer[] = [];
  for (const child of children) parts.push(await childPdf(ctx, child));
  return {
    filename: downloadName(doc.document_name, 'pdf'),
    contentType: 'application/pdf',
    body: parts.length === 1 ? parts[0]! : await mergePdfs(parts, { title: doc.document_name }),
  };
};

/** GET /app/documents/{key}/get_csv_file: one row per field of the pack, cells neutralised. */
export const documentCsv = async (ctx: AppContext, auth: Auth, key: string): Promise<Download> => {
  const { pack, actor } = await loadVisibleDocument(ctx.db, auth, key);
  requirePermission(
    actor.permissions,
    'document_permissions.can_download_document_csv_data',
    MESSAGES.mayNotDownload,
  );
  const children = await findChildRows(ctx.db, [pack.key]);
  const names = new Map(children.map((c) => [c.key, c.document_name]));
  const fields = await findDataFieldRows(
    ctx.db,
    children.map((c) => c.key),
  );
  const rows = [
    ['document', 'field', 'type', 'page', 'value'],
    ...fields.map((f) => [
      names.get(f.document_key) ?? '',
      f.custom_id ?? f.uuid,
      f.type,
      f.page_index + 1,
      f.data ?? f.filename ?? '',
    ]),
  ];
  return {
    filename: downloadName(pack.document_name, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(toCsv(rows)),
  };
};
