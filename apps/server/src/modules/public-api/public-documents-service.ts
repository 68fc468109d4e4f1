import {
  MESSAGES,
  PUBLIC_API_MESSAGES,
  PUBLIC_API_PAGE_SIZE_DEFAULT,
  type DocumentStatus,
  type DocumentType,
  type PublicDocument,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf, loadVisiblePack } from '../documents/document-access-service.ts';
import { listPacks } from '../documents/document-list-repository.ts';
import {
  findChildRows,
  findDocumentRow,
  findSignatoryRows,
} from '../documents/document-repository.ts';
import { decodeListCursor, encodeListCursor } from '../documents/list-cursor.ts';
import { toPublicDocument } from './public-document-dto.ts';

export type Page<T> = { data: T[]; next_cursor: string | null };

/**
 * GET /api/v1/documents and /api/v1/templates: the caller's visible packs of one type, newest
 * change first, by the list's keyset cursor (a page deep in the list costs what page one costs).
 * Packs in the trash are left out.
 */
export const listPublicPacks = async (
  ctx: AppContext,
  auth: Auth,
  type: DocumentType,
  query: { cursor?: string | undefined; limit?: number | undefined; status?: DocumentStatus },
): Promise<Page<PublicDocument>> => {
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(MESSAGES.invalidCursor);
  const limit = query.limit ?? PUBLIC_API_PAGE_SIZE_DEFAULT;
  const packs = await listPacks(
    ctx.database,
    actorOf(auth),
    {
      documentType: type,
      status: query.status ?? null,
      trash: false,
      term: null,
      email: auth.user.email_address,
    },
    { after, offset: 0 },
    limit + 1,
    true,
  );
  const page = packs.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((p) => toPublicDocument(p.row, p.children, p.signatories)),
    next_cursor:
      packs.length > limit && last
        ? encodeListCursor({ date_updated: last.cursorTime, key: last.row.key })
        : null,
  };
};

/** A pack as the public API shows it, read afresh (after a change, say). */
export const publicDocumentByKey = async (
  ctx: AppContext,
  packKey: string,
): Promise<PublicDocument> => {
  const pack = await findDocumentRow(ctx.db, packKey);
  if (!pack) throw notFound(MESSAGES.documentNotFound);
  const [children, signers] = await Promise.all([
    findChildRows(ctx.db, [pack.key]),
    findSignatoryRows(ctx.db, [pack.key]),
  ]);
  return toPublicDocument(pack, children, signers);
};

/**
 * GET /api/v1/documents/{key} and /api/v1/templates/{key}: a pack the caller may see, of the type
 * the path names (a template's key under /documents is not found, and the other way round).
 */
export const getPublicPack = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  type: DocumentType,
): Promise<PublicDocument> => {
  const { pack } = await loadVisiblePack(ctx.db, auth, key);
  if (pack.document_type !== type)
    throw notFound(
      type === 'template' ? PUBLIC_API_MESSAGES.notATemplate : MESSAGES.documentNotFound,
    );
  return publicDocumentByKey(ctx, pack.key);
};
