import { SIGNING_REQUEST_MESSAGES as M } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { lockPack } from '../documents/document-repository.ts';
import { loadManagedPack } from '../signatories/signatory-access.ts';
import { notifyNextSigners } from './notify-next-signers.ts';

/**
 * §7 POST enqueue_document_mails (and the web's #documents/{id}/enqueue_signature_requests): a
 * team member asks for this round's requests to go out again. The job asks whoever is due and
 * has no live request yet, so calling it twice mails nobody twice.
 */
export const enqueueDocumentMails = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<string> => {
  const { pack: seen, actor } = await loadManagedPack(ctx, auth, key);
  requirePermission(actor.permissions, 'document_permissions.can_request_signatures');
  await ctx.db.transaction(async (tx: Db) => {
    const pack = await lockPack(tx, seen.key);
    if (!pack || pack.status !== 'awaiting_signatures' || pack.is_deleted)
      throw new AppError(409, M.onlyWhileAwaiting);
    await notifyNextSigners(tx, ctx.queue, pack.key);
  });
  return M.mailsQueued;
};
