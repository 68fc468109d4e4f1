import {
  DOCUMENT_LIST_PAGE_SIZE,
  MESSAGES,
  TREE_MESSAGES,
  normaliseSearchTerm,
  type Actor,
  type DocumentDto,
  type DocumentListQuery,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf } from './document-access-service.ts';
import { listPacks } from './document-list-repository.ts';
import { toDocumentDto } from './document-dto.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';
import { findFolder } from '../trees/tree-repository.ts';

const folderOfActor = async (ctx: AppContext, actor: Actor, folderKey: string) =>
  actor.account_key === null ? null : findFolder(ctx.db, actor.account_key, folderKey);

export type DocumentPage = { documents: DocumentDto[]; cursor: string | null };

/** GET /app/documents and /app/search/documents: one page of the packs the caller may see. */
export const listDocuments = async (
  ctx: AppContext,
  auth: Auth,
  query: DocumentListQuery,
): Promise<DocumentPage> => {
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(MESSAGES.invalidCursor);
  const limit = DOCUMENT_LIST_PAGE_SIZE;
  const actor = actorOf(auth);
  // A folder of another workspace (or none) is unknown, as its id is everywhere else.
  if (query.folder_id !== undefined && !(await folderOfActor(ctx, actor, query.folder_id)))
    throw notFound(TREE_MESSAGES.folderNotFound);
  // One more than a page: whether it comes back says whether there is a next page.
  const packs = await listPacks(
    ctx.database,
    actor,
    {
      documentType: query.document_type,
      status: query.document_status === 'all' ? null : query.document_status,
      trash: query.is_trash_view ?? false,
      term: normaliseSearchTerm(query.search_query),
      email: auth.user.email_address,
      folderKey: query.folder_id ?? null,
    },
    // search_offset pages a search that has no cursor yet; with a cursor the cursor rules.
    { after, offset: after ? 0 : (query.search_offset ?? 0) },
    limit + 1,
    query.include_signatories ?? false,
  );
  const page = packs.slice(0, limit);
  const last = page.at(-1);
  return {
    documents: page.map((p) =>
      toDocumentDto(p.row, {
        children: p.children,
        signatories: p.signatories,
        createdByName: p.createdByName,
      }),
    ),
    cursor:
      packs.length > limit && last
        ? encodeListCursor({ date_updated: last.cursorTime, key: last.row.key })
        : null,
  };
};
