import { MESSAGES, canReplaceBackingPdf, canUploadToPack, type DocumentFacts } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  actorOf,
  loadVisibleDocument,
  loadVisiblePack,
} from '../documents/document-access-service.ts';
import type { DocumentRow } from '../documents/document-repository.ts';
import { newKey } from '../../lib/ids.ts';

/** Where an uploaded PDF goes: a new pack, the end of an existing pack, or over a child's PDF. */
export type UploadTarget =
  | { kind: 'newPack'; packKey: string }
  | { kind: 'addToPack'; pack: DocumentRow }
  | { kind: 'replacePdf'; pack: DocumentRow; child: DocumentRow };

/** Refusals in the order a user can act on them: not in setup first, then permissions. */
const refuse = (facts: DocumentFacts): never => {
  if (facts.status !== 'setup' || facts.is_deleted) throw badRequest(MESSAGES.notInSetup);
  throw forbidden(MESSAGES.uploadNotAllowed);
};

/**
 * Applies the §5 upload rules. Anything the caller may not see answers 404 (another workspace's
 * pack looks exactly like a missing one). Asked when the URL is handed out and again on success,
 * since the pack may have been sent or deleted in between.
 */
export const resolveUploadTarget = async (
  ctx: AppContext,
  auth: Auth,
  request: { document_pack_key?: string | null; document_key_to_upload_to?: string | null },
): Promise<UploadTarget> => {
  if (request.document_key_to_upload_to) {
    const found = await loadVisibleDocument(ctx.db, auth, request.document_key_to_upload_to);
    if (found.doc.document_pack_key === null) throw notFound(MESSAGES.documentNotFound);
    if (request.document_pack_key && request.document_pack_key !== found.pack.key)
      throw notFound(MESSAGES.documentNotFound);
    if (!canReplaceBackingPdf(found.facts, found.actor)) refuse(found.facts);
    return { kind: 'replacePdf', pack: found.pack, child: found.doc };
  }
  if (request.document_pack_key) {
    const found = await loadVisiblePack(ctx.db, auth, request.document_pack_key);
    if (!canUploadToPack(found.facts, found.actor)) refuse(found.facts);
    return { kind: 'addToPack', pack: found.pack };
  }
  requirePermission(actorOf(auth).permissions, 'can_upload_documents');
  return { kind: 'newPack', packKey: newKey() };
};
