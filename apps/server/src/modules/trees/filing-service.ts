import { eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  TREE_MESSAGES,
  canFileInFolder,
  filingDescription,
  type DocumentDto,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { documents } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord, auditActorOf } from '../audit-trail/append-audit-record.ts';
import { loadVisiblePack } from '../documents/document-access-service.ts';
import { findFolder } from './tree-repository.ts';
import { lockTree } from './tree-service.ts';

/**
 * POST /app/documents/{key}/file_in_folder: files a pack or template in a folder of its own
 * workspace's tree (null: back to the root). Moving it keeps everything it has: only its folder
 * changes, and its audit trail records where it went (issue 17).
 */
export const fileInFolder = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  folderId: string | null,
): Promise<Pick<DocumentDto, 'key' | 'tree_folder_id'>> => {
  const { pack, actor, facts } = await loadVisiblePack(ctx.db, auth, key);
  requirePermission(
    actor.permissions,
    pack.document_type === 'template' ? 'can_move_templates' : 'can_move_documents',
  );
  if (pack.is_deleted) throw badRequest(TREE_MESSAGES.trashedPack);
  // Filing is the workspace's: a pack seen as a viewer from elsewhere is not theirs to file.
  if (!canFileInFolder(facts, actor)) throw forbidden(MESSAGES.notAuthorized);
  const accountKey = pack.account_key!;
  return ctx.db.transaction(async (tx) => {
    await lockTree(tx, accountKey);
    const to = folderId === null ? null : await findFolder(tx, accountKey, folderId);
    if (folderId !== null && !to) throw notFound(TREE_MESSAGES.folderNotFound);
    const [current] = await tx
      .select({ folder: documents.tree_folder_key })
      .from(documents)
      .where(eq(documents.key, pack.key))
      .for('update');
    const fromKey = current?.folder ?? null;
    if (fromKey === (to?.key ?? null)) return { key: pack.key, tree_folder_id: fromKey };
    const from = fromKey === null ? null : await findFolder(tx, accountKey, fromKey);
    await tx
      .update(documents)
      .set({ tree_folder_key: to?.key ?? null, date_updated: sql`now()` })
      .where(eq(documents.key, pack.key));
    await appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'filed',
      actor: auditActorOf(auth.user),
      details: {
        description: filingDescription(from?.name ?? null, to?.name ?? null),
        from_folder_id: from?.key ?? null,
        from_folder_name: from?.name ?? null,
        to_folder_id: to?.key ?? null,
        to_folder_name: to?.name ?? null,
      },
    });
    return { key: pack.key, tree_folder_id: to?.key ?? null };
  });
};
