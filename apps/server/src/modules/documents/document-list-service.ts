import {
  DOCUMENT_LIST_PAGE_SIZE,
  MESSAGES,
  normaliseSearchTerm,
  type DocumentDto,
  type DocumentListQuery,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf } from './document-access-service.ts';
import { listDocumentKeys } from './document-list-repository.ts';
import { toDocumentDto } from './document-dto.ts';
import {
  findChildRows,
  findDocumentRows,
  findSignatoryRows,
  findUserNames,
  type DocumentRow,
} from './document-repository.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';

export type DocumentPage = { documents: DocumentDto[]; cursor: string | null };

/**
 * Packs as the list shows them: with their children (without data fields) and, when asked,
 * their signatories. Loaded for a page at a time, so the number of queries does not grow with it.
 */
export const packDtos = async (
  ctx: AppContext,
  packs: readonly DocumentRow[],
  withSignatories: boolean,
): Promise<DocumentDto[]> => {
  const keys = packs.map((p) => p.key);
  const [children, people, names] = await Promise.all([
    findChildRows(ctx.db, keys),
    withSignatories ? findSignatoryRows(ctx.db, keys) : Promise.resolve([]),
    findUserNames(
      ctx.db,
      packs.map((p) => p.created_by),
    ),
  ]);
  return packs.map((p) =>
    toDocumentDto(p, {
      children: children.filter((c) => c.document_pack_key === p.key),
      signatories: people.filter((s) => s.document_key === p.key),
      createdByName: names.get(p.created_by) ?? '',
    }),
  );
};

/** GET /app/documents and /app/search/documents: one page of the packs the caller may see. */
export const listDocuments = async (
  ctx: AppContext,
  auth: Auth,
  query: DocumentListQuery,
): Promise<DocumentPage> => {
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(MESSAGES.invalidCursor);
  const limit = DOCUMENT_LIST_PAGE_SIZE;
  const keys = await listDocumentKeys(
    ctx.db,
    actorOf(auth),
    {
      documentType: query.document_type,
      status: query.document_status === 'all' ? null : query.document_status,
      trash: query.is_trash_view ?? false,
      term: normaliseSearchTerm(query.search_query),
      email: auth.user.email_address,
    },
    // search_offset pages a search that has no cursor yet; with a cursor the cursor rules.
    { after, offset: after ? 0 : (query.search_offset ?? 0) },
    limit + 1,
  );
  const page = keys.slice(0, limit);
  const rows = new Map(
    (
      await findDocumentRows(
        ctx.db,
        page.map((k) => k.key),
      )
    ).map((r) => [r.key, r]),
  );
  const packs = page.map((k) => rows.get(k.key)).filter((r): r is DocumentRow => !!r);
  const last = page.at(-1);
  return {
    documents: await packDtos(ctx, packs, query.include_signatories ?? false),
    cursor:
      keys.length > limit && last
        ? encodeListCursor({ date_updated: last.t, key: last.key })
        : null,
  };
};
