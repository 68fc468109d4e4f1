import { BULK_SEND_MESSAGES, MESSAGES, canView } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadPackForWrite } from '../document-extras/extras-access.ts';
import { factsOf } from './document-access-service.ts';
import { appendPacksInto } from './document-copy.ts';
import { findDocumentRows, type DocumentRow } from './document-repository.ts';

/**
 * POST /app/bulk_actions/document_actions/merge_templates_into_document: the templates' documents,
 * fields and signers appended to a pack in setup, in the order chosen (a signer whose role the
 * pack has becomes that signer). Every template must be one the caller can see, else nothing
 * happens and the answer is 404, as for any key of another workspace.
 */
export const mergeTemplatesIntoDocument = async (
  ctx: AppContext,
  auth: Auth,
  documentKey: string,
  templateKeys: readonly string[],
): Promise<string> => {
  if (templateKeys.length === 0) throw badRequest(BULK_SEND_MESSAGES.noTemplatesSelected);
  const { pack, actor } = await loadPackForWrite(ctx, auth, documentKey);
  if (pack.key !== documentKey) throw notFound(MESSAGES.documentNotFound);
  requirePermission(actor.permissions, 'can_merge_templates');
  const keys = [...new Set(templateKeys)];
  const rows = new Map((await findDocumentRows(ctx.db, keys)).map((r) => [r.key, r]));
  const templates = keys
    .map((k) => rows.get(k))
    .filter(
      (r): r is DocumentRow =>
        !!r &&
        r.document_pack_key === null &&
        r.document_type === 'template' &&
        !r.is_deleted &&
        canView(factsOf(r), actor),
    );
  if (templates.length !== keys.length) throw notFound(MESSAGES.documentNotFound);
  await appendPacksInto(ctx, templates, pack, actor.user_key);
  return pack.key;
};
